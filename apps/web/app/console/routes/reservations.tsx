// /console/reservations (operators and up): a day's table bookings of the branches, and their status moves.
import type { ConsoleReservations } from '@dastarkhan/domain/contracts/console-reservations';
import { localDate } from '@dastarkhan/domain/zoned-time';
import type { Route } from './+types/reservations';
import { reservationApiSearch, reservationQueryOf } from '../features/reservations/reservation-day.ts';
import { ReservationsView, type ReservationsPageData } from '../features/reservations/reservations-view.tsx';
import { consoleLoad, consoleSession } from '../lib/console-api.server.ts';
import { useConsoleSession } from '../lib/console-client.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<ReservationsPageData> {
  // Today and tomorrow are days of the merchant's calendar, not the server's.
  const me = await consoleSession(request, context);
  const today = localDate(new Date(), me.merchant.timezone);
  const query = reservationQueryOf(new URL(request.url).searchParams, today);
  const list = await consoleLoad<ConsoleReservations>(request, context, `/reservations?${reservationApiSearch(query)}`);
  return { list, query, today };
}

export default function Reservations({ loaderData }: Route.ComponentProps) {
  const me = useConsoleSession();
  return <ReservationsView data={loaderData} canWrite={me.permissions.includes('reservations.write')} />;
}
