import { Transaction } from '@scure/btc-signer';
import { base64 } from '@scure/base';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { scriptFor, type Utxo } from '../chain/chain';
import { psbtFromHex, psbtHex } from '../crypto/psbt';

/**
 * The devnet control that tampers with the next PSBT a market call answers: each kind is one way a
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
  'unlist-sighash-none': 'create_put_off (on-chain): every input to be signed NONE|ANYONECANPAY (0x82), reusable with outputs that pay anyone',
  'unlist-change-to-stranger': "create_put_off (on-chain): the change goes to another address named as the listing's btcAddress",
  'unlist-huge-fee': 'create_put_off (on-chain): the change is cut so the transaction leaves 1,000,000 sats to miners (thousands of sat/vB)',
  'buy-understated-input': "create_bid: a market coin of 1,200 sats put before the item, stated as 600 (a P2WPKH buyer's item would land in the fee output)",
  'buy-noncanonical': "create_bid: the buyer's item output written OP_1 OP_PUSHDATA1 <32 bytes>, which decodes as the buyer's address but anyone can spend",
  'buy-seller-signature': "create_bid: the seller's 0x83 signature broken, so the purchase could never confirm",
  'buy-base64': 'create_bid: the PSBTs sent as base64, as real markets may (an honest purchase)',
  'short-token-lot':
    'list and detail, until cleared: every brc-20, runes and ARC-20 listing states 1,000 times the amount its output holds (the market sells a short lot)',
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
  'unlist-sighash-none': ['create_put_off'],
  'unlist-change-to-stranger': ['create_put_off'],
  'unlist-huge-fee': ['create_put_off'],
  'buy-understated-input': ['create_bid'],
  'buy-noncanonical': ['create_bid'],
  'buy-seller-signature': ['create_bid'],
  'buy-base64': ['create_bid'],
  'short-token-lot': ['list', 'detail'],
};

/** A tamper that stays until cleared (a market that lies in its reads lies in every one), not only for the next answer. */
export const tamperStays = (kind: TamperKind): boolean => kind === 'short-token-lot';

/** `amount` (a decimal text) times 1,000, exactly: the decimal point moved three places. */
function thousandTimes(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  const digits = `${whole}${fraction.padEnd(3, '0')}`;
  const rest = fraction.slice(3);
  return `${digits.slice(0, whole!.length + 3).replace(/^0+(?=\d)/, '')}${rest ? `.${rest}` : ''}`;
}
/** A market row whose token amount is stated 1,000 times what its output holds. */
function inflated(row: unknown): unknown {
  if (typeof row !== 'object' || row === null) return row;
  const r = row as Record<string, unknown>;
  const token = r.nftType === 'brc20' || r.nftType === 'runes' || r.nftType === 'arc20';
  return token && typeof r.amount === 'string' && /^\d+(\.\d+)?$/.test(r.amount) ? { ...r, amount: thousandTimes(r.amount) } : row;
}

/** What a tamper may do besides rewriting the PSBT: give the dishonest market a coin of its own. */
export interface TamperTools {
  readonly stranger: string;
  readonly fund: (address: string, sats: bigint) => Utxo;
}

/** The same transaction with its inputs and outputs in a new order (outputs first: none can be added after a signed input). */
function rebuilt(
  tx: Transaction,
  inputs: readonly ReturnType<Transaction['getInput']>[],
  outputs: readonly ReturnType<Transaction['getOutput']>[],
): Transaction {
  const copy = new Transaction({ allowUnknownOutputs: true, version: tx.version, lockTime: tx.lockTime });
  for (const o of outputs) copy.addOutput(o);
  for (const i of inputs) copy.addInput(i);
  return copy;
}

/** Whether a tamper kind applies to this call's answer. */
export const tampersWith = (kind: TamperKind, call: string): boolean => CALLS[kind].includes(call);

