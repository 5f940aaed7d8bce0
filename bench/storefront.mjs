// Load figures for the hot paths of the storefront: the cached catalogue (full body and 304),
// the server-rendered home page and a resized product image. Starts the built production server
// on a free port with a throw-away embedded database, measures, prints a table, stops.
//   node bench/storefront.mjs [--seconds 10] [--connections 20]
// `npm run bench` (bench/run.mjs) measures the budget's figures against a bare Fastify on one core.
import { numberArg } from './figures.mjs';
import { loadFigures } from './load.mjs';
import { startProductionServer } from './production-server.mjs';

const seconds = numberArg('seconds', 10);
const connections = numberArg('connections', 20);

// BENCH_DATABASE_URL runs the same figures on a real PostgreSQL (a fresh, empty database).
const server = await startProductionServer({ name: 'bench', env: process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {} });
const { base, port } = server;

try {
  const merchant = await (await fetch(`${base}/api/users/v1/merchants/sub/demo`)).json();
  const catalogueUrl = `${base}/api/products/v1/overalls?type=WEB`;
  const catalogue = await fetch(catalogueUrl, { headers: { merchant: merchant.id } });
  const etag = catalogue.headers.get('etag');
  const groups = await catalogue.json();
  const image = groups[0].categories[0].products[0].image;
  const browser = { 'accept-encoding': 'gzip, deflate, br' };

  const cases = [
    { name: 'catalogue (200, identity)', url: catalogueUrl, headers: { merchant: merchant.id } },
    { name: 'catalogue (200, br/gzip)', url: catalogueUrl, headers: { merchant: merchant.id, ...browser } },
    { name: 'catalogue (304, If-None-Match)', url: catalogueUrl, headers: { merchant: merchant.id, 'if-none-match': etag } },
    { name: 'home page SSR (demo)', url: `${base}/`, headers: { host: `demo.localhost:${port}`, ...browser } },
    { name: 'product image 480x480 webp', url: `${base}${image}`, headers: {} },
  ];
  const rows = [];
  for (const testCase of cases) {
    const figures = await loadFigures({ ...testCase, connections, seconds, pid: server.pid });
    rows.push({
      case: testCase.name,
      'req/s': figures.rps,
      'p50 ms': figures.p50,
      'p99 ms': figures.p99,
      failed: figures.failed,
      'bytes/answer': figures.bytesPerAnswer,
      'peak RSS MB': figures.peakRssMb,
    });
  }
  console.log(`\n${connections} connections, ${seconds} s per case, ${catalogue.headers.get('content-length') ?? '?'} bytes of catalogue JSON`);
  console.table(rows);
} finally {
  await server.stop();
}
