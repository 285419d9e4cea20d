import { globalStyle, style } from '@vanilla-extract/css';
import { overlay, overlayCollapsed } from '../ui/swap/swap.css';
import { vars } from '../ui/theme/theme.css';

/** The widget's root inside its shadow root: it takes the width the host gives it. */
export const root = style({ display: 'block', width: '100%', background: 'transparent', textAlign: 'left' });
/** An integrated widget is a card of its own on the host's page, in the theme's colours. */
export const integrated = style({
  background: vars.color.background,
  borderRadius: vars.radius.large,
  padding: vars.space.md,
  maxWidth: 520,
  margin: '0 auto',
  position: 'relative',
});
// The Please Wait overlay of an integrated widget stays over the widget, never over the host's page (issue 28, 9).
for (const shown of [overlay, overlayCollapsed]) {
  globalStyle(`${integrated} ${shown}`, { position: 'absolute', bottom: vars.space.md, maxWidth: 'calc(100% - 16px)' });
}
export const loading = style({ color: vars.color.textMuted, margin: vars.space.md });
export const swap = style({ maxWidth: 480, margin: '0 auto' });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: 480,
});
export const title = style({ fontSize: vars.font.sizeLarge, margin: 0, overflowWrap: 'anywhere' });
export const price = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const action = style({ minHeight: 44, width: '100%' });

/** The signed-in account and Disconnect, above the widget's body. */
export const account = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: 8,
  margin: '0 0 8px',
  fontSize: 13,
  overflowWrap: 'anywhere',
});
export const accountButton = style({
  background: 'none',
  border: '1px solid currentColor',
  borderRadius: 6,
  color: 'inherit',
  font: 'inherit',
  padding: '2px 8px',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
});
