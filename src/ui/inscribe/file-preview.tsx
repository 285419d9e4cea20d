import { contentKind } from '../../domain/market/listing-display';
import { itemDataUrl, type InscribeItem } from '../../domain/inscribe/inscribe-items';
import * as css from '../components/kit.css';

const TEXT_SHOWN = 2_000;

/**
 * A file as it will be inscribed, before anything is paid: an image (SVG too) as an image, which runs nothing; HTML in a
 * frame sandboxed with nothing allowed (no scripts, an opaque origin); text escaped, its start; anything else named.
 */
export function FilePreview({ item }: { readonly item: InscribeItem }) {
  const type = item.contentType.split(';')[0]!.trim().toLowerCase();
  const kind = type === 'image/svg+xml' ? 'image' : contentKind(type);
  const text = item.base64 ? null : item.content;
  return (
    <div className={css.content} style={{ maxHeight: 320, overflow: 'auto', marginTop: 4 }} data-testid="file-preview" data-preview-kind={kind}>
      {kind === 'image' ? <img className={css.contentImage} src={itemDataUrl(item)} alt={`Preview of ${item.filename}`} style={{ maxHeight: 300 }} /> : null}
      {kind === 'frame' && text !== null ? (
        <iframe
          className={css.contentFrame}
          sandbox=""
          srcDoc={text}
          referrerPolicy="no-referrer"
          title={`Preview of ${item.filename}, in a sandboxed frame`}
        />
      ) : null}
      {kind === 'text' && text !== null ? <pre className={css.contentText}>{text.length > TEXT_SHOWN ? `${text.slice(0, TEXT_SHOWN)}…` : text}</pre> : null}
      {kind === 'none' || ((kind === 'frame' || kind === 'text') && text === null) ? (
        <p className={css.status}>A {type} file: no preview here. It is inscribed as it is.</p>
      ) : null}
    </div>
  );
}
