// The order's progress as a vertical list of steps: done ones with their time, the current one
// highlighted, the ones ahead muted, a cancellation in red.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@dastarkhan/domain/date-format';
import { useStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { CheckIcon, CloseIcon } from '../../ui/icons.tsx';
import type { TimelineStep } from './order-timeline.ts';

const MARKER = 'relative z-10 grid size-7 shrink-0 place-items-center rounded-full';

function Marker({ state }: { state: TimelineStep['state'] }) {
  switch (state) {
    case 'done':
      return (
        <span className={`${MARKER} bg-ink text-surface`}>
          <CheckIcon className="size-4" strokeWidth={2.6} />
        </span>
      );
    case 'current':
      return (
        <span className={`${MARKER} bg-brand ring-4 ring-brand/30`}>
          <span className="size-2.5 rounded-full bg-brand-contrast" />
        </span>
      );
    case 'canceled':
      return (
        <span className={`${MARKER} bg-danger text-white`}>
          <CloseIcon className="size-4" strokeWidth={2.6} />
        </span>
      );
    default:
      return <span className={`${MARKER} border-2 border-line bg-surface`} />;
  }
}

export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  const { t } = useTranslation('orders');
  const { merchant } = useStorefront();
  const language = useLanguage();
  const stateText = { done: t('detail.stepDone'), current: t('detail.stepCurrent'), upcoming: t('detail.stepUpcoming'), canceled: t('detail.stepCurrent') };
  return (
    <section aria-labelledby="order-progress" className="rounded-3xl bg-surface p-4 ring-1 ring-line">
      <h2 id="order-progress" className="mb-3 text-base font-bold text-ink">
        {t('detail.progress')}
      </h2>
      <ol data-testid="order-timeline" className="flex flex-col">
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          const active = step.state === 'current' || step.state === 'canceled';
          return (
            <li
              key={step.status}
              data-state={step.state}
              aria-current={active ? 'step' : undefined}
              className="relative flex gap-3 pb-4 last:pb-0"
            >
              {/* The line to the next step: solid behind what is done. */}
              {last ? null : (
                <span
                  aria-hidden="true"
                  className={`absolute start-[13px] top-7 bottom-0 w-0.5 ${step.state === 'done' ? 'bg-ink' : 'bg-line'}`}
                />
              )}
              <Marker state={step.state} />
              <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 pt-0.5">
                <span
                  className={`text-[15px] ${
                    step.state === 'canceled' ? 'font-bold text-danger' : active ? 'font-bold text-ink' : step.state === 'done' ? 'font-medium text-ink' : 'text-muted'
                  }`}
                >
                  {t(`status.${step.status}`)}
                  <span className="sr-only"> — {stateText[step.state]}</span>
                </span>
                {step.at ? (
                  <time dateTime={step.at} className="text-sm text-muted tabular-nums">
                    {formatDateTime(step.at, merchant.timezone, language)}
                  </time>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
