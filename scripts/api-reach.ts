/**
 * For every call the specs name (and ours), the module of the UI that reaches it (issue 30): the typed function is
 * looked for in src/ui, src/widget and src/flows; where only a service or domain module calls it, the function around
 * that call is followed the same way (four steps at most). Calls reached by none are listed, and each must be named in
 * docs/api.md ("Calls no page reaches") with its reason; the script fails otherwise.
 *   npm run api-reach
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { recordAllCalls } from '../tests/api/record-calls';
import { OUR_CALLS, SPEC_CALLS } from '../server/spec-calls';

process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) && !name.endsWith('.css.ts') ? [path] : [];
  });
const isUi = (f: string) => /^src\/(ui|widget|flows)\//.test(f) && !f.includes('/testing/') && !f.endsWith('.model.ts');
const isInner = (f: string) => (f.startsWith('src/services/') && !f.startsWith('src/services/api/')) || f.startsWith('src/domain/');
/** The text without comments: a name in a comment is no call. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const sources = [...files('src').map((f) => [relative('.', f), code(readFileSync(f, 'utf8'))] as const)];
/** The API object's property for each layer of the specs' calls. */
const LAYER_PROPERTY: Readonly<Record<string, string>> = { mempool: 'fees' };
/**
 * Whether `text` uses the layer's function `name`: `.layer.name`, or `.name(` (a call) or `key: x.name` (a method
 * handed on) in a file that names the layer (or, for the market, `forCategory`): two layers' functions of one name are
 * told apart. An empty layer is a wrapper's: any file.
 */
const calledIn = (text: string, name: string, layer: string) => {
  const property = LAYER_PROPERTY[layer] ?? layer;
  if (property && new RegExp(`\\.${property}\\.${name}\\b`).test(text)) return true;
  // A service that takes the API's own wrapper of the call (`Pick<Api, 'entryInspection'>`) and calls it.
  if (new RegExp(`Pick<Api,[^>]*'${name}'`).test(text) && new RegExp(`\\.${name}\\s*\\(`).test(text)) return true;
  const names = !property || new RegExp(`\\b${property}\\b`).test(text) || (layer === 'market' && text.includes('forCategory'));
  if (names && new RegExp(`\\.${name}\\s*[(<]|:\\s*\\w+\\.${name}\\b\\s*[,}]`).test(text)) return true;
  // A wrapper of src/services (a view's read) is also called bare, or handed on as an argument (`useRemote(key, poolList)`).
  return !layer && new RegExp(`(?<![\\w.])${name}\\s*\\(|[(,]\\s*${name}\\s*[,)]`).test(text);
};

