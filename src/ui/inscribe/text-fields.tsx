import * as css from '../components/kit.css';
import { field } from '../theme/ui.css';
import { Field } from './form-field';
import * as formCss from './inscribe.css';

/**
 * The Text mode's fields: the text, and whether each line is its own inscription. `problemId` names the form's
 * problem line when there is one, which describes the text too.
 */
export function TextFields({
  text,
  onText,
  bulk,
  onBulk,
  problemId,
}: {
  text: string;
  onText: (text: string) => void;
  bulk: boolean;
  onBulk: (bulk: boolean) => void;
  problemId: string | null;
}) {
  return (
    <>
      <Field
        label={bulk ? 'Texts, one per line' : 'Text'}
        hint={bulk ? 'Each line becomes its own inscription; empty lines are skipped.' : 'The whole text becomes one inscription.'}
      >
        {(fid, describedBy) => (
          <textarea
            id={fid}
            aria-describedby={[describedBy, problemId].filter(Boolean).join(' ') || undefined}
            aria-invalid={problemId ? true : undefined}
            className={`${field} ${formCss.textarea}`}
            value={text}
            onChange={(e) => onText(e.target.value)}
            rows={6}
            spellCheck={false}
            data-testid="inscribe-text"
          />
        )}
      </Field>
      <label className={css.inlineLabel}>
        <input type="checkbox" checked={bulk} onChange={(e) => onBulk(e.target.checked)} data-testid="inscribe-bulk" /> One inscription per line (bulk)
      </label>
    </>
  );
}
