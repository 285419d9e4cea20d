import { satsToBtcText } from '../currency';
import type { PsbtVerdict } from '../psbt-intent';

/** The check's words: amounts in BTC, a refusal, a sighash by its number and name. */
export const btcWords = (sats: bigint): string => `${satsToBtcText(sats)} BTC`;
export const refuse = (reason: string): PsbtVerdict => ({ ok: false, reason });
const hexByte = (n: number) => `0x${n.toString(16)}`;
const SIGHASH_NAMES: Readonly<Record<number, string>> = {
  0: 'DEFAULT',
  1: 'ALL',
  2: 'NONE',
  3: 'SINGLE',
  0x81: 'ALL|ANYONECANPAY',
  0x82: 'NONE|ANYONECANPAY',
  0x83: 'SINGLE|ANYONECANPAY',
};
export const sighashWords = (n: number) => `${hexByte(n)}${SIGHASH_NAMES[n] ? ` (${SIGHASH_NAMES[n]})` : ''}`;
