import { useEffect } from 'react';
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
export function TxConfirmations({ txid, onConfirmed }: { txid: string; onConfirmed?: () => void }) {
  // A view rendered alone (a flow's view in its model test) has no services to read with: it says nothing.
  return useOptionalServices() ? <Confirmations txid={txid} {...(onConfirmed ? { onConfirmed } : {})} /> : null;
}

function Confirmations({ txid, onConfirmed }: { txid: string; onConfirmed?: () => void }) {
  const remote = useRemote(`tx-depth:${txid}`, (api) => txDepth(api, txid), { everyMs: EVERY_MS });
  const depth = remote.data;
  const text = depth ? confirmationsText(depth.height, depth.tip) : null;
  // In a block: the text counts its confirmations ('1 confirmation'), where a transaction in the mempool's is words.
  const confirmed = text !== null && /^\d/.test(text);
  useEffect(() => {
    if (confirmed) onConfirmed?.();
  }, [confirmed, onConfirmed]);
  return text ? <span data-testid="tx-confirmations">{text}</span> : null;
}
