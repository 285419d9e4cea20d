import { Address, NETWORK, OutScript, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { satsToBtc } from '../../domain/currency';
import type { Network } from '../../domain/network';
import type { PsbtCheck, PsbtChecks, PsbtIntent, PsbtToSign, PsbtVerdict } from '../../domain/psbt-intent';

/**
 * The PSBT check (issue 12): before any wallet is asked to sign, the transaction is decoded and compared with
 * what the dialog showed. Pure: no I/O. Amounts are compared exactly, in whole sats (bigint), never with a
 * tolerance. A mismatch refuses with a message that names what is wrong; the wallet is never asked.
 */

/** An output of a previous transaction: its id, index and value in sats. */
export interface Outpoint {
  readonly txid: string;
  readonly vout: number;
}

/** What the list and update-price dialogs showed: the item, the price, where it is paid. */
export interface ListIntent extends PsbtIntent {
  readonly kind: 'list' | 'update-price';
  readonly network: Network;
  readonly item: Outpoint;
  readonly priceSats: bigint;
  readonly payAddress: string;
}
/** What the buy and bid dialogs showed. */
export interface BuyIntent extends PsbtIntent {
  readonly kind: 'buy' | 'bid';
  readonly network: Network;
  readonly item: Outpoint;
  /** Where the inscription's sat sits in the item's output (0 for most). */
  readonly itemOffset: bigint;
  readonly buyerOrdinalsAddress: string;
  readonly buyerPaymentAddress: string;
  readonly sellerPayAddress: string;
  readonly priceSats: bigint;
  readonly serviceFeeSats: bigint;
  readonly feeAddress: string;
  /** The network fee shown (the most the transaction may leave to miners). */
  readonly networkFeeSats: bigint;
  /** The buyer's outputs that hold an inscription or another asset: never to be spent as payment. */
  readonly buyerAssetOutpoints: readonly Outpoint[];
  /** This PSBT is the padding split signed before the purchase (psbtBid2), not the purchase. */
  readonly padding?: boolean;
}
/** What the unlist dialog showed, for an on-chain unlist. */
export interface UnlistIntent extends PsbtIntent {
  readonly kind: 'unlist';
  readonly network: Network;
  readonly item: Outpoint;
  readonly itemOffset: bigint;
  readonly ownerOrdinalsAddress: string;
  readonly ownerPaymentAddress: string;
  readonly networkFeeSats: bigint;
}
/** What the deposit dialog showed: this transfer inscription goes to the swap module, and at most this fee. */
export interface DepositIntent extends PsbtIntent {
  readonly kind: 'deposit';
  readonly network: Network;
  readonly item: Outpoint;
  readonly itemOffset: bigint;
  readonly moduleAddress: string;
  readonly ownerOrdinalsAddress: string;
  readonly ownerPaymentAddress: string;
  /** The most the transaction may leave to miners (the fee rate times the deposit's size, as shown). */
  readonly networkFeeSats: bigint;
  /** The user's outputs that hold other inscriptions or assets: never to be spent as the fee. */
  readonly ownerAssetOutpoints: readonly Outpoint[];
}

/**
 * What the withdraw panel showed, for one of the user's withdrawal transactions: the payment (the module's
 * fee to the module, change back), the approval or the cancel (a note and change back).
 */
export interface WithdrawIntent extends PsbtIntent {
  readonly kind: 'withdraw';
  readonly part: 'payment' | 'approve' | 'cancel';
  readonly network: Network;
  readonly moduleAddress: string;
  readonly ownerOrdinalsAddress: string;
  readonly ownerPaymentAddress: string;
  /** The payment's fee to the module, as shown (0 for the approval and the cancel). */
  readonly moduleFeeSats: bigint;
  /** The most this transaction may leave to miners. */
  readonly networkFeeSats: bigint;
  readonly ownerAssetOutpoints: readonly Outpoint[];
}

const refuse = (reason: string): PsbtVerdict => ({ ok: false, reason: `Not signed: ${reason}` });
const OK: PsbtVerdict = { ok: true };
/** Exact, every sat shown: a refusal must show the difference it found (display rounding would hide a sat). */
const btc = (sats: bigint) => `${satsToBtc(sats.toString()).toFixed()} BTC`;
const networkOf = (n: Network) => (n === 'mainnet' ? NETWORK : TEST_NETWORK);
const sameOutpoint = (a: Outpoint, txid: string, vout: number) => a.txid.toLowerCase() === txid && a.vout === vout;

function decode(psbtHex: string): Transaction | null {
  try {
    return Transaction.fromPSBT(hex.decode(psbtHex), { allowUnknownOutputs: true, allowUnknownInputs: true });
  } catch {
    return null;
  }
}

/** Every input's index of a PSBT (a padding split's inputs are all the buyer's); none when it cannot be read. */
export function inputIndexes(psbtHex: string): number[] {
  const tx = decode(psbtHex);
  return tx ? Array.from({ length: tx.inputsLength }, (_, i) => i) : [];
}

/** The address a script pays on a network, or null for a script that is not an address. */
function addressOf(script: Uint8Array | undefined, network: Network): string | null {
  if (!script) return null;
  try {
    return Address(networkOf(network)).encode(OutScript.decode(script));
  } catch {
    return null;
  }
}

/** The script of an address of the given network, or null when it is not one (another network's, or none). */
function scriptOf(address: string, network: Network): Uint8Array | null {
  try {
    return OutScript.encode(Address(networkOf(network)).decode(address));
  } catch {
    return null;
  }
}

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | null) => !!a && !!b && a.length === b.length && a.every((x, i) => x === b[i]);

