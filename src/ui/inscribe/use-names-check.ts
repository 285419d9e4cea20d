import { useMemo } from 'react';
import { TYPING_SETTLE_MS } from '../../domain/constants';
import { normaliseName, parseNames } from '../../domain/inscribe/domain-names';
import { fail, type Checked, type InscribeItem } from '../../domain/inscribe/inscribe-items';
import { inscribedNames } from '../../services/reads/inscribe-reads';
import { useServices } from '../hooks/services';
import { useLookup } from './use-lookup';

/** The Names mode as it is typed: the names, those inscribed already, and what the form may inscribe. */
export interface NamesCheck {
  readonly parsed: ReturnType<typeof parseNames>;
  /** The names to inscribe, or why not (none valid, or some inscribed already); null while nothing is typed or checked. */
  readonly items: Checked<readonly InscribeItem[]> | null;
  /** The names typed now that are inscribed already (a name removed is gone from here at once). */
  readonly taken: readonly string[];
  /** The text without the lines of the names inscribed already (the Remove action). */
  readonly withoutTaken: () => string;
}

/**
 * The names checked as they are typed (issue 44: they were checked only on submit): once the list has not changed for
 * a moment, the indexer says which are inscribed already; those are named in the form's problem line, with an action
 * to remove them, and Inscribe waits. A failed check does not stop the form: the page checks again before paying.
 */
export function useNamesCheck(namesText: string): NamesCheck {
  const { api } = useServices();
  const parsed = useMemo(() => parseNames(namesText), [namesText]);
  const names = parsed.names.map((n) => n.name);
  const key = names.length ? [...names].sort().join('\n') : null;
  const lookup = useLookup<ReadonlySet<string>>(key, (k) => inscribedNames(api, k.split('\n')), TYPING_SETTLE_MS);
  const found = lookup.result;
  // By value: the same names taken keep the same list (the items below are worked out again only when it changes).
  const takenKey = found ? names.filter((n) => found.has(n)).join('\n') : '';
  const taken = useMemo(() => (takenKey ? takenKey.split('\n') : []), [takenKey]);
  const items: Checked<readonly InscribeItem[]> | null = useMemo(() => {
    if (namesText.trim() === '') return null;
    if (parsed.names.length === 0) return { ok: false, problem: { key: parsed.invalid.length ? 'not_supported_domain' : 'no_valid_names' } };
    if (lookup.busy) return null;
    if (taken.length) return fail('names_taken', { names: taken.join(', ') });
    return {
      ok: true,
      value: parsed.names.map((n, i) => ({ filename: `name-${i + 1}.txt`, contentType: 'text/plain;charset=utf-8', content: n.name, base64: false })),
    };
  }, [namesText, parsed, lookup.busy, taken]);
  const withoutTaken = () =>
    namesText
      .split(/\r?\n/)
      .filter((line) => !taken.includes(normaliseName(line)?.name ?? ''))
      .join('\n');
  return { parsed, items, taken, withoutTaken };
}
