// /reservations/new: the booking form (branches that take bookings, days and times inside their hours);
// the action books through the API and goes to /reservations, or shows the refusal on the form.
import { ReservationFormView } from '../features/reservations/reservation-form-view.tsx';
import { createReservationAction, loadBookableBranches, requireBookingEnabled } from '../features/reservations/reservations.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import type { Route } from './+types/reservations-new';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  requireBookingEnabled(session.storefront);
  return {
    branches: await loadBookableBranches(context, session.storefront),
    initialBranchId: new URL(request.url).searchParams.get('branch'),
    // One clock for the server's HTML and the hydrated page: both offer the same days and times.
    now: new Date().toISOString(),
    timeZone: session.storefront.merchant.timezone,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request, context);
  requireBookingEnabled(session.storefront);
  return createReservationAction(context, session, await request.formData());
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'reservations')('page.newTitle')) },
  { name: 'robots', content: 'noindex' },
];

export default function ReservationsNew({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && !actionData.ok ? { message: actionData.error, field: actionData.field } : null;
  return (
    <ReservationFormView
      branches={loaderData.branches}
      initialBranchId={loaderData.initialBranchId}
      now={loaderData.now}
      timeZone={loaderData.timeZone}
      error={error}
    />
  );
}
