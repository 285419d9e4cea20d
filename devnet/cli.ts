/**
 * The devnet on its own, for pages on another origin:
 *   npm run devnet -- [--port 8787] [--data .devnet-data/state.json]     (or DEVNET_PORT)
 *   npm run devnet:reset                                                  (forget all state)
 */
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDevnet } from './server/devnet-app';
import { allowCrossOrigin } from './server/http-utils';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dataFile = resolve(option('data') ?? process.env.DEVNET_DATA ?? '.devnet-data/state.json');

if (args.includes('--reset')) {
  rmSync(dataFile, { force: true });
  console.log(`devnet: state removed (${dataFile}); it starts over on the next start.`);
  process.exit(0);
}

const port = Number(option('port') ?? process.env.DEVNET_PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('devnet: --port takes a port number (1 to 65535)');
  process.exit(2);
}
const devnet = createDevnet({ dataFile });
const server = createServer((req, res) => {
  // Pages on another origin call it: allow them, with the request headers the site sends.
  if (allowCrossOrigin(req, res)) return;
  void devnet.handle(req, res);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`devnet: http://127.0.0.1:${port}/api (control page http://127.0.0.1:${port}/devnet), state in ${dataFile}`);
  console.log('devnet: a local simulation; coins have no value.');
});