interface InputView {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint | null;
  readonly script: Uint8Array | undefined;
  readonly sighashType: number | undefined;
}
function inputs(tx: Transaction): InputView[] {
  return Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    return {
      txid: input.txid ? hex.encode(input.txid) : '',
      vout: input.index ?? -1,
      value: input.witnessUtxo?.amount ?? null,
      script: input.witnessUtxo?.script,
      sighashType: input.sighashType,
    };
  });
}
function outputs(tx: Transaction): { amount: bigint; script: Uint8Array | undefined }[] {
  return Array.from({ length: tx.outputsLength }, (_, i) => {
    const o = tx.getOutput(i);
    return { amount: o.amount ?? 0n, script: o.script };
  });
}

/** The sighash a sign request asks for an input: the request's own, else the PSBT's field, else none (DEFAULT). */
function requestedSighashes(request: PsbtToSign, input: InputView): readonly number[] {
  if (request.sighashTypes?.length) return request.sighashTypes;
  return input.sighashType === undefined ? [] : [input.sighashType];
}

const addressesValid = (network: Network, ...addresses: string[]): string | null => {
  for (const a of addresses) if (!scriptOf(a, network)) return a;
  return null;
};

/**
 * What a transaction that moves the item does with it (buy, bid, on-chain unlist): the PSBT read, the addresses
 * the dialog named checked for the network, the item's input found, every input's amount known, and the output
 * its sat lands in (first in, first out, from its offset; -1 when it goes to the miners).
 */
type Move = { readonly refused: PsbtVerdict } | { readonly ins: InputView[]; readonly outs: { amount: bigint; script: Uint8Array | undefined }[]; readonly itemIndex: number; readonly landing: number };
function readMove(psbtHex: string, intent: { network: Network; item: Outpoint; itemOffset: bigint }, addresses: string[], doing: string): Move {
  const tx = decode(psbtHex);
  if (!tx) return { refused: refuse('the transaction the market sent could not be read.') };
  const bad = addressesValid(intent.network, ...addresses);
  if (bad) return { refused: refuse(`${bad} is not a ${intent.network} address.`) };
  const ins = inputs(tx);
  const outs = outputs(tx);
  const itemIndex = ins.findIndex((i) => sameOutpoint(intent.item, i.txid, i.vout));
  if (itemIndex < 0) return { refused: refuse(`the transaction does not spend the item you are ${doing}.`) };
  if (ins.some((i) => i.value === null)) return { refused: refuse('an input does not say its amount, so what it pays cannot be checked.') };
  const position = ins.slice(0, itemIndex).reduce((a, i) => a + i.value!, 0n) + intent.itemOffset;
  let start = 0n;
  let landing = -1;
  for (const [o, out] of outs.entries()) {
    if (position >= start && position < start + out.amount) {
      landing = o;
      break;
    }
    start += out.amount;
  }
  return { ins, outs, itemIndex, landing };
}

