import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 'min(320px, 80vw)',
});
export const wallet = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});
export const walletName = style({ flex: 1, textAlign: 'left' });
export const installed = style({ fontSize: vars.font.sizeSmall, color: vars.color.success });
export const notInstalled = style({ fontSize: vars.font.sizeSmall, color: vars.color.textFaint });
export const note = style({ color: vars.color.textMuted, marginTop: 0 });
export const warning = style({ color: vars.color.warning, marginTop: 0 });
export const error = style({ color: vars.color.error, marginTop: 0 });
export const connecting = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const step = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted });
export const stepCurrent = style([step, { color: vars.color.text, fontWeight: 600 }]);
export const stepDone = style([step, { color: vars.color.success }]);
export const stepMark = style({ width: 16, height: 16, flex: 'none', display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });
export const spinner = style({
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
export const hint = style({ margin: 0, color: vars.color.textMuted });
export const errorRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
