/**
 * A reader of the YAML that UniSat's swagger is written in (../shared/reference/unisat-openapi.yaml): block mappings
 * and sequences by indentation, `- key: value` items, folded scalars (`>-`), quoted and plain scalars, `{}` and `[]`.
 * No anchors, flow collections with content, tags or multi-document streams: the swagger has none, and a line this
 * reader does not know throws with its number, so a new construct in the file is noticed, not misread.
 */
type Yaml = string | number | boolean | null | Yaml[] | { [key: string]: Yaml };
interface Line {
  readonly indent: number;
  readonly text: string;
  readonly no: number;
}

const KEY = /^(?:'((?:[^']|'')*)'|([^\s'"#\-?:,[\]{}][^:]*?|-[^\s:][^:]*?)):(?: (.*)|)$/;

function scalar(text: string, no: number): Yaml {
  const t = text.trim();
  if (t.startsWith("'")) {
    if (!t.endsWith("'") || t.length < 2) throw new Error(`swagger line ${no}: an unclosed quoted scalar`);
    return t.slice(1, -1).replace(/''/g, "'");
  }
  if (t.startsWith('"')) return JSON.parse(t) as string;
  if (t === '{}') return {};
  if (t === '[]') return [];
  if (/^[[{&*!|>]/.test(t)) throw new Error(`swagger line ${no}: "${t}" is YAML this reader does not read`);
  if (t === 'true' || t === 'false') return t === 'true';
  if (t === 'null' || t === '~') return null;
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?$/.test(t)) return Number(t);
  return t;
}

export function parseSwaggerYaml(text: string): Yaml {
  const raw = text.split('\n');
  const lines: Line[] = raw
    .map((l, i) => ({ indent: l.length - l.trimStart().length, text: l.trim(), no: i + 1 }))
    .filter((l) => l.text !== '' && !l.text.startsWith('#'));
  let at = 0;

  /** A folded scalar (`>-`): the lines after line `no` indented deeper than `indent`, joined by spaces (a blank line is a newline). */
  const folded = (no: number, indent: number): string => {
    const parts: string[] = [];
    let i = no; // raw index of the line after the one holding `>-`
    while (i < raw.length && (raw[i]!.trim() === '' || raw[i]!.length - raw[i]!.trimStart().length > indent)) parts.push(raw[i++]!.trim());
    while (at < lines.length && lines[at]!.no <= i) at++;
    while (parts.length && parts.at(-1) === '') parts.pop();
    return parts.reduce((acc, p, k) => (k === 0 ? p : p === '' ? `${acc}\n` : acc.endsWith('\n') ? `${acc}${p}` : `${acc} ${p}`), '');
  };

  /** The value after `key:` or `- ` on line `line` (at `indent`): nested, folded or a scalar. */
  const valueOf = (rest: string | undefined, line: Line, indent: number): Yaml => {
    if (rest === undefined || rest.trim() === '') {
      const next = lines[at];
      if (next && next.indent > indent) return block(next.indent);
      if (next && next.indent === indent && next.text.startsWith('- ')) return sequence(indent);
      return null;
    }
    if (rest.trim() === '>-' || rest.trim() === '>') return folded(line.no, indent);
    return scalar(rest, line.no);
  };

  const mapping = (indent: number, first?: Line): Yaml => {
    const out: Record<string, Yaml> = {};
    let line: Line | undefined = first;
    for (;;) {
      if (!line) {
        const next = lines[at];
        if (!next || next.indent !== indent || next.text.startsWith('- ') || next.text === '-') break;
        line = next;
        at++;
      }
      const m = KEY.exec(line.text);
      if (!m) throw new Error(`swagger line ${line.no}: "${line.text}" is no mapping entry`);
      const key = m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]!;
      out[key] = valueOf(m[3], line, indent);
      line = undefined;
    }
    return out;
  };

  const sequence = (indent: number): Yaml => {
    const out: Yaml[] = [];
    for (let next = lines[at]; next && next.indent === indent && (next.text.startsWith('- ') || next.text === '-'); next = lines[at]) {
      at++;
      const item = next.text === '-' ? '' : next.text.slice(2);
      if (item.trim() === '' || item.trim() === '>-' || item.trim() === '>') out.push(valueOf(item, next, indent));
      else if (KEY.test(item)) out.push(mapping(indent + 2, { indent: indent + 2, text: item, no: next.no }));
      else out.push(scalar(item, next.no));
    }
    return out;
  };

  const block = (indent: number): Yaml => {
    const next = lines[at]!;
    return next.text.startsWith('- ') || next.text === '-' ? sequence(indent) : mapping(indent);
  };

  const doc = block(0);
  if (at < lines.length) throw new Error(`swagger line ${lines[at]!.no}: not read (its indentation is off)`);
  return doc;
}
