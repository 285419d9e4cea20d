import { Decimal } from '../decimal';
import type { Chain, Utxo } from '../chain/chain';
import { DevnetError } from '../devnet-error';
import type { AssetsState, RuneInfo } from './assets-state';
import { decimalOk } from './inscription-content';

/** Ours: the sats of a UTXO that carries an asset made on the devnet. */
export const POSTAGE = 546n;
const outpoint = (txid: string, vout: number) => `${txid}:${vout}`;

/** Runes (etched, minted or given) and ARC-20 (given), each on a new UTXO of the address. */
export function createRuneAssets(deps: { load: () => AssetsState; save: (s: AssetsState) => void; chain: Chain }) {
  const get = () => deps.load();
  const { chain } = deps;

  /** An etching: the rune with its open mint terms; its premine, if any, on a new UTXO of `address`. */
  function etchRune(
    address: string,
    e: { name: string; spaced: string; symbol: string; divisibility: number; premine: string; amount: string; cap: number },
  ): void {
    const state = get();
    if (Object.values(state.runeInfo).some((r) => r.name.replace(/•/g, '') === e.name)) throw new DevnetError(-1, 'rune_already_etched');
    const info: RuneInfo = {
      name: e.spaced,
      symbol: e.symbol,
      divisibility: e.divisibility,
      runeId: `${chain.tip() || 1}:${Object.keys(state.runeInfo).length + 1}`,
      terms: e.cap > 0 ? { amount: e.amount, cap: e.cap } : null,
      mints: 0,
      premine: e.premine,
      etchHeight: chain.tip(),
    };
    let runes = state.runes;
    if (new Decimal(e.premine).gt(0)) {
      const utxo = chain.fund(address, POSTAGE);
      runes = { ...runes, [outpoint(utxo.txid, 0)]: { [e.spaced]: e.premine } };
    }
    deps.save({ ...get(), runeInfo: { ...state.runeInfo, [e.spaced]: info }, runes });
  }

  /** `count` mints of a rune to `address`, within its cap. */
  function mintRune(address: string, spaced: string, count: number): void {
    const state = get();
    const info = state.runeInfo[spaced];
    if (!info) throw new DevnetError(-1, 'rune_not_found');
    if (!info.terms || (info.mints ?? 0) + count > info.terms.cap) throw new DevnetError(-1, 'rune_not_mintable');
    const utxo = chain.fund(address, POSTAGE);
    const amount = new Decimal(info.terms.amount).times(count).toFixed();
    deps.save({
      ...get(),
      runeInfo: { ...state.runeInfo, [spaced]: { ...info, mints: (info.mints ?? 0) + count } },
      runes: { ...get().runes, [outpoint(utxo.txid, 0)]: { [spaced]: amount } },
    });
  }

  /** Etches a rune to an address (the devnet's stand-in for an etching): the balance sits on a new UTXO. */
  function giveRune(address: string, rune: { name: string; symbol: string; divisibility: number }, amount: string): Utxo {
    if (!decimalOk(amount)) throw new DevnetError(-1, 'amount must be a positive number.');
    const utxo = chain.fund(address, POSTAGE);
    const state = get();
    const info = state.runeInfo[rune.name] ?? { ...rune, runeId: `${chain.tip() || 1}:${Object.keys(state.runeInfo).length + 1}` };
    deps.save({ ...state, runeInfo: { ...state.runeInfo, [rune.name]: info }, runes: { ...state.runes, [outpoint(utxo.txid, 0)]: { [rune.name]: amount } } });
    return utxo;
  }

  /** Gives ARC-20 units: a UTXO of `amount` sats, every sat one unit of the ticker. */
  function giveArc20(address: string, ticker: string, amount: bigint): Utxo {
    if (amount < POSTAGE) throw new DevnetError(-1, `An ARC-20 UTXO holds at least ${POSTAGE} units.`);
    const utxo = chain.fund(address, amount);
    const state = get();
    const atomicalId = Object.values(state.arc20).find((a) => a.ticker === ticker)?.atomicalId ?? `${utxo.txid}i0`;
    deps.save({ ...state, arc20: { ...state.arc20, [outpoint(utxo.txid, 0)]: { ticker, atomicalId } } });
    return utxo;
  }

  return { etchRune, mintRune, giveRune, giveArc20 };
}
