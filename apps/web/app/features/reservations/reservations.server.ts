// Server side of table reservations: the pages exist only where the merchant switched bookings on
// (bookingActive); the customer's list, the branches that take bookings, booking and cancelling — each a
// call to our API as the signed-in customer, its refusals turned into a message in the customer's language.
import { data, redirect, type AppLoadContext } from 'react-router';
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import { RESERVATION_MAX_CHAIRS, RESERVATION_MIN_CHAIRS, type Reservation } from '@dastarkhan/domain/contracts/reservation';
import { isUuid } from '@dastarkhan/domain/ids';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { zonedInstant } from '@dastarkhan/domain/zoned-time';
import { ApiRequestError, apiGet } from '../../lib/api.server.ts';
import { notFound } from '../../lib/content.server.ts';
import { translator } from '../../lib/i18n.ts';
import { jsonBody, sessionRequest, type Session } from '../../lib/session.server.ts';
import type { Storefront } from '../../lib/storefront.ts';
import type { BookableBranch } from './booking.ts';

const RESERVATIONS = '/api/users/v1/reservations';

/** Off hides the feature everywhere: the pages answer 404 like any unknown path. */
export function requireBookingEnabled(storefront: Storefront): void {
  if (!storefront.settings.bookingActive) notFound();
}

export function loadReservations(context: AppLoadContext, session: Session): Promise<Reservation[]> {
  return sessionRequest<Reservation[]>(context, session, RESERVATIONS);
}

/** The merchant's active branches that take table bookings, with what the form shows of them. */
export async function loadBookableBranches(context: AppLoadContext, storefront: Storefront): Promise<BookableBranch[]> {
  const branches = await apiGet<Branch[]>(context, '/api/users/v1/branches', { merchantId: storefront.merchant.id });
  return branches
    .filter((branch) => branch.settings.bookingEnabled)
    .map((branch) => ({
      id: branch.id,
      name: branch.name,
      address: branch.address,
      // The booking line when the branch has one; its ordinary phone takes bookings otherwise.
      phone: branch.bookingPhone || branch.phone,
      workHours: branch.workHours,
    }));
}

function messageOf(error: ApiRequestError, session: Session): string {
  const language = session.storefront.language;
  if (error.status >= 500) return translator(language, 'reservations')('errors.generic');
  return pickLocalized(error.description, language) || translator(language, 'reservations')('errors.generic');
}

export type BookingActionResult = { ok: false; error: string; field: string | null };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** /reservations/new's action: books and goes to the list, which greets the new one; else the refusal on the form. */
export async function createReservationAction(context: AppLoadContext, session: Session, form: FormData) {
  const t = translator(session.storefront.language, 'reservations');
  const branchId = field(form, 'branchId');
  const day = field(form, 'day');
  const time = field(form, 'time');
  const chairs = Number(field(form, 'chairs'));
  if (!isUuid(branchId) || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time) || !Number.isInteger(chairs) || chairs < RESERVATION_MIN_CHAIRS || chairs > RESERVATION_MAX_CHAIRS) {
    return data<BookingActionResult>({ ok: false, error: t('errors.generic'), field: null }, { status: 400 });
  }
  // The day and time the customer picked are on the merchant's clock, whatever the device's zone.
  const reservedAt = zonedInstant(day, time, session.storefront.merchant.timezone).toISOString();
  try {
    const created = await sessionRequest<Reservation>(
      context,
      session,
      RESERVATIONS,
      jsonBody('POST', { branchId, chairs, reservedAt, place: field(form, 'place') || null, comment: field(form, 'comment') || null }),
    );
    return redirect(`/reservations?booked=${encodeURIComponent(created.id)}`);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const details = error.details as { field?: unknown } | undefined;
    return data<BookingActionResult>(
      { ok: false, error: messageOf(error, session), field: typeof details?.field === 'string' ? details.field : null },
      { status: error.status >= 500 ? 503 : error.status },
    );
  }
}

export type CancelActionResult = { ok: true } | { ok: false; error: string };

/** /reservations's action: intent=delete (the confirmation sheet's) with the reservation's id cancels it. */
export async function cancelReservationAction(context: AppLoadContext, session: Session, form: FormData) {
  const t = translator(session.storefront.language, 'reservations');
  const id = field(form, 'id');
  if (form.get('intent') !== 'delete' || !isUuid(id)) return data<CancelActionResult>({ ok: false, error: t('errors.generic') }, { status: 400 });
  try {
    await sessionRequest<Reservation>(context, session, `${RESERVATIONS}/${encodeURIComponent(id)}/cancel`, jsonBody('POST'));
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const message = error.status === 404 ? t('errors.notFound') : messageOf(error, session);
    return data<CancelActionResult>({ ok: false, error: message }, { status: error.status >= 500 ? 503 : error.status });
  }
  return data<CancelActionResult>({ ok: true });
}
