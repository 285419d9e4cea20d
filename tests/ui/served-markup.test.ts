import { afterEach, describe, expect, it } from 'vitest';
import { h } from 'preact';
import { restoreServedMarkup } from '../../src/ui/app/served-markup';
import { takeOver } from '../../src/ui/app/take-over';

/** What each test put into the document: taken out after it (the dom project's files share one document, and its styles). */
const added: Element[] = [];

/** A page as the build serves it (scripts/prerender.ts's servedMarkup, tests/unit/prerendered-pages.test.ts): its root's HTML and the sheet of its style classes. */
function serve(html: string, css = ''): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  document.body.append(root);
  added.push(sheet, root);
  return root;
}

afterEach(() => {
  added.splice(0).forEach((element) => element.remove());
});

describe('undoing what the build served (the takeover before hydrating, issue 46)', () => {
  it('enables only the controls the build disabled, and puts each style class back as its style', () => {
    const root = serve(
      '<main><p role="status" class="pr0">Loading…</p><div class="a pr1" data-x="1"><button disabled data-served-disabled type="button" class="b">Buy</button><input name="q" disabled=""/></div><p class="pr0">x</p><a href="/plans">Plans</a></main>',
      '.pr0{margin:0}\n.pr1{min-height:40px}',
    );
    expect(root.querySelector('button')!.disabled).toBe(true);
    expect(restoreServedMarkup(root, document.styleSheets)).toBe(true);
    expect(root.innerHTML).toBe(
      '<main><p role="status" style="margin: 0px;">Loading…</p><div class="a" data-x="1" style="min-height: 40px;"><button type="button" class="b">Buy</button><input name="q" disabled=""></div><p style="margin: 0px;">x</p><a href="/plans">Plans</a></main>',
    );
  });

  it('leaves a class of the app that only looks like a style class, and a page the build did not touch', () => {
    const root = serve('<section class="pr-list x"><button type="submit" disabled="">Wait</button></section>');
    expect(restoreServedMarkup(root, document.styleSheets)).toBe(true);
    expect(root.innerHTML).toBe('<section class="pr-list x"><button type="submit" disabled="">Wait</button></section>');
  });

  it('says so when a style class has no rule to read (the sheet did not load), so the app renders over the page', () => {
    const root = serve('<p class="pr0">Loading…</p><button disabled data-served-disabled type="button">Buy</button>');
    expect(restoreServedMarkup(root, document.styleSheets)).toBe(false);
    expect(root.innerHTML).toBe('<p class="pr0">Loading…</p><button type="button">Buy</button>');
  });

  it('the takeover hydrates a page it could undo, and renders over one it could not (its sheet missing), styles and all', () => {
    const undone = serve('<p class="pr0">Loading…</p>', '.pr0{margin:0}');
    takeOver(undone, h('p', { style: { margin: 0 } }, 'Loading…') as never, false);
    expect(undone.innerHTML).toBe('<p style="margin: 0px;">Loading…</p>');
    const unstyled = serve('<p class="pr1">Loading…</p>');
    takeOver(unstyled, h('p', { style: { margin: 0 } }, 'Loading…') as never, false);
    expect(unstyled.innerHTML).toBe('<p style="margin: 0px;">Loading…</p>');
  });
});
