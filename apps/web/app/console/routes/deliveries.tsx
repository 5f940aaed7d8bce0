// A courier's deliveries (role COURIER): own orders that are not final, refreshed when the page comes back to the front.
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { Deliveries } from '@dastarkhan/domain/contracts/console-board';
import type { Route } from './+types/deliveries';
import { DeliveriesView } from '../features/board/deliveries-view.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';
import { useConsoleSession } from '../lib/console-client.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<Deliveries> {
  return consoleLoad<Deliveries>(request, context, '/deliveries');
}

/** New assignments between two taps: the list is read again each minute and whenever the phone shows the page again. */
function useRefresh(intervalMs = 60_000): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void revalidate();
    };
    const timer = setInterval(refresh, intervalMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [revalidate, intervalMs]);
}

export default function DeliveriesPage({ loaderData }: Route.ComponentProps) {
  const me = useConsoleSession();
  useRefresh();
  return <DeliveriesView deliveries={loaderData.deliveries} timezone={me.merchant.timezone} />;
}