/** The answer with its PSBT changed the way `kind` says. */
export function tamperAnswer(kind: TamperKind, answer: Record<string, unknown>, tools: TamperTools): Record<string, unknown> {
  if (kind === 'short-token-lot')
    return Array.isArray(answer.list) ? { ...answer, list: answer.list.map(inflated) } : (inflated(answer) as Record<string, unknown>);
  const field = typeof answer.psbtBid === 'string' ? 'psbtBid' : 'psbt';
  const psbt = answer[field];
  if (typeof psbt !== 'string' || !psbt) return answer;
  if (kind === 'buy-base64') {
    const b64 = (hex: unknown) => (typeof hex === 'string' && hex ? base64.encode(hexToBytes(hex)) : hex);
    return { ...answer, psbtBid: b64(answer.psbtBid), psbtBid2: b64(answer.psbtBid2) };
  }
  let tx = psbtFromHex(psbt);
  const last = tx.outputsLength - 1;
  const amount = (i: number) => tx.getOutput(i).amount!;
  const { stranger } = tools;
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
    case 'buy-understated-input': {
      // The market's own coin goes in before the item, stated at half its value; the fee output moves to
      // index 1 so the seller's payout stays paired (SINGLE) with the item at its new index 2.
      const coin = tools.fund(stranger, 1_200n);
      const market = { txid: hexToBytes(coin.txid), index: coin.vout, witnessUtxo: { script: hexToBytes(coin.script), amount: 600n } };
      const ins = Array.from({ length: tx.inputsLength }, (_, i) => tx.getInput(i));
      const outs = Array.from({ length: tx.outputsLength }, (_, o) => tx.getOutput(o));
      const first = { ...outs[0]!, amount: outs[0]!.amount! + 600n };
      tx = rebuilt(tx, [ins[0]!, market, ...ins.slice(1)], [first, outs[2]!, outs[1]!, ...outs.slice(3)]);
      // The buyer's inputs are named at their new places.
      const indexes = Array.isArray(answer.bidSignIndexes) ? (answer.bidSignIndexes as number[]).map((i) => (i >= 1 ? i + 1 : i)) : answer.bidSignIndexes;
      return { ...answer, bidSignIndexes: indexes, [field]: psbtHex(tx) };
    }
    case 'buy-noncanonical': {
      // btc-signer writes no such script: a placeholder of the same length is swapped in the bytes.
      const s = tx.getOutput(0).script!;
      const target = new Uint8Array([s[0]!, 0x4c, s[1]!, ...s.subarray(2)]);
      const placeholder = new Uint8Array([0x6a, 0x4c, target.length - 3, ...new Array<number>(target.length - 3).fill(0xab)]);
      tx.updateOutput(0, { script: placeholder }, true);
      return { ...answer, [field]: psbtHex(tx).replace(bytesToHex(placeholder), bytesToHex(target)) };
    }
    case 'buy-seller-signature': {
      const witness = tx.getInput(1).finalScriptWitness!.map((w) => Uint8Array.from(w));
      witness[0]![8] = witness[0]![8]! ^ 0xff;
      tx.updateInput(1, { finalScriptWitness: witness }, true);
      break;
    }
    case 'unlist-destination':
      tx.updateOutput(0, { script: scriptFor(stranger) }, true);
      break;
    case 'unlist-sighash-none':
      for (let i = 0; i < tx.inputsLength; i++) tx.updateInput(i, { sighashType: 0x82 }, true);
      break;
    case 'unlist-change-to-stranger':
      tx.updateOutput(last, { script: scriptFor(stranger) }, true);
      break;
    case 'unlist-huge-fee': {
      // Whatever the honest fee was, the miners get exactly 1,000,000 sats: the change pays for it.
      const spent = Array.from({ length: tx.inputsLength }, (_, i) => tx.getInput(i).witnessUtxo!.amount).reduce((a, b) => a + b, 0n);
      const others = Array.from({ length: last }, (_, o) => amount(o)).reduce((a, b) => a + b, 0n);
      tx.updateOutput(last, { amount: spent - others - 1_000_000n }, true);
      break;
    }
  }
  return { ...answer, [field]: psbtHex(tx) };
}
