import { confirmationsText } from '../../domain/explorer';
import { txDepth } from '../../services/reads/tx-reads';
import { useOptionalServices } from '../hooks/services';
import { useRemote } from '../hooks/use-remote';

/** How often a followed transaction's confirmations are read again: a block comes about every 10 minutes. */
const EVERY_MS = 30_000;

/**
 * A transaction's confirmations as the chain has them now: 'Pending (in the mempool)', '1 confirmation',
 * '3 confirmations'. Nothing while unknown (not read yet, or the indexer no longer knows the output).
 */
export function TxConfirmations({ txid }: { txid: string }) {
  // A view rendered alone (a flow's view in its model test) has no services to read with: it says nothing.
  return useOptionalServices() ? <Confirmations txid={txid} /> : null;
}

function Confirmations({ txid }: { txid: string }) {
  const remote = useRemote(`tx-depth:${txid}`, (api) => txDepth(api, txid), { everyMs: EVERY_MS });
  const depth = remote.data;
  const text = depth ? confirmationsText(depth.height, depth.tip) : null;
  return text ? <span data-testid="tx-confirmations">{text}</span> : null;
}