/** Listing and new price: the one input is the item, paid at its index (SINGLE) exactly the price to the seller, signed with 0x83. */
export function checkListingPsbt(psbtHex: string, intent: ListIntent, toSign: readonly PsbtToSign[]): PsbtVerdict {
  const tx = decode(psbtHex);
  if (!tx) return refuse('the transaction the market sent could not be read.');
  const bad = addressesValid(intent.network, intent.payAddress);
  if (bad) return refuse(`the payout address ${bad} is not a ${intent.network} address.`);
  const ins = inputs(tx);
  const itemIndex = ins.findIndex((i) => sameOutpoint(intent.item, i.txid, i.vout));
  if (itemIndex < 0) return refuse('the transaction does not spend the item you are listing.');
  if (toSign.length === 0) return refuse('nothing to sign was named.');
  for (const request of toSign) {
    if (request.index !== itemIndex) return refuse(`it asks to sign input ${request.index}, which is not the item you are listing.`);
    const sighashes = requestedSighashes(request, ins[itemIndex]!);
    if (sighashes.length !== 1 || sighashes[0] !== SigHash.SINGLE_ANYONECANPAY) {
      return refuse(`the listing must be signed with sighash 0x83 (SINGLE|ANYONECANPAY), not ${sighashes.length ? sighashes.map((s) => `0x${s.toString(16)}`).join(', ') : 'the default'}.`);
    }
  }
  const paired = outputs(tx)[itemIndex];
  if (!paired) return refuse('there is no payout to you paired with the item.');
  if (!sameBytes(paired.script, scriptOf(intent.payAddress, intent.network))) {
    return refuse(`the payout goes to ${addressOf(paired.script, intent.network) ?? 'an unknown script'}, not to your address ${intent.payAddress}.`);
  }
  if (paired.amount !== intent.priceSats) return refuse(`the payout is ${btc(paired.amount)}, not the ${btc(intent.priceSats)} you set.`);
  return OK;
}

/**
 * Buy and bid: the inscription's sat (first in, first out, from the item's offset) lands at the buyer's
 * ordinals address; the seller gets exactly the price; the fee address exactly the service fee; nobody else is
 * paid; the network fee is no more than shown; the buyer signs only its own plain payment inputs, with ALL.
 */
