import { Address, OutScript, TEST_NETWORK, type Transaction } from '@scure/btc-signer';
import { bytesToHex } from '@noble/hashes/utils.js';

/** What a PSBT spends and pays, for the approval prompt. */
export interface PsbtSummary {
  readonly inputs: readonly {
    index: number;
    txid: string;
    vout: number;
    address: string;
    sats: string;
    ours: boolean;
    toSign: boolean;
    sighash: number | null;
  }[];
  readonly outputs: readonly { index: number; address: string; sats: string }[];
  readonly fee: string | null;
}

/** The PSBT's inputs and outputs in words; which inputs a wallet holding `ours` would sign (all of its own, or those in `toSign`). */
export function summarisePsbt(tx: Transaction, ours: ReadonlySet<string>, toSign: ReadonlySet<number> | null): PsbtSummary {
  const addressOf = (script: Uint8Array | undefined) => {
    try {
      return script ? Address(TEST_NETWORK).encode(OutScript.decode(script)) : '';
    } catch {
      return '(script)';
    }
  };
  let inSum = 0n;
  let known = true;
  const inputs = Array.from({ length: tx.inputsLength }, (_, index) => {
    const input = tx.getInput(index);
    const address = addressOf(input.witnessUtxo?.script);
    const amount = input.witnessUtxo?.amount;
    if (amount === undefined) known = false;
    else inSum += amount;
    const mine = ours.has(address);
    return {
      index,
      txid: input.txid ? bytesToHex(input.txid) : '',
      vout: input.index ?? 0,
      address,
      sats: amount?.toString() ?? '?',
      ours: mine,
      toSign: mine && (toSign === null || toSign.has(index)),
      sighash: input.sighashType ?? null,
    };
  });
  let outSum = 0n;
  const outputs = Array.from({ length: tx.outputsLength }, (_, index) => {
    const output = tx.getOutput(index);
    outSum += output.amount ?? 0n;
    return { index, address: addressOf(output.script), sats: (output.amount ?? 0n).toString() };
  });
  return { inputs, outputs, fee: known && inSum >= outSum ? (inSum - outSum).toString() : null };
}
