import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const flagged = style({ color: vars.color.textFaint, fontSize: '0.8em', fontFamily: vars.font.mono });
/** A flagged character that shows (🐸, a full-width ｂ): as it is, underlined so the eye finds it. */
export const marked = style({ textDecorationLine: 'underline', textDecorationStyle: 'dotted', textDecorationColor: vars.color.warning });
export const warningIcon = style({ color: vars.color.warning, marginLeft: vars.space.xs, cursor: 'help' });
export const warningWords = style({ color: vars.color.warning, fontSize: '0.8em', marginLeft: vars.space.xs, fontWeight: 'normal', whiteSpace: 'nowrap' });
