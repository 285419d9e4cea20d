/**
 * Fewer, larger chunks on the road of a page whose largest part waits for a read (issue 46). Left to itself the
 * bundler gives every set of pages that shares modules a chunk of its own: an item's page asked for 27 files beyond
 * the entry's (its module's 14, the API layer's 13), and a phone on HTTP/1.1 fetches six at a time, so the item's
 * reads waited behind them.
 *
 * `lazyChunks().plugin` learns, once the modules are parsed, which modules the entry imports statically (the first
 * render's, left as they are) and which modules are loaded by a dynamic import (each keeps its own chunk, and its key
 * in the build's manifest). `partsOf(root)` is a code-splitting group's test: the modules `root` (a dynamic import's
 * module, by the end of its path) imports statically, directly or not, beyond those. Each group becomes one chunk.
 * `importsOf(root)` is one for every module a second entry (`root`) imports statically, directly or not, shared with
 * the first or not: its script then asks for one file, which the first entry imports too.
 */
import type { Plugin } from 'vite';

export interface LazyChunks {
  readonly plugin: Plugin;
  readonly partsOf: (root: string) => (id: string) => boolean;
  readonly importsOf: (root: string) => (id: string) => boolean;
}

export function lazyChunks(): LazyChunks {
  let modules: readonly string[] = [];
  let importsOf: (id: string) => readonly string[] = () => [];
  let kept = new Set<string>();
  const parts = new Map<string, Set<string>>();
  const closure = (from: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const todo = [...from];
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      todo.push(...importsOf(id));
    }
    return seen;
  };
  const imported = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'bitcoin-assets-lazy-chunks',
      apply: 'build',
      buildEnd() {
        modules = [...this.getModuleIds()];
        importsOf = (id) => this.getModuleInfo(id)?.importedIds ?? [];
        const info = (id: string) => this.getModuleInfo(id);
        kept = closure(modules.filter((id) => info(id)?.isEntry));
        for (const id of modules) if ((info(id)?.dynamicImporters.length ?? 0) > 0) kept.add(id);
        parts.clear();
        imported.clear();
      },
    },
    importsOf: (root) => (id) => {
      let set = imported.get(root);
      if (!set) {
        const roots = modules.filter((x) => x.endsWith(root));
        set = closure(roots);
        for (const x of roots) set.delete(x);
        imported.set(root, set);
      }
      return set.has(id);
    },
    partsOf: (root) => (id) => {
      let set = parts.get(root);
      if (!set) {
        set = closure(modules.filter((x) => x.endsWith(root)));
        for (const x of kept) set.delete(x);
        parts.set(root, set);
      }
      return set.has(id);
    },
  };
}
