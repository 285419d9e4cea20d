/**
 * A refusal a server answers as `{ code, msg, data: null }`: the devnet's and the gateway's calls throw it and their
 * API surface turns it into that answer. Code -1 is a plain refusal; -501/-502 an unknown or expired session, -163
 * the market's session code, -404 a call the server does not have.
 */
export class CallError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
