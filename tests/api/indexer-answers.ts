import type * as v from 'valibot';
import * as s from '../../src/services/api/indexer-schemas';

/**
 * Each open-API call the query layer decodes, its schema, and an answer made from the swagger's schema
 * (`/v1/indexer/...` in ../shared/reference/unisat-openapi.yaml): the fields the app reads, every other optional one
 * absent, in the swagger's types (amounts and rune counts as strings, heights and sats as integers). The first key
 * of each answer is a field the app requires.
 */
const txid = 'ab'.repeat(32);
const id = `${txid}i0`;
const utxo = { txid, vout: 0, satoshi: 546, inscriptions: [{ inscriptionId: id, offset: 0 }] };
const inscription = { inscriptionId: id, inscriptionNumber: 7, utxo };
const transferable = { inscriptionId: id, inscriptionNumber: 7, confirmations: 1, data: { tick: 'ordi', amt: '300' } };
const tick = { ticker: 'ordi', max: '21000000', limit: '1000', totalMinted: '2000' };
const balances = { overallBalance: '2000', availableBalance: '1700', transferableBalance: '300' };

export const INDEXER_MINIMAL: readonly (readonly [call: string, path: string, schema: v.GenericSchema, answer: Record<string, unknown> | unknown[]])[] = [
  ['blockchain/info', '/blockchain/info', s.BlockchainInfo, { chain: 'main', blocks: 840_000 }],
  ['address balance', '/address/{address}/balance', s.AddressBalance, { btcSatoshi: 1000, btcPendingSatoshi: 0 }],
  ['utxo', '/utxo/{txid}/{index}', s.Utxo, { txid, vout: 0, satoshi: 546 }],
  ['inscription/info', '/inscription/info/{inscriptionId}', s.InscriptionInfo, inscription],
  ['inscription-data', '/address/{address}/inscription-data', s.InscriptionData, { cursor: 0, total: 1, inscription: [inscription] }],
  ['brc20 info', '/brc20/{ticker}/info', s.TickInfo, tick],
  ['brc20/status', '/brc20/status', s.Brc20Status, { start: 0, total: 1, detail: [tick] }],
  ['brc20 holders', '/brc20/{ticker}/holders', s.Brc20Holders, { start: 0, total: 1, detail: [{ address: 'bc1p', ...balances }] }],
  [
    'brc20 history',
    '/brc20/{ticker}/history',
    s.Brc20History,
    { start: 0, total: 1, detail: [{ type: 'transfer', txid, from: 'bc1pa', to: 'bc1pb', amount: '1', height: 840_000 }] },
  ],
  [
    'brc20/{tick}/history',
    '/address/{address}/brc20/{ticker}/history',
    s.AddressBrc20History,
    { start: 0, total: 1, detail: [{ type: 'inscribe-mint', txid, from: '', to: 'bc1pb', amount: '1000' }] },
  ],
  ['brc20/summary', '/address/{address}/brc20/summary', s.Brc20Summary, { start: 0, total: 1, detail: [{ ticker: 'ordi', ...balances }] }],
  [
    'brc20/{tick}/info',
    '/address/{address}/brc20/{ticker}/info',
    s.AddressTickInfo,
    { ticker: 'ordi', ...balances, availableBalanceSafe: '1700', availableBalanceUnSafe: '1700', transferableInscriptions: [transferable] },
  ],
  [
    'transferable-inscriptions',
    '/address/{address}/brc20/{ticker}/transferable-inscriptions',
    s.TransferableInscriptions,
    { detail: [transferable], start: 0, total: 1 },
  ],
  [
    'runes/info-list',
    '/runes/info-list',
    s.RunesInfoList,
    {
      start: 0,
      total: 1,
      detail: [
        {
          runeid: '840000:1',
          rune: 'OPENRUNE',
          spacedRune: 'OPEN•RUNE',
          symbol: 'ᚱ',
          divisibility: 0,
          supply: '1000',
          holders: 3,
          mints: '500',
          terms: { amount: '1', cap: '234000' },
        },
      ],
    },
  ],
  [
    'runes/balance-list',
    '/address/{address}/runes/balance-list',
    s.AddressRunes,
    { total: 1, detail: [{ amount: '10', rune: 'OPENRUNE', spacedRune: 'OPEN•RUNE' }] },
  ],
  ['runes utxo balance', '/runes/utxo/{txid}/{index}/balance', s.UtxoRunes, [{ amount: '10', spacedRune: 'OPEN•RUNE' }]],
  [
    'collection/list',
    '/v1/collection-indexer/address/{address}/collection/list',
    s.CollectionList,
    { total: 1, list: [{ collectionId: 'punks', name: 'Punks' }] },
  ],
  ['collection items', '/v1/collection-indexer/collection/{collectionId}/items', s.CollectionItems, { total: 1, list: [{ inscriptionId: id }] }],
];
