// The built production server for a benchmark: builds what is stale, starts `apps/api/dist/main.js`
// on a free port with a throw-away embedded database, waits until it answers, and stops it again.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
}

/** `command args` run on the given CPUs (`taskset -c <cpus>`), or as they are where taskset is missing. */
export function pinned(cpus, command, args) {
  if (cpus === undefined || spawnSync('taskset', ['-V']).status !== 0) return { command, args };
  return { command: 'taskset', args: ['-c', String(cpus), command, ...args] };
}

/**
 * Returns { port, base (http://127.0.0.1:port), pid, dataDir (a temp folder the caller may use too,
 * removed on stop), stop() }. Exits the process when the build fails. `cpus` ("0") pins the server to
 * those cores, so a load generator on the others does not compete with it. `nodeArgs` go to the server's
 * node (e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] to profile it under a bench's load).
 */
export async function startProductionServer({ name, env = {}, cpus, nodeArgs = [] }) {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `dk-${name}-`));
  const launch = pinned(cpus, process.execPath, [...nodeArgs, join(root, 'apps/api/dist/main.js')]);
  const server = spawn(launch.command, launch.args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PGLITE_DIR: join(dataDir, 'pglite'), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt++) {
      if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 400) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, base, pid: server.pid, dataDir, stop };
}
