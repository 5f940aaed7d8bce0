// Lighthouse figures of the storefront as a phone sees it: the home menu and one product page.
// Builds, starts the production server on a free port with a throw-away embedded database, audits
// both pages in headless Chromium (mobile emulation, simulated throttling), prints a table, stops.
//   node bench/lighthouse.mjs [--product <id>] [--details]
// CHROME_PATH picks the browser (default /usr/bin/chromium); nothing is downloaded.
import { auditPage, productToAudit, scriptGzipKb, withChromium } from './lighthouse-audit.mjs';
import { startProductionServer } from './production-server.mjs';

const option = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const showDetails = process.argv.includes('--details');

const server = await startProductionServer({ name: 'lighthouse' });
try {
  const store = `http://demo.localhost:${server.port}`;
  const product = option('product') ?? (await productToAudit(server.base));
  const pages = [
    { name: 'home /', url: `${store}/` },
    { name: 'product', url: `${store}/product/${encodeURIComponent(product)}` },
  ];
  const audits = await withChromium(server.dataDir, async (chrome) => {
    const results = [];
    for (const page of pages) results.push({ page, audit: await auditPage(chrome, page.url) });
    return results;
  });

  const rows = [];
  for (const { page, audit } of audits) {
    rows.push({
      page: page.name,
      ...audit.scores,
      'LCP ms': audit.lcpMs,
      'TBT ms': audit.tbtMs,
      CLS: audit.cls,
      'total KB': audit.totalKb,
      'JS KB (gzip)': await scriptGzipKb(audit.scriptUrls, server.base),
    });
  }
  console.log(`\nLighthouse ${audits[0].audit.version}, mobile emulation, simulated throttling`);
  console.table(rows);
  const findings = audits.flatMap(({ page, audit }) => audit.findings.map((finding) => ({ page: page.name, ...finding })));
  if (findings.length > 0) {
    console.log('Audits below full score:');
    for (const finding of findings) {
      console.log(`  [${finding.page}] ${finding.category} ${finding.audit} (${finding.score}): ${finding.title}`);
      if (showDetails) for (const item of finding.items) if (item) console.log(`      ${item}`);
    }
  }
} finally {
  await server.stop();
}
