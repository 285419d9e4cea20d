import { SigHash } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { formatSats } from '../amount-text';
import { feeCeiling } from '../fee-bound';
import type { Network } from '../network';
import type { PsbtCheck, PsbtIntent, PsbtToSign, PsbtVerdict } from '../psbt-intent';
import { readRunestone } from '../runes/runestone';
import { splitUnitsText, type SplitAsset } from '../split-asset';
import { decodePsbt } from './psbt-decode';
import { isRunestone, isTaprootScript, sameBytes, scriptOf, scriptWords } from './scripts';
import type { Outpoint } from './stated-effect';
import { assetWords, carriesAssets, outpointKey } from './tx-facts';
import { txVsize } from './tx-vsize';
import { refuse } from './verdict-words';

/**
 * A split of a rune or ARC-20 output, before part of it is listed (domain/runes/rune-split.ts, domain/arc20/arc20-split.ts):
 * the transaction the app built itself, checked as any other before the wallet is asked. It must spend the output the
 * dialog showed first (holding exactly that asset and amount and nothing else, the chain's word) and only the user's
 * own plain coins after it; put the part and the rest at the user's ordinals address (outputs 0 and 1): for a rune by
 * a runestone of exactly those two edicts and nothing else, for ARC-20 (one unit a sat, in order) as outputs of
 * exactly as many sats, with no runestone; send anything else only back to the user's own addresses; and leave to
 * miners at most the fee shown, itself within the rate shown times the size the app works out (plus the margin).
 */
export interface SplitIntent extends PsbtIntent {
  readonly kind: 'split';
  readonly network: Network;
  readonly item: Outpoint;
  /** The rune (its spaced name, id and divisibility) or the ARC-20 ticker, as the dialog showed it. */
  readonly asset: SplitAsset;
  /** Raw units (an ARC-20's are sats): the part listed and the rest kept. */
  readonly partRaw: bigint;
  readonly restRaw: bigint;
  readonly rate: number;
  readonly networkFeeSats: bigint;
}

const isSats = (v: unknown): v is bigint => typeof v === 'bigint' && v >= 0n;
const isAsset = (a: unknown): a is SplitAsset => {
  const x = a as Partial<Record<string, unknown>> | null;
  if (!x || typeof x.name !== 'string') return false;
  if (x.kind === 'rune') return typeof x.runeId === 'string' && Number.isInteger(x.divisibility);
  return x.kind === 'arc20' && typeof x.atomicalId === 'string';
};
export function isSplitIntent(i: PsbtIntent): i is SplitIntent {
  const item = i.item as Outpoint | undefined;
  return (
    i.kind === 'split' &&
    (i.network === 'mainnet' || i.network === 'testnet') &&
    typeof item?.txid === 'string' &&
    Number.isInteger(item.vout) &&
    isAsset(i.asset) &&
    [i.partRaw, i.restRaw, i.networkFeeSats].every(isSats) &&
    (i.partRaw as bigint) > 0n &&
    (i.restRaw as bigint) > 0n &&
    typeof i.rate === 'number' &&
    i.rate > 0
  );
}

