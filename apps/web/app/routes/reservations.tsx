// /reservations: the signed-in customer's table reservations (where the merchant switched bookings on);
// the action cancels one (intent=delete from the confirmation sheet) and the list is loaded again.
// Booking is /reservations/new, which comes back here with ?booked=<id>.
import type { ShouldRevalidateFunction } from 'react-router';
import { ReservationListView } from '../features/reservations/reservation-list-view.tsx';
import { cancelReservationAction, loadReservations, requireBookingEnabled } from '../features/reservations/reservations.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import type { Route } from './+types/reservations';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  requireBookingEnabled(session.storefront);
  return {
    reservations: await loadReservations(context, session),
    timeZone: session.storefront.merchant.timezone,
    bookedId: new URL(request.url).searchParams.get('booked'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request, context);
  requireBookingEnabled(session.storefront);
  return cancelReservationAction(context, session, await request.formData());
}

// A refused cancel (404, 409: changed elsewhere) still reloads the list, which 4xx answers skip by default.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'delete' ? true : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'reservations')('page.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function Reservations({ loaderData }: Route.ComponentProps) {
  return <ReservationListView reservations={loaderData.reservations} timeZone={loaderData.timeZone} bookedId={loaderData.bookedId} />;
}
