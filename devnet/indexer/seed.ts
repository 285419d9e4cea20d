import { Transaction } from '@scure/btc-signer';
import { hexToBytes } from '@noble/hashes/utils.js';
import type { Swap } from '../swap/swap';
import { SWAP_CONFIG } from '../swap/swap-config';
import { LISTING_SIGHASH } from '../../src/domain/constants';
import type { MarketCategory } from '../../src/domain/entities';
import { scriptFor, type Chain, type Utxo } from '../chain/chain';
import type { Market } from '../market/market';
import { inputFor } from '../crypto/psbt';
import { signInputs } from '../wallet/sign-inputs';
import { deriveAccounts, type DevAccount } from '../wallet/dev-accounts';
import type { Indexer } from './indexer';
import { seedMarketHistory } from './seed-history';
import { seedBenchListings } from '../market/bench-listings';

/** Ticks the seed deploys: 4 and 5 bytes, and one whose character is not on a keyboard. */
export const SEED_TICKS = { ordi: 'ordi', pizza: 'pizza', frog: '🐸' } as const;
export const SEED_RUNE = 'DEVNET•RUNE';
export const SEED_ARC20 = 'atom';
export const SEED_COLLECTIONS = { punks: 'devnet-punks', apes: 'unverified-apes', badges: 'unisat-badges' } as const;

export interface SeedDeps {
  readonly chain: Chain;
  readonly indexer: Indexer;
  readonly market: Market;
  readonly mine: (blocks: number) => number;
  readonly setUser: (address: string, changes: { inscribeCount?: number; ogPassCount?: number; swapAccess?: boolean }) => void;
  readonly now: () => number;
  /** Sets the server clock back by msAgo (0 puts it back): the seed's history happens in the past. */
  readonly travel: (msAgo: number) => void;
}

/**
 * The devnet's first-start data: the dev wallet's four accounts funded with BTC and
 * holding a spread of assets (the badge collection among them), and listings and an auction by accounts 3 and
 * 4 so the market is not empty.
 * Account 1 is the one the dev wallet starts on; account 2 is a second buyer or seller.
 */
