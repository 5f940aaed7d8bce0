// `npm run bench`: the storefront's performance budget in one table (issue 15's figures), measured on
// this machine and written as markdown to bench/last-run.md (or --out <file>).
//   - the cached catalogue (every language, then one as the home page fetches it) and the home page
//     (as served, then rendered for every request) under 50 connections, with the server pinned to
//     one core and the load generator on another, against a bare Fastify hello world measured the
//     same way in the same run;
//   - the server's peak resident memory during that render load (embedded PGlite);
//   - Lighthouse 12 (mobile, simulated throttling) of the home and a product page, and the gzip
//     weight of the JavaScript the home page loads;
//   - orders placed at once against PostgreSQL (BENCH_DATABASE_URL, else a fresh database on
//     postgres://postgres@127.0.0.1:5432, dropped afterwards; the row is skipped without a server).
//   node bench/run.mjs [--seconds 10] [--connections 50] [--order-seconds 10] [--order-workers 10] [--out file]
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { numberArg, percentiles } from './figures.mjs';
import { auditPage, productToAudit, scriptGzipKb, withChromium } from './lighthouse-audit.mjs';
import { loadFigures } from './load.mjs';
import { freePort, pinned, root, startProductionServer } from './production-server.mjs';
import { demoShop, shopperServerEnv } from './shopper.mjs';

const seconds = numberArg('seconds', 10);
const connections = numberArg('connections', 50);
const orderSeconds = numberArg('order-seconds', 10);
const orderWorkers = numberArg('order-workers', 10);
const outIndex = process.argv.indexOf('--out');
const outFile = outIndex > 0 ? process.argv[outIndex + 1] : join(root, 'bench/last-run.md');
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

