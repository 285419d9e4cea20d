import { style, styleVariants } from '@vanilla-extract/css';
import { mq, vars } from '../theme/theme.css';

// At the bottom: at the top a toast would cover the header's Connect and menus.
export const region = style({
  position: 'fixed',
  bottom: vars.space.lg,
  left: vars.space.sm,
  right: vars.space.sm,
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': { [mq.sm]: { left: 'auto', right: vars.space.xl, width: 384 } },
});

const itemBase = style({
  pointerEvents: 'auto',
  position: 'relative',
  padding: `${vars.space.md} ${vars.space.xxl} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: '0 6px 16px rgba(0,0,0,0.35)',
  overflowWrap: 'anywhere',
});

export const item = styleVariants({
  info: [itemBase],
  success: [itemBase, { borderColor: vars.color.success }],
  warning: [itemBase, { borderColor: vars.color.warning }],
  error: [itemBase, { borderColor: vars.color.error }],
});

export const title = style({ fontWeight: 600, marginBottom: vars.space.xs });
export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: 18,
  lineHeight: 1,
  width: 28,
  height: 28,
});

export const activate = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});
