/** A user rejection, with the code UniSat uses. */
export class UserRejected extends Error {
  readonly code = 4001;
  constructor() {
    super('User rejected the request.');
  }
}
