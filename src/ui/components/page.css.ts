import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const title = style({ fontSize: vars.font.sizeTitle, margin: `0 0 ${vars.space.md}`, lineHeight: 1.3, overflowWrap: 'anywhere' });
export const lead = style({ color: vars.color.textMuted, maxWidth: 720, margin: `0 0 ${vars.space.xl}` });
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.xl,
  marginBottom: vars.space.lg,
});
export const prose = style({ maxWidth: 760 });
export const cards = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' });
export const card = style({
  display: 'block',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.lg,
  color: `${vars.color.text} !important`,
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});
export const cardTitle = style({ fontWeight: 600, marginBottom: vars.space.xs });
export const muted = style({ color: vars.color.textMuted });
/** A link inside running text: underlined, so it is told apart without colour. */
export const inlineLink = style({ textDecoration: 'underline !important' });
