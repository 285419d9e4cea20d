import { hex } from '@scure/base';
import { Address, OutScript, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer';
import { schnorr } from '@noble/curves/secp256k1.js';
import { deriveAccounts, type DevAccount } from '../../devnet/wallet/dev-accounts';
import { finalizeInput } from '../../devnet/crypto/finalize';
import type { PsbtToSign } from '../../src/domain/psbt-intent';
import type { BuyIntent, DepositIntent, ListIntent, UnlistIntent, WithdrawIntent } from '../../src/domain/tx-effect/intents';
import { outpointKey, type OutpointFacts } from '../../src/domain/tx-effect/tx-facts';
import type { ConnectedAccount } from '../../src/domain/wallet-session';

/**
 * Honest transactions of every flow the transaction-effect check covers, built here with real keys (the dev
 * wallet's accounts) and real signatures where the flow has them (the seller's 0x83 listing inside a
 * purchase), with the facts the app would look up for them. The property tests mutate them one way at a time.
 */
export const ACCOUNTS: readonly DevAccount[] = deriveAccounts(undefined, 6);
export type WalletShape = 'two-address' | 'taproot' | 'segwit';
export const WALLET_SHAPES: readonly WalletShape[] = ['two-address', 'taproot', 'segwit'];

/** The connected account of a wallet of this shape (one address wallets give the same address twice). */
export function accountOf(dev: DevAccount, shape: WalletShape): ConnectedAccount {
  if (shape === 'taproot')
    return { ordinalsAddress: dev.ordinalsAddress, paymentAddress: dev.ordinalsAddress, ordinalsPubKey: dev.ordinalsPubKey, paymentPubKey: dev.ordinalsPubKey };
  if (shape === 'segwit')
    return { ordinalsAddress: dev.paymentAddress, paymentAddress: dev.paymentAddress, ordinalsPubKey: dev.paymentPubKey, paymentPubKey: dev.paymentPubKey };
  return { ordinalsAddress: dev.ordinalsAddress, paymentAddress: dev.paymentAddress, ordinalsPubKey: dev.ordinalsPubKey, paymentPubKey: dev.paymentPubKey };
}

const scripts = new Map<string, Uint8Array>();
export const scriptOf = (address: string): Uint8Array =>
  scripts.get(address) ?? scripts.set(address, OutScript.encode(Address(TEST_NETWORK).decode(address))).get(address)!;
export const txidOf = (n: number) => n.toString(16).padStart(64, '0');
const isTaproot = (address: string) => address.startsWith('tb1p');
export const psbtOf = (tx: Transaction) => hex.encode(tx.toPSBT());
export const plain = (amount: bigint): OutpointFacts => ({ amount, inscriptions: [], runes: [], arc20: [] });

/** A stranger's address (a dev account nobody in these transactions is), and the market's fee address. */
export const STRANGER = ACCOUNTS[4]!.paymentAddress;
export const FEE_ADDRESS = ACCOUNTS[3]!.paymentAddress;
export const MODULE_ADDRESS = ACCOUNTS[5]!.ordinalsAddress;

const internalKeys = new Map<DevAccount, Uint8Array>();
const internalKeyOf = (owner: DevAccount) => internalKeys.get(owner) ?? internalKeys.set(owner, schnorr.getPublicKey(owner.taprootKey)).get(owner)!;

/** An input of `address` worth `amount`, with what a signer needs (the internal key for Taproot). */
export function inputOf(n: number, vout: number, address: string, amount: bigint, owner: DevAccount | null, extra: { sighashType?: number } = {}) {
  return {
    txid: hex.decode(txidOf(n)),
    index: vout,
    witnessUtxo: { script: scriptOf(address), amount },
    // The key only where this file signs (the seller's item): the check needs none, and each costs a curve operation.
    ...(owner && isTaproot(address) ? { tapInternalKey: internalKeyOf(owner) } : {}),
    ...extra,
  };
}
export const keyFor = (owner: DevAccount, address: string) => (isTaproot(address) ? owner.taprootKey : owner.segwitKey);

export interface Built<I> {
  readonly psbt: string;
  readonly intent: I;
  readonly account: ConnectedAccount;
  readonly toSign: readonly PsbtToSign[];
  readonly facts: Map<string, OutpointFacts | null>;
  /** Which inputs are the user's and which carry the moved asset, for the mutations. */
  readonly userInputs: readonly number[];
  readonly assetInput: number | null;
  /** A sweep's: every seller's input, each with the offset of its item's sat. */
  readonly assetInputs?: readonly { readonly input: number; readonly offset: bigint; readonly runes?: boolean }[];
}

export interface BuyShape {
  readonly buyer: WalletShape;
  readonly seller: WalletShape;
  readonly paddingSats: bigint;
  readonly itemSats: bigint;
  readonly itemOffset: bigint;
  /** Other inscriptions in the item's output, at these offsets. */
  readonly otherInscriptions: readonly bigint[];
  readonly fundingSats: readonly bigint[];
  readonly priceSats: bigint;
  readonly serviceFeeSats: bigint;
  readonly networkFeeSats: bigint;
}

/** A plain purchase the unit tests start from: a two-address buyer, a Taproot seller, one funding output. */
export const PLAIN_BUY: BuyShape = {
  buyer: 'two-address',
  seller: 'taproot',
  paddingSats: 600n,
  itemSats: 546n,
  itemOffset: 0n,
  otherInscriptions: [],
  fundingSats: [1_000_000n],
  priceSats: 150_000n,
  serviceFeeSats: 3_000n,
  networkFeeSats: 2_000n,
};

/** The market's buy transaction (OpenOrdex's layout): buyer's padding, seller's item (signed 0x83), buyer's funds; buyer's item output, seller, fee, change. */
export function honestBuy(s: BuyShape): Built<BuyIntent> {
  const [sellerDev, buyerDev] = [ACCOUNTS[0]!, ACCOUNTS[1]!];
  const buyer = accountOf(buyerDev, s.buyer);
  const seller = accountOf(sellerDev, s.seller);
  const tx = new Transaction({ allowUnknownOutputs: true });
  tx.addInput(inputOf(10, 0, buyer.paymentAddress, s.paddingSats, null));
  tx.addInput(inputOf(1, 0, seller.ordinalsAddress, s.itemSats, sellerDev, { sighashType: SigHash.SINGLE_ANYONECANPAY }));
  s.fundingSats.forEach((sats, i) => tx.addInput(inputOf(20 + i, i, buyer.paymentAddress, sats, null)));
  const fundIn = s.fundingSats.reduce((a, b) => a + b, 0n);
  tx.addOutput({ script: scriptOf(buyer.ordinalsAddress), amount: s.paddingSats + s.itemSats });
  tx.addOutput({ script: scriptOf(seller.paymentAddress), amount: s.priceSats });
  if (s.serviceFeeSats > 0n) tx.addOutput({ script: scriptOf(FEE_ADDRESS), amount: s.serviceFeeSats });
  const change = fundIn - s.priceSats - s.serviceFeeSats - s.networkFeeSats;
  if (change < 0n) throw new Error('the shape does not fund the purchase');
  // Change below dust goes to the miners: the fee shown is what is really left.
  const networkFeeSats = change >= 546n ? s.networkFeeSats : s.networkFeeSats + change;
  if (change >= 546n) tx.addOutput({ script: scriptOf(buyer.paymentAddress), amount: change });
  tx.signIdx(keyFor(sellerDev, seller.ordinalsAddress), 1, [SigHash.SINGLE_ANYONECANPAY]);
  finalizeInput(tx, 1);
  const facts = new Map<string, OutpointFacts | null>([
    [outpointKey(txidOf(10), 0), plain(s.paddingSats)],
    [
      outpointKey(txidOf(1), 0),
      {
        amount: s.itemSats,
        inscriptions: [{ id: `${txidOf(1)}i0`, offset: s.itemOffset }, ...s.otherInscriptions.map((offset, i) => ({ id: `${txidOf(1)}i${i + 1}`, offset }))],
        runes: [],
        arc20: [],
      },
    ],
    ...s.fundingSats.map((sats, i): [string, OutpointFacts] => [outpointKey(txidOf(20 + i), i), plain(sats)]),
  ]);
  const intent: BuyIntent = {
    kind: 'buy',
    network: 'testnet',
    item: { txid: txidOf(1), vout: 0 },
    itemOffset: s.itemOffset,
    inscriptionId: `${txidOf(1)}i0`,
    gets: null,
    priceSats: s.priceSats,
    serviceFeeSats: s.serviceFeeSats,
    feeAddress: FEE_ADDRESS,
    networkFeeSats,
  };
  const userInputs = [0, ...s.fundingSats.map((_, i) => i + 2)];
  return { psbt: psbtOf(tx), intent, account: buyer, toSign: userInputs.map((index) => ({ index })), facts, userInputs, assetInput: 1 };
}

/** The padding split a buyer without a small UTXO signs first: one of its coins into a padding and the rest, both its own. */
export function honestPadding(shape: WalletShape, sourceSats: bigint, paddingSats: bigint, feeSats: bigint): Built<BuyIntent> {
  const dev = ACCOUNTS[1]!;
  const account = accountOf(dev, shape);
  const tx = new Transaction({ allowUnknownOutputs: true });
  tx.addInput(inputOf(30, 1, account.paymentAddress, sourceSats, null));
  tx.addOutput({ script: scriptOf(account.paymentAddress), amount: paddingSats });
  tx.addOutput({ script: scriptOf(account.paymentAddress), amount: sourceSats - paddingSats - feeSats });
  const intent: BuyIntent = {
    kind: 'buy',
    network: 'testnet',
    item: { txid: txidOf(1), vout: 0 },
    itemOffset: 0n,
    gets: null,
    priceSats: 1n,
    serviceFeeSats: 0n,
    feeAddress: FEE_ADDRESS,
    networkFeeSats: feeSats,
    padding: true,
    paddingFeeSats: feeSats,
  };
  return {
    psbt: psbtOf(tx),
    intent,
    account,
    toSign: [{ index: 0 }],
    facts: new Map([[outpointKey(txidOf(30), 1), plain(sourceSats)]]),
    userInputs: [0],
    assetInput: null,
  };
}

/** The seller's listing: the item, to be signed 0x83, paired with the payout of the price to the seller. */
export function honestListing(shape: WalletShape, itemSats: bigint, priceSats: bigint, kind: 'list' | 'update-price' = 'list'): Built<ListIntent> {
  const dev = ACCOUNTS[0]!;
  const account = accountOf(dev, shape);
  const tx = new Transaction({ allowUnknownOutputs: true });
  tx.addInput(inputOf(1, 0, account.ordinalsAddress, itemSats, null, { sighashType: SigHash.SINGLE_ANYONECANPAY }));
  tx.addOutput({ script: scriptOf(account.paymentAddress), amount: priceSats });
  const intent: ListIntent = { kind, network: 'testnet', item: { txid: txidOf(1), vout: 0 }, priceSats, payAddress: account.paymentAddress };
  return {
    psbt: psbtOf(tx),
    intent,
    account,
    toSign: [{ index: 0, sighashTypes: [SigHash.SINGLE_ANYONECANPAY] }],
    facts: new Map([[outpointKey(txidOf(1), 0), { ...plain(itemSats), inscriptions: [{ id: `${txidOf(1)}i0`, offset: 0n }] }]]),
    userInputs: [0],
    assetInput: 0,
  };
}

/** An item moved by the user's own transaction: back to the ordinals address (unlist) or into the swap module (deposit). */
function honestMove(shape: WalletShape, itemSats: bigint, itemOffset: bigint, fundingSats: readonly bigint[], feeSats: bigint, to: 'ordinals' | 'module') {
  const dev = ACCOUNTS[0]!;
  const account = accountOf(dev, shape);
  const tx = new Transaction({ allowUnknownOutputs: true });
  tx.addInput(inputOf(1, 0, account.ordinalsAddress, itemSats, null));
  fundingSats.forEach((sats, i) => tx.addInput(inputOf(40 + i, i, account.paymentAddress, sats, null)));
  tx.addOutput({ script: scriptOf(to === 'ordinals' ? account.ordinalsAddress : MODULE_ADDRESS), amount: itemSats });
  const change = fundingSats.reduce((a, b) => a + b, 0n) - feeSats;
  if (change < 0n) throw new Error('the shape does not pay the fee');
  if (change > 0n) tx.addOutput({ script: scriptOf(account.paymentAddress), amount: change });
  const facts = new Map<string, OutpointFacts | null>([
    [outpointKey(txidOf(1), 0), { ...plain(itemSats), inscriptions: [{ id: `${txidOf(1)}i0`, offset: itemOffset }] }],
    ...fundingSats.map((sats, i): [string, OutpointFacts] => [outpointKey(txidOf(40 + i), i), plain(sats)]),
  ]);
  const userInputs = [0, ...fundingSats.map((_, i) => i + 1)];
  return { psbt: psbtOf(tx), account, facts, toSign: userInputs.map((index) => ({ index })), userInputs, assetInput: 0, feeSats };
}
export function honestUnlist(shape: WalletShape, itemSats: bigint, itemOffset: bigint, fundingSats: readonly bigint[], feeSats: bigint): Built<UnlistIntent> {
  const built = honestMove(shape, itemSats, itemOffset, fundingSats, feeSats, 'ordinals');
  return { ...built, intent: { kind: 'unlist', network: 'testnet', item: { txid: txidOf(1), vout: 0 }, itemOffset, networkFeeSats: feeSats } };
}
export function honestDeposit(shape: WalletShape, itemSats: bigint, itemOffset: bigint, fundingSats: readonly bigint[], feeSats: bigint): Built<DepositIntent> {
  const built = honestMove(shape, itemSats, itemOffset, fundingSats, feeSats, 'module');
  return {
    ...built,
    intent: { kind: 'deposit', network: 'testnet', item: { txid: txidOf(1), vout: 0 }, itemOffset, moduleAddress: MODULE_ADDRESS, networkFeeSats: feeSats },
  };
}

/** A withdrawal's payment (the module's fee), approval or cancel (a note): the user's coins, change back. */
export function honestWithdraw(
  shape: WalletShape,
  part: WithdrawIntent['part'],
  fundingSats: readonly bigint[],
  moduleFeeSats: bigint,
  feeSats: bigint,
): Built<WithdrawIntent> {
  const dev = ACCOUNTS[0]!;
  const account = accountOf(dev, shape);
  const tx = new Transaction({ allowUnknownOutputs: true });
  fundingSats.forEach((sats, i) => tx.addInput(inputOf(50 + i, i, account.paymentAddress, sats, null)));
  const fee = part === 'payment' ? moduleFeeSats : 0n;
  if (part === 'payment') tx.addOutput({ script: scriptOf(MODULE_ADDRESS), amount: fee });
  else tx.addOutput({ script: new Uint8Array([0x6a, 0x04, 0x62, 0x72, 0x63, 0x32]), amount: 0n });
  const change = fundingSats.reduce((a, b) => a + b, 0n) - fee - feeSats;
  if (change < 0n) throw new Error('the shape does not pay the fee');
  tx.addOutput({ script: scriptOf(account.paymentAddress), amount: change });
  const facts = new Map<string, OutpointFacts | null>(fundingSats.map((sats, i) => [outpointKey(txidOf(50 + i), i), plain(sats)]));
  const userInputs = fundingSats.map((_, i) => i);
  return {
    psbt: psbtOf(tx),
    intent: { kind: 'withdraw', part, network: 'testnet', moduleAddress: MODULE_ADDRESS, moduleFeeSats: fee, networkFeeSats: feeSats },
    account,
    toSign: userInputs.map((index) => ({ index })),
    facts,
    userInputs,
    assetInput: null,
  };
}
