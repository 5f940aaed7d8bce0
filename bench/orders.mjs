// Figures of ordering: placing orders (server pricing, stock and option checks, the order, its items
// and first status in one transaction), one after another and many customers at once; reading the
// order list and one order; and how fast a status change reaches many open live streams (SSE).
//   node bench/orders.mjs [--orders 100] [--customers 20] [--seconds 10] [--connections 20] [--streams 200]
// Runs on the embedded PGlite; BENCH_DATABASE_URL (a fresh, empty database) and BENCH_REDIS_URL run it on
// PostgreSQL and Redis.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { startProductionServer } from './production-server.mjs';
import { numberArg, percentiles } from './figures.mjs';

const orderCount = numberArg('orders', 100);
const customerCount = numberArg('customers', 20);
const seconds = numberArg('seconds', 10);
const connections = numberArg('connections', 20);
const streamCount = numberArg('streams', 200);

const server = await startProductionServer({
  name: 'bench-orders',
  env: {
    NODE_ENV: 'test',
    OTP_IP_SENDS_PER_HOUR: '100000',
    OTP_IP_CHECKS_PER_HOUR: '100000',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
  },
});
const { base, pid } = server;
const residentMb = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

try {
  const merchant = await (await fetch(`${base}/api/users/v1/merchants/sub/demo`)).json();
  const branches = await (await fetch(`${base}/api/users/v1/branches`, { headers: { merchant: merchant.id } })).json();
  // The demo's branch that is open around the clock, so "now" orders are accepted at any hour.
  const branch = branches.find((candidate) => candidate.name.eng.includes('24/7'));
  const overalls = await (await fetch(`${base}/api/products/v1/overalls?type=WEB`, { headers: { merchant: merchant.id } })).json();
  const plain = overalls.flatMap((group) => group.categories.flatMap((category) => category.products)).filter((product) => product.modificationGroups.length === 0);
  const cartItems = plain.slice(0, 3).map((product, index) => ({ productId: product.id, quantity: index + 1 }));

  async function call(path, { method = 'GET', body, headers = {} } = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { merchant: merchant.id, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  async function signIn(phone) {
    await call('/api/users/v1/auth/login', { method: 'POST', body: { phone } });
    const outbox = (await call(`/api/dev/sms-outbox?phone=${phone}&merchant=${merchant.id}`)).body;
    const answer = await call('/api/users/v1/auth/confirm', { method: 'POST', body: { phone, code: outbox[0].code } });
    return { token: answer.body.token, userId: answer.body.user.id };
  }

  const customers = [];
  for (let index = 0; index < customerCount; index++) customers.push(await signIn(`99890${2_000_000 + index}`));
  const auth = (customer) => ({ authorization: `Bearer ${customer.token}` });

  // The price the server asks (a first attempt with 0 answers 409 PRICE_CHANGED with the totals).
  const order = { serviceType: 'PICK_UP', branchId: branch.id, paymentType: 'CASH', cartItems, totalPrice: 0 };
  const quote = await call('/api/orders/v1/orders', { method: 'POST', body: order, headers: auth(customers[0]) });
  if (quote.status !== 409) throw new Error(`expected 409 PRICE_CHANGED, got ${quote.status} ${JSON.stringify(quote.body)}`);
  order.totalPrice = quote.body.error.details.totals.totalPrice;

  const place = async (customer) => {
    const started = performance.now();
    const answer = await call('/api/orders/v1/orders', { method: 'POST', body: order, headers: { ...auth(customer), 'idempotency-key': crypto.randomUUID() } });
    if (answer.status !== 201) throw new Error(`order answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return { ms: performance.now() - started, id: answer.body.id };
  };

  const sequential = [];
  for (let index = 0; index < orderCount; index++) sequential.push((await place(customers[index % customers.length])).ms);
  console.log(`\n${orderCount} orders one after another (${cartItems.length} lines each): ${percentiles(sequential)}`);

  const started = performance.now();
  const concurrent = await Promise.all(Array.from({ length: orderCount }, (_, index) => place(customers[index % customers.length])));
  const wall = performance.now() - started;
  console.log(`${orderCount} orders at once from ${customers.length} customers: ${Math.round((orderCount / wall) * 1000)} orders/s, ${percentiles(concurrent.map((entry) => entry.ms))}`);

  const reader = customers[0];
  const anOrder = concurrent[0].id;
  const cases = [
    { name: 'GET order list (page of 10)', url: `${base}/api/orders/v1/orders/user/${reader.userId}?page=0&size=10`, headers: { merchant: merchant.id, ...auth(reader) } },
    { name: 'GET one order', url: `${base}/api/orders/v1/orders/${anOrder}`, headers: { merchant: merchant.id, ...auth(reader) } },
  ];
  const rows = [];
  for (const testCase of cases) {
    await autocannon({ url: testCase.url, headers: testCase.headers, connections: 2, duration: 2 });
    const result = await autocannon({ url: testCase.url, headers: testCase.headers, connections, duration: seconds });
    rows.push({ case: testCase.name, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, '2xx': result['2xx'], 'other statuses': result.non2xx });
  }
  console.log(`${connections} connections, ${seconds} s per case`);
  console.table(rows);

  // Live streams: every customer's order watched by several streams; one status change each, timed to arrival.
  const watched = concurrent.slice(0, customers.length).map((entry, index) => ({ id: entry.id, customer: customers[index] }));
  const streams = [];
  for (let index = 0; index < streamCount; index++) {
    const target = watched[index % watched.length];
    streams.push(
      await new Promise((resolve, reject) => {
        const request = http.get(`${base}/api/orders/v1/orders/${target.id}/events`, { headers: { merchant: merchant.id, accept: 'text/event-stream', ...auth(target.customer) } }, (response) => {
          const stream = { request, orderId: target.id, arrived: null, buffer: '' };
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            stream.buffer += chunk;
            if (stream.arrived === null && stream.buffer.includes('event: status')) stream.arrived = performance.now();
          });
          response.on('error', () => undefined);
          resolve(stream);
        });
        request.on('error', reject);
      }),
    );
  }
  const changedAt = performance.now();
  await Promise.all(
    watched.map((target) =>
      fetch(`${base}/api/operator/v1/orders/${target.id}/status`, {
        method: 'PUT',
        headers: { 'x-operator-key': 'demo-operator-key', 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'ACCEPTED' }),
      }),
    ),
  );
  const deadline = performance.now() + 10_000;
  while (streams.some((stream) => stream.arrived === null) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  const arrivals = streams.filter((stream) => stream.arrived !== null).map((stream) => stream.arrived - changedAt);
  console.log(`${streamCount} open streams on ${watched.length} orders, one status change each: ${arrivals.length}/${streamCount} received, ${percentiles(arrivals)} after the changes were sent`);
  console.log(`server resident memory with ${streamCount} streams open: ${residentMb()} MB`);
  for (const stream of streams) stream.request.destroy();
} finally {
  await server.stop();
}
