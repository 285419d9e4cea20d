import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { tickSelect } from './swap.css';

export const picker = style({ position: 'relative', flex: 'none', maxWidth: '50%', minWidth: 0 });
export const wide = style({ maxWidth: '100%', width: '100%' });
/** The tick box of the swap's forms (swap.css's tickSelect), as a button that opens the list. */
export const trigger = style([
  tickSelect,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.7 } },
  },
]);
export const triggerWide = style({ width: '100%', justifyContent: 'space-between', textAlign: 'left' });
export const triggerText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const triggerDetail = style({ fontWeight: 400, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const popover = style({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 4px)',
  right: 0,
  width: 'min(18rem, calc(100vw - 2rem))',
  maxWidth: 'calc(100vw - 1rem)',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.35)',
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.xs,
});
export const popoverLeft = style({ left: 0, right: 'auto' });
export const search = style({
  width: '100%',
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, maxHeight: 240, overflowY: 'auto' });
export const option = style({
  display: 'grid',
  gap: 2,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { fontWeight: 600 } },
});
export const active = style({ background: vars.color.surface, outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 });
export const optionDetail = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted, fontWeight: 400, fontVariantNumeric: 'tabular-nums' });
export const empty = style({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
