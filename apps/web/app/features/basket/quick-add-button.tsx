// The "+" on a menu card of a product that needs no choices: adds one with its default options.
import { useTranslation } from 'react-i18next';
import { useOptionalStorefront } from '../../lib/storefront.ts';
import { PlusIcon } from '../../ui/icons.tsx';
import { announceAdd } from './basket-notice.ts';
import { basketStoreFor } from './basket-store.ts';

interface QuickAddButtonProps {
  productId: string;
  name: string;
  options: Record<string, number>;
  maxQuantity: number | null;
  className?: string;
}

export function QuickAddButton({ productId, name, options, maxQuantity, className = '' }: QuickAddButtonProps) {
  const { t } = useTranslation('basket');
  const storefront = useOptionalStorefront();
  // Merchants may keep the menu for browsing only (cartInMainActive off): the product page still adds.
  // Without a basket at all (cartPageActive off) nothing adds.
  if (!storefront?.settings.cartInMainActive || !storefront.settings.cartPageActive) return null;
  const merchantId = storefront.merchant.id;
  return (
    <button
      type="button"
      aria-label={t('add.quickAdd', { name })}
      className={`grid size-9 place-items-center rounded-full bg-brand text-brand-contrast shadow-md ring-2 ring-surface transition hover:brightness-95 active:scale-95 ${className}`}
      onClick={() => {
        // Read at tap time, not subscribed: a menu has 100+ cards.
        const store = basketStoreFor(merchantId);
        announceAdd(store.getState().add({ productId, options, quantity: 1, maxQuantity }), name);
      }}
    >
      <PlusIcon className="size-5" />
    </button>
  );
}
