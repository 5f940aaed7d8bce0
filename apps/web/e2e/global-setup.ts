// Starts the built server (apps/api/dist/main.js, built by scripts/build.mjs) on a free port with a
// fresh embedded database, for the browser suite.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFakeNominatim } from '../../api/src/testing/fake-nominatim.ts';
import { startFakePaymeSubscribe } from '../../api/src/testing/fake-payme-subscribe.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** The fake Payme Subscribe API the server was started with (PAYME_SUBSCRIBE_URL). */
    paymeSubscribeUrl: string;
  }
}

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`health answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy: ${String(lastError)}`);
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  // Geocoding of the address picker: the browser never reaches the real Nominatim.
  const nominatim = await startFakeNominatim();
  // Payme's Subscribe API for saved cards: the browser adds cards there, the server pays with them.
  const paymeSubscribe = await startFakePaymeSubscribe();
  const dataDir = mkdtempSync(join(tmpdir(), 'dk-e2e-'));
  const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      // Not production: the console SMS gateway keeps its dev outbox, where the sign-in tests read codes.
      NODE_ENV: 'test',
      // Every test signs in from 127.0.0.1; the per-phone limits still apply (each test has its own number).
      OTP_IP_SENDS_PER_HOUR: '1000',
      OTP_IP_CHECKS_PER_HOUR: '1000',
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DIR: join(dataDir, 'pglite'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      NOMINATIM_URL: nominatim.url,
      // The fake has no usage policy: no spacing between the picker's lookups.
      NOMINATIM_MIN_INTERVAL_MS: '0',
      PAYME_SUBSCRIBE_URL: paymeSubscribe.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(server, 'exit');
  await Promise.race([
    waitForHealth(`http://127.0.0.1:${port}/api/health`, 90_000),
    exited.then(([code]) => {
      throw new Error(`server exited early with code ${code}`);
    }),
  ]);
  project.provide('port', port);
  project.provide('paymeSubscribeUrl', paymeSubscribe.url);

  return async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
    await nominatim.close();
    await paymeSubscribe.close();
  };
}
