import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const stages = style({ listStyle: 'none', padding: 0, margin: `${vars.space.sm} 0`, display: 'grid', gap: vars.space.xs });
const stage = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderLeft: `3px solid ${vars.color.border}`, fontSize: vars.font.sizeSmall });
export const stageDone = style([stage, { borderLeftColor: vars.color.success, color: vars.color.text }]);
export const stageNow = style([stage, { borderLeftColor: vars.color.primary, color: vars.color.text, fontWeight: 600 }]);
export const stageLater = style([stage, { color: vars.color.textMuted }]);
