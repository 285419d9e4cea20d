import { hex } from '@scure/base';
import { NETWORK, OutScript, Address, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-wallet';
import type { PsbtToSign } from '../../src/domain/psbt-intent';
import { PSBT_CHECKS, checkBuyPsbt, checkDepositPsbt, checkListingPsbt, checkUnlistPsbt, checkWithdrawPsbt, type BuyIntent, type DepositIntent, type ListIntent, type UnlistIntent, type WithdrawIntent } from '../../src/services/psbt/psbt-checks';

/**
 * The PSBT check (issue 12) on transactions built here, honest and tampered one way each: every kind of
 * refusal the issue lists, with exact amounts.
 */
const [seller, buyer, stranger, market] = deriveAccounts();
/** The market's fee address. */
const FEE = market!.paymentAddress;
const script = (address: string) => OutScript.encode(Address(TEST_NETWORK).decode(address));
const txid = (n: number) => n.toString(16).padStart(64, '0');
const utxo = (n: number, address: string, value: bigint, vout = 0) => ({ txid: hex.decode(txid(n)), index: vout, witnessUtxo: { script: script(address), amount: value } });
const psbt = (tx: Transaction) => hex.encode(tx.toPSBT());

const ITEM = { txid: txid(1), vout: 0 };
const PRICE = 150_000n;

describe('listing and new price', () => {
  const intent: ListIntent = { kind: 'list', network: 'testnet', item: ITEM, priceSats: PRICE, payAddress: seller!.paymentAddress };
  const build = (change: (tx: Transaction) => void = () => {}, pay = seller!.paymentAddress, amount = PRICE, item = 1) => {
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput({ ...utxo(item, seller!.ordinalsAddress, 546n), sighashType: SigHash.SINGLE_ANYONECANPAY });
    tx.addOutput({ script: script(pay), amount });
    change(tx);
    return psbt(tx);
  };
  const asked = [{ index: 0, sighashTypes: [SigHash.SINGLE_ANYONECANPAY] }];

  it('passes the listing the dialog showed', () => {
    expect(checkListingPsbt(build(), intent, asked)).toEqual({ ok: true });
  });
  it('refuses another input than the item', () => {
    expect(checkListingPsbt(build(undefined, undefined, undefined, 9), intent, asked)).toEqual({ ok: false, reason: 'Not signed: the transaction does not spend the item you are listing.' });
  });
  it('refuses a payout of a sat more or less than the price', () => {
    expect(checkListingPsbt(build(undefined, undefined, PRICE - 1n), intent, asked)).toEqual({ ok: false, reason: 'Not signed: the payout is 0.00149999 BTC, not the 0.0015 BTC you set.' });
    expect(checkListingPsbt(build(undefined, undefined, PRICE + 1n), intent, asked).ok).toBe(false);
  });
  it('refuses a payout to another address', () => {
    expect(checkListingPsbt(build(undefined, stranger!.paymentAddress), intent, asked)).toEqual({
      ok: false,
      reason: `Not signed: the payout goes to ${stranger!.paymentAddress}, not to your address ${seller!.paymentAddress}.`,
    });
  });
  it('refuses a sighash other than 0x83, asked or written in the PSBT', () => {
    expect(checkListingPsbt(build(), intent, [{ index: 0, sighashTypes: [SigHash.ALL] }])).toEqual({ ok: false, reason: 'Not signed: the listing must be signed with sighash 0x83 (SINGLE|ANYONECANPAY), not 0x1.' });
    const none = new Transaction({ allowUnknownOutputs: true });
    none.addInput({ ...utxo(1, seller!.ordinalsAddress, 546n), sighashType: SigHash.NONE });
    none.addOutput({ script: script(seller!.paymentAddress), amount: PRICE });
    expect(checkListingPsbt(psbt(none), intent, [{ index: 0 }]).ok).toBe(false);
  });
  it('refuses a sign index on an input the dialog did not show', () => {
    const extra = build((tx) => tx.addInput(utxo(5, seller!.paymentAddress, 100_000n)));
    expect(checkListingPsbt(extra, intent, [...asked, { index: 1, sighashTypes: [SigHash.SINGLE_ANYONECANPAY] }])).toEqual({ ok: false, reason: 'Not signed: it asks to sign input 1, which is not the item you are listing.' });
  });
  it('refuses an address of the other network', () => {
    const mainnet = Address(NETWORK).encode(OutScript.decode(script(seller!.paymentAddress)));
    expect(checkListingPsbt(build(), { ...intent, payAddress: mainnet }, asked)).toEqual({ ok: false, reason: `Not signed: the payout address ${mainnet} is not a testnet address.` });
  });
  it('refuses what cannot be read, and an intent without its details', () => {
    expect(checkListingPsbt('00ff', intent, asked)).toEqual({ ok: false, reason: 'Not signed: the transaction the market sent could not be read.' });
    expect(PSBT_CHECKS.list!({ psbtHex: build(), intent: { kind: 'list' }, account: { ordinalsAddress: '', paymentAddress: '', ordinalsPubKey: '', paymentPubKey: '' }, toSignInputs: asked })).toEqual({
      ok: false,
      reason: 'Not signed: the dialog did not say what this listing must do.',
    });
  });
});

describe('buy and bid', () => {
  const SERVICE = 3_000n;
  const PADDING = 600n;
  const FUNDING = 1_000_000n;
  const NETWORK_FEE = 2_000n;
  const intent: BuyIntent = {
    kind: 'buy',
    network: 'testnet',
    item: ITEM,
    itemOffset: 0n,
    buyerOrdinalsAddress: buyer!.ordinalsAddress,
    buyerPaymentAddress: buyer!.paymentAddress,
    sellerPayAddress: seller!.paymentAddress,
    priceSats: PRICE,
    serviceFeeSats: SERVICE,
    feeAddress: FEE,
    networkFeeSats: NETWORK_FEE,
    buyerAssetOutpoints: [{ txid: txid(8), vout: 0 }],
  };
  interface Shape {
    padding?: bigint | null;
    out0?: bigint;
    toSeller?: bigint;
    fee?: bigint;
    feeTo?: string;
    extra?: { address: string; amount: bigint } | null;
    networkFee?: bigint;
    fundingTxid?: number;
  }
  /** The layout the market builds (reference/real-apis.md): padding, the seller's item, the buyer's payment; buyer, seller, fee, change. */
  const build = (s: Shape = {}) => {
    const padding = s.padding === undefined ? PADDING : s.padding;
    const tx = new Transaction({ allowUnknownOutputs: true });
    if (padding !== null) tx.addInput(utxo(2, buyer!.paymentAddress, padding));
    tx.addInput({ ...utxo(1, seller!.ordinalsAddress, 546n), sighashType: SigHash.SINGLE_ANYONECANPAY });
    tx.addInput(utxo(s.fundingTxid ?? 3, buyer!.paymentAddress, FUNDING));
    const out0 = s.out0 ?? (padding ?? 0n) + 546n;
    const toSeller = s.toSeller ?? PRICE;
    const fee = s.fee ?? SERVICE;
    const extra = s.extra ?? null;
    if (padding === null) {
      // No padding: the seller's payout is paired with the item at index 0, so the item's sat lands there.
      tx.addOutput({ script: script(seller!.paymentAddress), amount: toSeller });
      tx.addOutput({ script: script(buyer!.ordinalsAddress), amount: 546n });
    } else {
      tx.addOutput({ script: script(buyer!.ordinalsAddress), amount: out0 });
      tx.addOutput({ script: script(seller!.paymentAddress), amount: toSeller });
    }
    tx.addOutput({ script: script(s.feeTo ?? FEE), amount: fee });
    if (extra) tx.addOutput({ script: script(extra.address), amount: extra.amount });
    const spent = (padding ?? 0n) + 546n + FUNDING;
    const paid = (padding === null ? toSeller + 546n : out0 + toSeller) + fee + (extra?.amount ?? 0n);
    tx.addOutput({ script: script(buyer!.paymentAddress), amount: spent - paid - (s.networkFee ?? NETWORK_FEE) });
    return psbt(tx);
  };
  const asked = [{ index: 0 }, { index: 2 }];
  const reason = (p: string, i: BuyIntent = intent, a: readonly PsbtToSign[] = asked) => {
    const v = checkBuyPsbt(p, i, a);
    return v.ok ? 'passed' : v.reason;
  };

  it('passes the purchase the dialog showed (and a bid the same way)', () => {
    expect(reason(build())).toBe('passed');
    expect(reason(build(), { ...intent, kind: 'bid' })).toBe('passed');
    expect(reason(build({ networkFee: NETWORK_FEE - 500n }))).toBe('passed');
  });
  it('refuses when a missing padding input sends the inscription to the seller', () => {
    expect(reason(build({ padding: null }), intent, [{ index: 1 }])).toBe(`Not signed: the item would go to ${seller!.paymentAddress}, not to your address ${buyer!.ordinalsAddress}.`);
  });
  it('refuses when a too-small padding output lets the inscription slip to the seller', () => {
    expect(reason(build({ out0: PADDING }))).toBe(`Not signed: the item would go to ${seller!.paymentAddress}, not to your address ${buyer!.ordinalsAddress}.`);
  });
  it('refuses the seller paid a sat more or less than the price', () => {
    expect(reason(build({ toSeller: PRICE + 1n }))).toBe('Not signed: the seller would get 0.00150001 BTC, not the price of 0.0015 BTC.');
    expect(reason(build({ toSeller: PRICE - 1n }))).toBe('Not signed: the seller would get 0.00149999 BTC, not the price of 0.0015 BTC.');
  });
  it('refuses a service fee other than the one shown', () => {
    expect(reason(build({ fee: SERVICE + 1n }))).toBe('Not signed: the service fee would be 0.00003001 BTC, not the 0.00003 BTC shown.');
  });
  it('refuses an output to anyone but the buyer, the seller and the fee address', () => {
    expect(reason(build({ extra: { address: stranger!.paymentAddress, amount: 1_000n } }))).toBe(`Not signed: it pays 0.00001 BTC to ${stranger!.paymentAddress}, which the dialog did not show.`);
    expect(reason(build({ feeTo: stranger!.ordinalsAddress })).startsWith('Not signed: it pays 0.00003 BTC to')).toBe(true);
  });
  it('refuses a network fee above the one shown, by one sat', () => {
    expect(reason(build({ networkFee: NETWORK_FEE + 1n }))).toBe('Not signed: the network fee would be 0.00002001 BTC, more than the 0.00002 BTC shown.');
  });
  it("refuses a sign index on the seller's input", () => {
    expect(reason(build(), intent, [{ index: 0 }, { index: 1 }])).toBe("Not signed: it asks you to sign the seller's input.");
  });
  it('refuses to spend a UTXO of the buyer that holds an inscription or another asset', () => {
    expect(reason(build({ fundingTxid: 8 }))).toBe(`Not signed: it asks you to spend ${txid(8)}:0, which holds an inscription or another asset of yours.`);
  });
  it('refuses a buyer input asked with a sighash other than ALL', () => {
    expect(reason(build(), intent, [{ index: 0, sighashTypes: [SigHash.NONE] }, { index: 2 }])).toBe('Not signed: your input 0 would be signed with sighash 0x2, not ALL.');
    expect(reason(build(), intent, [{ index: 0, sighashTypes: [SigHash.SINGLE_ANYONECANPAY] }, { index: 2 }])).toBe('Not signed: your input 0 would be signed with sighash 0x83, not ALL.');
    expect(reason(build(), intent, [{ index: 0, sighashTypes: [SigHash.ALL] }, { index: 2, sighashTypes: [SigHash.DEFAULT] }])).toBe('passed');
  });
  it("refuses to sign an input that is not the buyer's", () => {
    const tx = Transaction.fromPSBT(hex.decode(build()), { allowUnknownOutputs: true });
    tx.addInput(utxo(4, stranger!.paymentAddress, 10_000n));
    tx.updateOutput(3, { amount: tx.getOutput(3).amount! + 10_000n });
    expect(reason(psbt(tx), intent, [...asked, { index: 3 }])).toBe('Not signed: it asks you to sign input 3, which is not yours.');
  });

  describe("the padding split a buyer without a small UTXO signs first (psbtBid2), checked as part of the same purchase", () => {
    const padding = { ...intent, padding: true };
    /** One of the buyer's UTXOs split into a padding output and the rest, both the buyer's. */
    const split = (s: { to?: string; fee?: bigint; from?: number } = {}) => {
      const tx = new Transaction({ allowUnknownOutputs: true });
      tx.addInput(utxo(s.from ?? 5, buyer!.paymentAddress, FUNDING));
      tx.addOutput({ script: script(buyer!.paymentAddress), amount: PADDING });
      tx.addOutput({ script: script(s.to ?? buyer!.paymentAddress), amount: FUNDING - PADDING - (s.fee ?? 1_000n) });
      return psbt(tx);
    };
    const verdict = (p: string) => {
      const v = PSBT_CHECKS.buy!({ psbtHex: p, intent: padding, account: {} as never, toSignInputs: [{ index: 0 }] });
      return v.ok ? 'passed' : v.reason;
    };
    it('passes a split that keeps the coins with the buyer', () => expect(verdict(split())).toBe('passed'));
    it('refuses a split that pays anyone else', () =>
      expect(verdict(split({ to: stranger!.paymentAddress }))).toBe(`Not signed: the padding transaction pays 0.009984 BTC to ${stranger!.paymentAddress}, which is not yours.`));
    it('refuses a split whose fee is above the one shown', () =>
      expect(verdict(split({ fee: NETWORK_FEE + 1n }))).toBe("Not signed: the padding transaction's network fee would be 0.00002001 BTC, more than the 0.00002 BTC shown."));
    it('refuses a split that spends a UTXO holding an asset', () =>
      expect(verdict(split({ from: 8 }))).toBe(`Not signed: it asks you to spend ${txid(8)}:0, which holds an inscription or another asset of yours.`));
  });
});

describe('on-chain unlist', () => {
  const intent: UnlistIntent = { kind: 'unlist', network: 'testnet', item: ITEM, itemOffset: 0n, ownerOrdinalsAddress: seller!.ordinalsAddress, ownerPaymentAddress: seller!.paymentAddress, networkFeeSats: 500n };
  const build = (itemTo = seller!.ordinalsAddress, fee = 500n) => {
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput(utxo(1, seller!.ordinalsAddress, 546n));
    tx.addInput(utxo(3, seller!.paymentAddress, 10_000n));
    tx.addOutput({ script: script(itemTo), amount: 546n });
    tx.addOutput({ script: script(seller!.paymentAddress), amount: 10_000n - fee });
    return psbt(tx);
  };
  const asked = [{ index: 0 }, { index: 1 }];
  it('passes the item back to its owner', () => {
    expect(checkUnlistPsbt(build(), intent, asked)).toEqual({ ok: true });
  });
  it('refuses the item sent anywhere else', () => {
    expect(checkUnlistPsbt(build(stranger!.ordinalsAddress), intent, asked)).toEqual({ ok: false, reason: `Not signed: the item would go to ${stranger!.ordinalsAddress}, not back to your address ${seller!.ordinalsAddress}.` });
  });
  it('refuses a fee above the one shown', () => {
    expect(checkUnlistPsbt(build(undefined, 501n), intent, asked)).toEqual({ ok: false, reason: 'Not signed: the network fee would be 0.00000501 BTC, more than the 0.000005 BTC shown.' });
  });
});

describe('swap deposit (issue 13)', () => {
  const MODULE = market!.ordinalsAddress;
  const me = buyer!.ordinalsAddress;
  const intent: DepositIntent = {
    kind: 'deposit',
    network: 'testnet',
    item: ITEM,
    itemOffset: 0n,
    moduleAddress: MODULE,
    ownerOrdinalsAddress: me,
    ownerPaymentAddress: me,
    networkFeeSats: 600n,
    ownerAssetOutpoints: [{ txid: txid(7), vout: 0 }],
  };
  /** The honest deposit: the inscription's 546 sats to the module, the fee from a plain UTXO, change back. */
  const build = (o: { to?: string; fee?: bigint; extraToModule?: bigint; feeInput?: number; feeFrom?: string } = {}) => {
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput(utxo(1, me, 546n));
    tx.addInput(utxo(o.feeInput ?? 2, o.feeFrom ?? me, 10_000n));
    tx.addOutput({ script: script(o.to ?? MODULE), amount: 546n + (o.extraToModule ?? 0n) });
    tx.addOutput({ script: script(me), amount: 10_000n - (o.fee ?? 500n) - (o.extraToModule ?? 0n) });
    return psbt(tx);
  };
  const asked = [{ index: 0 }, { index: 1 }];

  it('passes the deposit the dialog showed, through the session check by kind', () => {
    expect(checkDepositPsbt(build(), intent, asked)).toEqual({ ok: true });
    expect(PSBT_CHECKS.deposit!({ psbtHex: build(), intent, account: {} as never, toSignInputs: asked })).toEqual({ ok: true });
    expect(PSBT_CHECKS.deposit!({ psbtHex: build(), intent: { kind: 'deposit' }, account: {} as never, toSignInputs: asked })).toEqual({ ok: false, reason: 'Not signed: the dialog did not say what this deposit must do.' });
  });
  it('refuses the inscription going anywhere but the module', () => {
    expect(checkDepositPsbt(build({ to: stranger!.ordinalsAddress }), intent, asked)).toEqual({ ok: false, reason: `Not signed: the inscription would go to ${stranger!.ordinalsAddress}, not to the swap module ${MODULE}.` });
  });
  it('refuses BTC of the user going to the module with it', () => {
    expect(checkDepositPsbt(build({ extraToModule: 1_000n }), intent, asked)).toEqual({ ok: false, reason: 'Not signed: it sends 0.00001 BTC of your BTC to the module along with the inscription.' });
  });
  it('refuses a fee above the one shown, by one sat', () => {
    expect(checkDepositPsbt(build({ fee: 600n }), intent, asked)).toEqual({ ok: true });
    expect(checkDepositPsbt(build({ fee: 601n }), intent, asked)).toEqual({ ok: false, reason: 'Not signed: the network fee would be 0.00000601 BTC, more than the 0.000006 BTC shown.' });
  });
  it("refuses spending another of the user's assets as the fee, and anyone else's input", () => {
    expect(checkDepositPsbt(build({ feeInput: 7 }), intent, asked)).toEqual({ ok: false, reason: `Not signed: it would spend ${txid(7)}:0, which holds another of your assets, as the fee.` });
    expect(checkDepositPsbt(build({ feeFrom: stranger!.ordinalsAddress }), intent, asked)).toEqual({ ok: false, reason: 'Not signed: input 1 is not yours: a deposit spends only your own coins.' });
  });
  it('refuses a sighash other than ALL', () => {
    expect(checkDepositPsbt(build(), intent, [{ index: 0, sighashTypes: [SigHash.SINGLE_ANYONECANPAY] }]).ok).toBe(false);
  });
});

describe('swap withdrawal (issue 13): the payment, the approval, the cancel', () => {
  const MODULE = market!.ordinalsAddress;
  const me = buyer!.ordinalsAddress;
  const base = { kind: 'withdraw' as const, network: 'testnet' as const, moduleAddress: MODULE, ownerOrdinalsAddress: me, ownerPaymentAddress: me, networkFeeSats: 400n, ownerAssetOutpoints: [{ txid: txid(7), vout: 0 }] };
  const payment: WithdrawIntent = { ...base, part: 'payment', moduleFeeSats: 3_000n };
  const approve: WithdrawIntent = { ...base, part: 'approve', moduleFeeSats: 0n };
  const note = new Uint8Array([0x6a, 3, 1, 2, 3]);
  const build = (o: { toModule?: bigint; moduleTwice?: boolean; stranger?: bigint; noteSats?: bigint; input?: number; fee?: bigint; from?: string } = {}) => {
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput(utxo(o.input ?? 2, o.from ?? me, 100_000n));
    let left = 100_000n - (o.fee ?? 320n);
    if (o.toModule !== undefined) {
      tx.addOutput({ script: script(MODULE), amount: o.toModule });
      left -= o.toModule;
      if (o.moduleTwice) {
        tx.addOutput({ script: script(MODULE), amount: 1n });
        left -= 1n;
      }
    } else tx.addOutput({ script: note, amount: o.noteSats ?? 0n });
    if (o.stranger) {
      tx.addOutput({ script: script(stranger!.ordinalsAddress), amount: o.stranger });
      left -= o.stranger;
    }
    tx.addOutput({ script: script(me), amount: left - (o.noteSats ?? 0n) });
    return psbt(tx);
  };
  const asked = [{ index: 0 }];

  it('passes the payment and the approval the panel showed', () => {
    expect(checkWithdrawPsbt(build({ toModule: 3_000n }), payment, asked)).toEqual({ ok: true });
    expect(checkWithdrawPsbt(build(), approve, asked)).toEqual({ ok: true });
    expect(PSBT_CHECKS.withdraw!({ psbtHex: build(), intent: approve, account: {} as never, toSignInputs: asked })).toEqual({ ok: true });
  });
  it('refuses paying the module a sat more than shown, or twice', () => {
    expect(checkWithdrawPsbt(build({ toModule: 3_001n }), payment, asked)).toEqual({ ok: false, reason: 'Not signed: it pays the module 0.00003001 BTC, not the 0.00003 BTC shown.' });
    expect(checkWithdrawPsbt(build({ toModule: 3_000n, moduleTwice: true }), payment, asked)).toEqual({ ok: false, reason: `Not signed: it pays 0.00000001 BTC to ${MODULE}, which is not yours.` });
  });
  it('refuses paying the module in the approval, a stranger anywhere, or sats burnt in the note', () => {
    expect(checkWithdrawPsbt(build({ toModule: 3_000n }), approve, asked)).toEqual({ ok: false, reason: `Not signed: it pays 0.00003 BTC to ${MODULE}, which is not yours.` });
    expect(checkWithdrawPsbt(build({ stranger: 5_000n }), approve, asked)).toEqual({ ok: false, reason: `Not signed: it pays 0.00005 BTC to ${stranger!.ordinalsAddress}, which is not yours.` });
    expect(checkWithdrawPsbt(build({ noteSats: 600n }), approve, asked)).toEqual({ ok: false, reason: 'Not signed: it burns 0.000006 BTC in a note output.' });
  });
  it("refuses a fee above the one shown, another's input, or an asset spent as a fee", () => {
    expect(checkWithdrawPsbt(build({ fee: 401n }), approve, asked)).toEqual({ ok: false, reason: 'Not signed: the network fee would be 0.00000401 BTC, more than the 0.000004 BTC shown.' });
    expect(checkWithdrawPsbt(build({ from: stranger!.ordinalsAddress }), approve, asked)).toEqual({ ok: false, reason: 'Not signed: input 0 is not yours: a withdrawal spends only your own coins.' });
    expect(checkWithdrawPsbt(build({ input: 7 }), approve, asked)).toEqual({ ok: false, reason: `Not signed: it would spend ${txid(7)}:0, which holds one of your assets, as a fee.` });
  });
});
