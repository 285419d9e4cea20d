import { afterEach, describe, expect, it } from 'vitest';
import { restoreServedMarkup } from '../../src/ui/app/served-markup';

/** A page as the build serves it (scripts/prerender.ts's servedMarkup, tests/unit/prerendered-pages.test.ts): its root's HTML and the sheet of its style classes. */
function serve(html: string, css = ''): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('undoing what the build served (the takeover before hydrating, issue 46)', () => {
  it('enables only the controls the build disabled, and puts each style class back as its style', () => {
    const root = serve(
      '<main><p role="status" class="pr0">Loading…</p><div class="a pr1" data-x="1"><button disabled data-served-disabled type="button" class="b">Buy</button><input name="q" disabled=""/></div><p class="pr0">x</p><a href="/plans">Plans</a></main>',
      '.pr0{margin:0}\n.pr1{min-height:40px}',
    );
    expect(root.querySelector('button')!.disabled).toBe(true);
    restoreServedMarkup(root, document.styleSheets);
    expect(root.innerHTML).toBe(
      '<main><p role="status" style="margin: 0px;">Loading…</p><div class="a" data-x="1" style="min-height: 40px;"><button type="button" class="b">Buy</button><input name="q" disabled=""></div><p style="margin: 0px;">x</p><a href="/plans">Plans</a></main>',
    );
  });

  it('leaves a class of the app that only looks like a style class, and a page the build did not touch', () => {
    const root = serve('<section class="pr-list x"><button type="submit" disabled="">Wait</button></section>');
    restoreServedMarkup(root, document.styleSheets);
    expect(root.innerHTML).toBe('<section class="pr-list x"><button type="submit" disabled="">Wait</button></section>');
  });
});
