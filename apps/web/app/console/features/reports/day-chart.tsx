// Revenue per day as plain SVG bars (no chart library): each bar names its day, revenue and orders on hover and
// to screen readers; a few day labels under the bars, so a year still reads.
import { formatDayMonth } from '@dastarkhan/domain/date-format';
import { formatSom } from '@dastarkhan/domain/money';
import { formatNumber } from '@dastarkhan/domain/number-format';
import type { ReportSummary } from '@dastarkhan/domain/contracts/console-reports';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';

const WIDTH = 720;
const HEIGHT = 220;
const PLOT_TOP = 12;
const PLOT_BOTTOM = 190;
const LABELS = 8;
/** A week or a day must not turn into slabs: bars are at most this wide, centred in their slot. */
const MAX_BAR = 40;

export function DayChart({ days }: { days: ReportSummary['days'] }) {
  const t = useConsoleT('reports');
  const language = useConsoleLanguage();
  if (days.length === 0) return null;
  const max = Math.max(...days.map((day) => day.revenue), 0);
  const slot = WIDTH / days.length;
  const bar = Math.max(1, Math.min(MAX_BAR, slot - Math.min(4, slot * 0.2)));
  const labelEvery = Math.max(1, Math.ceil(days.length / LABELS));
  const height = (value: number) => (max === 0 ? 0 : ((PLOT_BOTTOM - PLOT_TOP) * value) / max);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  return (
    <figure className="rounded-2xl border border-line bg-surface p-4">
      <figcaption className="mb-2 text-base font-semibold">{t('chart.title')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={t('chart.summary', { from: formatDayMonth(first, language), to: formatDayMonth(last, language), max: formatSom(max, language) })}
      >
        <line x1={0} x2={WIDTH} y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} className="stroke-line" strokeWidth={1} />
        {days.map((day, index) => {
          const barHeight = height(day.revenue);
          const label = t('chart.bar', { day: formatDayMonth(day.day, language), revenue: formatSom(day.revenue, language), orders: formatNumber(day.orders, language) });
          return (
            <g key={day.day}>
              <rect
                x={index * slot + (slot - bar) / 2}
                y={PLOT_BOTTOM - barHeight}
                width={bar}
                height={Math.max(barHeight, day.revenue > 0 ? 1 : 0)}
                rx={Math.min(3, bar / 4)}
                className="fill-brand"
              >
                <title>{label}</title>
              </rect>
              {index % labelEvery === 0 ? (
                <text x={index * slot + slot / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[11px]">
                  {formatDayMonth(day.day, language)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
