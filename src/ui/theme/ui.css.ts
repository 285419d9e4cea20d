import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const button = styleVariants({
  default: [buttonBase, { selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.primary } } }],
  primary: [
    buttonBase,
    {
      background: vars.color.primaryFill,
      borderColor: vars.color.primaryFill,
      color: vars.color.primaryText,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryFillHover, borderColor: vars.color.primaryFillHover } },
    },
  ],
  ghost: [buttonBase, { background: 'transparent', borderColor: 'transparent' }],
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A form field (select, number or text input) on the dark surfaces. */
export const field = style({
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
