// The count on the basket entry of the header and the tab bar; it bumps when something is added.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasketCount } from './use-basket.ts';

export function BasketBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation('basket');
  const count = useBasketCount();
  const badge = useRef<HTMLSpanElement>(null);
  const previous = useRef(count);
  useEffect(() => {
    const grew = count > previous.current;
    previous.current = count;
    if (!grew || !badge.current || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    badge.current.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.4)' }, { transform: 'scale(1)' }], { duration: 320, easing: 'ease-out' });
  }, [count]);
  if (count === 0) return null;
  return (
    <span
      ref={badge}
      data-testid="basket-badge"
      className={`absolute -top-1 -end-1.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-danger px-1 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-surface ${className}`}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('badge', { count })}</span>
    </span>
  );
}
