/**
 * What the build changes in a prerendered page's HTML before serving it (scripts/prerender.ts), and the undoing of it
 * in the browser, so the DOM is again the app's first render before Preact hydrates it (take-over.ts):
 * - a control the render left enabled is served `disabled` (a tap is never lost on a button with nothing behind it
 *   yet), marked with SERVED_DISABLED;
 * - a `style` attribute (which the site's CSP drops) is served as a class of the pages' style sheet, `pr<n>` (SERVED_STYLE).
 * A page for any query is marked on its root with TAKEOVER_BY_RENDER: its HTML is not its first render (the box empty).
 */
export const SERVED_DISABLED = 'data-served-disabled';
export const TAKEOVER_BY_RENDER = 'data-takeover-by-render';
export const SERVED_STYLE = /^pr\d+$/;
/** The class of the build's `n`th style (matches SERVED_STYLE). */
export const servedStyleClass = (n: number): string => `pr${n}`;

/** The declarations of each `.pr<n>` rule of the prerendered pages' sheet, by class. */
function servedStyles(sheets: StyleSheetList): Map<string, string> {
  const styles = new Map<string, string>();
  for (const sheet of Array.from(sheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet (an extension's): not the build's
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSStyleRule) || !rule.selectorText.startsWith('.')) continue;
      const name = rule.selectorText.slice(1);
      if (SERVED_STYLE.test(name)) styles.set(name, rule.style.cssText);
    }
  }
  return styles;
}

/**
 * Undoes the build's changes under `root`: controls enabled as the render had them, each style class back as its style.
 * False when a style class has no rule to read it from (the pages' sheet did not load): the DOM is then not the first
 * render's, and the app must render over it rather than hydrate.
 */
export function restoreServedMarkup(root: Element, sheets: StyleSheetList): boolean {
  let whole = true;
  for (const control of Array.from(root.querySelectorAll(`[${SERVED_DISABLED}]`))) {
    control.removeAttribute('disabled');
    control.removeAttribute(SERVED_DISABLED);
  }
  let styles: Map<string, string> | null = null;
  for (const element of Array.from(root.querySelectorAll('[class]'))) {
    const served = Array.from(element.classList).find((name) => SERVED_STYLE.test(name));
    if (!served) continue;
    styles ??= servedStyles(sheets);
    const style = styles.get(served);
    if (style === undefined) {
      whole = false;
      continue;
    }
    element.classList.remove(served);
    if (element.classList.length === 0) element.removeAttribute('class');
    (element as HTMLElement).style.cssText = style;
  }
  return whole;
}
