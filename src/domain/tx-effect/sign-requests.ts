import { SigHash } from '@scure/btc-signer';
import type { PsbtToSign, PsbtVerdict } from '../psbt-intent';
import type { ConnectedAccount } from '../wallet-session';
import { isTaprootScript } from './scripts';
import type { Outpoint, StatedEffect } from './stated-effect';
import type { In } from './tx-parts';
import { refuse, sighashWords } from './verdict-words';

/**
 * Who signs what, and with which sighash: each request names an input of the user's (never a seller's), the PSBT's
 * field and the request agree, and the policy holds (a listing's item 0x83; anything else ALL, or DEFAULT on Taproot).
 * The requests to hand the wallet, each with its explicit sighash, or the refusal.
 */
export function signRequests(
  ins: readonly In[],
  sellerIns: readonly In[],
  toSignInputs: readonly PsbtToSign[],
  stated: StatedEffect,
  account: ConnectedAccount,
  at: (o: Outpoint) => In | undefined,
): Map<number, PsbtToSign> | PsbtVerdict {
  if (toSignInputs.length === 0) return refuse('nothing to sign was named.');
  const toSign = new Map<number, PsbtToSign>();
  for (const request of toSignInputs) {
    const input = ins[request.index];
    if (!input) return refuse(`it asks to sign input ${request.index}, which the transaction does not have.`);
    if (sellerIns.includes(input)) return refuse("it asks you to sign the seller's input.");
    if (!input.role) return refuse(`it asks you to sign input ${request.index}, which is not yours.`);
    const effective = input.field ?? (isTaprootScript(input.script) ? SigHash.DEFAULT : SigHash.ALL);
    const asked = request.sighashTypes ?? [];
    if (asked.length > 1 || (asked.length === 1 && asked[0] !== effective)) {
      return refuse(
        `input ${request.index} would be signed with sighash ${asked.map(sighashWords).join(', ')} while the transaction says ${sighashWords(effective)}.`,
      );
    }
    if (stated.listing) {
      if (input !== at(stated.listing.item)) return refuse(`it asks to sign input ${request.index}, which is not the item you are listing.`);
      if (effective !== SigHash.SINGLE_ANYONECANPAY)
        return refuse(`the listing must be signed with sighash 0x83 (SINGLE|ANYONECANPAY), not ${sighashWords(effective)}.`);
    } else if (effective !== SigHash.ALL && !(effective === SigHash.DEFAULT && isTaprootScript(input.script))) {
      return refuse(
        `your input ${request.index} would be signed with sighash ${sighashWords(effective)}, not ALL: the signature could be reused in a transaction that pays someone else.`,
      );
    }
    const ordinals = input.role === 'ordinals';
    toSign.set(request.index, {
      index: request.index,
      address: ordinals ? account.ordinalsAddress : account.paymentAddress,
      publicKey: ordinals ? account.ordinalsPubKey : account.paymentPubKey,
      sighashTypes: [effective],
    });
  }
  return toSign;
}
