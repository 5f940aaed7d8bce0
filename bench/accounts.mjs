// Figures of the account paths: a whole SMS sign-in (code sent, read from the dev outbox, confirmed)
// one customer after another, then load on what every signed-in page pays for — the bearer check
// behind GET /users/me and the server-rendered profile page.
//   node bench/accounts.mjs [--seconds 10] [--connections 20] [--sign-ins 50]
import autocannon from 'autocannon';
import { startProductionServer } from './production-server.mjs';
import { numberArg } from './figures.mjs';

const seconds = numberArg('seconds', 10);
const connections = numberArg('connections', 20);
const signIns = numberArg('sign-ins', 50);

// NODE_ENV=test keeps the console SMS gateway and its outbox; the limits are lifted for one client address.
const server = await startProductionServer({
  name: 'bench-accounts',
  env: { NODE_ENV: 'test', OTP_IP_SENDS_PER_HOUR: '100000', OTP_IP_CHECKS_PER_HOUR: '100000' },
});
const { base, port } = server;
const merchant = await (await fetch(`${base}/api/users/v1/merchants/sub/demo`)).json();
const json = { 'content-type': 'application/json', merchant: merchant.id };

async function post(path, body, headers = json) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function signIn(phone) {
  await post('/api/users/v1/auth/login', { phone });
  const outbox = await (await fetch(`${base}/api/dev/sms-outbox?phone=${phone}&merchant=${merchant.id}`)).json();
  return post('/api/users/v1/auth/confirm', { phone, code: outbox[0].code });
}

try {
const durations = [];
let session;
for (let index = 0; index < signIns; index++) {
  const started = performance.now();
  session = await signIn(`99890${1_000_000 + index}`);
  durations.push(performance.now() - started);
}
durations.sort((a, b) => a - b);
const percentile = (p) => Math.round(durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))] * 10) / 10;

const cookie = `dk_token_demo=${session.token}`;
const cases = [
  { name: 'GET /users/me (bearer check)', url: `${base}/api/users/v1/users/me`, headers: { merchant: merchant.id, authorization: `Bearer ${session.token}` } },
  { name: 'GET /users/me, revoked-style bad token (401)', url: `${base}/api/users/v1/users/me`, headers: { merchant: merchant.id, authorization: `Bearer ${'x'.repeat(43)}` } },
  { name: 'profile page SSR, signed in', url: `${base}/profile`, headers: { host: `demo.localhost:${port}`, cookie } },
];
const rows = [];
for (const testCase of cases) {
  await autocannon({ url: testCase.url, headers: testCase.headers, connections: 2, duration: 2 });
  const result = await autocannon({ url: testCase.url, headers: testCase.headers, connections, duration: seconds });
  rows.push({
    case: testCase.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    [`2xx`]: result['2xx'],
    'other statuses': result.non2xx,
    errors: result.errors,
  });
}

console.log(`\n${signIns} sign-ins one after another (send code, read outbox, confirm): p50 ${percentile(50)} ms, p95 ${percentile(95)} ms, max ${percentile(100)} ms`);
console.log(`${connections} connections, ${seconds} s per case`);
console.table(rows);
} finally {
  await server.stop();
}
