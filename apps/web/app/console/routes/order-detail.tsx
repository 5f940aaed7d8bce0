// One order in the console (operator and up): detail, actions, map, history; follows its changes live.
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import type { BoardCourier, BoardOrderDetail } from '@dastarkhan/domain/contracts/console-board';
import type { Route } from './+types/order-detail';
import { mapTiles } from '../../ui/map/map-tiles.ts';
import { OrderDetailView } from '../features/board/order-detail-view.tsx';
import { useOrderLive } from '../features/board/use-order-events.ts';
import { consoleLoad } from '../lib/console-api.server.ts';
import { useConsoleSession } from '../lib/console-client.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletStyles }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = encodeURIComponent(params.id);
  const [order, { couriers }] = await Promise.all([
    consoleLoad<BoardOrderDetail>(request, context, `/orders/${id}`),
    consoleLoad<{ couriers: BoardCourier[] }>(request, context, '/orders/couriers'),
  ]);
  return { order, couriers, tiles: mapTiles(context) };
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const me = useConsoleSession();
  useOrderLive(loaderData.order.id);
  return <OrderDetailView order={loaderData.order} couriers={loaderData.couriers} tiles={loaderData.tiles} timezone={me.merchant.timezone} />;
}
