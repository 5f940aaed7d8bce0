// The price breakdown of the order (storefront-core §9) as both checkout pages show it: products,
// discounts, promo, delivery, service fee, cashback and the total, from the shared priceOrder.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { DELIVERING_SERVICE_TYPES, type OrderTotals } from '@dastarkhan/domain/pricing';
import type { ServiceType } from '@dastarkhan/domain/enums';
import { Money } from '../../ui/money.tsx';
import { totalKind, type DeliveryPriceView } from '../delivery-quote/delivery-quote.ts';
import { DeliveryPriceText } from '../delivery-quote/delivery-price-text.tsx';

export interface OrderSummaryProps {
  totals: OrderTotals;
  serviceType: ServiceType | null;
  promoCode: string | null;
  /** Units of the basket left out of the order (no longer on the menu). */
  unavailableCount: number;
  /** A heading level that fits the page (h2 by default). */
  headingLevel?: 2 | 3;
  /** Where the delivery price stands (null: not a delivery): no number for it, nor a total with it, until priced. */
  delivery: DeliveryPriceView | null;
}

const ROW = 'flex items-baseline justify-between gap-3 text-[15px]';

export function OrderSummary({ totals, serviceType, promoCode, unavailableCount, headingLevel = 2, delivery }: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const ownDiscounts = totals.productDiscount - totals.promoDiscount;
  const delivers = serviceType !== null && DELIVERING_SERVICE_TYPES.has(serviceType);
  const total = totalKind(delivers ? delivery : null);
  return (
    <section className="rounded-2xl bg-surface p-4 ring-1 ring-line" aria-labelledby={titleId} data-testid="order-summary">
      <Heading id={titleId} className="mb-2 text-base font-bold text-ink">
        {t('summary.title')}
      </Heading>
      <dl className="flex flex-col gap-1.5">
        <div className={ROW}>
          <dt className="text-muted">{t('summary.products', { count: totals.productCount })}</dt>
          <dd>
            <Money som={tiyinToSom(totals.productPrice)} className="text-ink" />
          </dd>
        </div>
        {ownDiscounts > 0 && (
          <div className={ROW}>
            <dt className="text-muted">{t('summary.discount')}</dt>
            <dd className="text-danger">
              −<Money som={tiyinToSom(ownDiscounts)} />
            </dd>
          </div>
        )}
        {totals.promoDiscount > 0 && promoCode && (
          <div className={ROW}>
            <dt className="text-muted">{t('summary.promo', { code: promoCode })}</dt>
            <dd className="text-danger">
              −<Money som={tiyinToSom(totals.promoDiscount)} />
            </dd>
          </div>
        )}
        {delivers && (
          <div className={ROW} data-testid="summary-delivery">
            <dt className="text-muted">{t('summary.delivery')}</dt>
            <dd className="text-end">
              <DeliveryPriceText view={delivery ?? 'priced'} priceTiyin={totals.deliveryPrice} />
            </dd>
          </div>
        )}
        {totals.deliveryDiscount > 0 && (
          <div className={ROW}>
            <dt className="text-muted">{t('summary.deliveryDiscount')}</dt>
            <dd className="text-danger">
              −<Money som={tiyinToSom(totals.deliveryDiscount)} />
            </dd>
          </div>
        )}
        {totals.serviceFee > 0 && (
          <div className={ROW}>
            <dt className="text-muted">{t('summary.serviceFee')}</dt>
            <dd>
              <Money som={tiyinToSom(totals.serviceFee)} className="text-ink" />
            </dd>
          </div>
        )}
        {totals.cashbackUsed > 0 && (
          <div className={ROW}>
            <dt className="text-muted">{t('summary.cashback')}</dt>
            <dd className="text-danger">
              −<Money som={tiyinToSom(totals.cashbackUsed)} />
            </dd>
          </div>
        )}
        <div className={`${ROW} mt-1 border-t border-line pt-2.5`}>
          <dt className="font-bold text-ink">{total === 'withoutDelivery' ? t('summary.totalWithoutDelivery') : t('summary.total')}</dt>
          <dd data-testid="checkout-total" aria-busy={total === 'pending'}>
            {total === 'pending' ? <span className="text-xl font-extrabold text-muted">…</span> : <Money som={tiyinToSom(totals.totalPrice)} className="text-xl font-extrabold text-ink" />}
          </dd>
        </div>
      </dl>
      {unavailableCount > 0 && <p className="mt-3 text-sm font-medium text-amber-900">{t('summary.unavailable', { count: unavailableCount })}</p>}
    </section>
  );
}
