import { psbtBytes } from '../../domain/tx-effect/psbt-text';
import type { QueryApi } from '../../services/api/query-api';

/**
 * What an on-chain unlisting leaves to miners, for the dialog to show: the real API's create_put_off answers the
 * transaction's size, not its fee. The PSBT's own unsigned transaction says what it spends and pays out; what each
 * spent output holds comes from the indexer, looked up by the app itself (never the amounts the PSBT states). The
 * transaction-effect check then holds the PSBT to this figure from its own facts before anything is signed.
 * Plain code like psbt-text.ts: the dialog reads two lists without loading the check's decoder.
 */
const CANNOT_TELL =
  "This unlisting's network fee cannot be worked out (a transaction or an input the app cannot read), so it cannot be checked. Nothing was signed.";

/** The outputs a PSBT's global unsigned transaction spends, and the amounts it pays out; null when unreadable. */
export function unsignedTransaction(text: string): { readonly spends: { txid: string; vout: number }[]; readonly pays: bigint[] } | null {
  const bytes = psbtBytes(text);
  if (!bytes) return null;
  let at = 5;
  const byte = () => {
    const b = bytes[at++];
    if (b === undefined) throw new Error('truncated');
    return b;
  };
  const le = (width: number): bigint => {
    let value = 0n;
    for (let i = 0; i < width; i++) value |= BigInt(byte()) << BigInt(8 * i);
    return value;
  };
  const size = (): number => {
    const first = byte();
    return first < 0xfd ? first : Number(le(first === 0xfd ? 2 : first === 0xfe ? 4 : 8));
  };
  try {
    for (;;) {
      const keyLength = size();
      if (keyLength === 0) return null;
      const key = bytes[at];
      at += keyLength;
      const valueLength = size();
      const end = at + valueLength;
      if (keyLength === 1 && key === 0x00) {
        at += 4;
        const spends = Array.from({ length: size() }, () => {
          const txid = Array.from(bytes.subarray(at, (at += 32)))
            .reverse()
            .map((b) => b.toString(16).padStart(2, '0'))
            .join('');
          const vout = Number(le(4));
          const scriptSig = size();
          at += scriptSig + 4;
          return { txid, vout };
        });
        const pays = Array.from({ length: size() }, () => {
          const amount = le(8);
          const script = size();
          at += script;
          return amount;
        });
        return at <= end ? { spends, pays } : null;
      }
      at = end;
    }
  } catch {
    return null;
  }
}

/** The fee a PSBT pays: the amounts of what it spends, looked up, less what it pays out (sats). */
export async function feePaid(query: Pick<QueryApi, 'utxo'>, psbt: string): Promise<number> {
  const tx = unsignedTransaction(psbt);
  if (!tx || tx.spends.length === 0) throw new Error(CANNOT_TELL);
  const held = await Promise.all(
    tx.spends.map(async ({ txid, vout }) => {
      const utxo = await query.utxo(txid, vout);
      const sats = utxo && utxo.isSpent !== true ? String(utxo.satoshi) : '';
      if (!/^\d+$/.test(sats)) throw new Error(CANNOT_TELL);
      return BigInt(sats);
    }),
  );
  const fee = held.reduce((a, b) => a + b, 0n) - tx.pays.reduce((a, b) => a + b, 0n);
  if (fee < 0n) throw new Error(CANNOT_TELL);
  return Number(fee);
}
