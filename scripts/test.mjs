// `npm test`: every suite, then one closing line `N passed, N failed, N skipped` (read by CI).
//   1. unit + API suites on embedded PGlite;
//   2. the DB-backed suites again on real PostgreSQL when TEST_DATABASE_URL is set;
//   3. the browser suite in Chromium (CHROME_PATH, else /usr/bin/chromium) against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const reportDir = mkdtempSync(join(tmpdir(), 'dk-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];

function runVitest(label, args, env) {
  console.log(`\n=== ${label} ===`);
  const report = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const result = spawnSync(
    process.execPath,
    [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { cwd: root, stdio: 'inherit', env },
  );
  if (!existsSync(report)) {
    // The runner died before reporting: count the whole stage as one failure so CI cannot go green.
    totals.failed += 1;
    notes.push(`${label}: vitest exited with ${result.status ?? result.signal} before reporting`);
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  // Suites that failed to load have no tests: count each as a failure.
  const brokenSuites = summary.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0);
  totals.failed += brokenSuites.length;
  for (const suite of brokenSuites) notes.push(`${label}: ${suite.name} failed to run: ${suite.message?.split('\n')[0] ?? ''}`);
}

const { TEST_DATABASE_URL: databaseUrl, ...envWithoutDatabase } = process.env;
runVitest('unit and API suites (PGlite)', [], envWithoutDatabase);

if (databaseUrl) {
  runVitest('DB-backed suites (PostgreSQL)', ['packages/db', 'apps/api'], { ...process.env, TEST_DATABASE_URL: databaseUrl });
} else {
  notes.push('PostgreSQL suites skipped: TEST_DATABASE_URL is not set');
}

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(chromePath)) {
  console.log('\n=== building the app for the browser suite ===');
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status === 0) {
    runVitest('browser suite (Chromium)', ['--config', 'apps/web/e2e/vitest.config.ts'], { ...envWithoutDatabase, CHROME_PATH: chromePath });
  } else {
    totals.failed += 1;
    notes.push('browser suite: the build failed');
  }
} else {
  notes.push(`browser suite skipped: no Chromium at ${chromePath} (set CHROME_PATH or install Debian's chromium)`);
}

rmSync(reportDir, { recursive: true, force: true });
console.log('');
for (const note of notes) console.log(`note: ${note}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
