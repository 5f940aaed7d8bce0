// `npm start`: build what is stale, then run the one production process (API + storefront).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
// `npm start` with nothing configured is someone trying the demo: sign-in codes are printed to this
// terminal (the console SMS gateway). A deployment sets NODE_ENV=production, and then SMS goes only
// through each merchant's own gateway.
if (!process.env.NODE_ENV && !process.env.SMS_DEFAULT_GATEWAY) {
  env.SMS_DEFAULT_GATEWAY = 'console';
  env.ALLOW_CONSOLE_SMS_IN_PRODUCTION = 'true';
  // The demo merchant pays online on the local sandbox page, so the demo can be paid end to end offline.
  env.ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION = 'true';
  console.log('Demo mode: SMS sign-in codes are printed below and online payments use the sandbox page (set NODE_ENV=production to turn this off).');
}

// A child process so that Node flags (source maps for readable stack traces) apply to the server, and
// so that a server that dies of a bug is started again instead of leaving the storefront down.
supervise({ command: process.execPath, args: ['--enable-source-maps', join(root, 'apps/api/dist/main.js')], cwd: root, env });
