// `/search?q=`: instant search over the menu; the query in the URL makes results shareable and SSR-rendered.
import { brandName } from '../lib/storefront.ts';
import { translator } from '../lib/i18n.ts';
import { derivedFromMenu, loadCatalogue } from '../features/catalogue/catalogue.server.ts';
import { allProductCards } from '../features/catalogue/menu-model.ts';
import { pageMeta } from '../features/catalogue/page-meta.ts';
import { SearchView } from '../features/catalogue/search-view.tsx';
import type { Route } from './+types/search';
import { SHARED_PAGE } from '../lib/shared-page.ts';
import { wordingOf } from '../lib/wording.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storefront, overalls } = await loadCatalogue(request, context);
  const { language } = storefront;
  const t = translator(language, 'catalogue');
  return {
    merchantId: storefront.merchant.id,
    // Every translation: a customer may type a name in any of the content languages.
    products: derivedFromMenu(overalls, 'search:products', () => allProductCards(overalls)),
    categories: overalls.flatMap((group) => group.categories.map((category) => ({ id: category.id, name: category.name }))),
    seo: { title: t('search.title'), description: t('search.metaDescription', { brand: brandName(storefront, language), ...wordingOf(storefront.merchant.kind) }) },
  };
}

/** The same for every visitor without a session: the host may share one rendering (lib/shared-page.ts). */
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchView products={loaderData.products} categories={loaderData.categories} merchantId={loaderData.merchantId} />;
}
