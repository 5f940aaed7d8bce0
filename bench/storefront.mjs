// Load figures for the hot paths of the storefront: the cached catalogue (full body and 304),
// the server-rendered home page and a resized product image. Starts the built production server
// on a free port with a throw-away embedded database, measures, prints a table, stops.
//   node bench/storefront.mjs [--seconds 10] [--connections 20]
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { startProductionServer } from './production-server.mjs';
import { numberArg } from './figures.mjs';

const seconds = numberArg('seconds', 10);
const connections = numberArg('connections', 20);

// BENCH_DATABASE_URL runs the same figures on a real PostgreSQL (a fresh, empty database).
const server = await startProductionServer({ name: 'bench', env: process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {} });
const { base, port } = server;

const merchant = await (await fetch(`${base}/api/users/v1/merchants/sub/demo`)).json();
const catalogueUrl = `${base}/api/products/v1/overalls?type=WEB`;
const catalogue = await fetch(catalogueUrl, { headers: { merchant: merchant.id } });
const etag = catalogue.headers.get('etag');
const groups = await catalogue.json();
const image = groups[0].categories[0].products[0].image;

function rssOfServer() {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}

const cases = [
  { name: 'catalogue (200, full JSON)', url: catalogueUrl, headers: { merchant: merchant.id } },
  { name: 'catalogue (304, If-None-Match)', url: catalogueUrl, headers: { merchant: merchant.id, 'if-none-match': etag } },
  { name: 'home page SSR (demo)', url: `${base}/`, headers: { host: `demo.localhost:${port}` } },
  { name: 'product image 480x480 webp', url: `${base}${image}`, headers: {} },
];

const rows = [];
for (const testCase of cases) {
  await autocannon({ url: testCase.url, headers: testCase.headers, connections: 2, duration: 2 }); // warm-up
  const result = await autocannon({ url: testCase.url, headers: testCase.headers, connections, duration: seconds });
  rows.push({
    case: testCase.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx/3xx': result.non2xx - (testCase.headers['if-none-match'] ? result['3xx'] ?? 0 : 0),
    errors: result.errors,
    'server RSS MB': Math.round(rssOfServer()),
  });
}
console.log(`\n${connections} connections, ${seconds} s per case, ${catalogue.headers.get('content-length') ?? '?'} bytes of catalogue JSON`);
console.table(rows);

await server.stop();
