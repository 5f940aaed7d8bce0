// The console's content page (owner): banners, vacancies and policy documents; the menu's products are loaded
// too, for the banner that opens one (the owner may read the menu).
import type { ConsoleBanner, ConsolePolicy, ConsoleVacancy } from '@dastarkhan/domain/contracts/console-brand';
import type { MenuTree } from '@dastarkhan/domain/contracts/console-menu';
import type { Route } from './+types/content';
import { ContentView, type ContentData } from '../features/brand/content-view.tsx';
import type { PickableProduct } from '../features/brand/product-picker.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';

/** The menu's products in its order, with only what the picker shows (the whole menu would bloat the page). */
function productsOf(menu: MenuTree): PickableProduct[] {
  return menu.groups.flatMap((group) =>
    group.categories.flatMap((category) =>
      category.products.map((product) => ({ id: product.id, name: product.name, category: category.name, isActive: product.isActive && category.isActive && group.isActive })),
    ),
  );
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<ContentData> {
  const [banners, vacancies, policies, menu] = await Promise.all([
    consoleLoad<ConsoleBanner[]>(request, context, '/content/banners'),
    consoleLoad<ConsoleVacancy[]>(request, context, '/content/vacancies'),
    consoleLoad<ConsolePolicy[]>(request, context, '/content/policies'),
    consoleLoad<MenuTree>(request, context, '/menu'),
  ]);
  return { banners, vacancies, policies, products: productsOf(menu) };
}

export default function Content({ loaderData }: Route.ComponentProps) {
  return <ContentView data={loaderData} />;
}
