/**
 * Text display helpers. Ticks, names and other user-made text can hide characters
 * that look alike or do not show at all; these helpers split a text into runs that a view renders,
 * marking the characters that need to be seen for what they are.
 */
export interface TextSegment {
  readonly text: string;
  /** True for a character shown as its URL-encoded value, grey and smaller. */
  readonly flagged: boolean;
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

/** Splits a text into runs: the characters `isFlagged` picks are shown URL-encoded, one run each. */
export function analyse(text: string | null | undefined, isFlagged: (char: string) => boolean): TextAnalysis {
  if (!text) return EMPTY;
  const segments: TextSegment[] = [];
  let flagged = false;
  for (const char of text) {
    const bad = isFlagged(char);
    flagged ||= bad;
    const shown = bad ? encodeChar(char) : char;
    const last = segments[segments.length - 1];
    if (last && last.flagged === bad && !bad) {
      segments[segments.length - 1] = { text: last.text + shown, flagged: false };
    } else {
      segments.push({ text: shown, flagged: bad });
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
 * A tick or name as plain text where no markup can go (a select's option, a message): the same
 * URL-encoding as the printable-ASCII check, and a warning sign when anything was encoded.
 */
export function asciiLabel(text: string): string {
  const analysis = analysePrintableAscii(text);
  const shown = analysis.segments.map((s) => s.text).join('');
  return analysis.flagged ? `${shown} ⚠` : shown;
}
