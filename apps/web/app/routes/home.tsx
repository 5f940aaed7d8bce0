// `/`: the merchant's menu, server-rendered.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brandName, useStorefront } from '../lib/storefront.ts';
import { translator } from '../lib/i18n.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { derivedFromMenu, loadCatalogue } from '../features/catalogue/catalogue.server.ts';
import { MenuView } from '../features/catalogue/menu-view.tsx';
import { menuFromJson, menuToJson, toMenu } from '../features/catalogue/menu-model.ts';
import { pageMeta } from '../features/catalogue/page-meta.ts';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storefront, overalls } = await loadCatalogue(request, context);
  const { language } = storefront;
  const t = translator(language, 'catalogue');
  return {
    // In the page's language only: a language switch reloads every loader.
    menu: derivedFromMenu(overalls, `home:${language}`, () => menuToJson(toMenu(overalls, { t, language }))),
    seo: { title: '', description: t('menu.metaDescription', { brand: brandName(storefront, storefront.language) }) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalogue');
  const { settings } = useStorefront();
  const menu = useMemo(() => menuFromJson(loaderData.menu), [loaderData.menu]);
  return (
    <div className="pb-10">
      <PageHeader title={t('menu.title')} hideBack />
      {menu.length === 0 ? (
        <EmptyState title={t('menu.emptyTitle')} description={t('menu.emptyText')} icon={<MenuIcon />} />
      ) : (
        <MenuView groups={menu} settings={settings} />
      )}
    </div>
  );
}
