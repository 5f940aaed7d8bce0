// `/product/:id`: one product, server-rendered; unknown or unavailable products are a 404.
import { data, isRouteErrorResponse } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { translator } from '../lib/i18n.ts';
import { useStorefront } from '../lib/storefront.ts';
import { ButtonLink } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { SearchIcon } from '../ui/icons.tsx';
import { loadCatalogue } from '../features/catalogue/catalogue.server.ts';
import { findProduct } from '../features/catalogue/menu-model.ts';
import { pageMeta, type PageSeo } from '../features/catalogue/page-meta.ts';
import { ProductView } from '../features/catalogue/product-view.tsx';
import type { Route } from './+types/product';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { storefront, overalls } = await loadCatalogue(request, context);
  const { language } = storefront;
  const found = findProduct(overalls, params.id);
  if (!found) {
    const seo: PageSeo = { title: translator(language, 'catalogue')('product.notFoundTitle'), description: '' };
    throw data({ seo }, { status: 404 });
  }
  const { product, category } = found;
  const name = pickLocalized(product.name, language);
  return {
    product,
    category: { id: category.id, name: category.name },
    seo: { title: name, description: pickLocalized(product.description, language) || name } satisfies PageSeo,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (loaderData) return pageMeta(matches, loaderData.seo);
  const seo = isRouteErrorResponse(error) ? (error.data as { seo?: PageSeo } | undefined)?.seo : undefined;
  return pageMeta(matches, seo);
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useStorefront();
  const { product, category } = loaderData;
  // A new product starts with its own defaults, not the previous product's choices.
  return <ProductView key={product.id} product={product} category={category} modificationImages={settings.modificationViewType === 'FULL_IMAGE'} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('catalogue');
  // Anything but "no such product" is the root error page's business.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <EmptyState
      headingLevel={1}
      title={t('product.notFoundTitle')}
      description={t('product.notFoundText')}
      icon={<SearchIcon />}
      action={
        <ButtonLink to="/" size="lg">
          {t('product.backToMenu')}
        </ButtonLink>
      }
    />
  );
}