export function seedDevnet(deps: SeedDeps): void {
  const { chain, indexer, market } = deps;
  const [me, friend, alice, bob] = deriveAccounts();
  const accounts = [me!, friend!, alice!, bob!];
  for (const a of accounts) {
    chain.fund(a.paymentAddress, 50_000_000n);
    chain.fund(a.paymentAddress, 5_000n);
    chain.fund(a.ordinalsAddress, 5_000_000n);
  }
  const text = (a: DevAccount, content: string) => indexer.inscribe(a.ordinalsAddress, { contentType: 'text/plain;charset=utf-8', content });
  const brc20 = (a: DevAccount, op: 'deploy' | 'mint' | 'transfer', tick: string, fields: Record<string, string>) =>
    text(a, JSON.stringify({ p: 'brc-20', op, tick, ...fields }));

  // brc-20: three ticks, minted by everyone; transfer inscriptions ready to list.
  brc20(alice!, 'deploy', SEED_TICKS.ordi, { max: '21000000', lim: '1000' });
  brc20(bob!, 'deploy', SEED_TICKS.pizza, { max: '1000000', lim: '500' });
  brc20(alice!, 'deploy', SEED_TICKS.frog, { max: '420000', lim: '100' });
  for (const a of accounts) {
    brc20(a, 'mint', SEED_TICKS.ordi, { amt: '1000' });
    brc20(a, 'mint', SEED_TICKS.ordi, { amt: '1000' });
    brc20(a, 'mint', SEED_TICKS.pizza, { amt: '500' });
    brc20(a, 'mint', SEED_TICKS.frog, { amt: '100' });
  }
  brc20(me!, 'transfer', SEED_TICKS.ordi, { amt: '300' });
  const aliceOrdi = brc20(alice!, 'transfer', SEED_TICKS.ordi, { amt: '500' });
  const aliceOrdi2 = brc20(alice!, 'transfer', SEED_TICKS.ordi, { amt: '250' });
  const bobPizza = brc20(bob!, 'transfer', SEED_TICKS.pizza, { amt: '200' });
  const bobFrog = brc20(bob!, 'transfer', SEED_TICKS.frog, { amt: '50' });

  // Domains of several kinds, one with characters not on a keyboard.
  text(me!, 'satoshi.sats');
  text(me!, 'alice.unisat');
  const bobBtc = text(alice!, 'bob.btc');
  const bitmap = text(bob!, '777.bitmap');
  const fullwidth = text(bob!, 'ｂｔｃ.sats');
  text(alice!, 'gm.gm');

  // Collections: a verified one and an unverified one.
  indexer.addCollection({ collectionId: SEED_COLLECTIONS.punks, name: 'Devnet Punks', description: 'Pixel faces minted on the devnet.', verified: true });
  indexer.addCollection({
    collectionId: SEED_COLLECTIONS.apes,
    name: 'Unverified Apes',
    description: 'Submitted by the community; not reviewed.',
    verified: false,
  });
  const punk = (a: DevAccount, n: number) =>
    indexer.inscribe(a.ordinalsAddress, {
      contentType: 'image/svg+xml',
      content: punkSvg(n),
      collection: { collectionId: SEED_COLLECTIONS.punks, itemName: `Devnet Punk #${n}`, verified: true },
    });
  punk(me!, 1);
  const punk2 = punk(alice!, 2);
  const punk3 = punk(alice!, 3);
  const ape = indexer.inscribe(bob!.ordinalsAddress, {
    contentType: 'image/svg+xml',
    content: punkSvg(7),
    collection: { collectionId: SEED_COLLECTIONS.apes, itemName: 'Unverified Ape #7', verified: false },
  });
  // The badge collection (src/domain/inscribe/badges.ts): free badges in colours, premium ones by type and rarity.
  indexer.addCollection({
    collectionId: SEED_COLLECTIONS.badges,
    name: 'Badges',
    description: 'Free badges in four colours; premium badges of four types in three rarities.',
    verified: true,
    type: 'unisat-badges',
  });
  const badge = (a: DevAccount, itemName: string, n: number) =>
    indexer.inscribe(a.ordinalsAddress, {
      contentType: 'image/svg+xml',
      content: punkSvg(n),
      collection: { collectionId: SEED_COLLECTIONS.badges, itemName, verified: true },
    });
  badge(me!, 'Free Badge · Blue', 11);
  const premium = badge(bob!, 'Premium Badge · Crown · Rare', 12);
  const note = indexer.inscribe(alice!.ordinalsAddress, {
    contentType: 'text/html;charset=utf-8',
    content: '<!doctype html><p>A note kept with Devnet Punk #3.</p>',
  });

  // Runes and ARC-20.
  for (const a of [me!, alice!]) indexer.giveRune(a.ordinalsAddress, { name: SEED_RUNE, symbol: 'ᚱ', divisibility: 0 }, '10000');
  const aliceRune = indexer.giveRune(alice!.ordinalsAddress, { name: SEED_RUNE, symbol: 'ᚱ', divisibility: 0 }, '5000');
  // Bob's rune lots for the runes market's sweep: each an output of its own.
  const bobRunes = SEEDED_RUNE_LOTS.map((lot) => indexer.giveRune(bob!.ordinalsAddress, { name: SEED_RUNE, symbol: 'ᚱ', divisibility: 0 }, lot.amount));
  indexer.giveArc20(me!.ordinalsAddress, SEED_ARC20, 1_000n);
  const bobAtom = indexer.giveArc20(bob!.ordinalsAddress, SEED_ARC20, 2_000n);
  const bobAtoms = SEEDED_ARC20_LOTS.map((lot) => indexer.giveArc20(bob!.ordinalsAddress, SEED_ARC20, lot.amount));

  deps.mine(1);

  // An item that shares its UTXO with another inscription: Alice merges Punk #3 and the note in one output.
  mergeInscriptions(deps, alice!, [punk3.location!, note.location!]);
  deps.mine(1);

  deps.setUser(me!.ordinalsAddress, { inscribeCount: 3, ogPassCount: 1 });
  deps.setUser(alice!.ordinalsAddress, { inscribeCount: 120 });

  const list = (a: DevAccount, category: MarketCategory, body: Record<string, unknown>): string => {
    // Listed from the UniSat face of the dev wallet, which has one address: the seller is paid where the item is.
    const created = market.createPutOn(category, a.ordinalsAddress, { pubkey: a.ordinalsPubKey, btcAddress: a.ordinalsAddress, ...body });
    market.confirmPutOn(category, a.ordinalsAddress, {
      auctionId: created.auctionId,
      psbt: signInputs(created.psbt, a, [0], LISTING_SIGHASH),
      fromBase64: false,
    });
    return created.auctionId;
  };

  // A month of past sales (the second account buys), for the charts, the activity and the windows.
  seedMarketHistory({ ...deps, list }, { friend: friend!, alice: alice!, bob: bob! });

  // Listings and an auction by Alice and Bob.
  list(alice!, 'brc20', { inscriptionId: aliceOrdi.id, initPrice: 150_000, marketType: 'fixedPrice' });
  list(alice!, 'brc20', { inscriptionId: aliceOrdi2.id, initPrice: 90_000, marketType: 'fixedPrice' });
  list(bob!, 'brc20', { inscriptionId: bobPizza.id, initPrice: 80_000, marketType: 'fixedPrice' });
  list(bob!, 'brc20', { inscriptionId: bobFrog.id, initPrice: 60_000, marketType: 'fixedPrice' });
  list(alice!, 'domain', { inscriptionId: bobBtc.id, initPrice: 500_000, marketType: 'fixedPrice' });
  list(bob!, 'domain', { inscriptionId: fullwidth.id, initPrice: 120_000, marketType: 'fixedPrice' });
  list(bob!, 'domain', { inscriptionId: bitmap.id, initPrice: 100_000, marketType: 'auction' });
  list(alice!, 'collection', { inscriptionId: punk2.id, initPrice: 250_000, marketType: 'fixedPrice' });
  list(alice!, 'collection', { inscriptionId: punk3.id, initPrice: 300_000, marketType: 'fixedPrice' });
  list(bob!, 'collection', { inscriptionId: ape.id, initPrice: 90_000, marketType: 'fixedPrice' });
  list(bob!, 'collection', { inscriptionId: premium.id, initPrice: 1_000_000, marketType: 'fixedPrice' });
  list(alice!, 'runes', { txid: aliceRune.txid, index: String(aliceRune.vout), initPrice: 120_000, marketType: 'fixedPrice' });
  bobRunes.forEach((utxo, k) =>
    list(bob!, 'runes', { txid: utxo.txid, index: String(utxo.vout), initPrice: SEEDED_RUNE_LOTS[k]!.price, marketType: 'fixedPrice' }),
  );
  list(bob!, 'arc20', { txid: bobAtom.txid, index: bobAtom.vout, initPrice: 60_000, marketType: 'fixedPrice' });
  bobAtoms.forEach((utxo, k) => list(bob!, 'arc20', { txid: utxo.txid, index: utxo.vout, initPrice: SEEDED_ARC20_LOTS[k]!.price, marketType: 'fixedPrice' }));
  // Twelve Bench Pixels listed by Bob at rising prices: a sweep of ten has something real to buy.
  seedBenchListings({ indexer, market, mine: deps.mine }, SEEDED_SWEEP_LISTINGS);
}

