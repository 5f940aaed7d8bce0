// The reports page's query in its URL: the period (with presets counted on the merchant's calendar) and the
// filters, read leniently (a broken address shows the last 7 days) and written back for links and the CSV.
import { ReportQuerySchema, type ReportQuery } from '@dastarkhan/domain/contracts/console-reports';
import { addDays } from '@dastarkhan/domain/zoned-time';

export const REPORT_PRESETS = ['today', 'last7', 'last30', 'thisMonth'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** The days of a preset, `today` being the merchant's calendar date (YYYY-MM-DD). */
export function presetRange(preset: ReportPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The preset the range is, if any (to highlight it). */
export function presetOf(query: { from: string; to: string }, today: string): ReportPreset | null {
  return REPORT_PRESETS.find((preset) => {
    const range = presetRange(preset, today);
    return range.from === query.from && range.to === query.to;
  }) ?? null;
}

const FILTERS = ['branchId', 'serviceType', 'paymentType'] as const;

/**
 * The report of the page's address: its period and filters when they are valid; without a period, the last 7
 * days; with an invalid one (reversed, longer than MAX_REPORT_DAYS, not a date), the last 7 days and `invalid`.
 */
export function reportQueryOf(search: URLSearchParams, today: string): { query: ReportQuery; invalid: boolean } {
  const fallback = presetRange('last7', today);
  const raw: Record<string, string> = {};
  for (const name of ['from', 'to', ...FILTERS]) {
    const value = search.get(name);
    if (value) raw[name] = value;
  }
  const asked = raw.from !== undefined || raw.to !== undefined;
  const parsed = ReportQuerySchema.safeParse({ ...fallback, ...raw });
  if (parsed.success) return { query: parsed.data, invalid: false };
  // Keep the filters that are valid on their own.
  const filtersOnly = ReportQuerySchema.safeParse({ ...fallback, ...Object.fromEntries(FILTERS.flatMap((name) => (raw[name] ? [[name, raw[name]]] : []))) });
  return { query: filtersOnly.success ? filtersOnly.data : fallback, invalid: asked };
}

/** The query string of a report (period first, then the filters that are set). */
export function reportSearch(query: ReportQuery, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  for (const name of FILTERS) {
    const value = query[name];
    if (value) search.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) search.set(name, value);
  return search.toString();
}
