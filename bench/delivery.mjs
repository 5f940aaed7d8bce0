// Figures of "where": the delivery tariff of a point (zone lookup by priority, else the branch tariff over
// the straight line × the road factor), the closest branch, the regions list, the geocoding proxy answering
// from its cache, courier positions pushed through the operator API, and the pages that draw maps (SSR).
//   node bench/delivery.mjs [--seconds 10] [--connections 20]
// Runs on the embedded PGlite; BENCH_DATABASE_URL (a fresh, empty database) and BENCH_REDIS_URL run it on
// PostgreSQL and Redis. Nominatim is a small stand-in on 127.0.0.1 (the bench never reaches the internet).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { startProductionServer } from './production-server.mjs';
import { numberArg } from './figures.mjs';

const seconds = numberArg('seconds', 10);
const connections = numberArg('connections', 20);

// Answers /reverse like Nominatim (format=json) and counts the calls that got past the proxy's cache.
let upstreamCalls = 0;
const nominatim = http.createServer((request, response) => {
  upstreamCalls += 1;
  const url = new URL(request.url ?? '/', 'http://nominatim');
  const lat = url.searchParams.get('lat') ?? '41.31';
  const lon = url.searchParams.get('lon') ?? '69.28';
  const place = { place_id: 1, lat, lon, display_name: "12, Amir Temur ko'chasi, Toshkent, Oʻzbekiston", address: { road: "Amir Temur ko'chasi", house_number: '12', city: 'Toshkent' } };
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(url.pathname === '/search' ? [place] : place));
});
await new Promise((resolve) => nominatim.listen(0, '127.0.0.1', resolve));

const server = await startProductionServer({
  name: 'bench-delivery',
  env: {
    NODE_ENV: 'test',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    NOMINATIM_URL: `http://127.0.0.1:${nominatim.address().port}`,
    NOMINATIM_MIN_INTERVAL_MS: '0',
    NOMINATIM_CLIENT_REQUESTS_PER_MINUTE: '0',
  },
});
const { base, pid } = server;
const residentMb = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

try {
  const merchant = await (await fetch(`${base}/api/users/v1/merchants/sub/demo`)).json();
  const headers = { merchant: merchant.id };
  const call = async (path, { method = 'GET', body, extra = {} } = {}) => {
    const response = await fetch(`${base}${path}`, { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}), ...extra }, body: body ? JSON.stringify(body) : undefined });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const phone = '998905550001';
  await call('/api/users/v1/auth/login', { method: 'POST', body: { phone } });
  const code = (await call(`/api/dev/sms-outbox?phone=${phone}&merchant=${merchant.id}`)).body[0].code;
  const session = (await call('/api/users/v1/auth/confirm', { method: 'POST', body: { phone, code } })).body;
  const auth = { authorization: `Bearer ${session.token}` };

  // Inside the Markaz zone (priced by the zone) and in the outer city (the branch's distance tariff).
  const inZone = { productPrice: 80_000, latitude: 41.31, longitude: 69.28 };
  const outerCity = { productPrice: 80_000, latitude: 41.37, longitude: 69.3 };
  for (const point of [inZone, outerCity]) {
    const answer = await call('/api/deliveries/v1/delivery/tariff/client/calculate', { method: 'POST', body: point, extra: auth });
    if (answer.status !== 200) throw new Error(`tariff answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }

  // A delivery order with a courier, for the position updates (one per order per second is accepted).
  const branches = (await call('/api/users/v1/branches')).body;
  const overalls = (await call('/api/products/v1/overalls?type=WEB')).body;
  const product = overalls.flatMap((group) => group.categories.flatMap((category) => category.products)).find((entry) => entry.modificationGroups.length === 0);
  const branch = branches.find((candidate) => candidate.name.eng.includes('24/7'));
  const order = { serviceType: 'DELIVERY', branchId: branch.id, paymentType: 'CASH', cartItems: [{ productId: product.id, quantity: 3 }], address: { ...inZone, streetName: 'Amir Temur', houseNumber: '12' }, latitude: inZone.latitude, longitude: inZone.longitude, totalPrice: 0 };
  const quote = await call('/api/orders/v1/orders', { method: 'POST', body: order, extra: auth });
  order.totalPrice = quote.body.error?.details?.totals?.totalPrice ?? 0;
  const placed = await call('/api/orders/v1/orders', { method: 'POST', body: order, extra: { ...auth, 'idempotency-key': crypto.randomUUID() } });
  if (placed.status !== 201) throw new Error(`order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const operator = { 'x-operator-key': 'demo-operator-key' };
  await call(`/api/operator/v1/orders/${placed.body.id}/status`, { method: 'PUT', body: { status: 'ACCEPTED' }, extra: operator });
  // Aziz, a demo courier (DEMO.courierIds.aziz).
  const assigned = await call(`/api/operator/v1/orders/${placed.body.id}/courier-status`, { method: 'PUT', body: { courierStatus: 'PERFORMER_FOUND', courierId: '0f5bf808-2b3f-569a-8b66-0df98da441e5' }, extra: operator });
  if (assigned.status !== 200) throw new Error(`courier-status answered ${assigned.status}: ${JSON.stringify(assigned.body)}`);

  const json = { 'content-type': 'application/json' };
  const cases = [
    { name: 'POST tariff, point in a priced zone', method: 'POST', url: `${base}/api/deliveries/v1/delivery/tariff/client/calculate`, headers: { ...headers, ...auth, ...json }, body: JSON.stringify(inZone) },
    { name: 'POST tariff, branch distance tariff', method: 'POST', url: `${base}/api/deliveries/v1/delivery/tariff/client/calculate`, headers: { ...headers, ...auth, ...json }, body: JSON.stringify(outerCity) },
    { name: 'GET closest branch', url: `${base}/api/users/v1/branches/merchant/${merchant.id}/closest?lat=41.31&lon=69.28`, headers },
    { name: 'GET regions and zones', url: `${base}/api/users/v1/region`, headers },
    { name: 'GET reverse geocoding (cached)', url: `${base}/api/notifications/v1/nominatim/reverse?format=json&lat=41.31&lon=69.28`, headers },
    { name: 'PUT courier position (throttled: 202)', method: 'PUT', url: `${base}/api/operator/v1/orders/${placed.body.id}/courier-location`, headers: { ...operator, ...json }, body: JSON.stringify({ latitude: 41.312, longitude: 69.279 }) },
    { name: 'SSR /branches/map', url: `${base}/branches/map`, headers: { host: 'demo.localhost' } },
    { name: 'SSR /address/delivery', url: `${base}/address/delivery`, headers: { host: 'demo.localhost' } },
  ];
  const rows = [];
  for (const testCase of cases) {
    const options = { url: testCase.url, method: testCase.method ?? 'GET', headers: testCase.headers, body: testCase.body };
    await autocannon({ ...options, connections: 2, duration: 2 });
    const result = await autocannon({ ...options, connections, duration: seconds });
    rows.push({ case: testCase.name, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, '2xx': result['2xx'], 'other statuses': result.non2xx });
  }
  console.log(`\n${connections} connections, ${seconds} s per case; Nominatim reached ${upstreamCalls} time(s) in all (the rest came from the cache)`);
  console.table(rows);
  console.log(`server RSS after the run: ${residentMb()} MB`);
} finally {
  await server.stop();
  nominatim.close();
}