/** Bob's rune lots on the runes market (DEVNET•RUNE, divisibility 0): a sweep of ten has something real to buy. */
export const SEEDED_RUNE_LOTS: readonly { readonly amount: string; readonly price: number }[] = [
  { amount: '1000', price: 50_000 },
  { amount: '1500', price: 60_000 },
  { amount: '2000', price: 72_000 },
  { amount: '2500', price: 85_000 },
  { amount: '3000', price: 100_000 },
  { amount: '4000', price: 130_000 },
  { amount: '5000', price: 175_000 },
  { amount: '6000', price: 216_000 },
  { amount: '8000', price: 296_000 },
  { amount: '10000', price: 380_000 },
];

/** Bob's ARC-20 lots on the ARC-20 market (atom, each output all atom): with his first, ten for sale. */
export const SEEDED_ARC20_LOTS: readonly { readonly amount: bigint; readonly price: number }[] = Array.from({ length: 9 }, (_, k) => ({
  amount: 1_000n + 500n * BigInt(k),
  price: 80_000 + 10_000 * k,
}));

/** How many Bench Pixels the seed lists. */
export const SEEDED_SWEEP_LISTINGS = 12;

/** Spends the UTXOs of two inscriptions into one output of the same account: both ride on it. */
function mergeInscriptions(deps: SeedDeps, account: DevAccount, locations: readonly { txid: string; vout: number }[]): void {
  const utxos = locations.map((l) => deps.chain.utxo(l.txid, l.vout)!);
  const feeUtxo = deps.indexer.spendableUtxos(account.paymentAddress).find((u) => BigInt(u.value) >= 10_000n) as Utxo;
  const tx = new Transaction({ allowUnknownOutputs: true });
  for (const u of utxos) tx.addInput(inputFor(u, { tapInternalKey: hexToBytes(account.ordinalsPubKey.slice(2)) }));
  tx.addInput(inputFor(feeUtxo));
  const together = utxos.reduce((a, u) => a + BigInt(u.value), 0n);
  tx.addOutput({ script: scriptFor(account.ordinalsAddress), amount: together });
  tx.addOutput({ script: scriptFor(account.paymentAddress), amount: BigInt(feeUtxo.value) - 1_000n });
  for (let i = 0; i < utxos.length; i++) tx.signIdx(account.taprootKey, i);
  tx.signIdx(account.segwitKey, utxos.length);
  tx.finalize();
  deps.indexer.apply(deps.chain.submit(tx.hex));
}

