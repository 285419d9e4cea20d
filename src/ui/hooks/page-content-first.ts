/**
 * A page's own content first (issue 46). Every page carries parts a visitor does not need to see its content: the
 * wallet session's runtime (it restores a stored session), the footer's explorer setting, the clock check. On a page
 * whose largest part waits for a read (an item's), the site's entry holds them until that part has painted, so that a
 * phone's few connections carry the page's module and its reads first, not behind them. The first key press or touch
 * lets them in at once: a visitor who acts may want Connect, and it should open without waiting for the item.
 *
 * Open unless held (the widget, tests, every other page): `afterPageContent()` is then already resolved.
 */
let opened: Promise<void> = Promise.resolve();

/** Holds the extras until `shown` settles or the visitor first presses a key or touches the page. */
export function holdExtrasUntil(shown: Promise<unknown>): void {
  opened = new Promise<void>((open) => {
    const inputs = ['pointerdown', 'keydown'] as const;
    const release = () => {
      inputs.forEach((type) => window.removeEventListener(type, release, true));
      open();
    };
    inputs.forEach((type) => window.addEventListener(type, release, true));
    void shown.then(release, release);
  });
}

/** Resolves when the page's extras may load: at once, unless the entry holds them (holdExtrasUntil). */
export const afterPageContent = (): Promise<void> => opened;
