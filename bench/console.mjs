// Figures of the merchant console under a real brand's volume: the orders board with 500 open orders, and the
// reports (summary, per-day CSV, every-order CSV) over 100 000 orders of the last 90 days.
//   node --import tsx bench/console.mjs [--orders 100000] [--days 90] [--open 500] [--runs 30] [--csv-runs 5]
// Runs on a fresh in-memory PGlite; BENCH_DATABASE_URL (a PostgreSQL server URL; a throw-away database is created
// on it and dropped) runs it on PostgreSQL. The API is built in-process and called through app.inject (no socket),
// so the figures are the server's own time: routing, session check, SQL, serialisation.
import { numberArg, percentiles } from './figures.mjs';

const orderCount = numberArg('orders', 100_000);
const days = numberArg('days', 90);
const openCount = numberArg('open', 500);
const runs = numberArg('runs', 30);
const csvRuns = numberArg('csv-runs', 5);

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const { createTestApp } = await import('../apps/api/src/testing/test-app.ts');
const { ensureDemoStaff, DEMO_STAFF } = await import('../apps/api/src/modules/console/demo-staff.ts');
const { DEMO } = await import('@dastarkhan/db/seed/seed-demo');
const { seedConsoleDataset } = await import('./console-dataset.ts');

const t = await createTestApp();
try {
  const merchantId = DEMO.merchantIds.demo;
  await ensureDemoStaff(t.database.db);

  async function signIn(role) {
    const account = DEMO_STAFF.find((entry) => entry.role === role);
    const response = await t.app.inject({ method: 'POST', url: '/api/console/v1/auth/login', headers: { merchant: merchantId }, payload: { login: account.email, password: account.password } });
    if (response.statusCode !== 200) throw new Error(`${role} sign-in answered ${response.statusCode}: ${response.body}`);
    const cookie = response.cookies.find((entry) => entry.name.includes('console'));
    return { cookie: `${cookie.name}=${cookie.value}`, merchant: merchantId };
  }
  const operator = await signIn('OPERATOR');
  const manager = await signIn('MANAGER');

  const dataset = await seedConsoleDataset(t.database, { merchantId, orders: orderCount, days, openOrders: openCount });
  console.log(
    `\n${t.database.driver}: ${dataset.orders} orders (${openCount} open today) and ${dataset.items} order lines of the demo brand, written in ${dataset.seconds} s; report range ${dataset.from} … ${dataset.to}`,
  );

  const range = `from=${dataset.from}&to=${dataset.to}`;
  const branch = (await t.app.inject({ url: `/api/console/v1/reports/summary?${range}`, headers: manager })).json().branches[0]?.branchId;
  const cases = [
    { name: 'board (all open orders)', url: '/api/console/v1/orders/board', headers: operator, runs, rows: (body) => JSON.parse(body).orders?.length },
    { name: `report summary, ${days} days`, url: `/api/console/v1/reports/summary?${range}`, headers: manager, runs, rows: (body) => JSON.parse(body).totals.orders },
    { name: `report summary, ${days} days, 1 branch`, url: `/api/console/v1/reports/summary?${range}&branchId=${branch}`, headers: manager, runs, rows: (body) => JSON.parse(body).totals.orders },
    { name: 'report summary, 1 day', url: `/api/console/v1/reports/summary?from=${dataset.to}&to=${dataset.to}`, headers: manager, runs, rows: (body) => JSON.parse(body).totals.orders },
    { name: `days.csv, ${days} days`, url: `/api/console/v1/reports/days.csv?${range}&lang=ru`, headers: manager, runs, rows: (body) => body.trimEnd().split('\r\n').length - 1 },
    { name: `orders.csv, ${days} days`, url: `/api/console/v1/reports/orders.csv?${range}&lang=ru`, headers: manager, runs: csvRuns, rows: (body) => body.trimEnd().split('\r\n').length - 1 },
  ];

  const table = [];
  for (const testCase of cases) {
    const durations = [];
    let last;
    // One warm-up call (plans, caches), then the timed ones.
    for (let index = 0; index <= testCase.runs; index++) {
      const started = performance.now();
      last = await t.app.inject({ url: testCase.url, headers: testCase.headers });
      const ms = performance.now() - started;
      if (last.statusCode !== 200) throw new Error(`${testCase.name} answered ${last.statusCode}: ${last.body.slice(0, 300)}`);
      if (index > 0) durations.push(ms);
    }
    const [p50, p99, max] = percentiles(durations, [50, 99, 100]).split(', ');
    table.push({ case: testCase.name, runs: testCase.runs, p50, p99, max, rows: testCase.rows(last.body), bytes: last.rawPayload.length });
  }
  console.table(table);
  console.log('rows: board = orders on it; summary = orders counted as sales; CSV = data rows. Times include the session check.');
} finally {
  await t.close();
}
