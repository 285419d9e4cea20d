import { explorerLinkText } from '../../domain/explorer';
import { useExplorer } from '../hooks/explorer-context';
import { inlineLink } from './page.css';

const KIND_WORDS = { tx: 'transaction', address: 'address', inscription: 'inscription' } as const;

export interface ExplorerLinkProps {
  readonly kind: keyof typeof KIND_WORDS;
  /** The txid, the address or the inscription id. */
  readonly id: string;
}

/**
 * 'View on mempool.space': a transaction's, an address's or an inscription's page on the chosen explorer, in a new
 * tab. Nothing where the chain has no explorer for it (the devnet: its transactions exist nowhere else).
 */
export function ExplorerLink({ kind, id }: ExplorerLinkProps) {
  const explorer = useExplorer();
  const url = kind === 'tx' ? explorer.tx(id) : kind === 'address' ? explorer.address(id) : explorer.inscription(id);
  if (!url) return null;
  const text = explorerLinkText(url);
  const short = id.length > 16 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={inlineLink}
      aria-label={`${text} (${KIND_WORDS[kind]} ${short})`}
      data-explorer-link={kind}
    >
      {text}
    </a>
  );
}
