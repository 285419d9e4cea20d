import type { WalletType } from './wallets';

/**
 * What each wallet answers when the user says no (DESIGN, facts about wallets). One rule for the whole
 * site: UniSat-interface wallets, Leather, OKX and Phantom use 4001; Xverse (sats-connect's RPC) uses -32000.
 * Magic Eden's own provider (sats-connect's first API) publishes no code: sats-connect's -32000 and the
 * wallet's words (REJECTION_WORDS) are taken. For Leather -32000 is a server error, not a rejection.
 */
export const USER_REJECTION_CODES: Readonly<Record<WalletType, readonly number[]>> = {
  unisat: [4001],
  bitget: [4001],
  tp: [4001],
  gate: [4001],
  enkrypt: [4001],
  hiro: [4001],
  okx: [4001],
  phantom: [4001],
  xverse: [-32000],
  'magic-eden': [-32000],
};

/**
 * Whether an error is the user saying no to their wallet: an error already marked so (the adapters mark
 * it), or the wallet's own rejection code. Without a wallet only the mark counts: a bare code means
 * different things to different wallets.
 */
export function isUserRejection(error: unknown, wallet: WalletType | null = null): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, userRejected, kind } = error as { code?: unknown; userRejected?: unknown; kind?: unknown };
  if (userRejected === true || kind === 'user-rejected') return true;
  if (code === 'USER_REJECTION') return wallet === 'xverse' || wallet === 'magic-eden';
  return wallet !== null && typeof code === 'number' && USER_REJECTION_CODES[wallet].includes(code);
}

/** A rejection by the words the wallet uses, for wallets that throw without a code. */
export const REJECTION_WORDS = /user (rejected|denied|canceled|cancelled)/i;
