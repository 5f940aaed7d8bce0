// /console/menu (managers and up): the menu editor — groups, categories and products, reordered by dragging.
import type { MenuTree } from '@dastarkhan/domain/contracts/console-menu';
import type { Route } from './+types/menu';
import { ButtonLink } from '../../ui/button.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';
import { useConsoleT } from '../lib/console-i18n.ts';
import { ConsolePage } from '../ui/console-page.tsx';
import { MenuEditor } from '../features/menu/menu-editor.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const tree = await consoleLoad<MenuTree>(request, context, '/menu');
  return { tree, categoryId: new URL(request.url).searchParams.get('category') };
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const t = useConsoleT('menu');
  return (
    <ConsolePage
      title={t('page.title')}
      description={t('page.description')}
      actions={
        <ButtonLink to="/console/stop-list" variant="secondary" size="sm">
          {t('page.stopList')}
        </ButtonLink>
      }
    >
      <MenuEditor tree={loaderData.tree} categoryId={loaderData.categoryId} />
    </ConsolePage>
  );
}
