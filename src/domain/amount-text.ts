import { fixed, fixedText } from './decimal-text';

/**
 * The one way an amount is written on screen (issue 44, 14): thousands separated by commas in its whole part, its
 * fraction as it is ('10,000', '1,234.5', '-2,000'). Every amount formatter (BTC, sats, token and rune amounts,
 * unit prices) writes its digits through this. Without big.js: the buy widget carries it.
 */
export function groupThousands(text: string): string {
  return text.replace(/^([+-]?)(\d+)/, (_, sign: string, whole: string) => `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
}

/**
 * An amount of a token, a rune or anything counted (not sats: `formatSats`), exactly, with separators:
 * '10000' → '10,000', '1234.50' → '1,234.5'. A text that is no number is shown as it is.
 */
export function formatAmount(value: bigint | number | string | { toFixed(): string }): string {
  const exact = fixed(value);
  return exact === null ? String(value) : groupThousands(fixedText(exact));
}

/** An amount of sats in words, exactly, with separators: '1,999 sats', '2,103.5 sats'. */
export function formatSats(value: bigint | number | string | { toFixed(): string }): string {
  return `${formatAmount(value)} sats`;
}
