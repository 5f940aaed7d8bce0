// A product's price as cards and the product page show it: current price (or "from …"), the old
// price struck through and a "−N%" badge when discounted.
import { Money } from '../../ui/money.tsx';
import type { DiscountTexts, PriceTagView } from './card-texts.ts';

const SIZES = {
  sm: { current: 'text-[15px] font-bold', old: 'text-xs' },
  md: { current: 'text-base font-bold', old: 'text-sm' },
  lg: { current: 'text-2xl font-extrabold tracking-tight', old: 'text-base' },
} as const;

interface PriceTagProps {
  /** priceTagView() of the price, in the page's language. */
  price: PriceTagView;
  size?: keyof typeof SIZES;
  className?: string;
}

export function PriceTag({ price, size = 'md', className = '' }: PriceTagProps) {
  const discounted = price.regularSom > price.finalSom;
  const tone = discounted ? 'text-danger' : 'text-ink';
  return (
    <span className={`flex flex-wrap items-baseline gap-x-1.5 ${className}`}>
      {price.from !== null ? (
        <span className={`${SIZES[size].current} ${tone} whitespace-nowrap`}>{price.from}</span>
      ) : (
        <Money som={price.finalSom} className={`${SIZES[size].current} ${tone} whitespace-nowrap`} />
      )}
      {discounted && (
        <>
          <span className="sr-only">{price.oldPrice}</span>
          <s aria-hidden="true" className={`${SIZES[size].old} text-muted whitespace-nowrap`}>
            <Money som={price.regularSom} />
          </s>
        </>
      )}
    </span>
  );
}

/** `texts` from discountTexts(); nothing is drawn without a discount (null). */
export function DiscountBadge({ texts, className = '' }: { texts: DiscountTexts | null; className?: string }) {
  if (texts === null) return null;
  return (
    <span className={`inline-flex items-center rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white shadow-sm ${className}`}>
      {/* A signed number reads left to right in every script ("−10%", not "10%−"). */}
      <span aria-hidden="true" dir="ltr">
        {texts.short}
      </span>
      <span className="sr-only">{texts.label}</span>
    </span>
  );
}
