// An order's status as a small coloured label: under way, finished well, or canceled.
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@dastarkhan/domain/enums';
import { customerPaymentState, type OrderState } from '@dastarkhan/domain/order-status';

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

/** Paid or not, as a quiet label beside the total (order-status's rule: cash handed over is paid; nothing for a canceled unpaid order). */
export function PaidChip({ order }: { order: Pick<OrderState, 'status' | 'paymentType' | 'isPaid'> }) {
  const { t } = useTranslation('orders');
  const state = customerPaymentState(order);
  if (state === 'none') return null;
  return (
    <span className={`text-[13px] font-semibold ${state === 'paid' ? 'text-success' : 'text-muted'}`} data-testid="order-paid">
      {state === 'paid' ? t('order.paid') : t('order.unpaid')}
    </span>
  );
}
