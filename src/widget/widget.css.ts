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
/**
 * An integrated swap is as tall from its first frame (its code and data still loading) as its form once ready,
 * 413 px wide enough for one line per row (from 360 px): nothing below it on the host's page moves when it arrives.
 * docs/widget.md asks hosts to reserve the same on the element it goes into; the widget's browser test measures both.
 */
const INTEGRATED_SWAP_HEIGHT = 413;
export const integratedSwap = style({ minHeight: INTEGRATED_SWAP_HEIGHT });
// A flow root: the margins of what it shows (a status line while the swap's config loads, then the form) stay inside,
// so the box does not move when one replaces the other.
export const swap = style({ maxWidth: 480, margin: '0 auto', display: 'flow-root' });
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
