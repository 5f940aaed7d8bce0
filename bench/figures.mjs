// What every benchmark script shares: its command-line numbers and how it prints latencies.

/** The number after `--name` on the command line, or `fallback`. */
export function numberArg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

/** "p50 x ms, p95 y ms, max z ms" of `values` (ms), one decimal; `points` are the percentiles to print (100 reads "max"). */
export function percentiles(values, points = [50, 95, 100]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
  return points.map((p) => `${p === 100 ? 'max' : `p${p}`} ${at(p)} ms`).join(', ');
}
