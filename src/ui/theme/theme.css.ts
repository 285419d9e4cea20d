import { createTheme, globalStyle } from '@vanilla-extract/css';
import { BREAKPOINTS, MODAL_Z_INDEX, THEME_DEFAULTS, TOOLTIP_MAX_WIDTH_PX } from '../../domain/constants';

/** The tokens both colour schemes share: type, corners, spacing, stacking, sizes. */
const LAYOUT_TOKENS = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    size: `${THEME_DEFAULTS.fontSizePx}px`,
    sizeSmall: '12px',
    sizeLarge: '16px',
    sizeTitle: '24px',
  },
  radius: { base: `${THEME_DEFAULTS.borderRadiusPx}px`, large: `${THEME_DEFAULTS.borderRadiusPx * 2}px` },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  z: { header: '100', dropdown: '200', modal: String(MODAL_Z_INDEX), toast: String(MODAL_Z_INDEX + 10) },
  size: { tooltipMaxWidth: `${TOOLTIP_MAX_WIDTH_PX}px`, contentMaxWidth: '1200px', headerHeight: '64px' },
};

/** Typed theme tokens. The class goes on the app root (and the widget's shadow root). */
export const [themeClass, vars] = createTheme({
  color: {
    // The brand blue for borders, accents and focus; text and filled buttons use
    // shades of it that meet WCAG AA (4.5:1) on the dark surfaces: 'link' 5.3:1 and more, white on
    // 'primaryFill' 5.2:1 (on the brand blue itself white is only 4.1:1).
    primary: THEME_DEFAULTS.primaryColor,
    primaryFill: '#1668dc',
    primaryFillHover: '#0958d9',
    primaryHover: '#69b1ff',
    primaryText: '#ffffff',
    link: '#4096ff',
    background: '#0b0d12',
    surface: '#151922',
    surfaceRaised: '#1d2230',
    border: '#2b3244',
    text: '#e8ebf2',
    textMuted: '#9aa3b5',
    textFaint: '#8a93a6',
    warning: '#faad14',
    warningBg: '#2b2111',
    error: '#ff4d4f',
    errorBg: '#2a1215',
    success: '#52c41a',
    successBg: '#162312',
    mask: 'rgba(0, 0, 0, 0.6)',
    focus: '#69b1ff',
  },
  ...LAYOUT_TOKENS,
});

/** Media queries from the spec's breakpoints: `mq.md` is "at least 768 px wide". */
export const mq = Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, px]) => [name, `screen and (min-width: ${px}px)`])) as Record<
  keyof typeof BREAKPOINTS,
  string
>;

/**
 * The light variant (the widget's `theme: 'light'`): the same tokens, other colours, each text colour at
 * least 4.5:1 on its surface.
 */
export const lightThemeClass = createTheme(vars, {
  color: {
    primary: THEME_DEFAULTS.primaryColor,
    primaryFill: '#0958d9',
    primaryFillHover: '#003eb3',
    primaryHover: '#0958d9',
    primaryText: '#ffffff',
    link: '#0958d9',
    background: '#ffffff',
    surface: '#f5f6f8',
    surfaceRaised: '#ffffff',
    border: '#d0d5dd',
    text: '#141821',
    textMuted: '#4a5366',
    textFaint: '#5b6476',
    warning: '#8a5a00',
    warningBg: '#fff7e0',
    error: '#c0262d',
    errorBg: '#fff1f0',
    success: '#2f6f0e',
    successBg: '#f0f9eb',
    mask: 'rgba(0, 0, 0, 0.45)',
    focus: '#0958d9',
  },
  ...LAYOUT_TOKENS,
});

// Only what is inside a theme root: the site's page resets (html, body) are in app/site-global.css.ts, so
// the widget, which carries this theme into a host page's shadow root, resets nothing of the host's.
for (const root of [themeClass, lightThemeClass]) {
  globalStyle(`.${root}, .${root} *, .${root} *::before, .${root} *::after`, { boxSizing: 'border-box' });
  globalStyle(`.${root}`, {
    fontFamily: vars.font.body,
    fontSize: vars.font.size,
    lineHeight: 1.5715,
    color: vars.color.text,
    background: vars.color.background,
    WebkitFontSmoothing: 'antialiased',
  });
  // Links' own colour weighs nothing (:where), so a link drawn as a button, a card or a tab keeps its class's colour.
  globalStyle(`:where(.${root} a)`, { color: vars.color.link, textDecoration: 'none' });
  globalStyle(`:where(.${root} a:hover)`, { color: vars.color.primaryHover });
  globalStyle(`.${root} :focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 });
  globalStyle(`.${root} button`, { font: 'inherit' });
}
