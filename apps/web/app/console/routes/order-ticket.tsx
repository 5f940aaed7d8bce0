// /console/orders/:id/ticket: the order's kitchen ticket, printed without the console's chrome.
import type { BoardOrderDetail } from '@dastarkhan/domain/contracts/console-board';
import type { Route } from './+types/order-ticket';
import { parseCookies } from '../../lib/cookies.ts';
import { KitchenTicket } from '../features/board/kitchen-ticket.tsx';
import { consoleLoad, consoleSession } from '../lib/console-api.server.ts';
import { ConsoleI18nProvider, consoleLanguageOf } from '../lib/console-i18n.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [me, order] = await Promise.all([
    consoleSession(request, context),
    consoleLoad<BoardOrderDetail>(request, context, `/orders/${encodeURIComponent(params.id)}`),
  ]);
  return { order, timezone: me.merchant.timezone, language: consoleLanguageOf(parseCookies(request.headers.get('Cookie'))) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `#${loaderData.order.number}` : '' },
  { name: 'robots', content: 'noindex' },
];

export default function OrderTicket({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleI18nProvider language={loaderData.language}>
      <KitchenTicket order={loaderData.order} timezone={loaderData.timezone} />
    </ConsoleI18nProvider>
  );
}