export const checkSplit: PsbtCheck = ({ psbtHex, intent, account, toSignInputs, facts }): PsbtVerdict => {
  if (!isSplitIntent(intent)) return refuse('the dialog did not say what this split must do.');
  const { network } = intent;
  const tx = decodePsbt(psbtHex);
  if (!tx) return refuse('the split transaction could not be read.');
  const ordinals = scriptOf(account.ordinalsAddress, network);
  const payment = scriptOf(account.paymentAddress, network);
  if (!ordinals || !payment) return refuse(`your wallet's addresses are not ${network} addresses.`);
  const { asset } = intent;
  const words = (raw: bigint) => `${splitUnitsText(asset, raw.toString())} ${asset.name}`;
  const whole = intent.partRaw + intent.restRaw;

  // Inputs: the rune output first, then only the user's own plain coins, each as the chain says it.
  let inSats = 0n;
  const requests: PsbtToSign[] = [];
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i);
    const txid = input.txid ? hex.encode(input.txid) : '';
    const key = outpointKey(txid, input.index ?? -1);
    const script = input.witnessUtxo?.script;
    const amount = input.witnessUtxo?.amount;
    const role = sameBytes(script, ordinals) ? 'ordinals' : sameBytes(script, payment) ? 'payment' : null;
    if (!role || amount === undefined) return refuse(`input ${i} is not one of your own outputs.`);
    const known = facts.get(key);
    if (!known) return refuse(`what your input ${i} (${key}) holds could not be looked up, so the split cannot be shown to move nothing else.`);
    if (known.amount !== amount) return refuse(`input ${i} says it holds ${formatSats(amount)}, but the chain says ${formatSats(known.amount)}.`);
    if (known.script && !sameBytes(known.script, script)) return refuse(`input ${i} is not the output the chain knows at ${key}.`);
    if (i === 0) {
      if (txid !== intent.item.txid.toLowerCase() || input.index !== intent.item.vout) return refuse('the split does not spend the output you chose first.');
      const held =
        asset.kind === 'rune' ? known.runes.map((r) => ({ name: r.rune, amount: r.amount })) : known.arc20.map((a) => ({ name: a.ticker, amount: a.amount }));
      if (held.length !== 1 || held[0]!.name !== asset.name || held[0]!.amount !== whole.toString() || (asset.kind === 'arc20' && known.amount !== whole))
        return refuse(`the output you chose holds ${assetWords(known) || 'nothing'}, not ${words(whole)}${asset.kind === 'arc20' ? ' on as many sats' : ''}.`);
      const others = asset.kind === 'rune' ? { ...known, runes: [] } : { ...known, arc20: [] };
      if (carriesAssets(others)) return refuse(`the output you chose also holds ${assetWords(others)}.`);
    } else if (carriesAssets(known)) {
      return refuse(`it would spend your input ${i} (${key}), which holds ${assetWords(known)}; the split moves only the ${asset.name} you chose.`);
    }
    const sighash = input.sighashType ?? (isTaprootScript(script) ? SigHash.DEFAULT : SigHash.ALL);
    if (sighash !== SigHash.DEFAULT && sighash !== SigHash.ALL) return refuse(`input ${i} would be signed with another sighash than ALL.`);
    requests.push({
      index: i,
      address: role === 'ordinals' ? account.ordinalsAddress : account.paymentAddress,
      publicKey: role === 'ordinals' ? account.ordinalsPubKey : account.paymentPubKey,
      sighashTypes: [sighash],
    });
    inSats += amount;
  }
  if (tx.inputsLength === 0) return refuse('the split spends nothing.');
  const asked = new Set(toSignInputs.map((r) => r.index));
  if (asked.size !== tx.inputsLength || requests.some((r) => !asked.has(r.index))) return refuse('the split must be signed on every input, all yours.');

  // Outputs: the part and the rest at the ordinals address (an ARC-20's as exactly that many sats), a rune's one
  // runestone of exactly two edicts, change to the user only.
  let outSats = 0n;
  let stones = 0;
  for (let o = 0; o < tx.outputsLength; o++) {
    const { script, amount = 0n } = tx.getOutput(o);
    outSats += amount;
    if (o <= 1 && !sameBytes(script, ordinals))
      return refuse(`output ${o} goes to ${scriptWords(script, network)}, not to your address ${account.ordinalsAddress}.`);
    if (asset.kind === 'arc20' && o <= 1 && amount !== (o === 0 ? intent.partRaw : intent.restRaw))
      return refuse(`output ${o} holds ${formatSats(amount)}, so it would not carry exactly ${words(o === 0 ? intent.partRaw : intent.restRaw)}.`);
    if (isRunestone(script)) {
      if (asset.kind === 'arc20') return refuse('it carries a runestone, which an ARC-20 split has no use for.');
      stones += 1;
      const stone = readRunestone(script);
      const want = [
        { id: asset.runeId, amount: intent.partRaw, output: 0 },
        { id: asset.runeId, amount: intent.restRaw, output: 1 },
      ];
      if (!stone || stone.otherTags.length > 0 || amount !== 0n) return refuse('its runestone does more than move the runes you chose.');
      const same = stone.edicts.length === 2 && want.every((w) => stone.edicts.some((e) => e.id === w.id && e.amount === w.amount && e.output === w.output));
      if (!same) return refuse(`its runestone does not put ${words(intent.partRaw)} in output 0 and ${words(intent.restRaw)} in output 1.`);
    } else if (o > 1 && !sameBytes(script, payment) && !sameBytes(script, ordinals)) {
      return refuse(`it pays ${formatSats(amount)} to ${scriptWords(script, network)}, which is not yours.`);
    }
  }
  if (asset.kind === 'rune' && stones !== 1) return refuse('the split must carry exactly one runestone.');
  const fee = inSats - outSats;
  if (fee < 0n) return refuse('it pays out more than its inputs hold.');
  const size = txVsize(tx);
  if ('unknownInput' in size) return refuse(`input ${size.unknownInput} spends a kind of output whose size this app cannot work out.`);
  const bound = feeCeiling(intent.rate, size.vsize);
  if (fee > intent.networkFeeSats || fee > bound)
    return refuse(
      `the network fee would be ${formatSats(fee)}, more than the ${formatSats(intent.networkFeeSats < bound ? intent.networkFeeSats : bound)} shown.`,
    );
  return { ok: true, toSign: requests };
};
