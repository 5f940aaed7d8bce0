// /console/menu/products/:id (managers and up): the product editor; `new` (with ?category=) creates one.
import { data } from 'react-router';
import type { MenuProduct, MenuTree } from '@dastarkhan/domain/contracts/console-menu';
import type { Route } from './+types/menu-product';
import { consoleLoad } from '../lib/console-api.server.ts';
import { useConsoleLanguage, useConsoleT } from '../lib/console-i18n.ts';
import { ConsolePage } from '../ui/console-page.tsx';
import { nameOf } from '../features/menu/menu-model.ts';
import { ProductEditor } from '../features/menu/product-editor.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const isNew = params.id === 'new';
  if (!isNew && !UUID.test(params.id)) throw data(null, { status: 404 });
  const [tree, product] = await Promise.all([
    consoleLoad<MenuTree>(request, context, '/menu'),
    isNew ? Promise.resolve(null) : consoleLoad<MenuProduct>(request, context, `/menu/products/${params.id}`),
  ]);
  return { tree, product, categoryId: new URL(request.url).searchParams.get('category') };
}

export default function MenuProductPage({ loaderData }: Route.ComponentProps) {
  const t = useConsoleT('menu');
  const language = useConsoleLanguage();
  const { tree, product, categoryId } = loaderData;
  const backCategory = product?.categoryId ?? categoryId;
  return (
    <ConsolePage
      title={product ? nameOf(product.name, language) : t('editor.newTitle')}
      back={{ to: backCategory ? `/console/menu?category=${backCategory}` : '/console/menu', label: t('editor.back') }}
    >
      <ProductEditor key={product?.id ?? 'new'} tree={tree} product={product} categoryId={categoryId} />
    </ConsolePage>
  );
}
