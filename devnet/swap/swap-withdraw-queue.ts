import { Decimal } from '../decimal';
import { Transaction } from '@scure/btc-signer';
import { scriptFor } from '../chain/chain';
import { inputFor } from '../crypto/psbt';
import type { Withdraw } from './swap-state';
import { MODULE_ADDRESS, MODULE_INTERNAL, MODULE_KEY } from './swap-config';
import type { SwapContext } from './swap-signing';

/**
 * What a block does with withdrawals: sends those ready when the module holds enough on chain, else
 * queues them as 'order' until deposits match them; refunds cancelled ones.
 */
export function createSwapWithdrawQueue(ctx: SwapContext) {
  const { deps, chain, indexer, get, save, credit } = ctx;
  /** The module's brc-20 it holds on chain and may send: what deposits brought, less what is on its way out. */
  const moduleAvailable = (tick: string) => new Decimal(indexer.summary(MODULE_ADDRESS, tick).availableBalanceUnSafe);

  /** Sends a withdrawal on chain: the module inscribes a transfer and sends it to the user. */
  function sendWithdraw(w: Withdraw): string {
    const transfer = indexer.inscribe(MODULE_ADDRESS, {
      contentType: 'text/plain;charset=utf-8',
      content: JSON.stringify({ p: 'brc-20', op: 'transfer', tick: w.tick, amt: w.amount }),
    });
    if (!transfer.brc20?.valid) throw new Error('The module could not inscribe the transfer.');
    const item = chain.utxo(transfer.location!.txid, transfer.location!.vout)!;
    // The module pays its network fees from its own BTC (the devnet's faucet tops it up).
    const feeUtxo = chain.fund(MODULE_ADDRESS, 10_000n);
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput(inputFor(item, { tapInternalKey: MODULE_INTERNAL }));
    tx.addInput(inputFor(feeUtxo, { tapInternalKey: MODULE_INTERNAL }));
    tx.addOutput({ script: scriptFor(w.address), amount: BigInt(item.value) });
    tx.addOutput({ script: scriptFor(MODULE_ADDRESS), amount: 8_000n });
    tx.signIdx(MODULE_KEY, 0);
    tx.signIdx(MODULE_KEY, 1);
    tx.finalize();
    return deps.broadcast(tx.hex);
  }

  /** Sends the withdrawals that are ready (or queued) when the module holds enough of their tick. */
  function processQueue(): void {
    const queue = Object.values(get().withdraws)
      .filter((w) => (w.status === 'pending' && w.readyHeight !== null && chain.tip() >= w.readyHeight) || w.status === 'order')
      .sort((a, b) => a.createdAt - b.createdAt);
    for (const w of queue) {
      if (moduleAvailable(w.tick).lt(w.amount)) {
        if (w.status !== 'order') save((s) => ({ ...s, withdraws: { ...s.withdraws, [w.id]: { ...w, status: 'order' } } }));
        continue;
      }
      try {
        const txid = sendWithdraw(w);
        // A queued withdrawal is matched by the latest deposit of its tick from someone else.
        const matchedFrom =
          w.status === 'order'
            ? (Object.values(get().deposits)
                .filter((d) => d.status === 'confirmed' && d.address !== w.address && d.tick.toLowerCase() === w.tick.toLowerCase())
                .at(-1)?.address ?? null)
            : null;
        save((s) => ({ ...s, withdraws: { ...s.withdraws, [w.id]: { ...w, status: 'completed', txid, completedAt: deps.now(), matchedFrom } } }));
      } catch (error) {
        save((s) => ({
          ...s,
          withdraws: { ...s.withdraws, [w.id]: { ...w, status: 'error', error: error instanceof Error ? error.message : String(error) } },
        }));
      }
    }
  }

  /** Gives back the balance of withdrawals cancelled a block ago. */
  function refundCancelled(): void {
    for (const w of Object.values(get().withdraws)) {
      if (w.status === 'cancel' && !w.refunded && w.refundHeight !== null && chain.tip() >= w.refundHeight) {
        save((s) => ({ ...credit(s, w.address, w.tick, new Decimal(w.amount)), withdraws: { ...s.withdraws, [w.id]: { ...w, refunded: true } } }));
      }
    }
  }
  return { processQueue, refundCancelled };
}
