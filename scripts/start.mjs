// `npm start`: build what is stale, then run the one production process (API + storefront).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(join(root, 'apps/api/dist/main.js')).href);
