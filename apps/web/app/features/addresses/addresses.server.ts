// Server side of the customer's saved addresses: the list at this merchant (newest first), saving one
// of the draft, and /profile/address's delete (intent=delete) with the API's refusal as a message.
import { isUuid } from '@dastarkhan/domain/ids';
import { data, type AppLoadContext } from 'react-router';
import { AddressRequestSchema, type Address } from '@dastarkhan/domain/contracts/address';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { ApiRequestError } from '../../lib/api.server.ts';
import { translator } from '../../lib/i18n.ts';
import { jsonBody, sessionRequest, type Session } from '../../lib/session.server.ts';
import { fromSavedAddress, toAddressRequest, type PointAddress, type SavedAddress } from './address-model.ts';

/** Newest first by creation; the API's own order is not part of its contract. */
export function newestFirst(addresses: Address[]): Address[] {
  return [...addresses].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
}

function listPath(session: Session): string {
  return `/api/users/v1/addresses/merchant/${encodeURIComponent(session.storefront.merchant.id)}/user/${encodeURIComponent(session.user.id)}`;
}

/** The customer's saved addresses as the pages, pickers and the checkout hold them, newest first. */
export async function loadAddresses(context: AppLoadContext, session: Session): Promise<SavedAddress[]> {
  return newestFirst(await sessionRequest<Address[]>(context, session, listPath(session))).map(fromSavedAddress);
}

/** GET /addresses: a guest has no saved addresses (the device's list is theirs). */
export type AddressBook = { signedIn: false; addresses: [] } | { signedIn: true; addresses: SavedAddress[] };

/** POST /addresses intent=import: how many of a guest's device addresses were saved to the profile. */
export type ImportAddressesResult = { ok: true; saved: number; failed: number } | { ok: false };

export type SaveAddressResult = { ok: true; address: SavedAddress } | { ok: false; error: string };

/**
 * Saves an address of the draft to the profile: a server id is updated, anything else is created (the
 * API itself reuses a saved address within the match tolerance). Refusals come back as the API's
 * description in the customer's language (e.g. 50 addresses already).
 */
export async function saveAddress(context: AppLoadContext, session: Session, address: PointAddress): Promise<SaveAddressResult> {
  const body = AddressRequestSchema.safeParse(toAddressRequest(address));
  if (!body.success) return { ok: false, error: translator(session.storefront.language, 'addresses')('errors.generic') };
  try {
    const saved =
      address.id !== null && isUuid(address.id)
        ? await sessionRequest<Address>(context, session, `/api/users/v1/addresses/${encodeURIComponent(address.id)}`, jsonBody('PUT', body.data))
        : await sessionRequest<Address>(context, session, `/api/users/v1/addresses/user/${encodeURIComponent(session.user.id)}`, jsonBody('POST', body.data));
    return { ok: true, address: fromSavedAddress(saved) };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status === 401) throw error;
    return { ok: false, error: pickLocalized(error.description, session.storefront.language) || translator(session.storefront.language, 'addresses')('errors.generic') };
  }
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
