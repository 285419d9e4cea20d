import type { MarketCategory } from './entities';
import type { MessageKey } from './messages';
import { analyse, type TextAnalysis } from './text-safety';

/**
 * The one rule for names, wherever a user decides on something by its name (dialogs, headings, lists,
 * search, the widget, the document title). What a name may hold depends on its kind:
 * - 'tick' and 'domain': printable ASCII only (the spec's keyboard check); anything else is flagged;
 * - 'rune': the runes protocol, letters A to Z with • (U+2022) between them, after an optional amount
 *   ('5000 DEVNET•RUNE'); anything else is a warning, and anything outside ASCII but • is flagged;
 * - 'name' (an inscription's or a collection item's name): any letters, but hidden characters, full-width
 *   letters and Cyrillic or Greek letters mixed into Latin ones are flagged and warned about.
 * Every kind also warns on hidden characters (bidi controls, zero-width characters, other invisible ones) and
 * on look-alike letters. A flagged character is shown as it is (🐸, ｂｔｃ.sats), marked, with the warning beside
 * the name (issue 44); hidden characters are always shown URL-encoded (text-safety's `analyse`), so a U+202E cannot
 * reverse what follows.
 */
export type NameKind = 'tick' | 'domain' | 'rune' | 'name';

/** Why a name is flagged, most serious first. */
export type NameIssue = 'hidden' | 'look-alike' | 'not-rune' | 'non-keyboard';
const ISSUE_ORDER: readonly NameIssue[] = ['hidden', 'look-alike', 'not-rune', 'non-keyboard'];

/** The warning a view shows for each issue (the catalogue's words), in full and as a few words beside a name in a list. */
export const NAME_WARNINGS: Readonly<Record<NameIssue, { readonly full: MessageKey; readonly short: MessageKey }>> = {
  hidden: { full: 'name_hidden', short: 'name_hidden_short' },
  'look-alike': { full: 'name_look_alike', short: 'name_look_alike_short' },
  'not-rune': { full: 'name_not_rune', short: 'name_not_rune_short' },
  'non-keyboard': { full: 'non_keyboard_symbols', short: 'non_keyboard_symbols_short' },
};

export interface NameCheck extends TextAnalysis {
  /** Why the name is flagged (empty when it is fine), most serious first. `flagged` is true when there is any. */
  readonly issues: readonly NameIssue[];
}

/** Bidi controls: embeddings and overrides (U+202A to U+202E), isolates (U+2066 to U+2069), marks (U+200E, U+200F, U+061C). */
const BIDI = /^[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]$/;
/** Zero-width characters: space, non-joiner, joiner, word joiner, byte-order mark. */
const ZERO_WIDTH = /^[\u200B-\u200D\u2060\uFEFF]$/;
/** Any other character that shows nothing or moves text: control, format, unassigned, private use, separators but the space. */
const INVISIBLE = /^(?! )[\p{C}\p{Z}]$/u;
/** Full-width forms of ASCII (U+FF01 to U+FF5E) and of the cent, pound and yen signs. */
const FULL_WIDTH = /^[\uFF01-\uFF5E\uFFE0-\uFFE6]$/;
const LATIN_LETTER = /^[\p{Script=Latin}]$/u;
const CYRILLIC_OR_GREEK = /^[\p{Script=Cyrillic}\p{Script=Greek}]$/u;
const PRINTABLE_ASCII = /^[\x20-\x7e]$/;
export const RUNE_SPACER = '•';
const RUNE_NAME = /^[A-Z]+(•[A-Z]+)*$/;
/** A rune's amount before its name: '5000 DEVNET•RUNE'. */
const RUNE_AMOUNT = /^(\d[\d,.]*) (?=\S)/;

export const isHidden = (char: string): boolean => BIDI.test(char) || ZERO_WIDTH.test(char) || INVISIBLE.test(char);

/** Checks a name of a kind: how it is shown (runs, the flagged ones marked, the hidden ones URL-encoded) and why it is flagged. Empty text shows nothing. */
export function checkName(text: string | null | undefined, kind: NameKind): NameCheck {
  if (!text) return { segments: [], flagged: false, issues: [] };
  const chars = Array.from(text);
  const hasLatin = chars.some((c) => LATIN_LETTER.test(c) && !FULL_WIDTH.test(c));
  const asciiOnly = kind === 'tick' || kind === 'domain';
  const lookAlike = (c: string) => FULL_WIDTH.test(c) || (CYRILLIC_OR_GREEK.test(c) && (asciiOnly || kind === 'rune' || hasLatin));
  const issues = new Set<NameIssue>();
  for (const c of chars) {
    if (isHidden(c)) issues.add('hidden');
    if (lookAlike(c)) issues.add('look-alike');
    if (asciiOnly && !PRINTABLE_ASCII.test(c)) issues.add('non-keyboard');
  }
  if (kind === 'rune' && !RUNE_NAME.test(text.replace(RUNE_AMOUNT, ''))) issues.add('not-rune');
  const flag =
    kind === 'rune'
      ? (c: string) => c !== RUNE_SPACER && !PRINTABLE_ASCII.test(c)
      : asciiOnly
        ? (c: string) => !PRINTABLE_ASCII.test(c)
        : (c: string) => isHidden(c) || lookAlike(c);
  const { segments } = analyse(text, flag);
  const ordered = ISSUE_ORDER.filter((i) => issues.has(i));
  return { segments, flagged: ordered.length > 0, issues: ordered };
}

/** The name as it is shown (its hidden characters URL-encoded, every other character as it is). */
export const shownName = (check: NameCheck): string => check.segments.map((s) => s.text).join('');

/**
 * A name as plain text where no markup can go (the document title, a select's option, a message): shown
 * as the rule shows it, with a warning sign when it is flagged.
 */
export function nameLabel(text: string, kind: NameKind): string {
  const check = checkName(text, kind);
  return check.flagged ? `${shownName(check)} ⚠` : shownName(check);
}

/** What kind of name a market category's items have. */
export function nameKindOf(category: MarketCategory): NameKind {
  switch (category) {
    case 'brc20':
    case 'arc20':
      return 'tick';
    case 'runes':
      return 'rune';
    case 'domain':
      return 'domain';
    case 'collection':
      return 'name';
  }
}

/** A rune name or a search for one, compared without case and without spacers (•, '.', spaces, '_' or '-'). */
export const runeSearchKey = (text: string): string => text.toUpperCase().replace(/[\s•.·_-]/gu, '');

/** The same token: a rune's name without case or spacers ('devnetrune' is DEVNET•RUNE), a tick without case. */
export function sameTick(category: MarketCategory, a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  return category === 'runes' ? runeSearchKey(a) === runeSearchKey(b) : a.toLowerCase() === b.toLowerCase();
}

/** True when a rune's name holds what was searched, spacers and case aside: 'DEVNET RUNE' and 'devnetrune' find DEVNET•RUNE. */
export function runeNameMatches(name: string, search: string): boolean {
  const q = runeSearchKey(search);
  return q === '' || runeSearchKey(name).includes(q);
}
