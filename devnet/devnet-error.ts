import { CallError } from '../server/call-error';

/**
 * A refusal the devnet answers as `{ code, msg, data: null }` (server/devnet-app.ts turns any CallError into that
 * answer). Code -1 is a plain refusal; the surfaces give their own codes where the site acts on them
 * (session -501/-502/-163, market -100/-106/-116/-117/-139, swap -2/-6/-8/-10, -404 for an unknown call).
 */
export class DevnetError extends CallError {}
