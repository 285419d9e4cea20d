import { Decimal } from '../decimal';
import type { Chain, SubmitResult, Utxo } from '../chain/chain';
import type { AssetsState, CollectionRecord, InscriptionRecord, TickRecord, InscriptionKind } from './assets-state';
import { decimalOk, parseBrc20, parseDomain } from './inscription-content';
import { POSTAGE, createRuneAssets } from './rune-assets';
import { allocateRunes } from './rune-allocation';
import { createOutpointIndex } from './outpoint-index';

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`;
const key = (tick: string) => tick.toLowerCase();
const tickBytes = (tick: string) => new TextEncoder().encode(tick).length;

/**
 * The devnet's indexer: inscriptions (text, images, html, brc-20 deploy / mint / transfer, domain names,
 * collection items), brc-20 balances, runes and arc-20. Assets sit on sats of UTXOs and move with them:
 * when a transaction spends a UTXO, each asset goes to the output its sat falls in (first in, first out,
 * as ord assigns them); one that falls in the fee is gone (a brc-20 transfer that does goes back to its
 * sender, as brc-20 says). A brc-20 transfer inscription moved to an address credits that address and is
 * used up. Amounts are exact decimal strings.
 */
export function createIndexer(deps: { load: () => AssetsState; save: (s: AssetsState) => void; chain: Chain; now: () => number }) {
  const get = () => deps.load();
  const { chain } = deps;
  const { etchRune, mintRune, giveRune, giveArc20 } = createRuneAssets(deps);

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

  const inscriptionsAt = createOutpointIndex(() => get().inscriptions);

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
    /** The inscription's transaction id when every devnet must have it under the same id (the swap module's deploy). */
    fixedTxid?: string,
  ): InscriptionRecord {
    const utxo = chain.fund(address, postage, fixedTxid);
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
    const runes: Record<string, Readonly<Record<string, string>>> = { ...state.runes };
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
    /** The runes the inputs bring, raw units by spaced name: a runestone's edicts place them, the rest go to the first spendable output. */
    const unallocated = new Map<string, Decimal>();
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
        for (const [rune, amount] of Object.entries(runeBalances)) unallocated.set(rune, (unallocated.get(rune) ?? new Decimal(0)).plus(amount));
      }
      const atomical = arc20[key0];
      if (atomical) {
        delete arc20[key0];
        // One unit a sat, in order: every output lying wholly on the input's sats carries its part (a split's two);
        // otherwise the output its first sat lands on takes it all.
        const end = base + BigInt(spent.value);
        let start = 0n;
        const within = result.outputs.filter((o) => {
          const from = start;
          start += o.value;
          return o.address !== '' && o.value > 0n && from >= base && from + o.value <= end;
        });
        const to = land(base);
        for (const o of within.length > 0 ? within : to?.address ? [to] : []) arc20[outpoint(result.txid, o.vout)] = atomical;
      }
      base += BigInt(spent.value);
    }
    allocateRunes(result, unallocated, firstSpendable?.vout ?? null, runes, get().runeInfo);
    deps.save({ ...get(), inscriptions, brc20Events: events, runes, arc20 });
  }

  /** Marks the brc-20 events of mined transactions (and faucet mints) confirmed. */
  function confirm(height: number, txids: ReadonlySet<string>): void {
    const state = get();
    if (!state.brc20Events.some((e) => e.height === null && txids.has(e.txid))) return;
    deps.save({ ...state, brc20Events: state.brc20Events.map((e) => (e.height === null && txids.has(e.txid) ? { ...e, height } : e)) });
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
