// Figures of ordering: placing orders (server pricing, stock and option checks, the order, its items
// and first status in one transaction), one after another, many customers at once and at a steady rate;
// reading the order list and one order; and how fast a status change reaches many open live streams (SSE).
//   node bench/orders.mjs [--orders 100] [--customers 20] [--rate 300] [--rate-seconds 5]
//                         [--seconds 10] [--connections 20] [--streams 200] [--placing-only]
// --placing-only measures only placing orders (one after another, all at once, at --rate) and skips the rest.
// Runs on the embedded PGlite; BENCH_DATABASE_URL (a fresh, empty database) and BENCH_REDIS_URL run it on
// PostgreSQL and Redis. The load generator runs on the same machine as the server and shares its cores.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startProductionServer } from './production-server.mjs';
import { numberArg, percentiles } from './figures.mjs';
import { loadFigures, residentMb } from './load.mjs';
import { demoShop, shopperServerEnv } from './shopper.mjs';

const orderCount = numberArg('orders', 100);
const customerCount = numberArg('customers', 20);
const seconds = numberArg('seconds', 10);
const connections = numberArg('connections', 20);
const streamCount = numberArg('streams', 200);
const rate = numberArg('rate', 300);
const rateSeconds = numberArg('rate-seconds', 5);
const placingOnly = process.argv.includes('--placing-only');
const withP99 = [50, 95, 99, 100];

const server = await startProductionServer({
  name: 'bench-orders',
  env: {
    ...shopperServerEnv,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
  },
});
const { base, pid } = server;
/** CPU time the server process has used so far (user + system), ms: a figure the other processes on the machine do not distort. */
const serverCpuMs = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
/** Runs `work`, then "server CPU x ms per order" for its `count` orders. */
async function withServerCpu(count, work) {
  const before = serverCpuMs();
  const result = await work();
  return { result, cpu: `server CPU ${((serverCpuMs() - before) / count).toFixed(1)} ms per order` };
}

try {
  const shop = await demoShop(base);
  const { merchant, cartItems } = shop;
  const customers = [];
  for (let index = 0; index < customerCount; index++) customers.push(await shop.signIn(`99890${2_000_000 + index}`));
  const auth = (customer) => customer.headers;
  await shop.priceOrder(customers[0]);
  const place = (customer) => shop.tryPlaceOrder(customer);
  /** ", N failed (first: status body)" when some orders were not placed, to print beside their latencies. */
  const failures = (results) => {
    const failed = results.filter((result) => result.status !== 201);
    return failed.length === 0 ? '' : `, ${failed.length} FAILED (first: ${failed[0].status} ${JSON.stringify(failed[0].error)})`;
  };

  const { result: sequential, cpu: sequentialCpu } = await withServerCpu(orderCount, async () => {
    const results = [];
    for (let index = 0; index < orderCount; index++) results.push(await place(customers[index % customers.length]));
    return results;
  });
  console.log(
    `\n${orderCount} orders one after another (${cartItems.length} lines each): ${percentiles(
      sequential.map((entry) => entry.ms),
      withP99,
    )}, ${sequentialCpu}${failures(sequential)}`,
  );

  const started = performance.now();
  const { result: concurrent, cpu: concurrentCpu } = await withServerCpu(orderCount, () => Promise.all(Array.from({ length: orderCount }, (_, index) => place(customers[index % customers.length]))));
  const wall = performance.now() - started;
  // All sent in the same instant, the last ones wait for the first: these latencies are mostly queueing.
  console.log(
    `${orderCount} orders at once from ${customers.length} customers: ${Math.round((orderCount / wall) * 1000)} orders/s, ${percentiles(
      concurrent.map((entry) => entry.ms),
      withP99,
    )}, ${concurrentCpu}${failures(concurrent)}`,
  );

  // An open loop: a new order every 1/rate s whatever the answers, so a server that cannot keep up shows it
  // as growing latency rather than as a slower client.
  const steadyCount = Math.round(rate * rateSeconds);
  const steadyStarted = performance.now();
  const steady = await Promise.all(
    Array.from({ length: steadyCount }, async (_, index) => {
      const wait = steadyStarted + (index * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return place(customers[index % customers.length]);
    }),
  );
  const steadyWall = performance.now() - steadyStarted;
  console.log(
    `${steadyCount} orders sent at ${rate} orders/s for ${rateSeconds} s: done at ${Math.round((steadyCount / steadyWall) * 1000)} orders/s, ${percentiles(
      steady.map((entry) => entry.ms),
      withP99,
    )}${failures(steady)}`,
  );
  if (!placingOnly) {
    const placed = concurrent.filter((entry) => entry.id !== null);
    await measureReads(placed[0].id);
    await measureStreams(placed);
  }

  /** The order list and one order under load (autocannon). */
  async function measureReads(anOrder) {
    const reader = customers[0];
    const cases = [
      { name: 'GET order list (page of 10)', url: `${base}/api/orders/v1/orders/user/${reader.userId}?page=0&size=10`, headers: { merchant: merchant.id, ...auth(reader) } },
      { name: 'GET one order', url: `${base}/api/orders/v1/orders/${anOrder}`, headers: { merchant: merchant.id, ...auth(reader) } },
    ];
    const rows = [];
    for (const testCase of cases) {
      const figures = await loadFigures({ url: testCase.url, headers: testCase.headers, connections, seconds });
      rows.push({ case: testCase.name, 'req/s': figures.rps, 'p50 ms': figures.p50, 'p99 ms': figures.p99, failed: figures.failed });
    }
    console.log(`${connections} connections, ${seconds} s per case`);
    console.table(rows);
  }

  /** Live streams: every customer's order watched by several streams; one status change each, timed to arrival. */
  async function measureStreams(placed) {
    const watched = placed.slice(0, customers.length).map((entry, index) => ({ id: entry.id, customer: customers[index] }));
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
    console.log(`server resident memory with ${streamCount} streams open: ${Math.round(residentMb(pid))} MB`);
    for (const stream of streams) stream.request.destroy();
  }
} finally {
  await server.stop();
}