export function checkBuyPsbt(psbtHex: string, intent: BuyIntent, toSign: readonly PsbtToSign[]): PsbtVerdict {
  const read = readMove(psbtHex, intent, [intent.buyerOrdinalsAddress, intent.buyerPaymentAddress, intent.sellerPayAddress, intent.feeAddress], 'buying');
  if ('refused' in read) return read.refused;
  const { ins, outs, itemIndex, landing } = read;
  if (landing < 0) return refuse('the item would be left to the miners as fee.');
  const landsAt = addressOf(outs[landing]!.script, intent.network);
  if (landsAt !== intent.buyerOrdinalsAddress) return refuse(`the item would go to ${landsAt ?? 'an unknown script'}, not to your address ${intent.buyerOrdinalsAddress}.`);

  const allowed = new Set([intent.buyerOrdinalsAddress, intent.buyerPaymentAddress, intent.sellerPayAddress, intent.feeAddress]);
  let toSeller = 0n;
  let toFee = 0n;
  for (const out of outs) {
    const to = addressOf(out.script, intent.network);
    if (to === null || !allowed.has(to)) return refuse(`it pays ${btc(out.amount)} to ${to ?? 'an unknown script'}, which the dialog did not show.`);
    if (to === intent.sellerPayAddress && to !== intent.buyerPaymentAddress && to !== intent.buyerOrdinalsAddress) toSeller += out.amount;
    if (to === intent.feeAddress && to !== intent.sellerPayAddress) toFee += out.amount;
  }
  if (toSeller !== intent.priceSats) return refuse(`the seller would get ${btc(toSeller)}, not the price of ${btc(intent.priceSats)}.`);
  if (toFee !== intent.serviceFeeSats) return refuse(`the service fee would be ${btc(toFee)}, not the ${btc(intent.serviceFeeSats)} shown.`);
  const fee = ins.reduce((a, i) => a + i.value!, 0n) - outs.reduce((a, o) => a + o.amount, 0n);
  if (fee > intent.networkFeeSats) return refuse(`the network fee would be ${btc(fee)}, more than the ${btc(intent.networkFeeSats)} shown.`);

  if (toSign.length === 0) return refuse('nothing to sign was named.');
  const buyer = new Set([intent.buyerOrdinalsAddress, intent.buyerPaymentAddress]);
  for (const request of toSign) {
    const input = ins[request.index];
    if (!input) return refuse(`it asks to sign input ${request.index}, which does not exist.`);
    if (request.index === itemIndex) return refuse("it asks you to sign the seller's input.");
    if (intent.buyerAssetOutpoints.some((a) => sameOutpoint(a, input.txid, input.vout))) return refuse(`it asks you to spend ${input.txid}:${input.vout}, which holds an inscription or another asset of yours.`);
    const owner = addressOf(input.script, intent.network);
    if (owner === null || !buyer.has(owner)) return refuse(`it asks you to sign input ${request.index}, which is not yours.`);
    const sighashes = requestedSighashes(request, input);
    if (sighashes.some((s) => s !== SigHash.ALL && s !== SigHash.DEFAULT)) return refuse(`your input ${request.index} would be signed with sighash 0x${sighashes.find((s) => s !== SigHash.ALL && s !== SigHash.DEFAULT)!.toString(16)}, not ALL.`);
  }
  return OK;
}

/**
 * The padding split a buyer without a small UTXO signs first (psbtBid2): it only moves the buyer's own money
 * between the buyer's own addresses; its network fee is no more than shown; only the buyer's plain payment
 * inputs are signed, with ALL.
 */
export function checkPaddingPsbt(psbtHex: string, intent: BuyIntent, toSign: readonly PsbtToSign[]): PsbtVerdict {
  const tx = decode(psbtHex);
  if (!tx) return refuse('the padding transaction the market sent could not be read.');
  const ins = inputs(tx);
  const outs = outputs(tx);
  const buyer = new Set([intent.buyerOrdinalsAddress, intent.buyerPaymentAddress]);
  for (const out of outs) {
    const to = addressOf(out.script, intent.network);
    if (to === null || !buyer.has(to)) return refuse(`the padding transaction pays ${btc(out.amount)} to ${to ?? 'an unknown script'}, which is not yours.`);
  }
  if (ins.some((i) => i.value === null)) return refuse('an input does not say its amount, so what it pays cannot be checked.');
  const fee = ins.reduce((a, i) => a + i.value!, 0n) - outs.reduce((a, o) => a + o.amount, 0n);
  if (fee > intent.networkFeeSats) return refuse(`the padding transaction's network fee would be ${btc(fee)}, more than the ${btc(intent.networkFeeSats)} shown.`);
  if (toSign.length === 0) return refuse('nothing to sign was named.');
  for (const request of toSign) {
    const input = ins[request.index];
    if (!input) return refuse(`it asks to sign input ${request.index}, which does not exist.`);
    if (intent.buyerAssetOutpoints.some((a) => sameOutpoint(a, input.txid, input.vout))) return refuse(`it asks you to spend ${input.txid}:${input.vout}, which holds an inscription or another asset of yours.`);
    const owner = addressOf(input.script, intent.network);
    if (owner === null || !buyer.has(owner)) return refuse(`it asks you to sign input ${request.index}, which is not yours.`);
    const sighashes = requestedSighashes(request, input);
    if (sighashes.some((s) => s !== SigHash.ALL && s !== SigHash.DEFAULT)) return refuse(`your input ${request.index} would be signed with a sighash other than ALL.`);
  }
  return OK;
}

