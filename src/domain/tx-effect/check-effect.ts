import { RawTx, SigHash, Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { satsToBtcText } from '../currency';
import type { Network } from '../network';
import type { PsbtToSign, PsbtVerdict } from '../psbt-intent';
import type { ConnectedAccount } from '../wallet-session';
import { psbtBytes } from './psbt-text';
import { isNote, isRunestone, isTaprootScript, sameBytes, scriptOf, scriptWords } from './scripts';
import { verifyInputSignature } from './signatures';
import { assetWords, carriesAssets, isRuneAmount, outpointKey, type OutpointFacts, type TxFacts } from './tx-facts';
import { lotProblem, lotWords, type TokenLot } from './token-lot';

/**
 * The transaction-effect check (DESIGN): one model of what a transaction does to the user's assets,
 * compared exactly with what the dialog showed. Pure: the facts it needs from the chain are looked up before
 * it runs. The user is known by the exact script bytes of the connected account's addresses, never by an
 * address a server sent; every output is the user's, a party the dialog named, a note, or refused.
 */
export interface Outpoint {
  readonly txid: string;
  readonly vout: number;
}
/** A party the dialog named, and exactly the sats it showed going there ('postage': the sats of the moved asset's own input). */
export interface StatedParty {
  readonly role: string;
  readonly address: string;
  readonly sats: bigint | 'postage';
}
/** An asset-bearing sat the transaction moves, and where the dialog said it lands. */
export interface StatedMove {
  readonly what: string;
  /** 'seller': the seller's input of a purchase (found as StatedEffect.seller says). */
  readonly item: Outpoint | 'seller';
  readonly offset: bigint;
  /** 'ordinals': the user's ordinals address; otherwise the role of a party. */
  readonly to: 'ordinals' | string;
  /** The inscription the dialog showed, when it is one: it must be on that output at that offset. */
  readonly inscriptionId?: string;
  /** Every sat of the item's output lands there, not only the one at the offset (an ARC-20's sats are all colored). */
  readonly whole?: boolean;
}
/** A token lot a seller's input must hold exactly (the indexer's facts), and where the inscription sold sits for brc-20. */
export interface StatedLot {
  readonly lot: TokenLot;
  readonly inscriptionId?: string;
  readonly offset: bigint;
}
export interface StatedEffect {
  readonly network: Network;
  /** What the dialog does, for the words of a refusal ("this purchase"). */
  readonly what: string;
  readonly parties: readonly StatedParty[];
  readonly moves: readonly StatedMove[];
  /** The most the transaction may leave to miners. */
  readonly maxNetworkFeeSats: bigint;
  /** Notes (OP_RETURN with 0 sats, not a runestone) are part of what was shown. */
  readonly notes?: boolean;
  /** Every input must be the user's (padding, deposit, withdrawal). */
  readonly onlyUserInputs?: boolean;
  /**
   * A purchase. The seller's input: the item's outpoint when a documented call said it, else ('signed') the one input
   * of another's that carries a signature. Its 0x83 signature is verified before the buyer is asked, and the output it
   * is paired with (SIGHASH_SINGLE: the same index) is the seller's payout, which must be exactly `paidSats`: where
   * the seller is paid is what the item's owner signed, never an address a server sent.
   */
  readonly seller?: { readonly input: Outpoint | 'signed'; readonly paidSats: bigint; readonly gets?: StatedLot };
  /**
   * A sweep: several sellers, each by the item's outpoint (the indexer's word), or for a rune lot by the runes it sells:
   * the signed input of another's whose output holds exactly those runes (the chain's facts) and whose paired output
   * pays exactly `paidSats`, each input one lot's. Each one's 0x83 signature is verified, and the output at its input's
   * index is its payout, exactly `paidSats`, counted by index (one seller may sell two).
   */
  readonly sellers?: readonly {
    readonly input: Outpoint | { readonly runes: SellerRunes };
    readonly paidSats: bigint;
    readonly what: string;
    readonly gets?: StatedLot;
  }[];
  /** A listing: the user signs only the item, 0x83, paired with the output that pays the price. */
  readonly listing?: {
    readonly item: Outpoint;
    readonly payAddress: string;
    readonly priceSats: bigint;
    readonly sells: ListedAssets;
    readonly inscriptionId?: string;
    /** A rune lot's new price, its output as the market named it: the output must hold exactly this lot and nothing else. */
    readonly lot?: SellerRunes;
  };
}

/** The runes and ARC-20 a listing sells with its output, as the output's facts name them (a rune by its spaced name). */
export interface ListedAssets {
  readonly runes: readonly { readonly rune: string; readonly amount: string }[];
  readonly arc20: readonly { readonly ticker: string; readonly amount: string }[];
}
/** A rune lot: the rune's spaced name and the amount listed, in the rune's own units (the facts' divisibility applied). */
export interface SellerRunes {
  readonly rune: string;
  readonly amount: string;
}
/**
 * Whether an output holds exactly these runes and nothing else (no inscription, no other rune, no ARC-20). The rune's
 * divisibility must be the indexer's word: without it, 100,000,000 units could be 1 or 100,000,000 runes.
 */
function holdsExactly(held: OutpointFacts | null | undefined, want: SellerRunes): boolean {
  if (!held || held.inscriptions.length > 0 || held.arc20.length > 0 || held.runes.length !== 1) return false;
  const [r] = held.runes;
  return r!.rune === want.rune && r!.divisibility !== undefined && isRuneAmount(r!.amount, r!.divisibility, want.amount);
}

/** A raw amount as one text whatever its leading zeros ('010' and '10' are the same). */
const units = (amount: string): string => (/^\d+$/.test(amount) ? BigInt(amount).toString() : amount);

export const btcWords = (sats: bigint): string => `${satsToBtcText(sats)} BTC`;
const refuse = (reason: string): PsbtVerdict => ({ ok: false, reason });
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
const sighashWords = (n: number) => `${hexByte(n)}${SIGHASH_NAMES[n] ? ` (${SIGHASH_NAMES[n]})` : ''}`;

export function decodePsbt(text: string): Transaction | null {
  const bytes = psbtBytes(text);
  if (!bytes) return null;
  try {
    return Transaction.fromPSBT(bytes, { allowUnknownOutputs: true, allowUnknownInputs: true });
  } catch {
    return null;
  }
}

interface In {
  readonly index: number;
  readonly txid: string;
  readonly vout: number;
  readonly amount: bigint | null;
  readonly script: Uint8Array | undefined;
  readonly field: number | undefined;
  readonly role: 'ordinals' | 'payment' | null;
  readonly nonWitnessProof: boolean;
}
type Out = {
  readonly amount: bigint;
  readonly script: Uint8Array | undefined;
  readonly owner: 'ordinals' | 'payment' | 'note' | 'runestone' | 'unknown' | { party: string };
};

function nonWitnessProves(tx: Transaction, i: number): boolean {
  const input = tx.getInput(i);
  if (!input.nonWitnessUtxo || !input.txid || input.index === undefined) return false;
  try {
    const prev = Transaction.fromRaw(RawTx.encode(input.nonWitnessUtxo), { allowUnknownOutputs: true });
    return prev.id === hex.encode(input.txid) && prev.getOutput(input.index).amount === input.witnessUtxo?.amount;
  } catch {
    return false;
  }
}

/** Checks one PSBT against the effect its dialog stated. On success, the sign requests to hand the wallet, each with its explicit sighash. */
export function checkEffect(
  psbtText: string,
  stated: StatedEffect,
  account: ConnectedAccount,
  toSignInputs: readonly PsbtToSign[],
  facts: TxFacts,
): PsbtVerdict {
  const { network } = stated;
  const tx = decodePsbt(psbtText);
  if (!tx) return refuse(`the transaction for ${stated.what} could not be read.`);
  const mine = { ordinals: scriptOf(account.ordinalsAddress, network), payment: scriptOf(account.paymentAddress, network) };
  if (!mine.ordinals || !mine.payment) return refuse(`your wallet's addresses are not ${network} addresses.`);
  const partyScripts = new Map<string, Uint8Array>();
  const parties: StatedParty[] = [...stated.parties];
  for (const p of stated.parties) {
    const s = scriptOf(p.address, network);
    if (!s) return refuse(`${p.address} is not a ${network} address.`);
    if (sameBytes(s, mine.ordinals) || sameBytes(s, mine.payment)) return refuse(`the dialog names your own address for ${p.role}.`);
    partyScripts.set(p.role, s);
  }
  const roleOf = (script: Uint8Array | undefined) => (sameBytes(script, mine.ordinals) ? 'ordinals' : sameBytes(script, mine.payment) ? 'payment' : null);
  const ins: In[] = Array.from({ length: tx.inputsLength }, (_, index) => {
    const input = tx.getInput(index);
    const script = input.witnessUtxo?.script;
    return {
      index,
      txid: input.txid ? hex.encode(input.txid) : '',
      vout: input.index ?? -1,
      amount: input.witnessUtxo?.amount ?? null,
      script,
      field: input.sighashType,
      role: roleOf(script),
      nonWitnessProof: nonWitnessProves(tx, index),
    };
  });
  // One coin spent twice is no transaction: its amount would be counted twice over.
  const twice = ins.find((i, k) => ins.findIndex((j) => j.txid === i.txid && j.vout === i.vout) !== k);
  if (twice)
    return refuse(
      `it spends ${twice.txid}:${twice.vout} twice (inputs ${ins.findIndex((j) => j.txid === twice.txid && j.vout === twice.vout)} and ${twice.index}).`,
    );
  // A script path (tapscript) spends by rules of a script this app neither signs with nor verifies: refused by rule.
  const scripted = ins.find((i) => {
    const input = tx.getInput(i.index);
    return (input.tapLeafScript?.length ?? 0) > 0 || (input.tapScriptSig?.length ?? 0) > 0;
  });
  if (scripted) return refuse(`input ${scripted.index} is spent by a script path (tapscript), which this app does not sign or verify.`);
  const at = (o: Outpoint) => ins.find((i) => i.txid === o.txid.toLowerCase() && i.vout === o.vout);
  // The seller's input, and its payout: the output the seller's 0x83 signature pairs with it.
  let sellerIn: In | undefined;
  if (stated.seller) {
    const { input, paidSats } = stated.seller;
    const signed = ins.filter((i) => !i.role && isSigned(tx.getInput(i.index)));
    sellerIn = input === 'signed' ? (signed.length === 1 ? signed[0] : undefined) : at(input);
    // No input of another's signed, or more than one: which is the item cannot be told.
    if (!sellerIn) return refuse(`the transaction does not spend the item of ${stated.what}.`);
    const payout = tx.outputsLength > sellerIn.index && tx.getOutput(sellerIn.index).script;
    if (!payout) return refuse('the seller is not paid.');
    // A payout to the user or to another party counts as theirs, not the seller's: "the seller would get 0 BTC".
    partyScripts.set('the seller', payout);
    parties.unshift({ role: 'the seller', address: scriptWords(payout, network), sats: paidSats });
  }
  const sellerIns: In[] = sellerIn ? [sellerIn] : [];
  // What each seller's input must hold of a token, exactly: a rune lot found by its runes holds them already.
  const lots = new Map<In, StatedLot | 'runes'>();
  if (sellerIn && stated.seller?.gets) lots.set(sellerIn, stated.seller.gets);
  const payoutAt = new Map<number, string>();
  const othersSigned = ins.filter((i) => !i.role && isSigned(tx.getInput(i.index)));
  // A rune lot's input is told apart by what it holds and what its paired output pays (two lots alike but for the price).
  const paysExactly = (i: In, sats: bigint) => tx.outputsLength > i.index && tx.getOutput(i.index).amount === sats;
  // Sellers by outpoint first: a rune lot then takes a signed input none of them named.
  for (const s of [...(stated.sellers ?? [])].sort((a, b) => Number('runes' in a.input) - Number('runes' in b.input))) {
    const named = s.input;
    const input =
      'runes' in named
        ? othersSigned.find((i) => !sellerIns.includes(i) && holdsExactly(facts.get(outpointKey(i.txid, i.vout)), named.runes) && paysExactly(i, s.paidSats))
        : at(named);
    if (!input)
      return refuse(
        'runes' in named
          ? `no seller's signed input holds exactly ${named.runes.amount} ${named.runes.rune} with a payout of the ${btcWords(s.paidSats)} shown for ${s.what}.`
          : `the transaction does not spend ${s.what}.`,
      );
    if (sellerIns.includes(input)) return refuse(`${s.what} is spent twice over in what was shown.`);
    if (input.role) return refuse(`${s.what} is spent from your own address.`);
    const payout = tx.outputsLength > input.index && tx.getOutput(input.index).script;
    if (!payout) return refuse(`the seller of ${s.what} is not paid.`);
    sellerIns.push(input);
    if ('runes' in named) lots.set(input, 'runes');
    else if (s.gets) lots.set(input, s.gets);
    const role = `the seller of ${s.what}`;
    payoutAt.set(input.index, role);
    parties.push({ role, address: scriptWords(payout, network), sats: s.paidSats });
  }
  const outs: Out[] = Array.from({ length: tx.outputsLength }, (_, o) => {
    const { amount = 0n, script } = tx.getOutput(o);
    const payee = payoutAt.get(o);
    if (payee) return { amount, script, owner: { party: payee } };
    const role = roleOf(script);
    const party = [...partyScripts].find(([, s]) => sameBytes(s, script ?? null))?.[0];
    return { amount, script, owner: role ?? (party ? { party } : isRunestone(script) ? 'runestone' : isNote(script) ? 'note' : 'unknown') };
  });
  if (stated.listing && !at(stated.listing.item)) return refuse(`the transaction does not spend the item of ${stated.what}.`);

  // Who signs what, and with which sighash: the PSBT's field and the request must agree, and the policy holds.
  if (toSignInputs.length === 0) return refuse('nothing to sign was named.');
  const toSign = new Map<number, PsbtToSign>();
  for (const request of toSignInputs) {
    const input = ins[request.index];
    if (!input) return refuse(`it asks to sign input ${request.index}, which the transaction does not have.`);
    if (sellerIns.includes(input)) return refuse("it asks you to sign the seller's input.");
    if (!input.role) return refuse(`it asks you to sign input ${request.index}, which is not yours.`);
    const effective = input.field ?? (isTaprootScript(input.script) ? SigHash.DEFAULT : SigHash.ALL);
    const asked = request.sighashTypes ?? [];
    if (asked.length > 1 || (asked.length === 1 && asked[0] !== effective)) {
      return refuse(
        `input ${request.index} would be signed with sighash ${asked.map(sighashWords).join(', ')} while the transaction says ${sighashWords(effective)}.`,
      );
    }
    if (stated.listing) {
      if (input !== at(stated.listing.item)) return refuse(`it asks to sign input ${request.index}, which is not the item you are listing.`);
      if (effective !== SigHash.SINGLE_ANYONECANPAY)
        return refuse(`the listing must be signed with sighash 0x83 (SINGLE|ANYONECANPAY), not ${sighashWords(effective)}.`);
    } else if (effective !== SigHash.ALL && !(effective === SigHash.DEFAULT && isTaprootScript(input.script))) {
      return refuse(
        `your input ${request.index} would be signed with sighash ${sighashWords(effective)}, not ALL: the signature could be reused in a transaction that pays someone else.`,
      );
    }
    const ordinals = input.role === 'ordinals';
    toSign.set(request.index, {
      index: request.index,
      address: ordinals ? account.ordinalsAddress : account.paymentAddress,
      publicKey: ordinals ? account.ordinalsPubKey : account.paymentPubKey,
      sighashTypes: [effective],
    });
  }
  const approved: PsbtVerdict = { ok: true, toSign: [...toSign.values()] };

  // A stated amount or script the chain contradicts is refused wherever it is, listings included: the transaction is
  // not what it says (an input of the user's written as a stranger's would escape the asset check).
  for (const i of ins) {
    const known = facts.get(outpointKey(i.txid, i.vout));
    if (known && i.amount !== null && known.amount !== i.amount)
      return refuse(`input ${i.index} says it holds ${i.amount.toLocaleString('en-US')} sats, but the chain says ${known.amount.toLocaleString('en-US')}.`);
    if (known?.script && !sameBytes(known.script, i.script ?? null))
      return refuse(
        `input ${i.index} says it spends an output of ${scriptWords(i.script, network)}, but on chain it is ${scriptWords(known.script, network)}'s.`,
      );
  }

  if (stated.listing) return checkListing(stated.listing, outs[at(stated.listing.item)!.index], network, account, mine);

  for (const seller of sellerIns) {
    if (seller.amount === null || !seller.script) return refuse("the seller's input does not say what it spends, so its signature cannot be verified.");
    const signature = verifyInputSignature(tx, seller.index, { script: seller.script, amount: seller.amount });
    if (!signature.ok)
      return refuse(`the seller's input${sellerIns.length > 1 ? ` ${seller.index}` : ''}: ${signature.reason}. This purchase could never confirm.`);
    if (signature.sighash !== SigHash.SINGLE_ANYONECANPAY)
      return refuse(`the seller signed with sighash ${sighashWords(signature.sighash)}, not 0x83 (SINGLE|ANYONECANPAY).`);
  }
  // A token purchase is held to the amount shown, by the indexer's facts about the seller's output; a seller's output
  // that carries a token the dialog did not state is refused too (the screen would not say what is bought).
  for (const seller of sellerIns) {
    const held = facts.get(outpointKey(seller.txid, seller.vout));
    const lot = lots.get(seller);
    if (lot === 'runes') continue;
    const which = sellerIns.length > 1 ? `the seller's input ${seller.index}` : "the seller's output";
    if (lot) {
      const problem = lotProblem(held, lot.lot, lot);
      if (problem) return refuse(`${which} does not hold the ${lotWords(lot.lot)} shown: ${problem}.`);
    } else if (held && (held.runes.length > 0 || held.arc20.length > 0 || held.inscriptions.some((x) => x.brc20))) {
      return refuse(`${which} carries ${assetWords(held)}, a token amount the dialog did not show.`);
    }
  }
  const notMine = ins.find((i) => !i.role);
  if (stated.onlyUserInputs && notMine) return refuse(`input ${notMine.index} is not yours: ${stated.what} spends only your own coins.`);
  const unstated = ins.find((i) => i.amount === null);
  if (unstated) return refuse(`input ${unstated.index} does not say its amount, so what it pays cannot be checked.`);

  // Outputs: each is yours, a party's, or a note the dialog showed.
  const received = new Map<string, bigint>();
  for (const out of outs) {
    if (out.owner === 'runestone') return refuse('it carries a runestone, which can move or burn runes; the dialog did not ask for one.');
    if (out.owner === 'note') {
      if (!stated.notes) return refuse(`it writes a note (OP_RETURN) that the dialog did not show.`);
      if (out.amount !== 0n) return refuse(`it burns ${btcWords(out.amount)} in a note output.`);
    } else if (out.owner === 'unknown') {
      return refuse(`it pays ${btcWords(out.amount)} to ${scriptWords(out.script, network)}, which the dialog did not show.`);
    } else if (typeof out.owner === 'object') {
      received.set(out.owner.party, (received.get(out.owner.party) ?? 0n) + out.amount);
    }
  }

  // Asset-bearing sats, first in first out: where each lands, from amounts that are proven.
  const signsAllAmounts = [...toSign.values()].some(
    (r) => isTaprootScript(ins[r.index]!.script) && (r.sighashTypes![0] === SigHash.DEFAULT || r.sighashTypes![0] === SigHash.ALL),
  );
  const proven = (i: In): string | null => {
    if ((i.role && toSign.has(i.index)) || signsAllAmounts || i.nonWitnessProof || sellerIns.includes(i)) return null;
    if (facts.get(outpointKey(i.txid, i.vout))) return null;
    return `the amount of input ${i.index} (${i.txid}:${i.vout}) cannot be proven`;
  };
  const postage = new Map<string, bigint>();
  const landsAt = (o: Out, to: string) => (to === 'ordinals' ? o.owner === 'ordinals' : typeof o.owner === 'object' && o.owner.party === to);
  /** The outputs that sats [from, from + count) reach, first in first out (none past the outputs: those are fee). */
  const outsCovering = (from: bigint, count: bigint): Out[] => {
    let start = 0n;
    return outs.filter((o) => {
      const begins = start;
      start += o.amount;
      return begins < from + count && start > from;
    });
  };
  for (const move of stated.moves) {
    const input = move.item === 'seller' ? sellerIn : at(move.item);
    if (!input) return refuse(`the transaction does not spend ${move.what}.`);
    for (const before of ins.slice(0, input.index)) {
      const problem = proven(before);
      if (problem) return refuse(`${problem}, and it decides where ${move.what} lands.`);
    }
    if (move.offset >= input.amount!) return refuse(`${move.what} is not inside the output the transaction spends.`);
    // Where the inscription sits is the chain's word, not the market's: the item's output is looked up.
    const onChain = facts.get(outpointKey(input.txid, input.vout));
    if (move.inscriptionId !== undefined || onChain?.inscriptions.length) {
      if (!onChain) return refuse(`what the output of ${move.what} holds could not be looked up.`);
      const found = onChain.inscriptions.find((x) => (move.inscriptionId === undefined ? x.offset === move.offset : x.id === move.inscriptionId));
      if (!found) return refuse(`the output spent as ${move.what} does not hold ${move.inscriptionId ?? `an inscription at offset ${move.offset}`}.`);
      if (found.offset !== move.offset)
        return refuse(
          `${move.what} sits at offset ${found.offset.toLocaleString('en-US')} of its output, not at ${move.offset.toLocaleString('en-US')} as the market says.`,
        );
    }
    const position = ins.slice(0, input.index).reduce((a, i) => a + i.amount!, 0n) + move.offset;
    let start = 0n;
    const landing = outs.find((o) => (start += o.amount) > position);
    if (!landing) return refuse(`${move.what} would be left to the miners as fee.`);
    const expected = landsAt(landing, move.to);
    // Every sat of the output, where its sats all carry the asset: each output they reach must be where it was shown going.
    if (move.whole && outs.reduce((a, o) => a + o.amount, 0n) < position - move.offset + input.amount!)
      return refuse(`part of ${move.what} would be left to the miners as fee.`);
    const stray = move.whole ? outsCovering(position - move.offset, input.amount!).find((o) => !landsAt(o, move.to)) : undefined;
    if (!expected || stray)
      return refuse(
        `${move.what} would go${stray ? ' in part' : ''} to ${scriptWords((stray ?? landing).script, network)}, not to ${move.to === 'ordinals' ? `your address ${account.ordinalsAddress}` : `${move.to} ${parties.find((p) => p.role === move.to)?.address ?? ''}`}.`,
      );
    if (move.to !== 'ordinals') postage.set(move.to, input.amount!);
  }
  // Runes on a seller's input go, with no runestone, to the first output that is not a note: it must be the user's.
  const firstOut = outs.find((o) => o.owner !== 'note');
  const runesIn = sellerIns.find((i) => (facts.get(outpointKey(i.txid, i.vout))?.runes.length ?? 0) > 0);
  if (runesIn && firstOut?.owner !== 'ordinals')
    return refuse(`the runes of input ${runesIn.index} would go to ${scriptWords(firstOut?.script, network)}, not to your address ${account.ordinalsAddress}.`);
  for (const p of parties) {
    const want = p.sats === 'postage' ? (postage.get(p.role) ?? 0n) : p.sats;
    const got = received.get(p.role) ?? 0n;
    if (got !== want) return refuse(`${p.role} would get ${btcWords(got)}, not the ${btcWords(want)} shown.`);
  }

  // Nothing of the user's but what the dialog moves: inscriptions (every one), runes and ARC-20.
  for (const input of ins.filter((i) => i.role)) {
    const held = facts.get(outpointKey(input.txid, input.vout));
    if (held === undefined)
      return refuse(
        `what your input ${input.index} (${input.txid}:${input.vout}) holds could not be looked up, so it cannot be shown to hold none of your assets.`,
      );
    if (held === null)
      return refuse(
        `your input ${input.index} (${input.txid}:${input.vout}) spends an output the chain does not know: already spent, or not made by this action.`,
      );
    if (!carriesAssets(held)) continue;
    const moved = stated.moves.filter((m) => m.item !== 'seller' && m.item.txid.toLowerCase() === input.txid && m.item.vout === input.vout);
    const loose = held.inscriptions.filter((x) => !moved.some((m) => m.offset === x.offset));
    if (loose.length > 0 || held.runes.length > 0 || held.arc20.length > 0) {
      return refuse(
        `it would spend your input ${input.index} (${input.txid}:${input.vout}), which holds ${assetWords({ ...held, inscriptions: loose })}; the dialog did not show it moving.`,
      );
    }
  }

  const fee = ins.reduce((a, i) => a + i.amount!, 0n) - outs.reduce((a, o) => a + o.amount, 0n);
  if (fee < 0n) return refuse('it pays out more than its inputs hold.');
  if (fee > stated.maxNetworkFeeSats) return refuse(`the network fee would be ${btcWords(fee)}, more than the ${btcWords(stated.maxNetworkFeeSats)} shown.`);
  // A transaction that moves no asset creates plain coins: the next part of the same action may spend them.
  return stated.moves.length === 0 ? { ...approved, creates: plainOutputs(tx) } : approved;

  function checkListing(
    listing: NonNullable<StatedEffect['listing']>,
    paired: Out | undefined,
    net: Network,
    who: ConnectedAccount,
    scripts: typeof mine,
  ): PsbtVerdict {
    const pay = scriptOf(listing.payAddress, net);
    if (!pay) return refuse(`the payout address ${listing.payAddress} is not a ${net} address.`);
    // The payout is the user's own address, from the wallet: never the address a listing record names.
    if (!sameBytes(pay, scripts.payment) && !sameBytes(pay, scripts.ordinals))
      return refuse(`the payout address ${listing.payAddress} is not one of your addresses (${who.paymentAddress}).`);
    if (!paired) return refuse('there is no payout to you paired with the item.');
    if (!sameBytes(paired.script, pay)) return refuse(`the payout goes to ${scriptWords(paired.script, net)}, not to your address ${listing.payAddress}.`);
    if (paired.amount !== listing.priceSats) return refuse(`the payout is ${btcWords(paired.amount)}, not the ${btcWords(listing.priceSats)} you set.`);
    // The listing sells the whole output: inscriptions that share it go with it (the item page says so); its runes and
    // ARC-20 are exactly the ones the dialog showed it selling (a rune listing moves those runes, no others, no fewer).
    const held = facts.get(outpointKey(listing.item.txid, listing.item.vout));
    if (!held) return refuse('what the item you are listing holds could not be looked up.');
    // A rune lot: the output the market named must hold exactly the lot shown, no other rune, inscription or ARC-20.
    if (listing.lot)
      return holdsExactly(held, listing.lot)
        ? approved
        : refuse(
            `the output it spends (${listing.item.txid}:${listing.item.vout}) does not hold exactly the ${listing.lot.amount} ${listing.lot.rune} shown, and nothing else.`,
          );
    // The inscription shown is on the output the PSBT spends: where it is comes from the chain, never the market's word.
    if (listing.inscriptionId && !held.inscriptions.some((i) => i.id === listing.inscriptionId))
      return refuse(`the output it spends (${listing.item.txid}:${listing.item.vout}) does not hold the inscription you are listing.`);
    // A rune or ARC-20 listing shows no inscriptions: one riding on the output would be sold unseen.
    const sellsTokens = listing.sells.runes.length > 0 || listing.sells.arc20.length > 0;
    if (sellsTokens && held.inscriptions.length > 0)
      return refuse(`the item's output also holds ${assetWords({ ...held, runes: [], arc20: [] })}, which this listing would sell with it.`);
    const runeKey = (r: { rune: string; amount: string }) => `${r.rune}\u0000${units(r.amount)}`;
    const arcKey = (a: { ticker: string; amount: string }) => `${a.ticker}\u0000${units(a.amount)}`;
    const extra = {
      runes: held.runes.filter((r) => !listing.sells.runes.some((s) => runeKey(s) === runeKey(r))),
      arc20: held.arc20.filter((a) => !listing.sells.arc20.some((s) => arcKey(s) === arcKey(a))),
    };
    if (extra.runes.length > 0 || extra.arc20.length > 0)
      return refuse(`the item's output also holds ${assetWords({ ...extra, amount: 0n, inscriptions: [] })}, which this listing would sell with it.`);
    const missing = {
      runes: listing.sells.runes.filter((s) => !held.runes.some((r) => runeKey(s) === runeKey(r))),
      arc20: listing.sells.arc20.filter((s) => !held.arc20.some((a) => arcKey(s) === arcKey(a))),
    };
    if (missing.runes.length > 0 || missing.arc20.length > 0)
      return refuse(`the item's output does not hold the ${assetWords({ ...missing, amount: 0n, inscriptions: [] })} the dialog showed it selling.`);
    return approved;
  }
}

/** Whether an input already carries a signature (final or partial): the seller's, in a purchase the market assembled. */
export const isSigned = (x: ReturnType<Transaction['getInput']>): boolean =>
  !!(x.finalScriptWitness || x.finalScriptSig || x.partialSig || x.tapKeySig || x.tapScriptSig);

/** The outputs a checked PSBT creates, as plain facts (no assets) for the next PSBT of the same action that spends them. */
function plainOutputs(tx: Transaction): [string, OutpointFacts][] {
  return Array.from({ length: tx.outputsLength }, (_, o) => [
    outpointKey(tx.id, o),
    { amount: tx.getOutput(o).amount ?? 0n, inscriptions: [], runes: [], arc20: [] },
  ]);
}
