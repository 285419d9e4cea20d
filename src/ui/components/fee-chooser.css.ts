import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { field } from '../theme/ui.css';

export const chooser = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
  // Fixed while the dialog uses the rate: shown, but plainly off.
  selectors: { '&:disabled': { opacity: 0.6 } },
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 600 });
export const options = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: vars.space.sm });
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1 });
export const optionName = style({ fontWeight: 600 });
export const optionRate = style({ fontVariantNumeric: 'tabular-nums' });
export const optionTime = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
export const custom = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.md });
export const slider = style({ flex: '1 1 160px', minWidth: 0, accentColor: vars.color.primary });
export const number = style([field, { width: 96 }]);
export const gauge = style({
  position: 'relative',
  height: 8,
  borderRadius: 4,
  marginTop: vars.space.md,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});
export const gaugeFill = styleVariants({
  0: { height: '100%', background: '#52c41a' },
  1: { height: '100%', background: '#a0d911' },
  2: { height: '100%', background: '#faad14' },
  3: { height: '100%', background: '#ff4d4f' },
});
export const gaugeText = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
export const warning = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.warning });
export const error = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.error });
export const loading = style({ margin: 0, color: vars.color.textMuted });
