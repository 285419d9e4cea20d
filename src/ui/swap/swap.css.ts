import { style, styleVariants } from '@vanilla-extract/css';
import { BREAKPOINTS } from '../../domain/constants';
import { mq, vars } from '../theme/theme.css';

/** Narrower than the tablet breakpoint (mq's queries are "at least"). */
const mqBelow = { md: `screen and (max-width: ${BREAKPOINTS.md - 0.02}px)` } as const;

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(0, 480px) minmax(0, 1fr)', alignItems: 'start' } },
});
export const card = style({
  position: 'relative',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.lg,
  minWidth: 0,
});
export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  flexWrap: 'wrap',
});
export const cardTitle = style({ fontSize: vars.font.sizeLarge, margin: 0 });
export const side = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const sideHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  flexWrap: 'wrap',
});
// Too narrow for the amount and the token side by side (a widget under 260 px), the token goes under the amount.
export const sideRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
// Typed amounts are in the theme's font (an input does not inherit it by itself).
export const amount = style({
  fontFamily: 'inherit',
  flex: '1 1 7em',
  minWidth: 0,
  width: '100%',
  fontSize: 22,
  fontVariantNumeric: 'tabular-nums',
  background: 'transparent',
  border: `1px solid transparent`,
  borderRadius: vars.radius.base,
  color: vars.color.text,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  selectors: { '&:hover': { borderColor: vars.color.border } },
});
/** Long amounts get a smaller type so they fit their input on a phone (never cut off). */
export const amountLength = styleVariants({ long: { fontSize: 17 }, longer: { fontSize: 14 } });
export const tickSelect = style({
  flex: 'none',
  maxWidth: '45%',
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
});
export const flip = style({ display: 'flex', justifyContent: 'center', margin: `-${vars.space.xs} 0` });
export const problem = style({ color: vars.color.error, fontSize: vars.font.sizeSmall, margin: 0 });
export const details = style({
  display: 'grid',
  // The value keeps at least 60% of a narrow widget (under 260 px a label as wide as it likes left it one letter a line).
  gridTemplateColumns: 'auto minmax(min(65%, 12em), 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.md} 0`,
  fontSize: vars.font.sizeSmall,
});
export const detailLabel = style({ color: vars.color.textMuted });
export const detailValue = style({ textAlign: 'right', overflowWrap: 'break-word', fontVariantNumeric: 'tabular-nums' });
export const impact = styleVariants({
  low: { color: vars.color.text },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.error, fontWeight: 600 },
});
export const submit = style({ width: '100%', minHeight: 44, fontSize: vars.font.sizeLarge, marginTop: vars.space.md });
export const note = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted, margin: `${vars.space.sm} 0 0` });
export const notice = style({
  background: vars.color.warningBg,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.base,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: `${vars.space.sm} 0`,
  fontSize: vars.font.sizeSmall,
});
export const success = style({
  background: vars.color.successBg,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.base,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: `${vars.space.md} 0`,
  overflowWrap: 'anywhere',
});
export const settings = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
  marginBottom: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', border: 'none', padding: 0, margin: 0 });
export const preset = style({
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.primaryFill, color: vars.color.primaryText } },
});
export const customInput = style({ width: 80, fontFamily: 'inherit' });
export const gate = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.xl,
  textAlign: 'center',
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
});
export const gateTitle = style({ fontSize: vars.font.sizeLarge, margin: 0 });
export const overlay = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.xl,
  transform: 'translateX(-50%)',
  zIndex: vars.z.dropdown,
  width: 'min(440px, calc(100vw - 32px))',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.large,
  padding: vars.space.lg,
  color: vars.color.text,
  textAlign: 'left',
  display: 'grid',
  gap: vars.space.xs,
  cursor: 'pointer',
  boxShadow: '0 8px 24px rgba(0,0,0,0.5)',
  font: 'inherit',
  // Narrower than a tablet it would cover the form: there it sits in the panel, under what it waits for.
  '@media': {
    [mqBelow.md]: { position: 'static', transform: 'none', width: '100%', marginTop: vars.space.md, boxShadow: 'none' },
  },
});
export const overlayCollapsed = style([overlay, { width: 'auto', padding: `${vars.space.sm} ${vars.space.lg}` }]);
export const overlayTitle = style({ fontWeight: 600, fontSize: vars.font.sizeLarge });
export const spinner = style({ display: 'inline-block', marginRight: vars.space.sm });
export const stacked = style([card, { marginBottom: vars.space.lg }]);
export const fieldLabel = style({
  display: 'block',
  marginTop: vars.space.md,
  marginBottom: vars.space.xs,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});
export const wideField = style({ width: '100%' });
export const choices = style({
  border: 'none',
  padding: 0,
  margin: `${vars.space.sm} 0`,
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: 240,
  overflowY: 'auto',
});
export const choice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  cursor: 'pointer',
});
export const inscribeRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: `${vars.space.sm} 0` });
export const smallAmount = style({ width: 120, fontFamily: 'inherit', fontSize: vars.font.size, border: `1px solid ${vars.color.border}` });
/** A row of buttons under a panel's text: apart from it and from each other, wrapping on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
/** A button whose words may wrap (a phone) and grow it rather than overflow it onto the text around. */
export const wrapping = style({ whiteSpace: 'normal', height: 'auto', textAlign: 'center', padding: `${vars.space.xs} ${vars.space.lg}` });
export const confirmTitle = style({ fontWeight: 600, margin: 0 });

/** The swap's review before the wallet (swap-review.tsx): set apart from the form above it. */
export const review = style({
  marginTop: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.base,
  display: 'grid',
  gap: vars.space.sm,
});
export const reviewTitle = style({ fontSize: vars.font.size, margin: 0 });
export const reviewActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