/** On-chain unlist: the item goes back to the owner's ordinals address; the fee is no more than shown; only the owner's inputs are signed. */
export function checkUnlistPsbt(psbtHex: string, intent: UnlistIntent, toSign: readonly PsbtToSign[]): PsbtVerdict {
  const read = readMove(psbtHex, intent, [intent.ownerOrdinalsAddress, intent.ownerPaymentAddress], 'unlisting');
  if ('refused' in read) return read.refused;
  const { ins, outs, landing } = read;
  const landsAt = landing < 0 ? null : addressOf(outs[landing]!.script, intent.network);
  if (landsAt !== intent.ownerOrdinalsAddress) return refuse(`the item would go to ${landsAt ?? 'the miners'}, not back to your address ${intent.ownerOrdinalsAddress}.`);
  const owner = new Set([intent.ownerOrdinalsAddress, intent.ownerPaymentAddress]);
  for (const out of outs) {
    const to = addressOf(out.script, intent.network);
    if (to === null || !owner.has(to)) return refuse(`it pays ${btc(out.amount)} to ${to ?? 'an unknown script'}, which is not yours.`);
  }
  const fee = ins.reduce((a, i) => a + i.value!, 0n) - outs.reduce((a, o) => a + o.amount, 0n);
  if (fee > intent.networkFeeSats) return refuse(`the network fee would be ${btc(fee)}, more than the ${btc(intent.networkFeeSats)} shown.`);
  for (const request of toSign) {
    const input = ins[request.index];
    const by = input ? addressOf(input.script, intent.network) : null;
    if (!input || by === null || !owner.has(by)) return refuse(`it asks you to sign input ${request.index}, which is not yours.`);
  }
  return OK;
}

/**
 * Deposit (issue 13): the transfer inscription lands in the swap module's output, which gets no more than
 * the inscription's own output (no BTC of the user's goes along); every other output pays the user back;
 * the fee is no more than shown; only the user's inputs are signed (ALL), none holding another asset.
 */
export function checkDepositPsbt(psbtHex: string, intent: DepositIntent, toSign: readonly PsbtToSign[]): PsbtVerdict {
  const read = readMove(psbtHex, intent, [intent.moduleAddress, intent.ownerOrdinalsAddress, intent.ownerPaymentAddress], 'depositing');
  if ('refused' in read) return read.refused;
  const { ins, outs, itemIndex, landing } = read;
  const landsAt = landing < 0 ? null : addressOf(outs[landing]!.script, intent.network);
  if (landsAt !== intent.moduleAddress) return refuse(`the inscription would go to ${landsAt ?? 'the miners'}, not to the swap module ${intent.moduleAddress}.`);
  if (outs[landing]!.amount > ins[itemIndex]!.value!) return refuse(`it sends ${btc(outs[landing]!.amount - ins[itemIndex]!.value!)} of your BTC to the module along with the inscription.`);
  const owner = new Set([intent.ownerOrdinalsAddress, intent.ownerPaymentAddress]);
  for (const [o, out] of outs.entries()) {
    if (o === landing) continue;
    const to = addressOf(out.script, intent.network);
    if (to === null || !owner.has(to)) return refuse(`it pays ${btc(out.amount)} to ${to ?? 'an unknown script'}, which is not yours.`);
  }
  const fee = ins.reduce((a, i) => a + i.value!, 0n) - outs.reduce((a, o) => a + o.amount, 0n);
  if (fee > intent.networkFeeSats) return refuse(`the network fee would be ${btc(fee)}, more than the ${btc(intent.networkFeeSats)} shown.`);
  for (const [index, input] of ins.entries()) {
    const by = addressOf(input.script, intent.network);
    if (by === null || !owner.has(by)) return refuse(`input ${index} is not yours: a deposit spends only your own coins.`);
    if (index !== itemIndex && intent.ownerAssetOutpoints.some((a) => sameOutpoint(a, input.txid, input.vout))) return refuse(`it would spend ${input.txid}:${input.vout}, which holds another of your assets, as the fee.`);
  }
  for (const request of toSign) {
    const input = ins[request.index];
    if (!input) return refuse(`it asks you to sign input ${request.index}, which the transaction does not have.`);
    const sighashes = requestedSighashes(request, input);
    if (sighashes.some((s) => s !== SigHash.ALL && s !== SigHash.DEFAULT)) return refuse(`your input ${request.index} would be signed with a sighash other than ALL.`);
  }
  return OK;
}

