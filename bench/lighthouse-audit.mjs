// Lighthouse 12 audits of storefront pages as a phone sees them (mobile emulation, simulated
// throttling) in the machine's Chromium, and the weight of the JavaScript a page loads first.
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A product worth auditing: the first one with option groups (the richest page), else the first. */
export async function productToAudit(apiBase) {
  const merchant = await (await fetch(`${apiBase}/api/users/v1/merchants/sub/demo`)).json();
  const groups = await (await fetch(`${apiBase}/api/products/v1/overalls?type=WEB`, { headers: { merchant: merchant.id } })).json();
  const products = groups.flatMap((group) => group.categories.flatMap((category) => category.products));
  const product = products.find((candidate) => candidate.modificationGroups.length > 0) ?? products[0];
  if (!product) throw new Error('the demo menu has no products');
  return product.id;
}

/** Runs `use(chrome)` with a headless Chromium on a fresh profile inside `dataDir` (CHROME_PATH, else /usr/bin/chromium). */
export async function withChromium(dataDir, use) {
  const profile = join(dataDir, 'chrome-profile');
  mkdirSync(profile, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
    logLevel: 'silent',
  });
  try {
    return await use(chrome);
  } finally {
    // Gone before its profile (inside the caller's temp folder) is removed.
    const exited = chrome.process.exitCode === null ? once(chrome.process, 'exit') : null;
    chrome.kill();
    await exited;
  }
}

function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable');
}

/**
 * Audits `url`. Returns { version, scores: {performance, …}, lcpMs, tbtMs, cls, totalKb, scriptUrls,
 * findings: audits below full score with up to five offending items }.
 */
export async function auditPage(chrome, url) {
  const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const findings = CATEGORIES.flatMap((category) =>
    failedAudits(lhr, category).map((audit) => ({
      category,
      audit: audit.id,
      score: audit.score,
      title: audit.title,
      items: (Array.isArray(audit.details?.items) ? audit.details.items : []).slice(0, 5).map((item) => item.node?.snippet ?? item.node?.selector ?? item.url ?? item.source?.url ?? ''),
    })),
  );
  return {
    version: lhr.lighthouseVersion,
    scores,
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    totalKb: Math.round(metric('total-byte-weight') / 1024),
    scriptUrls: requests.filter((request) => request.resourceType === 'Script').map((request) => request.url),
    findings,
  };
}

/**
 * Gzip size (level 6, what servers commonly send) of the scripts a page loaded, fetched again from
 * `apiBase` (same server; Node cannot resolve the page's *.localhost host). In KB.
 */
export async function scriptGzipKb(scriptUrls, apiBase) {
  let bytes = 0;
  for (const url of new Set(scriptUrls)) {
    const { pathname, search } = new URL(url);
    const response = await fetch(`${apiBase}${pathname}${search}`, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).byteLength;
  }
  return Math.round(bytes / 1024);
}
