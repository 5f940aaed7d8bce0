// Loader and action side of /profile/address: the signed-in customer's saved addresses at this
// merchant, newest first, and deleting one (intent=delete) with the API's refusal as a message.
import { isUuid } from '@dastarkhan/domain/ids';
import { data, type AppLoadContext } from 'react-router';
import type { Address } from '@dastarkhan/domain/contracts/address';
import { ApiRequestError } from '../../lib/api.server.ts';
import { translator } from '../../lib/i18n.ts';
import { jsonBody, sessionRequest, type Session } from '../../lib/session.server.ts';

/** What a row of the list shows; coordinates and ids of cities stay on the server. */
export interface AddressCardData {
  id: string;
  name: string;
  streetName: string | null;
  houseNumber: string | null;
  office: string | null;
  entrance: string | null;
  floor: string | null;
  domophone: string | null;
  description: string | null;
  comment: string | null;
}

/** Newest first by creation; the API's own order is not part of its contract. */
export function newestFirst(addresses: Address[]): Address[] {
  return [...addresses].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
}

function toCard(address: Address): AddressCardData {
  return {
    id: address.id,
    name: address.name,
    streetName: address.streetName,
    houseNumber: address.houseNumber,
    office: address.details.office,
    entrance: address.details.entrance,
    floor: address.details.floor,
    domophone: address.details.domophone,
    description: address.description,
    comment: address.comment,
  };
}

export async function loadAddresses(context: AppLoadContext, session: Session): Promise<AddressCardData[]> {
  const path = `/api/users/v1/addresses/merchant/${encodeURIComponent(session.storefront.merchant.id)}/user/${encodeURIComponent(session.user.id)}`;
  const addresses = await sessionRequest<Address[]>(context, session, path);
  return newestFirst(addresses).map(toCard);
}

export type AddressActionResult = { ok: true } | { ok: false; error: string };

/** Error key of an API refusal: gone (404), not this customer's (403), anything else. */
export function deleteErrorKey(status: number): 'errors.notFound' | 'errors.forbidden' | 'errors.generic' {
  if (status === 404) return 'errors.notFound';
  if (status === 403) return 'errors.forbidden';
  return 'errors.generic';
}

/** The page's action: intent=delete with the address id; the list's loader runs again afterwards. */
export async function addressAction(context: AppLoadContext, session: Session, form: FormData) {
  const t = translator(session.storefront.language, 'addresses');
  const id = form.get('id');
  if (form.get('intent') !== 'delete' || typeof id !== 'string' || !isUuid(id)) {
    return data<AddressActionResult>({ ok: false, error: t('errors.generic') }, { status: 400 });
  }
  try {
    await sessionRequest<void>(context, session, `/api/users/v1/addresses/${encodeURIComponent(id)}`, jsonBody('DELETE'));
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const status = error.status >= 500 ? 503 : error.status === 404 || error.status === 403 ? error.status : 400;
    return data<AddressActionResult>({ ok: false, error: t(deleteErrorKey(error.status)) }, { status });
  }
  return data<AddressActionResult>({ ok: true });
}
