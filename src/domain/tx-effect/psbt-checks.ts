import type { Network } from '../network';
import type { PsbtCheck, PsbtChecks, PsbtIntent } from '../psbt-intent';
import { checkEffect } from './check-effect';
import { checkSplit } from './check-split';
import type { Outpoint, SellerRunes, StatedEffect } from './stated-effect';
import { isTokenLot } from './token-lot';
import type { BuyIntent, DepositIntent, ListIntent, PayIntent, SweepIntent, SweepItem, UnlistIntent, WithdrawIntent } from './intents';

/**
 * The one check by intent kind (PSBT_CHECKS): an intent, read as data and never trusted, becomes the effect its
 * dialog stated (statedEffect), which check-effect.ts holds the PSBT to.
 */
/**
 * A padding split signed before a purchase or a sweep: only the user's coins, back to the user's payment address (the
 * padding coins and the change), for at most its own fee (none stated: none).
 */
const paddingEffect = (network: Network, feeSats: bigint | undefined): StatedEffect => ({
  network,
  what: 'the padding transaction',
  parties: [],
  moves: [],
  maxNetworkFeeSats: feeSats ?? 0n,
  onlyUserInputs: true,
  onlyPaymentOutputs: true,
});

/** The effect a dialog stated, from its intent; null when the intent lacks a detail the check needs. */
export function statedEffect(intent: PsbtIntent): StatedEffect | null {
  if (isListIntent(intent))
    return {
      network: intent.network,
      what: intent.kind === 'list' ? 'this listing' : 'this price change',
      parties: [],
      moves: [],
      maxNetworkFeeSats: 0n,
      listing: {
        item: intent.item,
        payAddress: intent.payAddress,
        priceSats: intent.priceSats,
        sells: intent.sells ?? { runes: [], arc20: [] },
        ...(intent.inscriptionId ? { inscriptionId: intent.inscriptionId } : {}),
        ...(intent.lot ? { lot: intent.lot } : {}),
      },
    };
  if (isBuyIntent(intent)) {
    // The split's own fee, never the purchase's again (none stated: none allowed).
    if (intent.padding === true) return paddingEffect(intent.network, intent.paddingFeeSats);
    const fee =
      intent.serviceFeeSats > 0n || intent.feeAddress ? [{ role: "the market's fee address", address: intent.feeAddress, sats: intent.serviceFeeSats }] : [];
    return {
      network: intent.network,
      what: intent.kind === 'bid' ? 'this bid' : intent.kind === 'claim' ? 'this claim' : 'this purchase',
      parties: fee,
      moves: [
        {
          what: 'the item',
          item: 'seller',
          offset: intent.itemOffset,
          to: 'ordinals',
          ...(intent.inscriptionId ? { inscriptionId: intent.inscriptionId } : {}),
          ...(intent.gets?.kind === 'arc20' ? { whole: true } : {}),
          ...(intent.withItemMaxSats !== undefined ? { maxSats: intent.withItemMaxSats } : {}),
        },
      ],
      maxNetworkFeeSats: intent.networkFeeSats,
      seller: {
        input: intent.item ?? 'signed',
        paidSats: intent.priceSats,
        ...(intent.gets
          ? { gets: { lot: intent.gets, offset: intent.itemOffset, ...(intent.inscriptionId ? { inscriptionId: intent.inscriptionId } : {}) } }
          : {}),
      },
    };
  }
  if (isSweepIntent(intent)) {
    if (intent.padding === true) return paddingEffect(intent.network, intent.paddingFeeSats);
    return {
      network: intent.network,
      what: 'this sweep',
      parties:
        intent.serviceFeeSats > 0n || intent.feeAddress ? [{ role: "the market's fee address", address: intent.feeAddress, sats: intent.serviceFeeSats }] : [],
      // An inscription lands at the user's ordinals address; runes go there too (the check's rule for a seller's runes).
      moves: intent.items.flatMap((i) =>
        i.item
          ? [{ what: i.what, item: i.item, offset: i.itemOffset ?? 0n, to: 'ordinals', ...(i.inscriptionId ? { inscriptionId: i.inscriptionId } : {}) }]
          : [],
      ),
      maxNetworkFeeSats: intent.networkFeeSats,
      sellers: intent.items.map((i) => ({
        input: i.item ?? { runes: i.runes! },
        paidSats: i.priceSats,
        what: i.what,
        ...(i.gets ? { gets: { lot: i.gets, offset: i.itemOffset ?? 0n, ...(i.inscriptionId ? { inscriptionId: i.inscriptionId } : {}) } } : {}),
      })),
    };
  }
  if (isUnlistIntent(intent))
    return {
      network: intent.network,
      what: 'this unlisting',
      parties: [],
      moves: [{ what: 'the item', item: intent.item, offset: intent.itemOffset, to: 'ordinals' }],
      maxNetworkFeeSats: intent.networkFeeSats,
    };
  if (isDepositIntent(intent)) {
    return {
      network: intent.network,
      what: 'this deposit',
      parties: [{ role: 'the swap module', address: intent.moduleAddress, sats: 'postage' }],
      moves: [{ what: 'the transfer inscription', item: intent.item, offset: intent.itemOffset, to: 'the swap module' }],
      maxNetworkFeeSats: intent.networkFeeSats,
      onlyUserInputs: true,
    };
  }
  if (isPayIntent(intent))
    return {
      network: intent.network,
      what: intent.what,
      parties: [intent.payee],
      moves: [],
      maxNetworkFeeSats: intent.networkFeeSats,
      onlyUserInputs: true,
    };
  if (isWithdrawIntent(intent)) {
    return {
      network: intent.network,
      what: intent.part === 'payment' ? "the withdrawal's payment" : intent.part === 'approve' ? "the withdrawal's approval" : 'the cancel',
      parties: intent.part === 'payment' ? [{ role: 'the swap module', address: intent.moduleAddress, sats: intent.moduleFeeSats }] : [],
      moves: [],
      maxNetworkFeeSats: intent.networkFeeSats,
      notes: true,
      onlyUserInputs: true,
    };
  }
  return null;
}

