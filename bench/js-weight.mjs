// Prints the JavaScript a route's first load fetches (gzip), read from the storefront's build manifest:
// the client entry and its imports, then every route module of the matched branch (root, layout,
// page) with its static imports, each file counted once. Lazy chunks (import()) are not counted:
// the browser only fetches them when the code asks for them. Nor is manifest-*.js: with React Router's
// lazy route discovery (the default with SSR) the page inlines its own routes' part of the manifest and
// never loads the whole file.
//   node bench/js-weight.mjs [routeId ...]     (defaults: routes/home routes/product)
//   BUILD_DIR=apps/web/build/client to point elsewhere; --files lists each file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import vm from 'node:vm';

const clientDir = resolve(process.env.BUILD_DIR ?? 'apps/web/build/client');
const assetsDir = join(clientDir, 'assets');
const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const requested = args.filter((arg) => !arg.startsWith('--'));
const routeIds = requested.length > 0 ? requested : ['routes/home', 'routes/product'];

const manifestFile = readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error(`no manifest-*.js in ${assetsDir}: build the storefront first (node scripts/build.mjs)`);
// The manifest is a script assigning window.__reactRouterManifest; run it in an empty context.
const sandbox = { window: {} };
vm.runInNewContext(readFileSync(join(assetsDir, manifestFile), 'utf8'), sandbox);
const manifest = sandbox.window.__reactRouterManifest;

const sizeCache = new Map();
function sizeOf(url) {
  let size = sizeCache.get(url);
  if (!size) {
    const bytes = readFileSync(join(clientDir, url));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizeCache.set(url, size);
  }
  return size;
}

function branchOf(routeId) {
  const branch = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
    branch.unshift(route);
  }
  if (branch.length === 0) throw new Error(`unknown route id ${routeId}; known: ${Object.keys(manifest.routes).join(', ')}`);
  return branch;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
for (const routeId of routeIds) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of branchOf(routeId)) {
    if (route.module) files.add(route.module);
    for (const url of route.imports ?? []) files.add(url);
  }
  let raw = 0;
  let gzip = 0;
  const rows = [];
  for (const url of files) {
    const size = sizeOf(url);
    raw += size.raw;
    gzip += size.gzip;
    rows.push({ url, ...size });
  }
  console.log(`${routeId.padEnd(18)} ${String(files.size).padStart(3)} files  ${kb(gzip)} KB gzip  ${kb(raw)} KB raw`);
  if (listFiles) {
    for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(row.gzip)} gz ${kb(row.raw)} raw  ${row.url}`);
  }
}
