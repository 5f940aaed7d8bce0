// Builds what `npm start` runs: the storefront (React Router/Vite) and the API bundle (esbuild).
// Skips a part whose output is newer than every source file it depends on.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'build' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isStale(output, sources) {
  if (force || !existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const webSources = ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'packages/domain/src', 'package-lock.json'];
if (isStale(join(root, 'apps/web/build/server/index.js'), webSources)) {
  console.log('Building the storefront…');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}

const apiSources = ['apps/api/src', 'packages/db/src', 'packages/db/drizzle', 'packages/domain/src', 'package-lock.json'];
const apiBundle = join(root, 'apps/api/dist/main.js');
if (isStale(apiBundle, apiSources)) {
  console.log('Building the API…');
  const { build } = await import('esbuild');
  // Third-party packages stay external (resolved from node_modules at run time); our workspace
  // packages ship TypeScript sources, so they are bundled in.
  const external = new Set();
  for (const manifest of ['package.json', 'apps/api/package.json', 'packages/db/package.json', 'packages/domain/package.json', 'apps/web/package.json']) {
    const pkg = JSON.parse(readFileSync(join(root, manifest), 'utf8'));
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
      if (!name.startsWith('@dastarkhan/')) external.add(name);
    }
  }
  await build({
    entryPoints: [join(root, 'apps/api/src/main.ts')],
    outfile: apiBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external].flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
}
