// A product drawn over the page it was tapped on, as its category's navigationType asks: a bottom sheet
// (SHEET) or a pop-up window (POP_UP). The menu stays where it was underneath; adding to the basket,
// closing, or leaving the page closes it. Its data is the product page's (GET /product/:id/details).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@dastarkhan/domain/contracts/catalogue';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { useStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { productHref } from './product-card.tsx';
import type { ProductViewCategory } from './menu-model.ts';
import type { OpenProduct } from './product-overlay-store.ts';
import { ProductView } from './product-view.tsx';

interface ProductDetails {
  product: Product;
  category: ProductViewCategory;
}

type Loaded = { status: 'loading' } | { status: 'ready'; details: ProductDetails } | { status: 'failed' };

function useProductDetails(productId: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${productHref(productId)}/details`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`product details: HTTP ${response.status}`);
        setLoaded({ status: 'ready', details: (await response.json()) as ProductDetails });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      });
    return () => controller.abort();
  }, [productId]);
  return loaded;
}

export default function ProductOverlay({ productId, presentation, onClose }: OpenProduct & { onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const { settings } = useStorefront();
  const loaded = useProductDetails(productId);
  const title = loaded.status === 'ready' ? pickLocalized(loaded.details.product.name, language) : t('product.loading');

  const content =
    loaded.status === 'ready' ? (
      <ProductView
        product={loaded.details.product}
        category={loaded.details.category}
        modificationImages={settings.modificationViewType === 'FULL_IMAGE'}
        variant="overlay"
        onAdded={onClose}
      />
    ) : loaded.status === 'loading' ? (
      <div className="grid min-h-64 place-items-center">
        <Spinner label={t('product.loading')} size={32} className="text-muted" />
      </div>
    ) : (
      // Gone from the menu since the page was drawn, or no connection: its page says which.
      <div role="alert" className="flex min-h-48 flex-col items-center justify-center gap-3 text-center">
        <p className="text-[15px] font-medium text-ink">{t('product.loadFailed')}</p>
        <Link to={productHref(productId)} className="font-semibold text-ink underline underline-offset-4">
          {t('product.openPage')}
        </Link>
      </div>
    );

  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return presentation === 'POP_UP' ? (
    <Dialog open onOpenChange={onOpenChange} title={title}>
      {content}
    </Dialog>
  ) : (
    <Drawer open onOpenChange={onOpenChange} title={title} hideTitle>
      {content}
    </Drawer>
  );
}
