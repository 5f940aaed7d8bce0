// A product's price as cards and the product page show it: current price (or "from …"), the old
// price struck through and a "−N%" badge when discounted.
import { useTranslation } from 'react-i18next';
import { formatSom } from '@dastarkhan/domain/money';
import { useLanguage } from '../../lib/use-language.ts';
import { Money } from '../../ui/money.tsx';
import type { PriceView } from './menu-model.ts';

const SIZES = {
  sm: { current: 'text-[15px] font-bold', old: 'text-xs' },
  md: { current: 'text-base font-bold', old: 'text-sm' },
  lg: { current: 'text-2xl font-extrabold tracking-tight', old: 'text-base' },
} as const;

export function PriceTag({ price, size = 'md', className = '' }: { price: PriceView; size?: keyof typeof SIZES; className?: string }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const discounted = price.regularSom > price.finalSom;
  const tone = discounted ? 'text-danger' : 'text-ink';
  return (
    <span className={`flex flex-wrap items-baseline gap-x-1.5 ${className}`}>
      {price.from ? (
        <span className={`${SIZES[size].current} ${tone} whitespace-nowrap`}>{t('card.priceFrom', { price: formatSom(price.finalSom, language) })}</span>
      ) : (
        <Money som={price.finalSom} className={`${SIZES[size].current} ${tone} whitespace-nowrap`} />
      )}
      {discounted && (
        <>
          <span className="sr-only">{t('card.oldPrice', { price: formatSom(price.regularSom, language) })}</span>
          <s aria-hidden="true" className={`${SIZES[size].old} text-muted whitespace-nowrap`}>
            <Money som={price.regularSom} />
          </s>
        </>
      )}
    </span>
  );
}

export function DiscountBadge({ percent, className = '' }: { percent: number; className?: string }) {
  const { t } = useTranslation('catalogue');
  if (percent <= 0) return null;
  return (
    <span className={`inline-flex items-center rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white shadow-sm ${className}`}>
      {/* A signed number reads left to right in every script ("−10%", not "10%−"). */}
      <span aria-hidden="true" dir="ltr">
        {t('card.discount', { percent })}
      </span>
      <span className="sr-only">{t('card.discountLabel', { percent })}</span>
    </span>
  );
}
