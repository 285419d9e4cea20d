import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mq, vars } from '../theme/theme.css';

// The pieces a page's head shows before its module has loaded (a route's loading view), in the entry's styles.
export { mono, reason, status, tab, tabs } from './head-kit.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginBottom: vars.space.md });
export const grow = style({ flex: '1 1 160px', minWidth: 0 });
export const label = style({ display: 'flex', flexDirection: 'column', gap: 2, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
export const inlineLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

// A table wider than its panel scrolls inside it (never the page sideways).
export const tableWrap = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflowX: 'auto',
  overflowY: 'hidden',
});
/** Ids and other long unbroken text in a table cell: broken anywhere rather than widening the table. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });
/** A number: never broken inside it. */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.sm} ${vars.space.md}`, textAlign: 'right', borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });
globalStyle(`${table} th`, { fontWeight: 500, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
/** A table inside a panel: no card of its own, smaller, long values wrapping, headers on one line. */
export const bareTable = style({ fontSize: vars.font.sizeSmall });
globalStyle(`${bareTable} th, ${bareTable} td`, { padding: `${vars.space.sm} ${vars.space.xs}`, overflowWrap: 'anywhere', verticalAlign: 'top' });
globalStyle(`${bareTable} th`, { whiteSpace: 'nowrap', overflowWrap: 'normal' });
globalStyle(`${bareTable} tbody tr:last-child td`, { borderBottom: `1px solid ${vars.color.border}` });
/** Columns a phone leaves out. */
export const wide = style({ display: 'none', '@media': { [mq.sm]: { display: 'table-cell' } } });
export const sortButton = style({ background: 'none', border: 'none', color: 'inherit', font: 'inherit', cursor: 'pointer', padding: 0 });
export const rowLink = style({ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: 24 });
export const preview = style({ width: 24, height: 24, borderRadius: 4, imageRendering: 'pixelated', flex: 'none' });

export const change = styleVariants({
  up: { color: vars.color.success },
  down: { color: vars.color.error },
  flat: { color: vars.color.textMuted },
});

export const failed = style({
  overflowWrap: 'anywhere',
  padding: vars.space.lg,
  color: vars.color.text,
  textAlign: 'center',
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginBottom: vars.space.md });
export const stats = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  marginBottom: vars.space.lg,
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
/** The room an asset's figures usually take (4 rows of 2 on a phone, 3 of 4 wider), held while they load (issue 46). */
export const statsRoom = style({ minHeight: 226, marginBottom: vars.space.lg, '@media': { [mq.md]: { minHeight: 148 } } });
/** The room of a price chart's plot and its summary line, held while its sales load (issue 46). */
export const chartRoom = style({ aspectRatio: '600 / 200', margin: '0 0 2.4em', display: 'flex', alignItems: 'center', justifyContent: 'center' });
export const stat = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.md,
  minWidth: 0,
});
export const statLabel = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
export const statValue = style({ fontSize: vars.font.sizeLarge, fontWeight: 600, overflowWrap: 'anywhere' });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  minWidth: 0,
  // A panel scrolled into view (an item's sale panel on arrival from a card's Buy) clears the sticky header.
  scrollMarginTop: '6rem',
  scrollMarginBottom: vars.space.lg,
});
export const panelTitle = style({ fontSize: vars.font.sizeLarge, margin: `0 0 ${vars.space.md}` });

export const chart = style({ width: '100%', height: 'auto', display: 'block' });
export const chartSummary = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted, margin: `${vars.space.sm} 0 0` });

export const warning = style({
  background: vars.color.warningBg,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.base,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
  // A refusal names addresses and txids in full: they wrap inside the box, never past it (issue 27, 6).
  overflowWrap: 'anywhere',
});

/** The scrolling box of a virtualised list. */
export const viewport = style({
  position: 'relative',
  height: 'min(70vh, 640px)',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  contain: 'strict',
});
export const listingRow = style({
  height: '100%',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateRows: 'auto auto',
  columnGap: vars.space.md,
  alignContent: 'center',
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: `${vars.color.text} !important`,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
export const rowMain = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowPrice = style({ fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const rowSub = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowSubRight = style([rowSub, { textAlign: 'right' }]);
export const skeleton = style({ color: vars.color.textFaint });
export const listCount = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted, margin: `${vars.space.sm} 0` });

export const itemLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const content = style({
  width: '100%',
  aspectRatio: '1 / 1',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
/** The buy dialog's head: the item, small, beside what is being bought. */
export const buyHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const buyThumb = style({ flex: 'none', width: 72 });
globalStyle(`${buyThumb} > *`, { borderRadius: vars.radius.base });
export const contentFrame = style({ width: '100%', height: '100%', border: 'none', background: '#fff' });
export const contentImage = style({ maxWidth: '100%', maxHeight: '100%', imageRendering: 'pixelated', objectFit: 'contain', width: '100%', height: '100%' });
export const contentText = style({
  margin: 0,
  padding: vars.space.lg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  maxHeight: '100%',
  overflow: 'auto',
  alignSelf: 'stretch',
  width: '100%',
});
/** A review's lines: a term's column as wide as its longest term, at most 40% (a longer term wraps), so no figure is squeezed. */
export const facts = style({ display: 'grid', gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.md} 0 ${vars.space.xs}` });
/** A line of text kept empty while its words are read (two lines on a phone, one wider: the height of what comes). */
export const reservedLine = style({ minHeight: '3.143em', '@media': { [mq.md]: { minHeight: '1.5715em' } } });
export const cardGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' });
export const assetCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.sm,
  color: `${vars.color.text} !important`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});
export const cardThumb = style({
  width: '100%',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.base,
  background: vars.color.surfaceRaised,
  objectFit: 'contain',
  imageRendering: 'pixelated',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});
export const cardTitle = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The brc-20 listing's choice: one button a transfer inscription; the ones that cannot be chosen faded. */
export const choiceList = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: 280,
  overflowY: 'auto',
});
export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.primary } },
});
export const choiceFaded = style([
  choice,
  { opacity: 0.55, cursor: 'not-allowed', selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.border } } },
]);
