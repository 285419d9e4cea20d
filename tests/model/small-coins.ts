import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import type { Devnet } from '../../devnet/server/devnet-app';
import type { DevAccount } from '../../devnet/wallet/dev-accounts';
import { allInputs, signInputs } from '../../devnet/wallet/sign-inputs';

/** Spends every coin of 10,000 sats or less at `address` (one of `account`'s) into one big coin: a buyer with nothing to pad with. */
export function spendSmallCoins(devnet: Devnet, account: DevAccount, address: string): void {
  const coins = devnet.indexer.spendableUtxos(address);
  const small = coins.filter((u) => BigInt(u.value) <= 10_000n);
  const big = coins.find((u) => BigInt(u.value) > 1_000_000n);
  if (small.length === 0 || !big) return;
  const spent = [...small, big];
  const tx = new Transaction();
  for (const u of spent) tx.addInput({ txid: u.txid, index: u.vout, witnessUtxo: { script: hex.decode(u.script), amount: BigInt(u.value) } });
  tx.addOutput({ script: hex.decode(big.script), amount: spent.reduce((a, u) => a + BigInt(u.value), 0n) - 2_000n });
  const psbt = hex.encode(tx.toPSBT());
  devnet.chain.submit(Transaction.fromPSBT(hex.decode(signInputs(psbt, account, allInputs(psbt)))).hex);
  devnet.mine(1);
}
