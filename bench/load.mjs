// What the load benchmarks share: an autocannon run with its warm-up, the figures it reports, and the
// resident memory of a server process sampled while the load runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon 8 appends every response body to a string (for expectBody/verifyBody, which these
// benchmarks do not use). For a 30–40 KB compressed catalogue that decoding fills the load
// generator's core at ~2k req/s long before the server is busy, so the figure measured the client.
// Bytes are still counted (autocannon counts them from the socket, not from this string).
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
PipelinedRequestsQueue.prototype.addBody = function keepNoBody() {};

/** Resident memory of process `pid` in MB (NaN once it is gone). */
export function residentMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * `connections` clients requesting `url` for `seconds` after a short warm-up. Returns req/s, latency
 * percentiles, the count of answers outside 2xx/3xx, socket errors (timeouts included), bytes per answer and,
 * with `pid`, the highest resident memory of that process seen during the run.
 */
export async function loadFigures({ url, headers = {}, connections, seconds, pid, warmUpSeconds = 2 }) {
  await autocannon({ url, headers, connections: Math.min(connections, 4), duration: warmUpSeconds });
  let peakRss = pid ? residentMb(pid) : NaN;
  const sampler = pid ? setInterval(() => (peakRss = Math.max(peakRss, residentMb(pid))), 200) : null;
  try {
    const result = await autocannon({ url, headers, connections, duration: seconds, timeout: 10 });
    const answered = result['2xx'] + (result['3xx'] ?? 0);
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      // autocannon counts 3xx among non2xx, and timeouts among errors.
      failed: result.non2xx - (result['3xx'] ?? 0) + result.errors,
      bytesPerAnswer: answered > 0 ? Math.round(result.throughput.total / answered) : 0,
      peakRssMb: Math.round(peakRss),
    };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}
