import axe, { type AxeResults, type PartialResult, type Result, type RunOptions } from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** axe's own options: its rules of those tags, and node details for violations only (what the check reads). */
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
/** Where a devnet serves axe-core's script on the page's own origin (devnet/server/axe-script.ts). */
const AXE_URL = '/devnet/axe.min.js';

type AxeWindow = { axe: typeof axe };
const describeViolations = (violations: Result[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * axe-core on what the page shows now, its frames included: zero violations (WCAG 2.1 A and AA, and axe's best
 * practices).
 *
 * axe goes into each document once, for all the checks of that document. A devnet page (its CSP allows scripts of
 * its own origin) loads it as a script from the devnet, as it loads its own; elsewhere it is sent through the DevTools
 * protocol, whose 550 KB message cost about 0.25 s of the browser's CPU a document (measured, 2026-12-02). A page
 * without frames is checked by `axe.run`. A page with frames (an inscription's content, on another origin) is
 * checked frame by frame (`axe.runPartial`) and the results put together in the page (`axe.finishRun`), as
 * @axe-core/playwright does in a blank page of its own: the same rules on the same documents, without a page and
 * two more copies of axe a check (1.5-2.3 s a check through it on a slow machine).
 */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  const main = page.mainFrame();
  await putAxeInto(main);
  let violations: Result[];
  if (page.frames().length === 1) {
    violations = (await main.evaluate((options) => (window as unknown as AxeWindow).axe.run(document, options) as Promise<AxeResults>, AXE_OPTIONS)).violations;
  } else {
    const partials = await partialResults(main, { exclude: [] });
    violations = (
      await main.evaluate(([results, options]) => (window as unknown as AxeWindow).axe.finishRun(results, options) as Promise<AxeResults>, [
        partials,
        AXE_OPTIONS,
      ] as const)
    ).violations;
  }
  expect(describeViolations(violations), `axe on ${what}`).toEqual([]);
}

/**
 * Puts axe-core into the frame's document, unless it is there: from the devnet's URL in a page of the devnet-mode
 * site (its banner says so), else through the protocol (the production build, the widget's host page, and a content
 * frame, whose origin serves inscriptions only).
 */
async function putAxeInto(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  const onDevnet = frame.parentFrame() === null && (await frame.evaluate(() => document.querySelector('[data-testid="devnet-banner"]') !== null));
  if (!onDevnet) return void (await frame.evaluate(axe.source));
  const loaded = await frame.evaluate(
    (src) =>
      new Promise<boolean>((done) => {
        const script = Object.assign(document.createElement('script'), { src });
        script.onload = () => done('axe' in window);
        script.onerror = () => done(false);
        document.head.append(script);
      }),
    AXE_URL,
  );
  expect(loaded, `axe-core's script at ${AXE_URL} on the devnet`).toBe(true);
}

/**
 * axe's partial results for `frame` and, depth first, the frames in it that axe names, as @axe-core/playwright
 * gathers them: a frame that cannot be checked counts as null (axe's `frame-tested` then reports it).
 */
async function partialResults(frame: Frame, context: unknown): Promise<(PartialResult | null)[]> {
  const frames = await frame.evaluate((c) => (window as unknown as AxeWindow).axe.utils.getFrameContexts(c as never), context);
  const own = await frame.evaluate(([c, options]) => (window as unknown as AxeWindow).axe.runPartial(c as never, options), [context, AXE_OPTIONS] as const);
  const children: (PartialResult | null)[] = [];
  for (const { frameSelector, frameContext } of frames) {
    try {
      const element = (await frame.evaluateHandle((selector) => (window as unknown as AxeWindow).axe.utils.shadowSelect(selector), frameSelector)).asElement();
      const child = await element?.contentFrame();
      if (!child) throw new Error('no frame');
      await putAxeInto(child);
      children.push(...(await partialResults(child, frameContext)));
    } catch {
      children.push(null);
    }
  }
  return [own, ...children];
}
