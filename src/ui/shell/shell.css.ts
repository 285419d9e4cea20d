import { style } from '@vanilla-extract/css';
import { mq, vars } from '../theme/theme.css';
import { field } from '../theme/ui.css';

export const layout = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.size.contentMaxWidth,
  minHeight: vars.size.headerHeight,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
});

export const brand = style({ fontWeight: 700, fontSize: vars.font.sizeLarge, color: `${vars.color.text} !important`, whiteSpace: 'nowrap' });

export const desktopNav = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [mq.lg]: { display: 'flex' } },
});

export const spacer = style({ flex: 1 });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const desktopOnly = style({ display: 'none', '@media': { [mq.lg]: { display: 'inline-flex' } } });
export const mobileOnly = style({ display: 'inline-flex', '@media': { [mq.lg]: { display: 'none' } } });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.base,
  border: 'none',
  background: 'transparent',
  color: `${vars.color.textMuted} !important`,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: `${vars.color.text} !important`, background: vars.color.surfaceRaised },
    '&[aria-current="page"], &[data-active="true"]': { color: `${vars.color.text} !important` },
    '&[data-highlighted="true"]': { color: `${vars.color.link} !important` },
  },
});

export const menu = style({ position: 'relative' });

export const menuList = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  minWidth: 200,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  boxShadow: '0 6px 16px rgba(0,0,0,0.35)',
  zIndex: vars.z.dropdown,
});
export const menuListRight = style({ left: 'auto', right: 0 });

export const menuItem = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.base,
  border: 'none',
  background: 'transparent',
  color: `${vars.color.text} !important`,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surface } },
});
export const menuItemRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const menuNote = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
export const menuBalance = style({ display: 'block', padding: `${vars.space.sm} ${vars.space.md}`, fontVariantNumeric: 'tabular-nums' });
export const badge = style({
  display: 'inline-block',
  minWidth: 20,
  padding: '0 6px',
  borderRadius: 10,
  background: vars.color.primaryFill,
  color: vars.color.primaryText,
  fontSize: vars.font.sizeSmall,
  textAlign: 'center',
});

export const select = style([field, { cursor: 'pointer' }]);

export const networkLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const drawer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: `calc(100vh - ${vars.size.headerHeight})`,
  overflowY: 'auto',
  '@media': { [mq.lg]: { display: 'none' } },
});
export const drawerGroup = style({ display: 'flex', flexDirection: 'column' });
export const drawerGroupTitle = style({ color: vars.color.textFaint, fontSize: vars.font.sizeSmall, padding: `${vars.space.sm} ${vars.space.md} 0` });
export const drawerControls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, paddingTop: vars.space.sm });

export const main = style({
  flex: 1,
  // The footer starts below the first screen: it never shows while a page's code or data loads, only to be pushed
  // down once it arrives (that shift was most of the layout shift Lighthouse measured on a phone, issue 46).
  minHeight: '100vh',
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const banner = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textAlign: 'center',
  background: vars.color.warningBg,
  color: vars.color.warning,
  borderBottom: `1px solid ${vars.color.warning}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});
export const bannerError = style({ background: vars.color.errorBg, color: vars.color.error, borderBottomColor: vars.color.error });

export const footer = style({ borderTop: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.textMuted });
export const footerInner = style({
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const footerTitle = style({ color: vars.color.text, fontWeight: 600, fontSize: vars.font.size, margin: `0 0 ${vars.space.sm}` });
export const footerLegal = style({ gridColumn: '1 / -1', fontSize: vars.font.sizeSmall, color: vars.color.textFaint });

/** Hidden until it has keyboard focus. */
export const skipLink = style({
  position: 'absolute',
  left: -9999,
  top: vars.space.sm,
  zIndex: vars.z.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.base,
  selectors: { '&:focus': { left: vars.space.sm } },
});
