// The console's orders board (operator and up): today's orders by status, live.
import type { Board } from '@dastarkhan/domain/contracts/console-board';
import type { Route } from './+types/orders-board';
import { BoardView } from '../features/board/board-view.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<Board> {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of ['branchId', 'serviceType']) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return consoleLoad<Board>(request, context, `/orders/board${search ? `?${search}` : ''}`);
}

export default function OrdersBoard({ loaderData }: Route.ComponentProps) {
  return <BoardView board={loaderData} />;
}
