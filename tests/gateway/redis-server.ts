import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

/** Debian's redis-server (apt-get install redis-server; .ci/run installs it when it is missing). */
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** A free port on the loopback address (asked of the system, then let go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Whether a Redis server answers PING on `port`. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    let said = '';
    socket.setTimeout(500, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(said.startsWith('+PONG')));
    socket.on('data', (chunk) => {
      said += chunk.toString('utf8');
      socket.end();
    });
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

/**
 * A real redis-server for a test, on a free loopback port, keeping nothing on disk (`--save ''`, no append-only
 * file); `stop` ends it (SIGTERM) and waits for it to exit. Never a mock: the tests are about what Redis does.
 */
export async function startRedis(): Promise<{ port: number; url: string; stop: () => Promise<void> }> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server (.ci/run installs it)`);
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await pong(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode} before it answered on port ${port}`);
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}/0`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
