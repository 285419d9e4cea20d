import { formatMessage } from '../../domain/messages';
import { NAME_WARNINGS, checkName, type NameKind } from '../../domain/name-safety';
import { analyseNonPrintable, type TextAnalysis } from '../../domain/text-safety';
import { Tooltip } from './tooltip';
import * as kit from './kit.css';
import * as css from './text-display.css';

function Segments({ analysis }: { analysis: TextAnalysis }) {
  return (
    <>
      {analysis.segments.map((segment, i) =>
        segment.flagged ? (
          <span key={i} className={segment.encoded ? css.flagged : css.marked} data-flagged="true" data-encoded={segment.encoded ? 'true' : undefined}>
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

/**
 * A name (tick, domain, rune, inscription or collection item) under the one rule for names
 * (src/domain/name-safety.ts), isolated from the text around it: its flagged characters shown as they are (🐸,
 * ｂｔｃ), underlined, and its hidden ones URL-encoded, grey and smaller. A flagged name gets a warning sign: in a list, with a few visible words saying why and the full
 * warning on hover, focus and for screen readers; with `warningBeside` (a dialog or heading that shows NameWarning
 * beside it) the sign alone. Empty text shows nothing.
 */
export function NameText({ text, kind, warningBeside = false }: { text: string | null | undefined; kind: NameKind; warningBeside?: boolean }) {
  const check = checkName(text, kind);
  if (check.segments.length === 0) return null;
  const issue = check.issues[0];
  const warning = issue ? formatMessage(NAME_WARNINGS[issue].full) : null;
  return (
    <span data-text-flagged={check.flagged ? 'true' : 'false'} data-name-kind={kind}>
      <bdi>
        <Segments analysis={check} />
      </bdi>
      {!issue || !warning ? null : warningBeside ? (
        <span className={css.warningIcon} aria-hidden="true">
          ⚠
        </span>
      ) : (
        <>
          <Tooltip title={warning}>
            <span className={css.warningIcon} role="img" aria-label={warning} tabIndex={0}>
              ⚠
            </span>
          </Tooltip>
          <span className={css.warningWords} data-testid="name-flag">
            {formatMessage(NAME_WARNINGS[issue].short)}
          </span>
        </>
      )}
    </span>
  );
}

/** The full warning for a flagged name, in plain words, where a user decides on it (dialogs, headings, the widget); nothing for a fine name. */
export function NameWarning({ text, kind }: { text: string | null | undefined; kind: NameKind }) {
  const issue = checkName(text, kind).issues[0];
  if (!issue) return null;
  return (
    <p className={kit.warning} role="note" data-testid="name-warning" data-issue={issue}>
      ⚠ {formatMessage(NAME_WARNINGS[issue].full)}
    </p>
  );
}
