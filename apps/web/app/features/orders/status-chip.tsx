// An order's status as a small coloured label: under way, finished well, or canceled.
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@dastarkhan/domain/enums';

const TONE: Partial<Record<OrderStatus, string>> = {
  CANCELED: 'bg-danger/12 text-danger',
  DELIVERED: 'bg-success/12 text-success',
  CLOSED: 'bg-success/12 text-success',
};

export function StatusChip({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <span
      data-testid="order-status"
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-[13px] leading-none font-semibold whitespace-nowrap ${TONE[status] ?? 'bg-amber-100 text-amber-900'} ${className ?? ''}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** Paid or not, as a quiet label beside the total. */
export function PaidChip({ isPaid }: { isPaid: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`text-[13px] font-semibold ${isPaid ? 'text-success' : 'text-muted'}`} data-testid="order-paid">
      {isPaid ? t('order.paid') : t('order.unpaid')}
    </span>
  );
}
