/**
 * Lists every server call of the specs with the typed function that makes it.
 *   npm run api-coverage
 */
import { recordAllCalls } from '../tests/api/record-calls';
import { OUR_CALLS, SPEC_CALLS } from '../server/spec-calls';

process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));
const recorded = await recordAllCalls();
const byCall = new Map<string, string[]>();
for (const r of recorded) byCall.set(r.call, [...(byCall.get(r.call) ?? []), r.fn]);

let covered = 0;
console.log('| layer | method | path | function |');
console.log('|---|---|---|---|');
for (const call of [...SPEC_CALLS, ...OUR_CALLS]) {
  const [layer, method, path] = call.split(' ');
  const fns = byCall.get(call) ?? [];
  if (fns.length) covered++;
  const shown = path!.includes('{c}')
    ? `${fns
        .filter((f) => f.startsWith('market.brc20.'))
        .join(', ')
        .replace('market.brc20.', 'market.forCategory(c).')}`
    : fns.join(', ');
  console.log(`| ${layer} | ${method} | ${path} | ${shown || 'MISSING'} |`);
}
console.log(`\n${covered} of ${SPEC_CALLS.length + OUR_CALLS.length} calls have a typed function (${OUR_CALLS.length} of them ours).`);
if (covered !== SPEC_CALLS.length + OUR_CALLS.length) process.exit(1);
