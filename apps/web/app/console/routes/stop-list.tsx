// /console/stop-list (operators and up): what each branch can serve right now, toggled in one tap.
import type { StopList } from '@dastarkhan/domain/contracts/console-menu';
import type { Route } from './+types/stop-list';
import { consoleLoad } from '../lib/console-api.server.ts';
import { useConsoleT } from '../lib/console-i18n.ts';
import { ConsolePage } from '../ui/console-page.tsx';
import { StopListBoard } from '../features/menu/stop-list-board.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('branch') ?? '';
  // A malformed id in the address is "all branches", not an error page.
  const branchId = UUID.test(asked) ? asked.toLowerCase() : null;
  const list = await consoleLoad<StopList>(request, context, `/stop-list${branchId ? `?branchId=${branchId}` : ''}`);
  return { list, branchId };
}

export default function StopListPage({ loaderData }: Route.ComponentProps) {
  const t = useConsoleT('menu');
  return (
    <ConsolePage title={t('stop.title')} description={t('stop.description')}>
      <StopListBoard key={loaderData.branchId ?? 'all'} list={loaderData.list} branchId={loaderData.branchId} />
    </ConsolePage>
  );
}
