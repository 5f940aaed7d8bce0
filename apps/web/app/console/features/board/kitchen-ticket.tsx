// The kitchen ticket: an 80 mm receipt-printer page with a big order number, service type, time, and the
// items with their options and comments. The print button is hidden on paper.
import type { BoardOrderDetail } from '@dastarkhan/domain/contracts/console-board';
import { formatDateTime } from '@dastarkhan/domain/date-format';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatPhone } from '@dastarkhan/domain/phone';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { timeAt } from './labels.ts';

const PRINT_CSS = `
@page { size: 80mm auto; margin: 3mm; }
.kitchen-ticket { width: 74mm; margin: 0 auto; font-family: ui-monospace, Menlo, Consolas, monospace; color: #000; background: #fff; }
@media print {
  html, body { background: #fff !important; }
  .ticket-no-print { display: none !important; }
}
`;

export function KitchenTicket({ order, timezone }: { order: BoardOrderDetail; timezone: string }) {
  const t = useConsoleT('board');
  const language = useConsoleLanguage();
  return (
    <main className="min-h-dvh bg-white py-4 text-black">
      <style>{PRINT_CSS}</style>
      <div className="ticket-no-print mb-4 flex justify-center">
        <button type="button" onClick={() => window.print()} className="rounded-xl bg-black px-5 py-2 font-semibold text-white">
          {t('ticket.print')}
        </button>
      </div>
      <article className="kitchen-ticket text-[13px] leading-snug">
        <p className="text-center text-[12px] uppercase">{pickLocalized(order.branch.name, language)}</p>
        <h1 className="my-1 text-center text-5xl font-black tabular-nums">#{order.number}</h1>
        <p className="text-center text-lg font-bold uppercase">{t(`service.${order.serviceType}`)}</p>
        {order.table ? <p className="text-center font-bold">{t('detail.table', { name: order.table })}</p> : null}
        <p className="mt-1 text-center">
          {t('ticket.placed')}: {timeAt(order.createdAt, timezone, language)}
        </p>
        {order.deliveryAt ? (
          <p className="text-center text-base font-bold">
            {t('ticket.scheduled')}: {formatDateTime(order.deliveryAt, timezone, language)}
          </p>
        ) : null}
        <hr className="my-2 border-dashed border-black" />
        <ul className="flex flex-col gap-2">
          {order.items.map((item) => (
            <li key={item.id}>
              <p className="text-base font-bold">
                {item.quantity} × {pickLocalized(item.name, language)}
              </p>
              {item.options.map((option, index) => (
                <p key={index} className="ps-4">
                  + {pickLocalized(option.name, language)}
                  {option.count > 1 ? ` × ${option.count}` : ''}
                </p>
              ))}
              {item.comment ? <p className="ps-4 font-bold">» {item.comment}</p> : null}
            </li>
          ))}
        </ul>
        {order.receiver ? (
          <>
            <hr className="my-2 border-dashed border-black" />
            {/* The order is for someone else: the counter or the courier hands it to them. */}
            <p className="font-bold" data-testid="ticket-receiver">
              {t('detail.receiver')}: {order.receiver.name} {order.receiver.phone ? formatPhone(order.receiver.phone) : ''}
            </p>
          </>
        ) : null}
        {order.comment ? (
          <>
            <hr className="my-2 border-dashed border-black" />
            <p className="font-bold">
              {t('ticket.comment')}: {order.comment}
            </p>
          </>
        ) : null}
        <hr className="my-2 border-dashed border-black" />
      </article>
    </main>
  );
}
