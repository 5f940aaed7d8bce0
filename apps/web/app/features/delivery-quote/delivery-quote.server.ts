// The delivery price of a point from a branch, asked from the API's tariff (zone price or the branch's
// distance tariff) for the basket and checkout through the `/checkout/tariff` resource route.
import type { AppLoadContext } from 'react-router';
import { DeliveryTariffSchema } from '@dastarkhan/domain/contracts/delivery';
import { ApiRequestError } from '../../lib/api.server.ts';
import { jsonBody, sessionRequest, type Session } from '../../lib/session.server.ts';
import type { DeliveryQuoteAnswer } from './delivery-quote.ts';

const finite = (value: FormDataEntryValue | null): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
};

/** Asks the API's tariff for the point, branch and product total (so'm) of the form. */
export async function quoteDelivery(context: AppLoadContext, session: Session, form: FormData): Promise<DeliveryQuoteAnswer> {
  const latitude = finite(form.get('latitude'));
  const longitude = finite(form.get('longitude'));
  const productPrice = finite(form.get('productPrice'));
  const branchId = form.get('branchId');
  if (latitude === null || longitude === null || productPrice === null || typeof branchId !== 'string') return { status: 'failed' };
  try {
    const tariff = DeliveryTariffSchema.parse(
      await sessionRequest<unknown>(context, session, '/api/deliveries/v1/delivery/tariff/client/calculate', jsonBody('POST', { latitude, longitude, branchId, productPrice })),
    );
    return { status: 'ok', price: tariff.price, free: tariff.free };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return error.code === 'OUT_OF_SERVICE_ZONE' ? { status: 'outOfZone' } : { status: 'failed' };
  }
}