// The server gets core 0, this process (the load generator) the others; Chromium gets every core.
const cores = availableParallelism();
const SERVER_CPUS = cores > 1 ? '0' : undefined;
function pinSelf(cpus) {
  if (cores > 1) spawnSync('taskset', ['-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}
const LOAD_CPUS = `1-${cores - 1}`;
const ALL_CPUS = `0-${cores - 1}`;

const rows = [];
function record(measure, value, target, verdict) {
  const row = { measure, value, target, met: verdict === undefined ? '' : verdict ? 'yes' : 'no' };
  rows.push(row);
  console.log(`${measure}: ${value}  (target ${target}${row.met ? `, met: ${row.met}` : ''})`);
}

async function bareFastify() {
  const port = await freePort();
  const launch = pinned(SERVER_CPUS, process.execPath, [join(root, 'bench/bare-fastify.mjs')]);
  const child = spawn(launch.command, launch.args, { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  try {
    pinSelf(LOAD_CPUS);
    return await loadFigures({ url: `http://127.0.0.1:${port}/`, connections, seconds });
  } finally {
    pinSelf(ALL_CPUS);
    child.kill();
    await once(child, 'exit');
  }
}

/** The demo's home page as a browser asks for it, under the load, with the server's peak memory. */
function homePageLoad(server) {
  return loadFigures({
    url: `${server.base}/`,
    headers: { host: `demo.localhost:${server.port}`, 'accept-encoding': BROWSER_ENCODINGS },
    connections,
    seconds,
    pid: server.pid,
  });
}

async function storefrontFigures(bare) {
  const server = await startProductionServer({ name: 'bench-run', cpus: SERVER_CPUS });
  try {
    const merchant = await (await fetch(`${server.base}/api/users/v1/merchants/sub/demo`)).json();
    const catalogueUrl = `${server.base}/api/products/v1/overalls?type=WEB`;
    pinSelf(LOAD_CPUS);
    const catalogue = await loadFigures({ url: catalogueUrl, headers: { merchant: merchant.id, 'accept-encoding': BROWSER_ENCODINGS }, connections, seconds });
    const catalogueIdentity = await loadFigures({ url: catalogueUrl, headers: { merchant: merchant.id }, connections, seconds });
    // What the home page fetches: the page language's texts only.
    const catalogueOneLanguage = await loadFigures({
      url: `${catalogueUrl}&lang=uz`,
      headers: { merchant: merchant.id, 'accept-encoding': BROWSER_ENCODINGS },
      connections,
      seconds,
    });
    const home = await homePageLoad(server);
    pinSelf(ALL_CPUS);

    const ratio = (figures) => (figures.rps / bare.rps).toFixed(3);
    record(
      `catalogue GET /api/products/v1/overalls (browser encodings, ${catalogue.bytesPerAnswer} B/answer)`,
      `${catalogue.rps} req/s, p99 ${catalogue.p99} ms = ${ratio(catalogue)} × bare Fastify (${bare.rps} req/s)`,
      '≥ 0.5 × bare Fastify, p99 ≤ 10 ms',
      catalogue.rps >= 0.5 * bare.rps && catalogue.p99 <= 10,
    );
    record(
      `catalogue, identity (${catalogueIdentity.bytesPerAnswer} B/answer)`,
      `${catalogueIdentity.rps} req/s, p99 ${catalogueIdentity.p99} ms = ${ratio(catalogueIdentity)} × bare Fastify`,
      '(for comparison)',
    );
    record(
      `catalogue as the home page fetches it (?lang=uz, browser encodings, ${catalogueOneLanguage.bytesPerAnswer} B/answer)`,
      `${catalogueOneLanguage.rps} req/s, p99 ${catalogueOneLanguage.p99} ms = ${ratio(catalogueOneLanguage)} × bare Fastify`,
      '(for comparison)',
    );
    record(
      'home page SSR (/, demo)',
      `${home.rps} req/s, p50 ${home.p50} ms, p99 ${home.p99} ms, ${home.failed} errors`,
      '≥ 200 req/s, p99 ≤ 500 ms, 0 errors',
      home.rps >= 200 && home.p99 <= 500 && home.failed === 0,
    );

    const store = `http://demo.localhost:${server.port}`;
    const product = await productToAudit(server.base);
    const [homeAudit, productAudit] = await withChromium(server.dataDir, async (chrome) => [
      await auditPage(chrome, `${store}/`),
      await auditPage(chrome, `${store}/product/${encodeURIComponent(product)}`),
    ]);
    const homeJsKb = await scriptGzipKb(homeAudit.scriptUrls, server.base);
    const productJsKb = await scriptGzipKb(productAudit.scriptUrls, server.base);
    record(
      `Lighthouse ${homeAudit.version} mobile, home`,
      `${homeAudit.scores.performance}, LCP ${(homeAudit.lcpMs / 1000).toFixed(1)} s, CLS ${homeAudit.cls}, ${homeJsKb} KB JS`,
      '≥ 95, LCP ≤ 2.0 s',
      homeAudit.scores.performance >= 95 && homeAudit.lcpMs <= 2000,
    );
    record(
      `Lighthouse ${productAudit.version} mobile, product page`,
      `${productAudit.scores.performance}, LCP ${(productAudit.lcpMs / 1000).toFixed(1)} s, CLS ${productAudit.cls}, ${productJsKb} KB JS`,
      '≥ 98, LCP ≤ 1.5 s',
      productAudit.scores.performance >= 98 && productAudit.lcpMs <= 1500,
    );
    record('first-load JavaScript, home (gzip)', `${homeJsKb} KB`, '≤ 130 KB', homeJsKb <= 130);
    record('server memory under the SSR load (peak RSS, PGlite)', `${home.peakRssMb} MB`, '≤ 300 MB', home.peakRssMb <= 300);
    for (const [page, audit] of [['home', homeAudit], ['product', productAudit]]) {
      for (const finding of audit.findings.filter((entry) => entry.category === 'performance')) {
        console.log(`  [${page}] ${finding.audit} (${finding.score}): ${finding.title}`);
      }
    }
  } finally {
    pinSelf(ALL_CPUS);
    await server.stop();
  }
}

/** A fresh database on the PostgreSQL server: BENCH_DATABASE_URL as it is, else one created and dropped here. */
async function postgresDatabase() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    return { skip: `no PostgreSQL at ${adminUrl} (${error.message})` };
  }
  const name = `dk_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function orderFigures() {
  const database = await postgresDatabase();
  const measure = `orders placed at once on PostgreSQL (one merchant, ${orderWorkers} customers ordering back to back)`;
  if (database.skip) {
    record(measure, `skipped: ${database.skip}`, '≥ 300 orders/s, p99 ≤ 50 ms');
    return;
  }
  const server = await startProductionServer({ name: 'bench-run-orders', cpus: SERVER_CPUS, env: { ...shopperServerEnv, DATABASE_URL: database.url, REDIS_URL: process.env.BENCH_REDIS_URL ?? '' } });
  try {
    const shop = await demoShop(server.base);
    const customers = [];
    for (let index = 0; index < orderWorkers; index++) customers.push(await shop.signIn(`99890${3_000_000 + index}`));
    await shop.priceOrder(customers[0]);
    for (const customer of customers) await shop.placeOrder(customer); // warm-up

    pinSelf(LOAD_CPUS);
    const placed = [];
    const started = performance.now();
    const until = started + orderSeconds * 1000;
    await Promise.all(
      customers.map(async (customer) => {
        while (performance.now() < until) placed.push(await shop.placeOrder(customer));
      }),
    );
    const wall = performance.now() - started;
    pinSelf(ALL_CPUS);

    const numbers = new Set(placed.map((order) => order.number));
    const latencies = placed.map((order) => order.ms).sort((a, b) => a - b);
    const p99 = Math.round(latencies[Math.floor(latencies.length * 0.99)] * 10) / 10;
    const rate = Math.round((placed.length / wall) * 1000);
    record(
      measure,
      `${rate} orders/s, ${percentiles(latencies, [50, 99])}, ${numbers.size}/${placed.length} numbers unique`,
      '≥ 300 orders/s, p99 ≤ 50 ms, numbers unique',
      rate >= 300 && p99 <= 50 && numbers.size === placed.length,
    );
  } finally {
    pinSelf(ALL_CPUS);
    await server.stop();
    await database.drop();
  }
}

/**
 * The home page rendered for every request (the shared-page cache off): what a visitor with a session,
 * or the first visitor after a change, costs the server.
 */
async function uncachedRenderFigures() {
  const server = await startProductionServer({ name: 'bench-run-uncached', cpus: SERVER_CPUS, env: { PAGE_CACHE_SECONDS: '0' } });
  try {
    pinSelf(LOAD_CPUS);
    const home = await homePageLoad(server);
    record(
      'home page SSR, every request rendered (PAGE_CACHE_SECONDS=0)',
      `${home.rps} req/s, p50 ${home.p50} ms, p99 ${home.p99} ms, ${home.failed} errors, peak RSS ${home.peakRssMb} MB`,
      '(for comparison)',
    );
  } finally {
    pinSelf(ALL_CPUS);
    await server.stop();
  }
}

const bare = await bareFastify();
console.log(`bare Fastify hello world on one core: ${bare.rps} req/s, p99 ${bare.p99} ms`);
await storefrontFigures(bare);
await uncachedRenderFigures();
await orderFigures();

const when = new Date().toISOString();
const markdown = [
  `Figures of \`npm run bench\`, ${when}, ${cores} cores (server pinned to core 0, load from the others), ${connections} connections, ${seconds} s per load.`,
  '',
  '| measure | value | target | met |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${row.measure} | ${row.value} | ${row.target} | ${row.met} |`),
  '',
].join('\n');
writeFileSync(outFile, markdown);
console.log(`\n${markdown}\nwritten to ${outFile}`);
