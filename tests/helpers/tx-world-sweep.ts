import { SigHash, Transaction } from '@scure/btc-signer';
import { finalizeInput } from '../../devnet/crypto/finalize';
import type { SweepIntent } from '../../src/domain/tx-effect/intents';
import { outpointKey, type OutpointFacts } from '../../src/domain/tx-effect/tx-facts';
import { ACCOUNTS, FEE_ADDRESS, accountOf, inputOf, keyFor, plain, psbtOf, scriptOf, txidOf, type Built, type WalletShape } from './tx-world';

export interface SweepShape {
  readonly buyer: WalletShape;
  /** Each item: its seller (an account index, 0 or 2; the same seller may sell two), its sats, the offset of its sat, its price. */
  readonly items: readonly {
    readonly seller: 0 | 2;
    readonly shape: WalletShape;
    readonly itemSats: bigint;
    readonly itemOffset: bigint;
    readonly priceSats: bigint;
    /** A rune lot instead of an inscription: the raw amount its output holds, the rune's divisibility, the amount the review shows. */
    readonly runes?: { readonly rune: string; readonly raw: string; readonly divisibility: number; readonly shown: string };
  }[];
  readonly paddingSats: bigint;
  readonly fundingSats: readonly bigint[];
  readonly serviceFeeSats: bigint;
  readonly networkFeeSats: bigint;
}

/**
 * The market's sweep (devnet/market/market-sweep.ts's layout): N paddings of the buyer's, the N sellers' items (each
 * signed 0x83), the buyer's funds; paddings + item 0, items 1..N-1 to the buyer, each seller's payout at its input's
 * index (N+k), the service fee, the change.
 */
export function honestSweep(s: SweepShape): Built<SweepIntent> {
  const buyerDev = ACCOUNTS[1]!;
  const buyer = accountOf(buyerDev, s.buyer);
  const n = s.items.length;
  const tx = new Transaction({ allowUnknownOutputs: true });
  for (let k = 0; k < n; k++) tx.addInput(inputOf(10 + k, 0, buyer.paymentAddress, s.paddingSats, null));
  const sellers = s.items.map((i) => ({ dev: ACCOUNTS[i.seller]!, account: accountOf(ACCOUNTS[i.seller]!, i.shape) }));
  s.items.forEach((item, k) =>
    tx.addInput(inputOf(100 + k, k, sellers[k]!.account.ordinalsAddress, item.itemSats, sellers[k]!.dev, { sighashType: SigHash.SINGLE_ANYONECANPAY })),
  );
  s.fundingSats.forEach((sats, i) => tx.addInput(inputOf(200 + i, i, buyer.paymentAddress, sats, null)));
  s.items.forEach((item, k) => tx.addOutput({ script: scriptOf(buyer.ordinalsAddress), amount: (k === 0 ? s.paddingSats * BigInt(n) : 0n) + item.itemSats }));
  s.items.forEach((item, k) => tx.addOutput({ script: scriptOf(sellers[k]!.account.paymentAddress), amount: item.priceSats }));
  if (s.serviceFeeSats > 0n) tx.addOutput({ script: scriptOf(FEE_ADDRESS), amount: s.serviceFeeSats });
  const paid = s.items.reduce((a, i) => a + i.priceSats, 0n) + s.serviceFeeSats + s.networkFeeSats;
  const change = s.fundingSats.reduce((a, b) => a + b, 0n) - paid;
  if (change < 0n) throw new Error('the shape does not fund the sweep');
  const networkFeeSats = change >= 546n ? s.networkFeeSats : s.networkFeeSats + change;
  if (change >= 546n) tx.addOutput({ script: scriptOf(buyer.paymentAddress), amount: change });
  sellers.forEach((seller, k) => {
    tx.signIdx(keyFor(seller.dev, seller.account.ordinalsAddress), n + k, [SigHash.SINGLE_ANYONECANPAY]);
    finalizeInput(tx, n + k);
  });
  const facts = new Map<string, OutpointFacts | null>([
    ...Array.from({ length: n }, (_, k): [string, OutpointFacts] => [outpointKey(txidOf(10 + k), 0), plain(s.paddingSats)]),
    ...s.items.map((item, k): [string, OutpointFacts] => [
      outpointKey(txidOf(100 + k), k),
      item.runes
        ? {
            amount: item.itemSats,
            inscriptions: [],
            runes: [{ rune: item.runes.rune, amount: item.runes.raw, divisibility: item.runes.divisibility }],
            arc20: [],
          }
        : { amount: item.itemSats, inscriptions: [{ id: `${txidOf(100 + k)}i0`, offset: item.itemOffset }], runes: [], arc20: [] },
    ]),
    ...s.fundingSats.map((sats, i): [string, OutpointFacts] => [outpointKey(txidOf(200 + i), i), plain(sats)]),
  ]);
  const intent: SweepIntent = {
    kind: 'sweep',
    network: 'testnet',
    items: s.items.map((item, k) => ({
      what: `item ${k + 1}`,
      ...(item.runes
        ? { runes: { rune: item.runes.rune, amount: item.runes.shown } }
        : { item: { txid: txidOf(100 + k), vout: k }, itemOffset: item.itemOffset, inscriptionId: `${txidOf(100 + k)}i0` }),
      priceSats: item.priceSats,
    })),
    serviceFeeSats: s.serviceFeeSats,
    feeAddress: FEE_ADDRESS,
    networkFeeSats,
  };
  const userInputs = [...Array.from({ length: n }, (_, k) => k), ...s.fundingSats.map((_, i) => 2 * n + i)];
  return {
    psbt: psbtOf(tx),
    intent,
    account: buyer,
    toSign: userInputs.map((index) => ({ index })),
    facts,
    userInputs,
    assetInput: n,
    // A rune lot's runes go to the first output whatever the order of the inputs: only an inscription's sat has a position.
    assetInputs: s.items.map((item, k) => ({ input: n + k, offset: item.itemOffset, ...(item.runes ? { runes: true } : {}) })),
  };
}
