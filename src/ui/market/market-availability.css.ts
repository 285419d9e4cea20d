import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const maintenance = style({
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningBg,
  borderRadius: vars.radius.large,
  padding: vars.space.lg,
  marginTop: vars.space.lg,
});
export const maintenanceTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeLarge, color: vars.color.warning });
export const hint = style({ color: vars.color.textMuted, marginBottom: 0 });
export const notices = style({ listStyle: 'none', padding: 0, margin: `${vars.space.lg} 0 0`, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const readOnly = style({
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningBg,
  borderRadius: vars.radius.base,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
