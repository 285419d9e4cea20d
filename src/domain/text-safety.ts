/**
 * Text display helpers. Ticks, names and other user-made text can hide characters
 * that look alike or do not show at all; these helpers split a text into runs that a view renders,
 * marking the characters that need to be seen for what they are.
 *
 * A flagged character that shows (🐸, a full-width ｂ, a Cyrillic ѕ) is shown as it is, and the view warns beside
 * the text (issue 44: "%F0%9F%90%B8" told a user nothing). A flagged character that shows nothing or moves text
 * (control, format such as U+202E, whitespace and other separators, unassigned, lone surrogates) is shown URL-encoded,
 * grey and smaller, so it cannot hide or reverse what follows.
 */
export interface TextSegment {
  readonly text: string;
  /** True for a character the check flags: the view marks it and warns. */
  readonly flagged: boolean;
  /** True when the text is the URL-encoded value of a character that shows nothing (always flagged too). */
  readonly encoded?: boolean;
}

export interface TextAnalysis {
  readonly segments: readonly TextSegment[];
  /** True when any character is flagged: the view shows its warning. */
  readonly flagged: boolean;
}

const EMPTY: TextAnalysis = { segments: [], flagged: false };

/** Control, format, separator (whitespace) and unassigned or private-use characters. */
const NON_PRINTABLE = /^[\p{C}\p{Z}\s]$/u;
/** Printable ASCII: space to tilde. */
const PRINTABLE_ASCII = /^[\x20-\x7e]$/;

/** URL-encode one character; lone surrogates (which encodeURIComponent refuses) become %uXXXX. */
export function encodeChar(char: string): string {
  try {
    return encodeURIComponent(char);
  } catch {
    return Array.from(char, (c) => `%u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`).join('');
  }
}

/** A character that shows nothing or moves text: only these are shown URL-encoded. */
export const isInvisible = (char: string): boolean => NON_PRINTABLE.test(char);

/**
 * Splits a text into runs: the characters `isFlagged` picks are one run each, shown as they are, or URL-encoded when
 * they show nothing (`isInvisible`).
 */
export function analyse(text: string | null | undefined, isFlagged: (char: string) => boolean): TextAnalysis {
  if (!text) return EMPTY;
  const segments: TextSegment[] = [];
  let flagged = false;
  for (const char of text) {
    const bad = isFlagged(char);
    flagged ||= bad;
    const last = segments[segments.length - 1];
    if (!bad && last && !last.flagged) {
      segments[segments.length - 1] = { text: last.text + char, flagged: false };
    } else if (!bad) {
      segments.push({ text: char, flagged: false });
    } else if (isInvisible(char)) {
      segments.push({ text: encodeChar(char), flagged: true, encoded: true });
    } else {
      segments.push({ text: char, flagged: true });
    }
  }
  return { segments, flagged };
}

/** First check: a text with control, whitespace or other non-printable characters is flagged. */
export function analyseNonPrintable(text: string | null | undefined): TextAnalysis {
  return analyse(text, (char) => NON_PRINTABLE.test(char));
}

/** Second check: printable ASCII only (space to tilde); anything else is flagged. */
export function analysePrintableAscii(text: string | null | undefined): TextAnalysis {
  return analyse(text, (char) => !PRINTABLE_ASCII.test(char));
}

/** True when a tick or domain holds symbols not on a keyboard. */
export function hasNonKeyboardSymbols(text: string): boolean {
  return analysePrintableAscii(text).flagged;
}

/**
 * A tick or name as plain text where no markup can go (a select's option, a message): as the printable-ASCII check
 * shows it (only invisible characters URL-encoded), and a warning sign when anything is flagged.
 */
export function asciiLabel(text: string): string {
  const analysis = analysePrintableAscii(text);
  const shown = analysis.segments.map((s) => s.text).join('');
  return analysis.flagged ? `${shown} ⚠` : shown;
}
