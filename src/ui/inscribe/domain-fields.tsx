import * as css from '../components/kit.css';
import { field } from '../theme/ui.css';
import { Field } from './form-field';
import * as formCss from './inscribe.css';

/**
 * The Names mode's fields: the names, one per line, and those left out as not names we inscribe. `problemId` names
 * the form's problem line when there is one, which describes the names too.
 */
export function DomainFields({
  namesText,
  onNamesText,
  invalid,
  problemId,
}: {
  namesText: string;
  onNamesText: (text: string) => void;
  invalid: readonly string[];
  problemId: string | null;
}) {
  return (
    <>
      <Field
        label="Names, one per line"
        hint="For example satoshi.sats, alice.unisat or 840000.bitmap. Each name is checked before you pay: one inscribed already is named, so you can remove it."
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
      {invalid.length ? (
        <p className={css.reason} data-testid="names-invalid">
          Not names we inscribe, left out: {invalid.slice(0, 5).join(', ')}
          {invalid.length > 5 ? ` and ${invalid.length - 5} more` : ''}
        </p>
      ) : null}
    </>
  );
}
