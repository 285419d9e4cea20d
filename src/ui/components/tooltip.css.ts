import { style } from '@vanilla-extract/css';
import { TOOLTIP_DELAY_MS } from '../../domain/constants';
import { vars } from '../theme/theme.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

// Enter and leave delays of 0.1 s are CSS transition delays: no timers.
export const bubble = style({
  position: 'absolute',
  bottom: 'calc(100% + 6px)',
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'max-content',
  maxWidth: vars.size.tooltipMaxWidth,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.4,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
  zIndex: vars.z.dropdown,
  visibility: 'hidden',
  opacity: 0,
  transition: `opacity 0s linear ${TOOLTIP_DELAY_MS}ms, visibility 0s linear ${TOOLTIP_DELAY_MS}ms`,
  // Hidden, it takes no room: a bubble near the page's edge must not widen the page.
  selectors: {
    [`${anchor}:not(:hover):not(:focus-within) > &`]: { maxWidth: 0, maxHeight: 0, padding: 0, border: 'none', overflow: 'hidden' },
    [`${anchor}:hover > &, ${anchor}:focus-within > &`]: { visibility: 'visible', opacity: 1 },
  },
});
