// Over 300 lines: the devnet's indexer (inscriptions, brc-20, runes, ARC-20 balances over the simulated chain) in one closure; the devnet's split (issue 23) is still to do.
import { Decimal } from '../decimal';
import type { Chain, SubmitResult, Utxo } from '../chain/chain';
import { DevnetError } from '../devnet-error';

/**
 * The devnet's indexer: inscriptions (text, images, html, brc-20 deploy / mint / transfer, domain names,
 * collection items), brc-20 balances, runes and arc-20. Assets sit on sats of UTXOs and move with them:
 * when a transaction spends a UTXO, each asset goes to the output its sat falls in (first in, first out,
 * as ord assigns them); one that falls in the fee is gone (a brc-20 transfer that does goes back to its
 * sender, as brc-20 says). A brc-20 transfer inscription moved to an address credits that address and is
 * used up. Amounts are exact decimal strings.
 */
export type InscriptionKind = 'text' | 'image' | 'html' | 'brc20-deploy' | 'brc20-mint' | 'brc20-transfer' | 'domain' | 'collection';

/** Domain kinds (the part after the dot; 'bitmap' names are `{n}.bitmap`). */
export const DOMAIN_KINDS = ['sats', 'unisat', 'btc', 'xbt', 'ord', 'gm', 'bitmap', 'uniworlds'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];

export interface InscriptionRecord {
  readonly id: string;
  readonly number: number;
  /** Where it is: the UTXO and the sat's offset in it. Null once it went to a fee. */
  readonly location: { readonly txid: string; readonly vout: number; readonly offset: string } | null;
  readonly address: string;
  readonly contentType: string;
  /** Text as it is; images as base64. */
  readonly content: string;
  readonly kind: InscriptionKind;
  readonly timestamp: number;
  readonly brc20?: {
    readonly op: 'deploy' | 'mint' | 'transfer';
    readonly tick: string;
    readonly amt?: string;
    readonly valid: boolean;
    readonly used?: boolean;
  };
  readonly domain?: { readonly name: string; readonly kind: DomainKind };
  readonly collection?: { readonly collectionId: string; readonly itemName: string; readonly verified: boolean };
}

export interface TickRecord {
  readonly tick: string;
  readonly max: string;
  readonly limit: string;
  readonly minted: string;
  readonly deployer: string;
  readonly deployInscriptionId: string;
}

/** One change of a brc-20 balance; height null while its transaction waits in the mempool. */
export interface Brc20Event {
  readonly txid: string;
  readonly height: number | null;
  readonly tick: string;
  readonly from: string;
  readonly to: string;
  readonly amt: string;
  readonly type: 'mint' | 'transfer' | 'send';
}

export interface CollectionRecord {
  readonly collectionId: string;
  readonly name: string;
  readonly description: string;
  readonly verified: boolean;
}

/** A rune as etched: its open mint terms (amount per mint, how many mints), mints so far, premine and etcher. */
export interface RuneInfo {
  readonly name: string;
  readonly symbol: string;
  readonly divisibility: number;
  readonly runeId: string;
  readonly terms?: { readonly amount: string; readonly cap: number } | null;
  readonly mints?: number;
  readonly premine?: string;
  readonly etchHeight?: number;
}

export interface AssetsState {
  readonly inscriptionCount: number;
  readonly inscriptions: Readonly<Record<string, InscriptionRecord>>;
  /** By tick in lower case (brc-20 ticks are case-insensitive). */
  readonly ticks: Readonly<Record<string, TickRecord>>;
  readonly brc20Events: readonly Brc20Event[];
  /** Rune balances by outpoint, then rune name. */
  readonly runes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly runeInfo: Readonly<Record<string, RuneInfo>>;
  /** ARC-20 by outpoint: each sat of the UTXO is one unit of the ticker. */
  readonly arc20: Readonly<Record<string, { readonly ticker: string; readonly atomicalId: string }>>;
  readonly collections: Readonly<Record<string, CollectionRecord>>;
}

export function initialAssets(): AssetsState {
  return { inscriptionCount: 0, inscriptions: {}, ticks: {}, brc20Events: [], runes: {}, runeInfo: {}, arc20: {}, collections: {} };
}

export const POSTAGE = 546n;
const outpoint = (txid: string, vout: number) => `${txid}:${vout}`;
const key = (tick: string) => tick.toLowerCase();
const tickBytes = (tick: string) => new TextEncoder().encode(tick).length;

