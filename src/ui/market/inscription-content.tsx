import { contentKind } from '../../domain/market/listing-display';
import { inscriptionText } from '../../services/reads/content-reads';
import { useServices } from '../hooks/services';
import { RemoteStatus } from '../components/market-bits';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';

/** The content host's address of an inscription's content. */
export const contentUrl = (base: string, inscriptionId: string) => `${base}/content/${encodeURIComponent(inscriptionId)}`;

/**
 * An inscription's content, made by a stranger and shown so it cannot reach this page: images as images;
 * HTML and SVG only in a frame sandboxed without same-origin access (its scripts run in an opaque origin:
 * no cookies, no storage, no parent page); text fetched and shown escaped; anything else not at all.
 */
export function InscriptionContent({
  inscriptionId,
  contentType,
  fill,
  name,
}: {
  inscriptionId: string;
  contentType: string;
  fill?: boolean;
  /** The item's name as text, where several are on a page (a grid's cards): each frame and image is named for its item. */
  name?: string;
}) {
  const services = useServices();
  const kind = contentKind(contentType);
  const src = contentUrl(services.config.api.content, inscriptionId);
  return (
    // `fill`: the height of its box (a card's picture), not a square of its width.
    <div className={css.content} style={fill ? { height: '100%', aspectRatio: 'auto' } : undefined} data-testid="inscription-content" data-content-kind={kind}>
      {kind === 'image' ? <img className={css.contentImage} src={src} alt={name ? `${name}: the inscription's image` : "The inscription's image"} /> : null}
      {kind === 'frame' ? (
        <iframe
          className={css.contentFrame}
          src={src}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          loading="lazy"
          title={name ? `${name}: the inscription's content, in a sandboxed frame` : "The inscription's content, in a sandboxed frame"}
        />
      ) : null}
      {kind === 'text' ? <TextContent inscriptionId={inscriptionId} /> : null}
      {kind === 'none' ? <p className={css.status}>Content of type {contentType || 'unknown'} is not shown here.</p> : null}
    </div>
  );
}

function TextContent({ inscriptionId }: { inscriptionId: string }) {
  const remote = useRemote(`content:${inscriptionId}`, inscriptionText(inscriptionId));
  if (remote.status === 'failed') {
    return <RemoteStatus remote={remote} what="the content" retry={remote.retry} />;
  }
  if (remote.data === null) return <RemoteStatus remote={remote} what="the content" retry={remote.retry} />;
  return <pre className={css.contentText}>{prettyText(remote.data)}</pre>;
}

/** The start of a text inscription, escaped, for a card (the card's placeholder until it is read, or if it cannot be). */
export function TextSnippet({ inscriptionId, fallback }: { inscriptionId: string; fallback: string }) {
  const remote = useRemote(`content:${inscriptionId}`, inscriptionText(inscriptionId));
  const text = remote.data?.trim();
  if (!text) return <>{fallback}</>;
  return (
    <span
      style={{ overflow: 'hidden', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', fontSize: '0.8em', padding: 6, display: 'block', maxHeight: '100%' }}
      data-testid="text-snippet"
    >
      {text.length > 140 ? `${text.slice(0, 140)}…` : text}
    </span>
  );
}

/** JSON (brc-20 operations) laid out readably; any other text as it is. React escapes it either way. */
function prettyText(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? JSON.stringify(parsed, null, 2) : text;
  } catch {
    return text;
  }
}