const MISSING: Readonly<Record<string, string>> = {
  list: 'this listing',
  'update-price': 'this price change',
  buy: 'this purchase',
  bid: 'this bid',
  claim: 'this claim',
  sweep: 'this sweep',
  unlist: 'this unlisting',
  deposit: 'this deposit',
  withdraw: 'this withdrawal',
  pay: 'this payment',
};
const check: PsbtCheck = ({ psbtHex, intent, account, toSignInputs, facts }) => {
  const stated = statedEffect(intent);
  if (!stated) return { ok: false, reason: `the dialog did not say what ${MISSING[intent.kind] ?? 'this transaction'} must do.` };
  return checkEffect(psbtHex, stated, account, toSignInputs, facts);
};

/** The check by intent kind, for the wallet session (`psbtChecks`): one model serves every kind; a rune split has its own (check-split.ts). */
export const PSBT_CHECKS: PsbtChecks = { ...Object.fromEntries(Object.keys(MISSING).map((kind) => [kind, check])), split: checkSplit };

const isOutpoint = (v: unknown): v is Outpoint =>
  typeof v === 'object' && v !== null && typeof (v as Outpoint).txid === 'string' && Number.isInteger((v as Outpoint).vout);
const isNetwork = (v: unknown): v is Network => v === 'mainnet' || v === 'testnet';
const isSats = (v: unknown): v is bigint => typeof v === 'bigint' && v >= 0n;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
function isListIntent(i: PsbtIntent): i is ListIntent {
  const lot = (i as { lot?: unknown }).lot;
  const lotOk = lot === undefined || (typeof lot === 'object' && lot !== null && isText((lot as SellerRunes).rune) && isText((lot as SellerRunes).amount));
  return (i.kind === 'list' || i.kind === 'update-price') && isNetwork(i.network) && isOutpoint(i.item) && isSats(i.priceSats) && isText(i.payAddress) && lotOk;
}
function isBuyIntent(i: PsbtIntent): i is BuyIntent {
  return (
    (i.kind === 'buy' || i.kind === 'bid' || i.kind === 'claim') &&
    isNetwork(i.network) &&
    (i.item === undefined || isOutpoint(i.item)) &&
    isSats(i.itemOffset) &&
    typeof i.feeAddress === 'string' &&
    [i.priceSats, i.serviceFeeSats, i.networkFeeSats].every(isSats) &&
    (i.paddingFeeSats === undefined || isSats(i.paddingFeeSats)) &&
    (i.withItemMaxSats === undefined || isSats(i.withItemMaxSats)) &&
    (i.inscriptionId === undefined || isText(i.inscriptionId)) &&
    // A purchase states what it gets of a token, or that it gets none: never left out.
    (i.gets === null || isTokenLot(i.gets))
  );
}
function isSweepIntent(i: PsbtIntent): i is SweepIntent {
  const items = i.items;
  return (
    i.kind === 'sweep' &&
    isNetwork(i.network) &&
    Array.isArray(items) &&
    items.length > 0 &&
    items.every(
      (x: SweepItem) =>
        isText(x.what) &&
        isSats(x.priceSats) &&
        // Exactly one of: an inscription's outpoint and offset, or a rune and its amount.
        (x.runes === undefined
          ? isOutpoint(x.item) &&
            isSats(x.itemOffset) &&
            (x.inscriptionId === undefined || isText(x.inscriptionId)) &&
            (x.gets === undefined || isTokenLot(x.gets))
          : x.item === undefined && x.inscriptionId === undefined && isText(x.runes.rune) && /^\d+(\.\d+)?$/.test(x.runes.amount)),
    ) &&
    typeof i.feeAddress === 'string' &&
    isSats(i.serviceFeeSats) &&
    isSats(i.networkFeeSats) &&
    (i.paddingFeeSats === undefined || isSats(i.paddingFeeSats))
  );
}
function isUnlistIntent(i: PsbtIntent): i is UnlistIntent {
  return i.kind === 'unlist' && isNetwork(i.network) && isOutpoint(i.item) && isSats(i.itemOffset) && isSats(i.networkFeeSats);
}
function isDepositIntent(i: PsbtIntent): i is DepositIntent {
  return i.kind === 'deposit' && isNetwork(i.network) && isOutpoint(i.item) && isSats(i.itemOffset) && isText(i.moduleAddress) && isSats(i.networkFeeSats);
}
function isPayIntent(i: PsbtIntent): i is PayIntent {
  const payee = i.payee as PayIntent['payee'] | undefined;
  return (
    i.kind === 'pay' &&
    isNetwork(i.network) &&
    isText(i.what) &&
    !!payee &&
    isText(payee.role) &&
    isText(payee.address) &&
    isSats(payee.sats) &&
    payee.sats > 0n &&
    isSats(i.networkFeeSats)
  );
}
function isWithdrawIntent(i: PsbtIntent): i is WithdrawIntent {
  return (
    i.kind === 'withdraw' &&
    (i.part === 'payment' || i.part === 'approve' || i.part === 'cancel') &&
    isNetwork(i.network) &&
    isText(i.moduleAddress) &&
    isSats(i.moduleFeeSats) &&
    isSats(i.networkFeeSats)
  );
}