export function createIndexer(deps: { load: () => AssetsState; save: (s: AssetsState) => void; chain: Chain; now: () => number }) {
  const get = () => deps.load();
  const { chain } = deps;

  /** The overall brc-20 balance of an address for a tick, and what of it is still unconfirmed. */
  function brc20Totals(address: string, tick: string): { overall: Decimal; pending: Decimal } {
    let overall = new Decimal(0);
    let pending = new Decimal(0);
    for (const e of get().brc20Events) {
      if (key(e.tick) !== key(tick)) continue;
      if (e.to === address) {
        overall = overall.plus(e.amt);
        if (e.height === null) pending = pending.plus(e.amt);
      }
      if (e.from === address) overall = overall.minus(e.amt);
    }
    return { overall, pending };
  }

  const inscriptionsAt = (txid: string, vout: number) => Object.values(get().inscriptions).filter((i) => i.location?.txid === txid && i.location.vout === vout);

  function transferables(address: string, tick?: string): InscriptionRecord[] {
    return Object.values(get().inscriptions).filter(
      (i) => i.address === address && i.location && i.brc20?.op === 'transfer' && i.brc20.valid && !i.brc20.used && (!tick || key(i.brc20.tick) === key(tick)),
    );
  }

  function summary(address: string, tick: string) {
    const { overall, pending } = brc20Totals(address, tick);
    const transferable = transferables(address, tick).reduce((a, i) => a.plus(i.brc20!.amt!), new Decimal(0));
    const availableUnsafe = overall.minus(transferable);
    return {
      overallBalance: overall.toFixed(),
      transferableBalance: transferable.toFixed(),
      availableBalanceUnSafe: availableUnsafe.toFixed(),
      availableBalanceSafe: Decimal.max(0, availableUnsafe.minus(pending)).toFixed(),
      availableBalance: availableUnsafe.toFixed(),
      detail: transferables(address, tick).map((i) => ({
        inscriptionId: i.id,
        inscriptionNumber: i.number,
        data: { amt: i.brc20!.amt!, tick: i.brc20!.tick },
        confirmations: confirmationsOf(i),
      })),
    };
  }

  function confirmationsOf(inscription: InscriptionRecord): number {
    if (!inscription.location) return 0;
    const utxo = chain.utxo(inscription.location.txid, inscription.location.vout);
    return utxo ? chain.confirmations(utxo) : 0;
  }

  /**
   * Inscribes: a new UTXO of `postage` sats at `address` carrying the inscription (the devnet's stand-in
   * for a commit and reveal). brc-20 operations are checked as the indexer of brc-20 checks them.
   */
  function inscribe(
    address: string,
    content: { contentType: string; content: string; kind?: InscriptionKind; collection?: InscriptionRecord['collection'] },
    postage = POSTAGE,
  ): InscriptionRecord {
    const utxo = chain.fund(address, postage);
    const state = get();
    const id = `${utxo.txid}i0`;
    let kind: InscriptionKind =
      content.kind ?? (content.contentType.startsWith('image/') ? 'image' : content.contentType.startsWith('text/html') ? 'html' : 'text');
    let brc20: InscriptionRecord['brc20'];
    let domain: InscriptionRecord['domain'];
    let ticks = state.ticks;
    let events = state.brc20Events;
    if (kind === 'text' && content.contentType.startsWith('text/plain')) {
      const op = parseBrc20(content.content);
      const name = parseDomain(content.content);
      if (op) {
        kind = `brc20-${op.op}` as InscriptionKind;
        const existing = state.ticks[key(op.tick)];
        if (op.op === 'deploy') {
          const valid = !existing && (tickBytes(op.tick) === 4 || tickBytes(op.tick) === 5) && decimalOk(op.max) && (!op.lim || decimalOk(op.lim));
          brc20 = { op: 'deploy', tick: op.tick, valid };
          if (valid)
            ticks = {
              ...ticks,
              [key(op.tick)]: { tick: op.tick, max: op.max!, limit: op.lim ?? op.max!, minted: '0', deployer: address, deployInscriptionId: id },
            };
        } else if (op.op === 'mint') {
          const valid = !!existing && decimalOk(op.amt) && new Decimal(op.amt!).lte(existing.limit) && new Decimal(existing.minted).lt(existing.max);
          const amt = valid ? Decimal.min(op.amt!, new Decimal(existing!.max).minus(existing!.minted)).toFixed() : op.amt;
          brc20 = { op: 'mint', tick: existing?.tick ?? op.tick, amt, valid };
          if (valid) {
            ticks = { ...ticks, [key(op.tick)]: { ...existing!, minted: new Decimal(existing!.minted).plus(amt!).toFixed() } };
            events = [...events, { txid: utxo.txid, height: null, tick: existing!.tick, from: '', to: address, amt: amt!, type: 'mint' }];
          }
        } else {
          const available = existing ? summary(address, op.tick) : null;
          const valid = !!existing && decimalOk(op.amt) && new Decimal(op.amt!).lte(available!.availableBalanceUnSafe);
          brc20 = { op: 'transfer', tick: existing?.tick ?? op.tick, amt: op.amt, valid, used: false };
        }
      } else if (name) {
        kind = 'domain';
        domain = name;
      }
    }
    const record: InscriptionRecord = {
      id,
      number: state.inscriptionCount,
      location: { txid: utxo.txid, vout: 0, offset: '0' },
      address,
      contentType: content.contentType,
      content: content.content,
      kind: content.collection ? 'collection' : kind,
      timestamp: deps.now(),
      ...(brc20 ? { brc20 } : {}),
      ...(domain ? { domain } : {}),
      ...(content.collection ? { collection: content.collection } : {}),
    };
    deps.save({ ...get(), inscriptionCount: state.inscriptionCount + 1, inscriptions: { ...get().inscriptions, [id]: record }, ticks, brc20Events: events });
    return record;
  }

  /**
   * Inscribes many items at once at `address` (one batch transaction, one output each): collection items,
   * images, HTML; not brc-20 operations or names, which `inscribe` reads. Used to seed thousands of listings.
   */
  function inscribeMany(
    address: string,
    contents: readonly { contentType: string; content: string; collection?: InscriptionRecord['collection'] }[],
  ): InscriptionRecord[] {
    const utxos = chain.fundMany(address, POSTAGE, contents.length);
    const state = get();
    const inscriptions = { ...state.inscriptions };
    const made = contents.map((content, i): InscriptionRecord => {
      const utxo = utxos[i]!;
      const record: InscriptionRecord = {
        id: `${utxo.txid}i${utxo.vout}`,
        number: state.inscriptionCount + i,
        location: { txid: utxo.txid, vout: utxo.vout, offset: '0' },
        address,
        contentType: content.contentType,
        content: content.content,
        kind: content.collection
          ? 'collection'
          : content.contentType.startsWith('image/')
            ? 'image'
            : content.contentType.startsWith('text/html')
              ? 'html'
              : 'text',
        timestamp: deps.now(),
        ...(content.collection ? { collection: content.collection } : {}),
      };
      inscriptions[record.id] = record;
      return record;
    });
    deps.save({ ...get(), inscriptionCount: state.inscriptionCount + contents.length, inscriptions });
    return made;
  }

  /** Follows a transaction the chain accepted: every asset on a spent output moves to where its sat lands. */
  function apply(result: SubmitResult): void {
    const state = get();
    let inscriptions = { ...state.inscriptions };
    let events = state.brc20Events;
    const runes = { ...state.runes };
    const arc20 = { ...state.arc20 };
    const land = (absolute: bigint) => {
      let start = 0n;
      for (const o of result.outputs) {
        if (absolute < start + o.value) return { vout: o.vout, offset: absolute - start, address: o.address };
        start += o.value;
      }
      return null;
    };
    const firstSpendable = result.outputs.find((o) => o.address !== '');
    let base = 0n;
    for (const spent of result.spent) {
      for (const inscription of Object.values(inscriptions).filter((i) => i.location?.txid === spent.txid && i.location.vout === spent.vout)) {
        const to = land(base + BigInt(inscription.location!.offset));
        const moved: InscriptionRecord =
          to && to.address
            ? { ...inscription, location: { txid: result.txid, vout: to.vout, offset: to.offset.toString() }, address: to.address }
            : { ...inscription, location: null, address: '' };
        const b = inscription.brc20;
        if (b?.op === 'transfer' && b.valid && !b.used) {
          // The transfer happens: to the new owner, or back to the sender when it went to a fee.
          const receiver = moved.address || inscription.address;
          events = [...events, { txid: result.txid, height: null, tick: b.tick, from: inscription.address, to: receiver, amt: b.amt!, type: 'transfer' }];
          inscriptions = { ...inscriptions, [inscription.id]: { ...moved, brc20: { ...b, used: true } } };
        } else {
          inscriptions = { ...inscriptions, [inscription.id]: moved };
        }
      }
      const key0 = outpoint(spent.txid, spent.vout);
      const runeBalances = runes[key0];
      if (runeBalances) {
        delete runes[key0];
        // No runestone in devnet transactions: unallocated runes go to the first output that is not OP_RETURN.
        if (firstSpendable) {
          const target = outpoint(result.txid, firstSpendable.vout);
          const merged: Record<string, string> = { ...(runes[target] ?? {}) };
          for (const [rune, amount] of Object.entries(runeBalances)) merged[rune] = new Decimal(merged[rune] ?? 0).plus(amount).toFixed();
          runes[target] = merged;
        }
      }
      const atomical = arc20[key0];
      if (atomical) {
        delete arc20[key0];
        const to = land(base);
        if (to?.address) arc20[outpoint(result.txid, to.vout)] = atomical;
      }
      base += BigInt(spent.value);
    }
    deps.save({ ...get(), inscriptions, brc20Events: events, runes, arc20 });
  }

  /** Marks the brc-20 events of mined transactions (and faucet mints) confirmed. */
  function confirm(height: number, txids: ReadonlySet<string>): void {
    const state = get();
    if (!state.brc20Events.some((e) => e.height === null && txids.has(e.txid))) return;
    deps.save({ ...state, brc20Events: state.brc20Events.map((e) => (e.height === null && txids.has(e.txid) ? { ...e, height } : e)) });
  }

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

  /** UTXOs of an address that carry no asset: what may pay for things. */
  function spendableUtxos(address: string): Utxo[] {
    const state = get();
    const carrying = new Set<string>([
      ...Object.values(state.inscriptions).flatMap((i) => (i.location ? [outpoint(i.location.txid, i.location.vout)] : [])),
      ...Object.keys(state.runes),
      ...Object.keys(state.arc20),
    ]);
    return chain.utxosOf(address).filter((u) => !carrying.has(outpoint(u.txid, u.vout)));
  }

  return {
    state: get,
    inscribe,
    apply,
    confirm,
    giveRune,
    etchRune,
    mintRune,
    giveArc20,
    inscribeMany,
    summary,
    transferables,
    inscriptionsAt,
    spendableUtxos,
    confirmationsOf,
    inscription: (id: string): InscriptionRecord | undefined => get().inscriptions[id],
    tick: (tick: string): TickRecord | undefined => get().ticks[key(tick)],
    addCollection(record: CollectionRecord): void {
      deps.save({ ...get(), collections: { ...get().collections, [record.collectionId]: record } });
    },
    runesAt: (txid: string, vout: number) => get().runes[outpoint(txid, vout)] ?? null,
    arc20At: (txid: string, vout: number) => get().arc20[outpoint(txid, vout)] ?? null,
  };
}

export type Indexer = ReturnType<typeof createIndexer>;

function decimalOk(value: string | undefined): value is string {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,18})?$/.test(value)) return false;
  return new Decimal(value).gt(0);
}

/** A brc-20 operation in an inscription's text, or null. */
export function parseBrc20(text: string): { op: 'deploy' | 'mint' | 'transfer'; tick: string; max?: string; lim?: string; amt?: string } | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const o = json as Record<string, unknown>;
  if (!o || typeof o !== 'object' || o.p !== 'brc-20' || typeof o.tick !== 'string' || !['deploy', 'mint', 'transfer'].includes(String(o.op))) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { op: o.op as 'deploy' | 'mint' | 'transfer', tick: o.tick, max: str(o.max), lim: str(o.lim), amt: str(o.amt) };
}

/** A domain name inscription ('name.sats', '123.bitmap'), or null. */
export function parseDomain(text: string): { name: string; kind: DomainKind } | null {
  const trimmed = text.trim();
  const match = /^([^\s.]+)\.([a-z]+)$/u.exec(trimmed);
  if (!match || !(DOMAIN_KINDS as readonly string[]).includes(match[2]!)) return null;
  return { name: trimmed, kind: match[2] as DomainKind };
}
