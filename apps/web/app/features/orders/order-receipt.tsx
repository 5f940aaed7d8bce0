// The order's receipt: each item with its options and quantity, the line prices, then products,
// discounts, promo code, delivery, service fee, cashback, the total and how it is paid.
import { useTranslation } from 'react-i18next';
import type { Order, OrderItem } from '@dastarkhan/domain/contracts/order';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import { useLanguage } from '../../lib/use-language.ts';
import { Money } from '../../ui/money.tsx';
import { paymentLabel, receiptRows, type ReceiptRow } from './order-format.ts';
import { PaidChip } from './status-chip.tsx';

function ReceiptItem({ item }: { item: OrderItem }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const options = item.modifications
    .map((option) => {
      const name = pickLocalized(option.name, language);
      return option.count > 1 ? t('detail.optionCount', { name, count: option.count }) : name;
    })
    .join(', ');
  const charged = tiyinToSom(somToTiyin(item.linePrice) - somToTiyin(item.lineDiscount));
  return (
    <li data-testid="receipt-item" className="flex items-start gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="text-[15px] font-semibold text-ink">{pickLocalized(item.name, language)}</p>
        {options ? <p className="text-sm text-muted">{options}</p> : null}
        {item.comment ? (
          <p className="text-sm text-muted italic" data-testid="receipt-item-comment">
            {item.comment}
          </p>
        ) : null}
      </div>
      <span className="shrink-0 pt-px text-[15px] text-muted tabular-nums">{t('detail.quantity', { count: item.quantity })}</span>
      <span className="flex w-28 shrink-0 flex-col items-end">
        <Money som={charged} className="text-[15px] font-semibold text-ink" />
        {item.lineDiscount > 0 ? (
          <s className="text-xs text-muted">
            <Money som={item.linePrice} />
          </s>
        ) : null}
      </span>
    </li>
  );
}

function RowLabel({ row, order }: { row: ReceiptRow; order: Pick<Order, 'productCount' | 'promoCode'> }) {
  const { t } = useTranslation('orders');
  switch (row.kind) {
    case 'products':
      return <>{t('detail.products', { count: order.productCount })}</>;
    case 'discount':
      return <>{t('detail.discount')}</>;
    case 'promo':
      return <>{t('detail.promo', { code: order.promoCode ?? '' })}</>;
    case 'delivery':
      return <>{t('detail.delivery')}</>;
    case 'serviceFee':
      return <>{t('detail.serviceFee')}</>;
    case 'cashback':
      return <>{t('detail.cashback')}</>;
  }
}

const TAKEN_OFF: ReadonlySet<ReceiptRow['kind']> = new Set(['discount', 'promo', 'cashback']);

export function OrderReceipt({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const row = 'flex items-baseline justify-between gap-3 text-[15px]';
  return (
    <section aria-labelledby="order-receipt" className="rounded-3xl bg-surface p-4 ring-1 ring-line">
      <h2 id="order-receipt" className="text-base font-bold text-ink">
        {t('detail.receipt')}
      </h2>
      <ul className="mt-1 divide-y divide-line border-b border-line">
        {order.items.map((item) => (
          <ReceiptItem key={item.id} item={item} />
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1.5">
        {receiptRows(order).map((entry) => (
          <div key={entry.kind} className={row} data-testid={`receipt-${entry.kind}`}>
            <dt className="text-muted">
              <RowLabel row={entry} order={order} />
            </dt>
            <dd className={TAKEN_OFF.has(entry.kind) ? 'text-danger' : 'text-ink'}>
              {entry.kind === 'delivery' && entry.som === 0 ? (
                t('detail.free')
              ) : (
                <>
                  {TAKEN_OFF.has(entry.kind) ? '−' : null}
                  <Money som={entry.som} />
                </>
              )}
            </dd>
          </div>
        ))}
        <div className={`${row} mt-1 border-t border-line pt-2.5`}>
          <dt className="font-bold text-ink">{t('detail.total')}</dt>
          <dd data-testid="order-total">
            <Money som={order.totalPrice} className="text-xl font-extrabold text-ink" />
          </dd>
        </div>
        <div className={`${row} pt-1`}>
          <dt className="text-muted">{t('detail.payment')}</dt>
          <dd className="flex items-baseline gap-2">
            <span className="text-ink">{paymentLabel(t, order.paymentType)}</span>
            <PaidChip state={order.paymentState} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