/** A small face in SVG, different for each number. */
function punkSvg(n: number): string {
  const hue = (n * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" shape-rendering="crispEdges"><rect width="24" height="24" fill="hsl(${hue},60%,70%)"/><rect x="6" y="5" width="12" height="14" fill="hsl(${(hue + 180) % 360},40%,55%)"/><rect x="8" y="9" width="2" height="2" fill="#111"/><rect x="14" y="9" width="2" height="2" fill="#111"/><rect x="9" y="15" width="6" height="1" fill="#111"/><text x="12" y="23" font-size="3" text-anchor="middle">#${n}</text></svg>`;
}

/**
 * The swap's seed: accounts 1, 2 and 3 hold brc-20 in the swap, and 1,000 of its fee tick (sats) each: the open API
 * has no free quota (its pre_* answers name none, its payType is 'tick' only), so a user on that road pays every
 * operation's fee from the swap. Account 3 (Alice) provides the liquidity of an ordi/pizza pool and an ordi/🐸 pool.
 * Account 4 holds nothing there.
 */
export function seedSwap(swap: Pick<Swap, 'seed'>): void {
  const [me, friend, alice] = deriveAccounts();
  const { ordi, pizza, frog } = SEED_TICKS;
  swap.seed(
    {
      [me!.ordinalsAddress]: { [ordi]: '500', [pizza]: '200', [frog]: '25', [SWAP_CONFIG.serviceGasTick]: '1000' },
      [friend!.ordinalsAddress]: { [ordi]: '100', [SWAP_CONFIG.serviceGasTick]: '1000' },
      [alice!.ordinalsAddress]: { [ordi]: '1000', [pizza]: '500', [SWAP_CONFIG.serviceGasTick]: '1000' },
    },
    [
      { owner: alice!.ordinalsAddress, tick0: ordi, tick1: pizza, amount0: '10000', amount1: '5000' },
      { owner: alice!.ordinalsAddress, tick0: ordi, tick1: frog, amount0: '4000', amount1: '800' },
    ],
  );
}
