// Lighthouse figures of the storefront as a phone sees it: the home menu and one product page.
// Builds, starts the production server on a free port with a throw-away embedded database, audits
// both pages in headless Chromium (mobile emulation, simulated throttling), prints a table, stops.
//   node bench/lighthouse.mjs [--product <id>] [--details]
// CHROME_PATH picks the browser (default /usr/bin/chromium); nothing is downloaded.
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from './production-server.mjs';

const option = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const showDetails = process.argv.includes('--details');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const server = await startProductionServer({ name: 'lighthouse' });
let chrome;

/** A product worth auditing: the first one with option groups (the richest page), else the first. */
async function productToAudit(base) {
  const chosen = option('product');
  if (chosen) return chosen;
  const merchant = await (await fetch(`${base}/api/users/v1/merchants/sub/demo`)).json();
  const groups = await (await fetch(`${base}/api/products/v1/overalls?type=WEB`, { headers: { merchant: merchant.id } })).json();
  const products = groups.flatMap((group) => group.categories.flatMap((category) => category.products));
  const product = products.find((candidate) => candidate.modificationGroups.length > 0) ?? products[0];
  if (!product) throw new Error('the demo menu has no products');
  return product.id;
}

function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable');
}

try {
  const api = server.base;
  const store = `http://demo.localhost:${server.port}`;
  const pages = [
    { name: 'home /', url: `${store}/` },
    { name: 'product', url: `${store}/product/${encodeURIComponent(await productToAudit(api))}` },
  ];

  // A fresh profile, removed with the server's temp folder.
  const profile = join(server.dataDir, 'chrome-profile');
  mkdirSync(profile);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
    logLevel: 'silent',
  });

  const rows = [];
  const findings = [];
  let version = '';
  for (const page of pages) {
    const result = await lighthouse(page.url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    const { lhr } = result;
    version = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      page: page.name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(metric('largest-contentful-paint')),
      'TBT ms': Math.round(metric('total-blocking-time')),
      CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
      'total KB': Math.round(metric('total-byte-weight') / 1024),
    });
    for (const category of CATEGORIES) {
      for (const audit of failedAudits(lhr, category)) {
        const items = (audit.details?.items ?? []).slice(0, 5).map((item) => item.node?.snippet ?? item.node?.selector ?? item.url ?? item.source?.url ?? '');
        findings.push({ page: page.name, category, audit: audit.id, score: audit.score, title: audit.title, items });
      }
    }
  }

  console.log(`\nLighthouse ${version}, mobile emulation, simulated throttling`);
  console.table(rows);
  if (findings.length > 0) {
    console.log('Audits below full score:');
    for (const finding of findings) {
      console.log(`  [${finding.page}] ${finding.category} ${finding.audit} (${finding.score}): ${finding.title}`);
      if (showDetails) for (const item of finding.items) if (item) console.log(`      ${item}`);
    }
  }
} finally {
  if (chrome) {
    // Gone before its profile (inside the server's temp folder) is removed.
    const exited = chrome.process.exitCode === null ? once(chrome.process, 'exit') : null;
    chrome.kill();
    await exited;
  }
  await server.stop();
}
