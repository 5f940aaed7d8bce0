// An order's status as a small coloured label (under way, finished well, or canceled), and its payment's.
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@dastarkhan/domain/enums';
import type { CustomerPaymentState } from '@dastarkhan/domain/order-status';

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

const PAYMENT_TONE: Record<Exclude<CustomerPaymentState, 'none'>, string> = {
  paid: 'text-success',
  unpaid: 'text-muted',
  refunded: 'text-danger',
};

/** Paid, not paid or refunded, as a quiet label beside the total; nothing when nothing is owed (a canceled unpaid order). */
export function PaidChip({ state }: { state: CustomerPaymentState }) {
  const { t } = useTranslation('orders');
  if (state === 'none') return null;
  return (
    <span className={`text-[13px] font-semibold ${PAYMENT_TONE[state]}`} data-testid="order-paid" data-state={state}>
      {t(`order.${state}`)}
    </span>
  );
}
