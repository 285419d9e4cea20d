import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { feePaid, unsignedTransaction } from '../../src/flows/unlist/unlist-fee';

/** The on-chain unlisting's fee the dialog shows: from the PSBT's unsigned transaction and the amounts the app looks up. */
const psbt = () => {
  const tx = new Transaction({ allowUnknownOutputs: true });
  tx.addInput({ txid: `${'aa'.repeat(31)}bb`, index: 3, witnessUtxo: { script: hex.decode(`5120${'11'.repeat(32)}`), amount: 1n } });
  tx.addInput({ txid: 'cc'.repeat(32), index: 0, witnessUtxo: { script: hex.decode(`5120${'11'.repeat(32)}`), amount: 1n } });
  tx.addOutput({ script: hex.decode(`5120${'22'.repeat(32)}`), amount: 546n });
  tx.addOutput({ script: hex.decode(`5120${'33'.repeat(32)}`), amount: 9_000n });
  return hex.encode(tx.toPSBT());
};

describe('an on-chain unlisting’s fee', () => {
  it('reads what the transaction spends and pays, hex or base64', () => {
    const read = {
      spends: [
        { txid: `${'aa'.repeat(31)}bb`, vout: 3 },
        { txid: 'cc'.repeat(32), vout: 0 },
      ],
      pays: [546n, 9_000n],
    };
    expect(unsignedTransaction(psbt())).toEqual(read);
    expect(unsignedTransaction(Buffer.from(hex.decode(psbt())).toString('base64'))).toEqual(read);
    expect(unsignedTransaction('70736274ff00')).toBeNull();
  });

  it('is the looked-up amounts less the outputs (never the amounts the PSBT states); an input not found is refused', async () => {
    const amounts: Record<string, number> = { [`${'aa'.repeat(31)}bb:3`]: 546, [`${'cc'.repeat(32)}:0`]: 9_400 };
    const query = {
      utxo: async (txid: string, vout: number) => (amounts[`${txid}:${vout}`] === undefined ? null : { txid, vout, satoshi: amounts[`${txid}:${vout}`]! }),
    };
    expect(await feePaid(query, psbt())).toBe(400);
    delete amounts[`${'cc'.repeat(32)}:0`];
    await expect(feePaid(query, psbt())).rejects.toThrow("This unlisting's network fee cannot be worked out");
  });
});
