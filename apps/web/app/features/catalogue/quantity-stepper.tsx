// How many units of the product: − n +, bounded by the product's maxQuantity with the spec's warning.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../ui/icons.tsx';

/** Products without a maxQuantity still stop somewhere sensible. */
export const QUANTITY_CAP = 99;

const BUTTON =
  'grid h-11 w-11 place-items-center rounded-full text-ink transition hover:bg-line/50 disabled:cursor-not-allowed disabled:opacity-40';

export function QuantityStepper({ value, max, onChange }: { value: number; max: number | null; onChange: (next: number) => void }) {
  const { t } = useTranslation('catalogue');
  const [warned, setWarned] = useState(false);
  const messageId = useId();
  const limit = Math.min(max ?? QUANTITY_CAP, QUANTITY_CAP);

  const increase = () => {
    if (value >= limit) {
      setWarned(true);
      return;
    }
    onChange(value + 1);
  };
  const decrease = () => {
    setWarned(false);
    onChange(Math.max(1, value - 1));
  };

  return (
    // `contents`: the warning joins the parent's flex row and wraps onto a line of its own there.
    <div className="contents">
      <div role="group" aria-label={t('product.quantity')} className="flex w-fit items-center rounded-full bg-canvas ring-1 ring-line">
        <button type="button" className={BUTTON} onClick={decrease} disabled={value <= 1} aria-label={t('product.decrease')}>
          <MinusIcon className="size-5" />
        </button>
        <output aria-live="polite" className="min-w-8 text-center text-base font-bold text-ink tabular-nums">
          {value}
        </output>
        {/* Stays pressable at the limit so the customer learns why the number stops growing. */}
        <button
          type="button"
          className={BUTTON}
          onClick={increase}
          aria-label={t('product.increase')}
          aria-describedby={warned ? messageId : undefined}
          disabled={max === null && value >= limit}
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
      {warned && max !== null && (
        <p id={messageId} role="alert" className="order-last basis-full text-sm font-medium text-danger">
          {t('product.maxQuantity', { max: limit })}
        </p>
      )}
    </div>
  );
}
