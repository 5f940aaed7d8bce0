// Server side of favourite products: the signed-in customer's list through the API's three calls (storefront-core
// §7), and what the /favourites resource route and /profile/favorites answer.
import type { AppLoadContext } from 'react-router';
import type { Favourite } from '@dastarkhan/domain/contracts/favourite';
import { ApiRequestError } from '../../lib/api.server.ts';
import { notFound } from '../../lib/content.server.ts';
import { jsonBody, sessionRequest, type Session } from '../../lib/session.server.ts';
import type { Storefront } from '../../lib/storefront.ts';

const FAVOURITE = '/api/products/v1/favourite';

/** Where the merchant switched favourites off, their pages do not exist (and no link leads there). */
export function requireFavouritesEnabled(storefront: Storefront): void {
  if (!storefront.settings.favouriteActive) notFound();
}

/** The customer's favourite product ids, newest first. */
export async function loadFavouriteIds(context: AppLoadContext, session: Session): Promise<string[]> {
  const path = `${FAVOURITE}/all?userId=${encodeURIComponent(session.user.id)}&isFavourite=true`;
  const list = await sessionRequest<Favourite[]>(context, session, path);
  return list.map((favourite) => favourite.productId);
}

/**
 * Adds or removes one product. A product the merchant no longer has (404) is not an error for the customer:
 * it simply is not a favourite (a guest's old heart, a deleted dish).
 */
export async function setFavourite(context: AppLoadContext, session: Session, productId: string, isFavourite: boolean): Promise<boolean> {
  try {
    await sessionRequest<Favourite>(context, session, FAVOURITE, jsonBody('POST', { productId, isFavourite }));
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return false;
    throw error;
  }
}
