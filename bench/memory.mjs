// Where the server's memory goes: resident memory split into V8's heap, buffers outside it and the
// WebAssembly memory of the embedded PostgreSQL (PGlite), idle and after load on the catalogue and
// the home page's server render. Starts the built production server with bench/memory-probe.mjs.
//   node bench/memory.mjs [--seconds 10] [--connections 50]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { numberArg } from './figures.mjs';
import { loadFigures } from './load.mjs';
import { root, startProductionServer } from './production-server.mjs';

const seconds = numberArg('seconds', 10);
const connections = numberArg('connections', 50);

const probeFile = join(process.env.TMPDIR ?? '/tmp', `dk-memory-${process.pid}.json`);
const server = await startProductionServer({
  name: 'bench-memory',
  env: { NODE_OPTIONS: `--import ${join(root, 'bench/memory-probe.mjs')}`, MEMORY_PROBE_FILE: probeFile },
});

async function figures(moment, extra = {}) {
  process.kill(server.pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { moment, ...JSON.parse(readFileSync(probeFile, 'utf8')), ...extra };
}

try {
  const rows = [await figures('idle after start')];
  const merchant = await (await fetch(`${server.base}/api/users/v1/merchants/sub/demo`)).json();
  const catalogue = await loadFigures({ url: `${server.base}/api/products/v1/overalls?type=WEB`, headers: { merchant: merchant.id, 'accept-encoding': 'gzip, br' }, connections, seconds, pid: server.pid });
  rows.push(await figures('after catalogue load', { peakRssMb: catalogue.peakRssMb }));
  const home = await loadFigures({ url: `${server.base}/`, headers: { host: `demo.localhost:${server.port}`, 'accept-encoding': 'gzip, br' }, connections, seconds, pid: server.pid });
  rows.push(await figures('after home SSR load', { peakRssMb: home.peakRssMb }));
  await new Promise((resolve) => setTimeout(resolve, 5000));
  rows.push(await figures('5 s later'));
  console.log(`\nMemory of the production server (PGlite), MB; loads: ${connections} connections for ${seconds} s`);
  console.table(rows);
} finally {
  await server.stop();
}
