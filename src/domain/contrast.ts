/**
 * Colour contrast as WCAG 2 reckons it (issue 45, 10: a host's accent got white text with no check). Pure: a colour
 * is read from the notations a rule can read without a browser (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() with
 * numbers); any other CSS colour is null here, and the caller resolves it (a browser computes it as rgb()).
 */
export type Rgb = readonly [number, number, number];

/** The least contrast for normal text (WCAG 2, 1.4.3, level AA). */
export const AA_TEXT_CONTRAST = 4.5;
export const WHITE_TEXT = '#ffffff';
export const BLACK_TEXT = '#000000';

/** A colour's red, green and blue (0–255), or null when it is in a notation this rule does not read. */
export function parseColor(text: string): Rgb | null {
  const t = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(t)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return [channel(0), channel(2), channel(4)];
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(t);
  if (!fn) return null;
  const channels = fn.slice(1, 4).map(Number);
  return channels.every((c) => Number.isFinite(c) && c >= 0 && c <= 255) ? [channels[0]!, channels[1]!, channels[2]!] : null;
}

/** Relative luminance (WCAG 2): 0 for black, 1 for white. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour for a fill: white when it reads at AA on it, else black (one of the two always does: on any
 * colour the better of them is at least 4.58:1). Null when the fill's notation is not read here.
 */
export function textColorOn(fill: string): typeof WHITE_TEXT | typeof BLACK_TEXT | null {
  const rgb = parseColor(fill);
  if (!rgb) return null;
  return contrastRatio(rgb, [255, 255, 255]) >= AA_TEXT_CONTRAST ? WHITE_TEXT : BLACK_TEXT;
}
