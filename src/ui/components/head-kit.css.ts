import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/**
 * The kit's pieces a page's head is made of (kit.css.ts re-exports them): tabs, a status line, a muted line and
 * monospace text. Apart from the kit, so a route's loading view (routes.tsx, My Bitcoin Assets coming back) shows
 * them with the entry's styles alone, as the page will.
 */
export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
});
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: `${vars.color.textMuted} !important`,
  borderBottom: '2px solid transparent',
  whiteSpace: 'nowrap',
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"], &[aria-selected="true"], &[aria-pressed="true"], &[aria-checked="true"]': {
      color: `${vars.color.text} !important`,
      borderBottom: `2px solid ${vars.color.primary}`,
    },
  },
});
export const status = style({ padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
export const reason = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted, margin: 0 });
export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });
