import { runeAmountText } from './runes/rune-amount';
import type { ListedAssets } from './tx-effect/stated-effect';

/**
 * What a split divides (issue 44, 12): the market sells an output whole, so the part to list goes to an output of its
 * own first. A rune output is split by a runestone's two edicts; an ARC-20 output by its sats, one unit a sat, so the
 * part and the rest are outputs of exactly as many sats as units.
 */
export type SplitAsset =
  | { readonly kind: 'rune'; readonly name: string; readonly runeId: string; readonly divisibility: number }
  | { readonly kind: 'arc20'; readonly name: string; readonly atomicalId: string };

/** The sats each output of a rune split carries (the runes ride on them). */
export const SPLIT_POSTAGE = 546n;

/** An output under this many sats is dust the network does not relay: each part of an ARC-20 split holds at least as many units. */
export const ARC20_SPLIT_MIN = 546n;

/** Raw units in the asset's own units, with separators: '12.5' for 125 at divisibility 1; an ARC-20 amount is whole. */
export const splitUnitsText = (asset: SplitAsset, raw: string): string => runeAmountText(raw, asset.kind === 'rune' ? asset.divisibility : 0);

/**
 * An amount typed in the asset's units, as raw units ('12.5' at divisibility 1 is 125n), or why it cannot be listed:
 * more than the output holds, more places than the rune has, and for ARC-20 a part or a rest under 546.
 */
export function splitAmountOf(asset: SplitAsset, text: string, wholeRaw: bigint): { ok: true; raw: bigint } | { ok: false; problem: string } {
  const divisibility = asset.kind === 'rune' ? asset.divisibility : 0;
  const t = text.trim().replace(/,/g, '');
  if (t === '') return { ok: false, problem: 'Type how many to list.' };
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(t);
  if (!parts) return { ok: false, problem: 'Type a number, such as 500.' };
  const fraction = (parts[2] ?? '').replace(/0+$/, '');
  if (fraction.length > divisibility) {
    if (asset.kind === 'arc20') return { ok: false, problem: 'An ARC-20 amount is whole (one unit a sat): type a whole number.' };
    return { ok: false, problem: divisibility === 0 ? 'This rune has no fractions: type a whole number.' : `At most ${divisibility} places after the point.` };
  }
  const raw = BigInt(parts[1]! + fraction.padEnd(divisibility, '0'));
  const words = (n: bigint) => splitUnitsText(asset, n.toString());
  if (raw === 0n) return { ok: false, problem: 'Type more than 0.' };
  if (raw > wholeRaw) return { ok: false, problem: `This output holds ${words(wholeRaw)}: type that or less.` };
  if (asset.kind === 'arc20' && raw < wholeRaw) {
    if (wholeRaw < 2n * ARC20_SPLIT_MIN)
      return {
        ok: false,
        problem: `ARC-20 units are sats, and each part needs ${words(ARC20_SPLIT_MIN)} or more: this output can only be listed whole (${words(wholeRaw)}).`,
      };
    if (raw < ARC20_SPLIT_MIN)
      return { ok: false, problem: `ARC-20 units are sats, and an output holds ${words(ARC20_SPLIT_MIN)} or more: list at least ${words(ARC20_SPLIT_MIN)}.` };
    if (wholeRaw - raw < ARC20_SPLIT_MIN)
      return {
        ok: false,
        problem: `The rest needs ${words(ARC20_SPLIT_MIN)} or more in its own output: list at most ${words(wholeRaw - ARC20_SPLIT_MIN)}, or all ${words(wholeRaw)}.`,
      };
  }
  return { ok: true, raw };
}

/** The market category the asset is listed in. */
export const splitCategory = (asset: SplitAsset): 'runes' | 'arc20' => (asset.kind === 'rune' ? 'runes' : 'arc20');

/** The sats of a new output holding `raw` units: a rune's sit on 546 sats; an ARC-20's are its own sats, one a unit. */
export const splitOutputSats = (asset: SplitAsset, raw: string): bigint => (asset.kind === 'rune' ? SPLIT_POSTAGE : BigInt(raw));

/** What a listing of the new output sells: exactly `raw` units of the asset, nothing else. */
export const splitPartSells = (asset: SplitAsset, raw: string): ListedAssets =>
  asset.kind === 'rune' ? { runes: [{ rune: asset.name, amount: raw }], arc20: [] } : { runes: [], arc20: [{ ticker: asset.name, amount: raw }] };
