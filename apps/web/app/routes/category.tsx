// `/category`: every category with its picture and product count, grouped; `?id=` shows one category.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { brandName } from '../lib/storefront.ts';
import { translator } from '../lib/i18n.ts';
import { useLanguage } from '../lib/use-language.ts';
import { ApiImage } from '../ui/api-image.tsx';
import { NotFoundBoundary } from '../ui/error-page.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { loadCatalogue } from '../features/catalogue/catalogue.server.ts';
import { categoryHref, findCategory, toMenuCategory } from '../features/catalogue/menu-model.ts';
import { errorSeo, notFoundResponse, pageMeta, type PageSeo } from '../features/catalogue/page-meta.ts';
import { absoluteUrl, brandLogo, firstProductImage, shareImage, siteAddress } from '../features/seo/page-seo.server.ts';
import { ProductList } from '../features/catalogue/product-list.tsx';
import type { Route } from './+types/category';
import { SHARED_PAGE } from '../lib/shared-page.ts';
import { useWording, wordingOf } from '../lib/wording.ts';

// A tile's width in the 2/3/4-column grid below inside the 72rem page: the browser picks the variant for it.
const CATEGORY_IMAGE_SIZES = '(min-width: 1152px) 268px, (min-width: 1024px) calc(25vw - 20px), (min-width: 640px) calc(33.3vw - 21px), calc(50vw - 22px)';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ storefront, overalls }, site] = await Promise.all([loadCatalogue(request, context), siteAddress(request, context)]);
  const { language } = storefront;
  const t = translator(language, 'catalogue');
  const id = new URL(request.url).searchParams.get('id');

  if (id !== null) {
    const found = findCategory(overalls, id);
    if (!found) throw notFoundResponse(t('category.notFoundTitle'));
    const category = toMenuCategory(found.category, { t, language });
    const picture = found.category.image ?? found.category.products.find((product) => product.image)?.image ?? null;
    const seo: PageSeo = {
      title: category.name,
      description: t('menu.metaDescription', { brand: brandName(storefront, language), ...wordingOf(storefront.merchant.kind) }),
      url: absoluteUrl(site, categoryHref(found.category.id)),
      type: 'website',
      image: shareImage(site, picture, 'photo') ?? shareImage(site, brandLogo(storefront), 'logo'),
    };
    return { view: 'category' as const, category, seo };
  }

  const groups = overalls.map((group) => ({
    id: group.id,
    name: group.name,
    categories: group.categories.map((category) => ({ id: category.id, name: category.name, image: category.image ?? category.products[0]?.image ?? null, count: category.products.length })),
  }));
  const seo: PageSeo = {
    title: t('category.title'),
    description: t('category.metaDescription', { brand: brandName(storefront, language), ...wordingOf(storefront.merchant.kind) }),
    url: absoluteUrl(site, '/category'),
    type: 'website',
    image: shareImage(site, brandLogo(storefront), 'logo') ?? shareImage(site, firstProductImage(overalls), 'photo'),
  };
  return { view: 'all' as const, groups, seo };
}

/** The same for every visitor without a session: the host may share one rendering (lib/shared-page.ts). */
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => pageMeta(matches, loaderData?.seo ?? errorSeo(error));

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();

  if (loaderData.view === 'category') {
    const { category } = loaderData;
    return (
      <div className="pb-10">
        <PageHeader title={category.name} backTo="/category" />
        {/* A category page has room for the whole list: a grid even when the menu shows a row. */}
        <ProductList products={category.products} size={category.viewType} scroll="VERTICAL" eagerCount={4} priorityCount={1} />
      </div>
    );
  }

  return (
    <div className="pb-10">
      <PageHeader title={t('category.title')} hideBack />
      <div className="flex flex-col gap-8">
        {loaderData.groups.map((group, groupIndex) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`} className="mb-3 text-xl font-bold text-ink">
              {pickLocalized(group.name, language)}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
              {group.categories.map((category, index) => (
                <li key={category.id}>
                  <Link
                    to={categoryHref(category.id)}
                    prefetch="intent"
                    className="group flex h-full flex-col overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-lg"
                  >
                    <ApiImage
                      src={category.image}
                      alt=""
                      width={320}
                      height={240}
                      sizes={CATEGORY_IMAGE_SIZES}
                      loading={groupIndex === 0 && index < 4 ? 'eager' : 'lazy'}
                      priority={groupIndex === 0 && index === 0}
                      className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                    />
                    <span className="flex flex-1 flex-col gap-0.5 p-3">
                      <span className="text-[15px] leading-5 font-semibold text-ink">{pickLocalized(category.name, language)}</span>
                      <span className="text-xs text-muted">{t('category.count', { count: category.count })}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('catalogue');
  const wording = useWording();
  return (
    <NotFoundBoundary
      error={error}
      title={t('category.notFoundTitle')}
      description={t('category.notFoundText', wording)}
      backTo="/category"
      backLabel={t('menu.allCategories')}
    />
  );
}
