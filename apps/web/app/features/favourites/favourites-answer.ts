// What the /favourites resource route takes and answers, shared by the route and the page's store.

export const FAVOURITES_PATH = '/favourites';
/** Device hearts a guest may keep per brand, and push at once after sign-in. */
export const DEVICE_FAVOURITE_LIMIT = 100;

export interface FavouritesAnswer {
  signedIn: boolean;
  /** Newest first. */
  productIds: string[];
  error?: 'unauthorized' | 'forbidden' | 'invalid';
}

export type FavouritesPost = { kind: 'set'; productId: string; isFavourite: boolean } | { kind: 'import'; productIds: string[] };

/** Null for anything but one product with its state, or a non-empty list of at most DEVICE_FAVOURITE_LIMIT ids. */
export function parseFavouritesPost(body: unknown, isId: (value: string) => boolean): FavouritesPost | null {
  if (typeof body !== 'object' || body === null) return null;
  const { productId, isFavourite, productIds } = body as Record<string, unknown>;
  if (typeof productId === 'string' && isId(productId) && typeof isFavourite === 'boolean') return { kind: 'set', productId, isFavourite };
  if (Array.isArray(productIds) && productIds.length > 0 && productIds.length <= DEVICE_FAVOURITE_LIMIT) {
    const ids = productIds.filter((id): id is string => typeof id === 'string' && isId(id));
    return ids.length === productIds.length ? { kind: 'import', productIds: [...new Set(ids)] } : null;
  }
  return null;
}
