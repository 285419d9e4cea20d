import { Address, NETWORK, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer';
import { base64, hex } from '@scure/base';
import type { ConnectedAccount } from '../../domain/wallet-session';

export interface RequestedInput {
  readonly index: number;
  readonly address?: string;
  readonly publicKey?: string;
  readonly sighashTypes?: readonly number[];
}

/**
 * The address an input spends from, read off its witness UTXO, or null. A script is the same on every network:
 * it is written as the account's address where it is one of them (a mainnet account's bc1…), else as testnet.
 */
function ownerOf(tx: Transaction, index: number, ours: readonly string[]): string | null {
  const script = tx.getInput(index).witnessUtxo?.script;
  if (!script) return null;
  const written: string[] = [];
  for (const network of [TEST_NETWORK, NETWORK]) {
    try {
      written.push(Address(network).encode(OutScript.decode(script)));
    } catch {
      /* not a standard script on this network */
    }
  }
  return written.find((address) => ours.includes(address)) ?? written[0] ?? null;
}

/**
 * What sats-connect's `signPsbt` takes (base64, and the inputs to sign grouped by address), made so the
 * wallet signs what was asked: each input by the address that owns it (its witness UTXO's, not a guess),
 * and with the sighash requested. sats-connect has no per-input sighash parameter, so a requested sighash
 * (for example 131 for a listing) is written into the input's PSBT field, which the wallet signs with.
 * An input that no address of the account owns is refused before the wallet is asked.
 */
export function satsConnectSignRequest(
  psbtHex: string,
  inputs: readonly RequestedInput[],
  account: ConnectedAccount | null,
): { psbt: string; signInputs: Record<string, number[]> } {
  const tx = Transaction.fromPSBT(hex.decode(psbtHex), { allowUnknownOutputs: true, allowUnknownInputs: true, allowLegacyWitnessUtxo: true });
  const ours = account ? [account.ordinalsAddress, account.paymentAddress] : [];
  const byKey = (publicKey: string | undefined) =>
    !account || !publicKey
      ? undefined
      : publicKey === account.paymentPubKey
        ? account.paymentAddress
        : publicKey === account.ordinalsPubKey
          ? account.ordinalsAddress
          : undefined;
  const signInputs: Record<string, number[]> = {};
  for (const input of inputs) {
    if (input.index < 0 || input.index >= tx.inputsLength) throw new Error(`The transaction has no input ${input.index} to sign.`);
    const owner = ownerOf(tx, input.index, ours);
    const named = input.address ?? byKey(input.publicKey);
    if (owner && named && owner !== named) throw new Error(`Input ${input.index} belongs to ${owner}, not ${named}.`);
    const address = owner ?? named;
    if (!address || (ours.length > 0 && !ours.includes(address))) throw new Error(`Input ${input.index} is not spent from this wallet's addresses.`);
    const sighash = input.sighashTypes?.[0];
    if (sighash !== undefined) tx.updateInput(input.index, { sighashType: sighash }, true);
    (signInputs[address] ??= []).push(input.index);
  }
  return { psbt: base64.encode(tx.toPSBT()), signInputs };
}
