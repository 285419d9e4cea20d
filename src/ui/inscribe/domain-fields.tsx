import * as css from '../components/kit.css';
import { button, field } from '../theme/ui.css';
import { Field } from './form-field';
import * as formCss from './inscribe.css';

/**
 * The Names mode's fields: the names, one per line, those left out as not names we inscribe, and the action that
 * removes the names inscribed already. `problemId` names
 * the form's problem line when there is one, which describes the names too.
 */
export function DomainFields({
  namesText,
  onNamesText,
  invalid,
  taken,
  onRemoveTaken,
  problemId,
}: {
  namesText: string;
  onNamesText: (text: string) => void;
  invalid: readonly string[];
  /** The names typed that are inscribed already (checked as they are typed); the form's problem line names them. */
  taken: readonly string[];
  onRemoveTaken: () => void;
  problemId: string | null;
}) {
  return (
    <>
      <Field
        label="Names, one per line"
        hint="For example satoshi.sats, alice.unisat or 840000.bitmap. Each name is checked as you type: one inscribed already is named, with a button to remove it."
      >
        {(fid, describedBy) => (
          <textarea
            id={fid}
            aria-describedby={[describedBy, problemId].filter(Boolean).join(' ') || undefined}
            aria-invalid={problemId ? true : undefined}
            className={`${field} ${formCss.textarea}`}
            value={namesText}
            onChange={(e) => onNamesText(e.target.value)}
            rows={5}
            spellCheck={false}
            data-testid="inscribe-names"
          />
        )}
      </Field>
      {taken.length ? (
        <button type="button" className={button.default} onClick={onRemoveTaken} data-testid="names-remove-taken">
          Remove {taken.length === 1 ? taken[0] : `the ${taken.length} names inscribed already`}
        </button>
      ) : null}
      {invalid.length ? (
        <p className={css.reason} data-testid="names-invalid">
          Not names we inscribe, left out: {invalid.slice(0, 5).join(', ')}
          {invalid.length > 5 ? ` and ${invalid.length - 5} more` : ''}
        </p>
      ) : null}
    </>
  );
}
