import { SigHash } from '@scure/btc-signer';
import { hex } from '@scure/base';
import type { PsbtToSign, PsbtVerdict } from '../psbt-intent';
import type { ConnectedAccount } from '../wallet-session';
import { checkListing, holdsExactly } from './check-listing';
import { decodePsbt, isSigned, nonWitnessProves, plainOutputs } from './psbt-decode';
import { isNote, isRunestone, isTaprootScript, sameBytes, scriptOf, scriptWords } from './scripts';
import { signRequests } from './sign-requests';
import { verifyInputSignature } from './signatures';
import type { Outpoint, StatedEffect, StatedLot, StatedParty } from './stated-effect';
import { assetWords, carriesAssets, outpointKey, type TxFacts } from './tx-facts';
import { lotProblem, lotWords } from './token-lot';
import type { In, Out } from './tx-parts';
import { btcWords, refuse, sighashWords } from './verdict-words';
import { formatAmount, formatSats } from '../amount-text';

/**
 * The transaction-effect check (DESIGN): one model of what a transaction does to the user's assets,
 * compared exactly with what the dialog showed. Pure: the facts it needs from the chain are looked up before
 * it runs. The user is known by the exact script bytes of the connected account's addresses, never by an
 * address a server sent; every output is the user's, a party the dialog named, a note, or refused.
 *
 * Checks one PSBT against the effect its dialog stated. On success, the sign requests to hand the wallet, each with its explicit sighash. */
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
  const signing = signRequests(ins, sellerIns, toSignInputs, stated, account, at);
  if (!(signing instanceof Map)) return signing;
  const toSign = signing;
  const approved: PsbtVerdict = { ok: true, toSign: [...toSign.values()] };

  // A stated amount or script the chain contradicts is refused wherever it is, listings included: the transaction is
  // not what it says (an input of the user's written as a stranger's would escape the asset check).
  for (const i of ins) {
    const known = facts.get(outpointKey(i.txid, i.vout));
    if (known && i.amount !== null && known.amount !== i.amount)
      return refuse(`input ${i.index} says it holds ${formatSats(i.amount)}, but the chain says ${formatAmount(known.amount)}.`);
    if (known?.script && !sameBytes(known.script, i.script ?? null))
      return refuse(
        `input ${i.index} says it spends an output of ${scriptWords(i.script, network)}, but on chain it is ${scriptWords(known.script, network)}'s.`,
      );
  }

  if (stated.listing) return checkListing(stated.listing, outs[at(stated.listing.item)!.index], network, account, mine, facts, approved);

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
    } else if (stated.onlyPaymentOutputs && !sameBytes(out.script, mine.payment)) {
      return refuse(`it pays ${btcWords(out.amount)} to ${scriptWords(out.script, network)}: ${stated.what} pays only your payment address.`);
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
        return refuse(`${move.what} sits at offset ${formatAmount(found.offset)} of its output, not at ${formatAmount(move.offset)} as the market says.`);
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
    if (move.maxSats !== undefined && landing.amount > move.maxSats)
      return refuse(`${formatSats(landing.amount)} would go with ${move.what} to your ordinals address, more than the ${formatAmount(move.maxSats)} shown.`);
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
}