/**
 * A withdrawal's transactions (issue 13): only the user's plain coins are spent (none holding an asset);
 * the payment pays the module exactly the fee shown, once; the approval and the cancel pay no one but a
 * note (OP_RETURN, 0 sats); everything else comes back to the user; the miners get no more than shown.
 */
export function checkWithdrawPsbt(psbtHex: string, intent: WithdrawIntent, toSign: readonly PsbtToSign[]): PsbtVerdict {
  const tx = decode(psbtHex);
  if (!tx) return refuse('the withdrawal transaction could not be read.');
  const bad = addressesValid(intent.network, intent.moduleAddress, intent.ownerOrdinalsAddress, intent.ownerPaymentAddress);
  if (bad) return refuse(`${bad} is not a ${intent.network} address.`);
  const ins = inputs(tx);
  const outs = outputs(tx);
  if (ins.some((i) => i.value === null)) return refuse('an input does not say its amount, so what it pays cannot be checked.');
  const owner = new Set([intent.ownerOrdinalsAddress, intent.ownerPaymentAddress]);
  let toModule = 0n;
  for (const out of outs) {
    const to = addressOf(out.script, intent.network);
    const note = out.script !== undefined && out.script[0] === 0x6a;
    if (note) {
      if (out.amount !== 0n) return refuse(`it burns ${btc(out.amount)} in a note output.`);
      continue;
    }
    if (to === intent.moduleAddress && intent.part === 'payment' && toModule === 0n) {
      toModule = out.amount;
      continue;
    }
    if (to === null || !owner.has(to)) return refuse(`it pays ${btc(out.amount)} to ${to ?? 'an unknown script'}, which is not yours.`);
  }
  if (intent.part === 'payment' && toModule !== intent.moduleFeeSats) return refuse(`it pays the module ${btc(toModule)}, not the ${btc(intent.moduleFeeSats)} shown.`);
  const fee = ins.reduce((a, i) => a + i.value!, 0n) - outs.reduce((a, o) => a + o.amount, 0n);
  if (fee > intent.networkFeeSats) return refuse(`the network fee would be ${btc(fee)}, more than the ${btc(intent.networkFeeSats)} shown.`);
  for (const [index, input] of ins.entries()) {
    const by = addressOf(input.script, intent.network);
    if (by === null || !owner.has(by)) return refuse(`input ${index} is not yours: a withdrawal spends only your own coins.`);
    if (intent.ownerAssetOutpoints.some((a) => sameOutpoint(a, input.txid, input.vout))) return refuse(`it would spend ${input.txid}:${input.vout}, which holds one of your assets, as a fee.`);
  }
  for (const request of toSign) {
    const input = ins[request.index];
    if (!input) return refuse(`it asks you to sign input ${request.index}, which the transaction does not have.`);
    if (requestedSighashes(request, input).some((s) => s !== SigHash.ALL && s !== SigHash.DEFAULT)) return refuse(`your input ${request.index} would be signed with a sighash other than ALL.`);
  }
  return OK;
}

