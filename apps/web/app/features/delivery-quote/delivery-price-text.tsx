// The delivery line's value in the basket and the checkout summary, so both say the same: the tariff's
// price (or "free") once it has priced the chosen address, else why there is no number yet.
import { useTranslation } from 'react-i18next';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { Money } from '../../ui/money.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { DeliveryPriceView } from './delivery-quote.ts';

export interface DeliveryPriceTextProps {
  view: DeliveryPriceView;
  /** The delivery price in the totals, tiyin (read only when priced). */
  priceTiyin: number;
  /** Classes of the price itself. */
  priceClassName?: string;
}

export function DeliveryPriceText({ view, priceTiyin, priceClassName = 'text-ink' }: DeliveryPriceTextProps) {
  const { t } = useTranslation('checkout');
  const { t: tb } = useTranslation('basket');
  switch (view) {
    case 'priced':
      return priceTiyin > 0 ? <Money som={tiyinToSom(priceTiyin)} className={priceClassName} /> : <span className="text-success">{t('summary.free')}</span>;
    case 'calculating':
      return (
        <span className="inline-flex items-center gap-1.5 text-sm text-muted" role="status">
          <Spinner size={14} />
          {t('summary.deliveryCalculating')}
        </span>
      );
    case 'noAddress':
      return <span className="text-sm text-muted">{t('summary.deliveryAfterAddress')}</span>;
    case 'outOfZone':
      return <span className="text-sm text-muted">—</span>;
    case 'unknown':
      return <span className="text-sm text-muted">{t('summary.deliveryUnknown')}</span>;
    case 'atCheckout':
      return <span className="text-sm text-muted">{tb('totals.deliveryAtCheckout')}</span>;
  }
}

