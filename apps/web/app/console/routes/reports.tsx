// The console's reports (manager and up): orders and revenue over a period of the brand's days, in the URL.
import type { ReportSummary } from '@dastarkhan/domain/contracts/console-reports';
import { localDate } from '@dastarkhan/domain/zoned-time';
import type { Route } from './+types/reports';
import { reportQueryOf, reportSearch } from '../features/reports/report-range.ts';
import { ReportsView, type ReportsPageData } from '../features/reports/reports-view.tsx';
import { consoleLoad, consoleSession } from '../lib/console-api.server.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<ReportsPageData> {
  // The presets and the default period are days of the merchant's calendar, not the server's.
  const me = await consoleSession(request, context);
  const today = localDate(new Date(), me.merchant.timezone);
  const { query, invalid } = reportQueryOf(new URL(request.url).searchParams, today);
  const summary = await consoleLoad<ReportSummary>(request, context, `/reports/summary?${reportSearch(query)}`);
  return { summary, query, today, invalid };
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  return <ReportsView data={loaderData} />;
}