/** A line that defines a function: `name: (…) =>`, `name(…) {`, `function name(`, `const name = (`. */
const DEFINITION =
  /^\s*(?:export\s+)?(?:async\s+)?(?:function\s+(\w+)\s*[(<]|(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?(?:\(|\w+\s*=>|fromPromise)|(\w+)\s*:\s*(?:async\s*)?(?:\(|\w+\s*=>|fromPromise)|(\w+)\s*\([^)]*\)\s*(?::[^{]*)?\{\s*$)/;

/** The function defined around position `at` of `text`: `name: (…) =>`, `name(…) {`, `function name(`, `const name = (`. */
function enclosing(text: string, at: number): string | null {
  // An arrow handed on as a property on the call's own line (`fetchServerTime: async () => api.x()`).
  const before = text.slice(text.lastIndexOf('\n', at) + 1, at);
  const inline = [...before.matchAll(/(\w+)\s*:\s*(?:async\s*)?\([^)]*\)\s*(?::[^=]*)?=>/g)].pop();
  if (inline) return inline[1]!;
  // The line of the call first: a wrapper written on one line (`holdings: (…) => api.x(…)`) is that line's.
  const lines = text
    .slice(0, text.indexOf('\n', at) === -1 ? undefined : text.indexOf('\n', at))
    .split('\n')
    .reverse();
  const definition = DEFINITION;
  for (const line of lines) {
    const m = definition.exec(line);
    const name = m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4];
    if (name && !/^(if|for|while|switch|return|catch)$/.test(name)) return name;
  }
  return null;
}

/** A wrapper is found by its own name, whatever layer it belongs to. */
const WRAPPED = '';

/** The UI modules that call `name`, directly or through the functions that wrap it. */
function reachers(name: string, layer: string, depth: number, seen: Set<string>): string[] {
  // By layer too: a view's read may bear the name of the layer's function it wraps (`poolList`).
  if (seen.has(`${layer}|${name}`)) return [];
  seen.add(`${layer}|${name}`);
  const direct = sources.filter(([f, t]) => isUi(f) && calledIn(t, name, layer)).map(([f]) => f);
  if (direct.length || depth >= 4) return direct;
  const wrappers = new Set<string>();
  for (const [f, t] of sources) {
    if (!isInner(f)) continue;
    // The layer's function at depth 0; a wrapper (any layer) after.
    if (depth === 0 && !calledIn(t, name, layer)) continue;
    for (const m of t.matchAll(new RegExp(`\\.${name}\\b\\s*[(<]|\\b${name}\\s*\\(|:\\s*\\w+\\.${name}\\b\\s*[,}]`, 'g'))) {
      // The function's own definition is not a use of it.
      const line = t.slice(t.lastIndexOf('\n', m.index) + 1, t.indexOf('\n', m.index));
      const defined = DEFINITION.exec(line);
      // (A one-line wrapper of the same name, `const poolList = async (api) => api.swap.poolList(…)`, does use it.)
      if (defined && (defined[1] ?? defined[2] ?? defined[3] ?? defined[4]) === name && !m[0].startsWith('.')) continue;
      const w = enclosing(t, m.index);
      if (w && (w !== name || layer !== WRAPPED)) wrappers.add(w);
    }
  }
  return [...new Set([...wrappers].flatMap((w) => reachers(w, WRAPPED, depth + 1, seen)))];
}

const recorded = await recordAllCalls();
const byCall = new Map<string, string[]>();
for (const r of recorded) byCall.set(r.call, [...new Set([...(byCall.get(r.call) ?? []), r.fn.split('.').pop()!])]);
// A call the recorder's placeholder arguments cannot reach: the function of src/services/api whose body names its path.
for (const call of [...SPEC_CALLS, ...OUR_CALLS].filter((c) => !byCall.has(c))) {
  const literal = call.split(' ')[2]!.split('{x}')[0]!;
  for (const [, t] of sources.filter(([f]) => f.startsWith('src/services/api/'))) {
    const at = t.indexOf(`'${literal}`) >= 0 ? t.indexOf(`'${literal}`) : t.indexOf(`\`${literal}`);
    const fn = at >= 0 && literal.length > 1 ? enclosing(t, at) : null;
    if (fn) byCall.set(call, [fn]);
  }
}
const apiDoc = readFileSync('docs/api.md', 'utf8');
const excused = apiDoc.slice(apiDoc.indexOf('## Calls no page reaches'));
const unreached: string[] = [];
console.log('| call | function | reached from |');
console.log('|---|---|---|');
for (const call of [...SPEC_CALLS, ...OUR_CALLS]) {
  const fns = byCall.get(call) ?? [];
  const from = [...new Set(fns.flatMap((f) => reachers(f, call.split(' ')[0]!, 0, new Set())))];
  if (from.length === 0) unreached.push(call);
  console.log(`| ${call} | ${fns.join(', ') || '—'} | ${from.slice(0, 2).join(', ') || 'UNREACHED'}${from.length > 2 ? ` (+${from.length - 2})` : ''} |`);
}
const unexcused = unreached.filter((c) => !excused.includes(`\`${c}\``));
const all = SPEC_CALLS.length + OUR_CALLS.length;
console.log(`\n${all - unreached.length} of ${all} calls reach a user from a page, dialog or flow; ${unreached.length} do not.`);
console.log(unexcused.length === 0 ? 'Each of those is named in docs/api.md with its reason.' : `Not named in docs/api.md: ${unexcused.join('; ')}`);
if (unexcused.length) process.exit(1);
