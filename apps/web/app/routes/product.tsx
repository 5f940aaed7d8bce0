// `/product/:id`: one product, server-rendered; unknown or unavailable products are a 404.
import { useTranslation } from 'react-i18next';
import { useWording } from '../lib/wording.ts';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { translator } from '../lib/i18n.ts';
import { useStorefront } from '../lib/storefront.ts';
import { NotFoundBoundary } from '../ui/error-page.tsx';
import { loadCatalogue } from '../features/catalogue/catalogue.server.ts';
import { findProduct, productViewCategory } from '../features/catalogue/menu-model.ts';
import { errorSeo, notFoundResponse, pageMeta, type PageSeo } from '../features/catalogue/page-meta.ts';
import { ProductView } from '../features/catalogue/product-view.tsx';
import { absoluteUrl, brandLogo, productJsonLd, shareImage, siteAddress } from '../features/seo/page-seo.server.ts';
import type { Route } from './+types/product';
import { SHARED_PAGE } from '../lib/shared-page.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { storefront, overalls } = await loadCatalogue(request, context);
  const { language } = storefront;
  const found = findProduct(overalls, params.id);
  if (!found) throw notFoundResponse(translator(language, 'catalogue')('product.notFoundTitle'));
  const { product, category } = found;
  const name = pickLocalized(product.name, language);
  const site = await siteAddress(request, context);
  const image = shareImage(site, product.image ?? product.gallery[0] ?? null, 'photo') ?? shareImage(site, brandLogo(storefront), 'logo');
  const url = absoluteUrl(site, `/product/${encodeURIComponent(product.id)}`);
  return {
    product,
    category: productViewCategory(category),
    seo: {
      title: name,
      description: pickLocalized(product.description, language) || name,
      url,
      type: 'product',
      image,
      jsonLd: productJsonLd({ site, storefront, product, category, image }),
    } satisfies PageSeo,
  };
}

/** The same for every visitor without a session: the host may share one rendering (lib/shared-page.ts). */
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => pageMeta(matches, loaderData?.seo ?? errorSeo(error));

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useStorefront();
  const { product, category } = loaderData;
  // A new product starts with its own defaults, not the previous product's choices.
  return <ProductView key={product.id} product={product} category={category} modificationImages={settings.modificationViewType === 'FULL_IMAGE'} />;
}

// Anything but "no such product" is the layout's error page's business.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('catalogue');
  const wording = useWording();
  return (
    <NotFoundBoundary error={error} title={t('product.notFoundTitle')} description={t('product.notFoundText', wording)} backTo="/" backLabel={t('product.backToMenu', wording)} />
  );
}
