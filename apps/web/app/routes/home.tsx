// `/`: the merchant's menu with its banners on top, its first screen server-rendered; `/?table=<id>`
// (a table's QR code) seats the customer there.
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWording, wordingOf } from '../lib/wording.ts';
import { brandName, useStorefront } from '../lib/storefront.ts';
import { translator } from '../lib/i18n.ts';
import { toKeptJson } from '../lib/kept-json.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { derivedFromMenu, loadCatalogue } from '../features/catalogue/catalogue.server.ts';
import { MenuView } from '../features/catalogue/menu-view.tsx';
import { FIRST_SCREEN_CARDS, findCategory, findProduct, homeMenu, toMenu } from '../features/catalogue/menu-model.ts';
import { useHomeMenu } from '../features/catalogue/use-home-menu.ts';
import { pageMeta, type PageSeo } from '../features/catalogue/page-meta.ts';
import { absoluteUrl, brandLogo, firstProductImage, loadMainBranch, shareImage, siteAddress, storefrontJsonLd } from '../features/seo/page-seo.server.ts';
import { BannerCarousel } from '../features/content/banner-carousel.tsx';
import { loadBanners } from '../features/content/banners.server.ts';
import { StoriesRow } from '../features/stories/stories-row.tsx';
import { loadStories } from '../features/stories/stories.server.ts';
import { TableSeat } from '../features/dine-in/table-seat.tsx';
import { BrandSwitcher } from '../features/brands/brand-switcher.tsx';
import { loadBrandLinks } from '../features/brands/brands.server.ts';
import { readSeatedTableId, seatCookie, seatFromQuery } from '../features/dine-in/table.server.ts';
import type { Route } from './+types/home';
import { SHARED_PAGE } from '../lib/shared-page.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storefront, overalls, channel } = await loadCatalogue(request, context);
  const { language } = storefront;
  const t = translator(language, 'catalogue');
  const onMenu = {
    hasProduct: (id: string) => findProduct(overalls, id) !== null,
    hasCategory: (id: string) => findCategory(overalls, id) !== null,
  };
  const [seat, banners, stories, site, branch, brands] = await Promise.all([
    seatFromQuery(request, context, storefront),
    loadBanners(request, context, onMenu),
    // Covers and titles only are drawn by the server (a few hundred bytes); the viewer loads on tap.
    loadStories(request, context, onMenu),
    siteAddress(request, context),
    loadMainBranch(context, storefront),
    // In parallel with the rest: the catalogue is cached by the API, so the first render does not wait on it.
    loadBrandLinks(request, context, storefront),
  ]);
  // The share picture: the brand's logo, else the menu's first photo.
  const logo = shareImage(site, brandLogo(storefront), 'logo');
  const image = logo ?? shareImage(site, firstProductImage(overalls), 'photo');
  const body = {
    brands,
    banners,
    stories,
    // The first screen's cards, in the page's language only (a language switch reloads every loader),
    // kept per menu and language. The page fetches the rest of the menu itself (useHomeMenu).
    menu: derivedFromMenu(overalls, `home:${language}`, () => toKeptJson(homeMenu(toMenu(overalls, { t, language }), FIRST_SCREEN_CARDS))),
    channel,
    seo: {
      title: '',
      description: t('menu.metaDescription', { brand: brandName(storefront, storefront.language), ...wordingOf(storefront.merchant.kind) }),
      url: absoluteUrl(site, '/'),
      type: 'website',
      image,
      jsonLd: storefrontJsonLd({ site, storefront, overalls, branch, logo }),
    } satisfies PageSeo,
    seat,
    seatedTableId: seat?.ok ? seat.table.id : readSeatedTableId(request, storefront),
  };
  // The seat cookie switches the menu to the table's (QR) menu from the next page on.
  return seat?.ok ? data(body, { headers: { 'Set-Cookie': seatCookie(request, storefront, seat.table.id) } }) : body;
}

/** The same for every visitor without a session: the host may share one rendering (lib/shared-page.ts). */
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalogue');
  const wording = useWording();
  const { settings, merchant } = useStorefront();
  const { menu, wantCards } = useHomeMenu({ pageJson: loaderData.menu, merchantId: merchant.id, channel: loaderData.channel });
  return (
    <div className="pb-10">
      <PageHeader title={t('menu.title', wording)} hideBack />
      <BrandSwitcher brands={loaderData.brands} />
      <TableSeat seat={loaderData.seat} seatedTableId={loaderData.seatedTableId} />
      <StoriesRow stories={loaderData.stories} />
      <BannerCarousel banners={loaderData.banners} />
      {menu.length === 0 ? (
        <EmptyState title={t('menu.emptyTitle', wording)} description={t('menu.emptyText')} icon={<MenuIcon />} />
      ) : (
        <MenuView groups={menu} settings={settings} onCardsWanted={wantCards} />
      )}
    </div>
  );
}