/** The checks by intent kind, for the wallet session (`psbtChecks`): an intent missing its details is refused. */
export const PSBT_CHECKS: PsbtChecks = {
  list: ({ psbtHex, intent, toSignInputs }) => (isListIntent(intent) ? checkListingPsbt(psbtHex, intent, toSignInputs) : refuse('the dialog did not say what this listing must do.')),
  'update-price': ({ psbtHex, intent, toSignInputs }) => (isListIntent(intent) ? checkListingPsbt(psbtHex, intent, toSignInputs) : refuse('the dialog did not say what this price change must do.')),
  buy: buyCheck,
  bid: buyCheck,
  unlist: ({ psbtHex, intent, toSignInputs }) => (isUnlistIntent(intent) ? checkUnlistPsbt(psbtHex, intent, toSignInputs) : refuse('the dialog did not say what this unlisting must do.')),
  withdraw: ({ psbtHex, intent, toSignInputs }) => (isWithdrawIntent(intent) ? checkWithdrawPsbt(psbtHex, intent, toSignInputs) : refuse('the dialog did not say what this withdrawal must do.')),
  deposit: ({ psbtHex, intent, toSignInputs }) => (isDepositIntent(intent) ? checkDepositPsbt(psbtHex, intent, toSignInputs) : refuse('the dialog did not say what this deposit must do.')),
};
function buyCheck(...[{ psbtHex, intent, toSignInputs }]: Parameters<PsbtCheck>): PsbtVerdict {
  if (!isBuyIntent(intent)) return refuse('the dialog did not say what this purchase must do.');
  // The same purchase, described once, covers its padding split (intent.padding) and the purchase itself.
  return intent.padding === true ? checkPaddingPsbt(psbtHex, intent, toSignInputs) : checkBuyPsbt(psbtHex, intent, toSignInputs);
}

const isOutpoint = (v: unknown): v is Outpoint => typeof v === 'object' && v !== null && typeof (v as Outpoint).txid === 'string' && Number.isInteger((v as Outpoint).vout);
const isNetwork = (v: unknown): v is Network => v === 'mainnet' || v === 'testnet';
const isSats = (v: unknown): v is bigint => typeof v === 'bigint' && v >= 0n;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
function isListIntent(i: PsbtIntent): i is ListIntent {
  return (i.kind === 'list' || i.kind === 'update-price') && isNetwork(i.network) && isOutpoint(i.item) && isSats(i.priceSats) && isText(i.payAddress);
}
function isBuyIntent(i: PsbtIntent): i is BuyIntent {
  return (
    (i.kind === 'buy' || i.kind === 'bid') &&
    isNetwork(i.network) &&
    isOutpoint(i.item) &&
    isSats(i.itemOffset) &&
    [i.buyerOrdinalsAddress, i.buyerPaymentAddress, i.sellerPayAddress, i.feeAddress].every(isText) &&
    [i.priceSats, i.serviceFeeSats, i.networkFeeSats].every(isSats) &&
    Array.isArray(i.buyerAssetOutpoints) &&
    i.buyerAssetOutpoints.every(isOutpoint)
  );
}
function isUnlistIntent(i: PsbtIntent): i is UnlistIntent {
  return i.kind === 'unlist' && isNetwork(i.network) && isOutpoint(i.item) && isSats(i.itemOffset) && isText(i.ownerOrdinalsAddress) && isText(i.ownerPaymentAddress) && isSats(i.networkFeeSats);
}
function isDepositIntent(i: PsbtIntent): i is DepositIntent {
  return (
    i.kind === 'deposit' &&
    isNetwork(i.network) &&
    isOutpoint(i.item) &&
    isSats(i.itemOffset) &&
    [i.moduleAddress, i.ownerOrdinalsAddress, i.ownerPaymentAddress].every(isText) &&
    isSats(i.networkFeeSats) &&
    Array.isArray(i.ownerAssetOutpoints) &&
    i.ownerAssetOutpoints.every(isOutpoint)
  );
}
function isWithdrawIntent(i: PsbtIntent): i is WithdrawIntent {
  return (
    i.kind === 'withdraw' &&
    (i.part === 'payment' || i.part === 'approve' || i.part === 'cancel') &&
    isNetwork(i.network) &&
    [i.moduleAddress, i.ownerOrdinalsAddress, i.ownerPaymentAddress].every(isText) &&
    isSats(i.moduleFeeSats) &&
    isSats(i.networkFeeSats) &&
    Array.isArray(i.ownerAssetOutpoints) &&
    i.ownerAssetOutpoints.every(isOutpoint)
  );
}
