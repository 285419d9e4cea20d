import { afterEach, describe, expect, it } from 'vitest';
import { afterPageContent, holdExtrasUntil } from '../../src/ui/hooks/page-content-first';

/**
 * Issue 46: on an item's page the site's entry holds the shell's extras (the wallet session's runtime, the explorer
 * setting, the clock check) until the item has painted; a key press or a touch lets them in at once.
 */
const settled = async (): Promise<boolean> => {
  let done = false;
  void afterPageContent().then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe("a page's own content first", () => {
  afterEach(() => holdExtrasUntil(Promise.resolve()));

  it('open when nothing holds it (the widget, tests, every page without a read for its largest part)', async () => {
    expect(await settled()).toBe(true);
  });

  it('held until the page has shown its content, then open', async () => {
    let shown = (): void => undefined;
    holdExtrasUntil(new Promise<void>((resolve) => (shown = resolve)));
    expect(await settled()).toBe(false);
    shown();
    expect(await settled()).toBe(true);
  });

  it('open when the content failed too (its read answered with an error)', async () => {
    let failed = (_: Error): void => undefined;
    holdExtrasUntil(new Promise<void>((_, reject) => (failed = reject)));
    expect(await settled()).toBe(false);
    failed(new Error('The server did not answer.'));
    expect(await settled()).toBe(true);
  });

  it.each(['keydown', 'pointerdown'])('open at the first %s: a visitor who acts may want Connect', async (type) => {
    holdExtrasUntil(new Promise<void>(() => undefined));
    expect(await settled()).toBe(false);
    window.dispatchEvent(new Event(type));
    expect(await settled()).toBe(true);
  });
});
