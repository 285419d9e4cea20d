import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '../theme/theme.css';

/** The Inscribe form: the form and the fee panel side by side from lg up, stacked on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
});
export const main = style({ minWidth: 0 });
export const side = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [mq.lg]: { position: 'sticky', top: vars.space.lg } },
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md, minWidth: 0, flex: '1 1 160px' });
export const label = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted, fontWeight: 600 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const textarea = style({ fontFamily: vars.font.mono, resize: 'vertical', minHeight: 96, width: '100%', boxSizing: 'border-box' });
export const sliderRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const slider = style({ flex: '1 1 auto', minWidth: 0 });
export const number = style({ width: 110, flex: 'none' });
export const submit = style({ width: '100%', minHeight: 44 });
export const drop = style({
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.lg,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&[data-over]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised } },
});
/** The file input, out of sight; its label is the button, and shows the input's keyboard focus. */
export const fileInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });
globalStyle(`${fileInput}:focus-visible + label`, { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 });
export const fileRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `0 ${vars.space.sm}`,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
