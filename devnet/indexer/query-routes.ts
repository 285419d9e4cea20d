import type { ServerResponse } from 'node:http';
import { Decimal } from '../decimal';
import type { Chain } from '../chain/chain';
import { IndexerError, type Indexer, type InscriptionRecord } from './indexer';

type Ctx = { res: ServerResponse; query: URLSearchParams };
type Route = [string, RegExp, (params: string[], ctx: Ctx) => void];

const hexToText = (hex: string): string => {
  if (!/^([0-9a-f]{2})+$/i.test(hex)) throw new IndexerError(`'${hex}' is not a tick in hex.`);
  return new TextDecoder().decode(Uint8Array.from(hex.match(/../g)!.map((b) => parseInt(b, 16))));
};

/** An inscription as the site's inscription item shows it (spec 000 section 3). */
export function inscriptionItem(i: InscriptionRecord, confirmations: number, satoshi: string) {
  return {
    inscriptionId: i.id,
    inscriptionNumber: i.number,
    address: i.address,
    contentType: i.contentType,
    timestamp: confirmations > 0 ? i.timestamp : 0,
    txid: i.location?.txid ?? null,
    // The real indexer's names for where the inscription's sat is: the output and the offset in it.
    ...(i.location ? { output: `${i.location.txid}:${i.location.vout}`, offset: Number(i.location.offset) } : {}),
    satoshi: Number(satoshi),
    confirmations,
    ...(i.brc20 ? { tick: i.brc20.tick, amount: i.brc20.amt ?? null, brc20: i.brc20 } : {}),
    ...(i.domain ? { inscriptionName: i.domain.name, domainKind: i.domain.kind } : {}),
    ...(i.collection ? { collectionId: i.collection.collectionId, collectionItemName: i.collection.itemName, verified: i.collection.verified } : {}),
  };
}

/**
 * The indexer's read calls on the query layer (and the five-byte one), and the content host: brc-20
 * summaries, tick info, transferable inscriptions, an inscription's UTXO, the content itself.
 */
export function createQueryRoutes(deps: { indexer: Indexer; chain: Chain; ok: (res: ServerResponse, data: unknown) => void; address: (a: string) => string }): Route[] {
  const { indexer, chain } = deps;
  const page = (query: URLSearchParams) => ({
    start: Math.max(0, Number(query.get('start') ?? 0) || 0),
    limit: Math.min(512, Math.max(1, Number(query.get('limit') ?? 20) || 20)),
  });
  const tickRoutes = (layer: string): Route[] => [
    [
      `${layer} GET`,
      /^\/brc20\/([0-9a-fA-F]+)\/info$/,
      ([hex], { res }) => {
        const tick = indexer.tick(hexToText(hex!));
        if (!tick) throw new IndexerError('tick not found');
        deps.ok(res, { ticker: tick.tick, max: tick.max, totalMinted: tick.minted, limit: tick.limit, deployer: tick.deployer, inscriptionId: tick.deployInscriptionId });
      },
    ],
    [
      `${layer} GET`,
      /^\/address\/([^/]+)\/brc20\/([^/]+)\/info$/,
      ([address, tick], { res }) => {
        if (!indexer.tick(tick!)) throw new IndexerError('tick not found');
        deps.ok(res, { ticker: indexer.tick(tick!)!.tick, ...indexer.summary(deps.address(address!), tick!) });
      },
    ],
    [
      `${layer} GET`,
      /^\/address\/([^/]+)\/brc20\/([^/]+)\/transferable-inscriptions$/,
      ([address, tick], { res, query }) => {
        const { start, limit } = page(query);
        const all = indexer.summary(deps.address(address!), tick!).detail;
        deps.ok(res, { list: all.slice(start, start + limit), total: all.length });
      },
    ],
  ];
  return [
    ...tickRoutes('query'),
    ...tickRoutes('query5'),
    [
      'query GET',
      /^\/address\/([^/]+)\/brc20\/summary$/,
      ([address], { res, query }) => {
        const a = deps.address(address!);
        const ticks = Object.values(indexer.state().ticks)
          .map((t) => ({ ticker: t.tick, ...indexer.summary(a, t.tick) }))
          .filter((t) => t.overallBalance !== '0')
          .map(({ detail, ...rest }) => ({ ...rest, transferableCount: detail.length }));
        const { start, limit } = page(query);
        // The real indexer's shape: detail, with the page's start and total.
        deps.ok(res, { height: chain.tip(), start, total: ticks.length, detail: ticks.slice(start, start + limit) });
      },
    ],
    [
      'query GET',
      /^\/address\/([^/]+)\/runes\/balance-list$/,
      ([address], { res }) => {
        const totals = new Map<string, Decimal>();
        for (const u of chain.utxosOf(deps.address(address!))) {
          for (const [rune, amount] of Object.entries(indexer.runesAt(u.txid, u.vout) ?? {})) totals.set(rune, (totals.get(rune) ?? new Decimal(0)).plus(amount));
        }
        const detail = [...totals].map(([rune, amount]) => {
          const info = indexer.state().runeInfo[rune];
          return { rune: rune.replace(/•/g, ''), spacedRune: rune, amount: amount.toFixed(), symbol: info?.symbol ?? '', divisibility: info?.divisibility ?? 0 };
        });
        deps.ok(res, { start: 0, total: detail.length, detail });
      },
    ],
    [
      'query GET',
      /^\/address\/([^/]+)\/arc20\/balance-list$/,
      ([address], { res }) => {
        const totals = new Map<string, { atomicalId: string; balance: bigint; utxos: number }>();
        for (const u of chain.utxosOf(deps.address(address!))) {
          const atomical = indexer.arc20At(u.txid, u.vout);
          if (!atomical) continue;
          const seen = totals.get(atomical.ticker) ?? { atomicalId: atomical.atomicalId, balance: 0n, utxos: 0 };
          totals.set(atomical.ticker, { ...seen, balance: seen.balance + BigInt(u.value), utxos: seen.utxos + 1 });
        }
        const detail = [...totals].map(([ticker, t]) => ({ ticker, atomicalId: t.atomicalId, balance: t.balance.toString(), utxoCount: t.utxos }));
        deps.ok(res, { start: 0, total: detail.length, detail });
      },
    ],
    [
      'query GET',
      /^\/address\/([^/]+)\/inscriptions$/,
      ([address], { res, query }) => {
        const a = deps.address(address!);
        const { start, limit } = page(query);
        const mine = Object.values(indexer.state().inscriptions).filter((i) => i.address === a && i.location);
        deps.ok(res, {
          list: mine.slice(start, start + limit).map((i) => inscriptionItem(i, indexer.confirmationsOf(i), chain.utxo(i.location!.txid, i.location!.vout)?.value ?? '0')),
          total: mine.length,
        });
      },
    ],
    [
      'query GET',
      /^\/inscription\/info\/([^/]+)$/,
      ([id], { res }) => {
        const i = indexer.inscription(id!);
        if (!i) throw new IndexerError('inscription not found');
        if (!i.location) return deps.ok(res, { ...inscriptionItem(i, 0, '0'), utxo: null });
        const utxo = chain.utxo(i.location.txid, i.location.vout)!;
        deps.ok(res, {
          ...inscriptionItem(i, indexer.confirmationsOf(i), utxo.value),
          utxo: {
            txid: utxo.txid,
            vout: utxo.vout,
            satoshi: Number(utxo.value),
            inscriptions: indexer.inscriptionsAt(utxo.txid, utxo.vout).map((x) => ({ inscriptionId: x.id, offset: Number(x.location!.offset) })),
          },
        });
      },
    ],
  ];
}
