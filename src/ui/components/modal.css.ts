import { style } from '@vanilla-extract/css';
import { mq, vars } from '../theme/theme.css';

export const mask = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.mask,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  padding: 0,
  '@media': { [mq.sm]: { alignItems: 'center', padding: vars.space.lg } },
});

export const panel = style({
  position: 'relative',
  width: '100%',
  maxHeight: '90vh',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`,
  padding: vars.space.xl,
  '@media': { [mq.sm]: { borderRadius: vars.radius.large, width: 'auto', minWidth: 360, maxWidth: 560 } },
});

export const title = style({ margin: `0 ${vars.space.xxl} ${vars.space.lg} 0`, fontSize: vars.font.sizeLarge, fontWeight: 600 });

export const close = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  width: 32,
  height: 32,
  border: 'none',
  borderRadius: vars.radius.base,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: 20,
  lineHeight: 1,
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised } },
});

export const notice = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.base,
  background: vars.color.warningBg,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
});
