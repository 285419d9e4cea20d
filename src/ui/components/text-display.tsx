import { analyseNonPrintable, analysePrintableAscii, type TextAnalysis } from '../../domain/text-safety';
import { Tooltip } from './tooltip';
import * as css from './text-display.css';

function Segments({ analysis }: { analysis: TextAnalysis }) {
  return (
    <>
      {analysis.segments.map((segment, i) =>
        segment.flagged ? (
          <span key={i} className={css.flagged} data-flagged="true">
            {segment.text}
          </span>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/**
 * A text with its non-printable characters (control, whitespace, invisible) shown grey, smaller and
 * URL-encoded. Empty text shows nothing.
 */
export function SafeText({ text }: { text: string | null | undefined }) {
  const analysis = analyseNonPrintable(text);
  if (analysis.segments.length === 0) return null;
  return (
    <span data-text-flagged={analysis.flagged ? 'true' : 'false'}>
      <Segments analysis={analysis} />
    </span>
  );
}

export const NON_ASCII_WARNING = 'This text contains characters that are not on a keyboard. Check it carefully: it may imitate another name.';

/**
 * A tick or name checked for printable ASCII only (space to tilde): anything else is shown URL-encoded,
 * grey and smaller, with a warning icon. Empty text shows nothing.
 */
export function AsciiText({ text }: { text: string | null | undefined }) {
  const analysis = analysePrintableAscii(text);
  if (analysis.segments.length === 0) return null;
  return (
    <span data-text-flagged={analysis.flagged ? 'true' : 'false'}>
      <Segments analysis={analysis} />
      {analysis.flagged ? (
        <Tooltip title={NON_ASCII_WARNING}>
          <span className={css.warningIcon} role="img" aria-label={NON_ASCII_WARNING} tabIndex={0}>
            ⚠
          </span>
        </Tooltip>
      ) : null}
    </span>
  );
}
