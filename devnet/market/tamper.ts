import { Transaction } from '@scure/btc-signer';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { scriptFor } from '../chain/chain';

/**
 * The devnet control that tampers with the next PSBT a market call answers (issue 12): each kind is one way a
 * dishonest or broken market could change what the user is asked to sign, so a test can show the site's PSBT
 * check refusing it before the wallet is asked.
 */
export const TAMPER_KINDS = {
  'listing-price': 'create_put_on or create_modify_price: the payout is 1,000 sats more than the price',
  'listing-payee': 'create_put_on or create_modify_price: the payout goes to another address',
  'listing-sighash': 'create_put_on or create_modify_price: the item is to be signed with SIGHASH_ALL',
  'buy-seller': 'create_bid: the seller is paid 1,000 sats more (taken from the change)',
  'buy-service-fee': 'create_bid: the service fee is 1,000 sats more (taken from the change)',
  'buy-stranger': 'create_bid: 1,000 sats of the change go to another address',
  'buy-network-fee': 'create_bid: the change is 1,000 sats less (the miners get it)',
  'buy-inscription-to-seller': "create_bid: the buyer's first output is cut to the padding, so the item's sat lands in the seller's output",
  'unlist-destination': 'create_put_off (on-chain): the item goes to another address',
} as const;
export type TamperKind = keyof typeof TAMPER_KINDS;
export const isTamperKind = (v: unknown): v is TamperKind => typeof v === 'string' && Object.hasOwn(TAMPER_KINDS, v);

const CALLS: Readonly<Record<TamperKind, readonly string[]>> = {
  'listing-price': ['create_put_on', 'create_modify_price'],
  'listing-payee': ['create_put_on', 'create_modify_price'],
  'listing-sighash': ['create_put_on', 'create_modify_price'],
  'buy-seller': ['create_bid'],
  'buy-service-fee': ['create_bid'],
  'buy-stranger': ['create_bid'],
  'buy-network-fee': ['create_bid'],
  'buy-inscription-to-seller': ['create_bid'],
  'unlist-destination': ['create_put_off'],
};

/** Whether a tamper kind applies to this call's answer. */
export const tampersWith = (kind: TamperKind, call: string): boolean => CALLS[kind].includes(call);

/** The answer with its PSBT changed the way `kind` says. `stranger` is an address nobody in the dialog is. */
export function tamperAnswer(kind: TamperKind, answer: Record<string, unknown>, stranger: string): Record<string, unknown> {
  const field = typeof answer.psbtBid === 'string' ? 'psbtBid' : 'psbt';
  const psbt = answer[field];
  if (typeof psbt !== 'string' || !psbt) return answer;
  const tx = Transaction.fromPSBT(hexToBytes(psbt), { allowUnknownOutputs: true });
  const last = tx.outputsLength - 1;
  const amount = (i: number) => tx.getOutput(i).amount!;
  switch (kind) {
    case 'listing-price':
      tx.updateOutput(0, { amount: amount(0) + 1_000n }, true);
      break;
    case 'listing-payee':
      tx.updateOutput(0, { script: scriptFor(stranger) }, true);
      break;
    case 'listing-sighash':
      tx.updateInput(0, { sighashType: 1 }, true);
      break;
    case 'buy-seller':
      tx.updateOutput(1, { amount: amount(1) + 1_000n }, true);
      tx.updateOutput(last, { amount: amount(last) - 1_000n }, true);
      break;
    case 'buy-service-fee':
      tx.updateOutput(2, { amount: amount(2) + 1_000n }, true);
      tx.updateOutput(last, { amount: amount(last) - 1_000n }, true);
      break;
    case 'buy-stranger':
      tx.updateOutput(last, { amount: amount(last) - 1_000n }, true);
      tx.addOutput({ script: scriptFor(stranger), amount: 1_000n });
      break;
    case 'buy-network-fee':
      tx.updateOutput(last, { amount: amount(last) - 1_000n }, true);
      break;
    case 'buy-inscription-to-seller': {
      const padding = tx.getInput(0).witnessUtxo!.amount;
      const cut = amount(0) - padding;
      tx.updateOutput(0, { amount: padding }, true);
      tx.updateOutput(last, { amount: amount(last) + cut }, true);
      break;
    }
    case 'unlist-destination':
      tx.updateOutput(0, { script: scriptFor(stranger) }, true);
      break;
  }
  return { ...answer, [field]: bytesToHex(tx.toPSBT()) };
}
