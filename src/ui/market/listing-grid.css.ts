import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** A collection's listings as cards: a card fills its cell of the virtual grid, less a gap around it. */
export const cell = style({ height: '100%', padding: 4, boxSizing: 'border-box' });
export const card = style({
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
});
/** The picture's box: a fixed height, so every card (and line of the grid) is one height at any width. */
export const picture = style({ height: 140, flex: '0 0 auto', minWidth: 0 });
export const name = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const price = style({ fontVariantNumeric: 'tabular-nums', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const buy = style({ marginTop: 'auto', textAlign: 'center' });
/** The Grid / List switch. */
export const layoutSwitch = style({ display: 'inline-flex', gap: vars.space.xs, alignSelf: 'flex-end' });
