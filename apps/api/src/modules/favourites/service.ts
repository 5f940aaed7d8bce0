// Rules of favourite products (storefront-core §7): the owner only, the merchant's own products, a product
// kept once, a cap per customer, and nothing at all while the merchant's favouriteActive setting is off.
import type { Database } from '@dastarkhan/db/client';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { FAVOURITE_LIMIT_PER_CUSTOMER, type Favourite, type FavouriteRequest } from '@dastarkhan/domain/contracts/favourite';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { SettingsService } from '../settings/service.ts';
import * as repo from './repo.ts';

/** Who asks: the merchant of the request and the signed-in customer. */
export interface FavouriteContext {
  merchant: Merchant;
  userId: string;
}

export interface FavouritesService {
  /** 403 USER_FORBIDDEN unless `pathUserId` is the caller. Newest first. */
  listFavourites(ctx: FavouriteContext, pathUserId: string): Promise<Favourite[]>;
  /** Adds (once) or removes the product; 404 PRODUCT_NOT_FOUND for a product the merchant does not have, 409 FAVOURITE_LIMIT past the cap. */
  setFavourite(ctx: FavouriteContext, body: FavouriteRequest): Promise<Favourite>;
  /** 404 FAVOURITE_NOT_FOUND when it is not the caller's. */
  deleteFavourite(ctx: FavouriteContext, id: string): Promise<void>;
}

function toFavourite(row: repo.FavouriteRow): Favourite {
  return {
    id: row.id,
    productId: row.productId,
    isFavourite: true,
    createdDate: row.createdAt.toISOString(),
  };
}

export interface FavouritesServiceOptions {
  db: Database;
  settings: SettingsService;
  /** Defaults to FAVOURITE_LIMIT_PER_CUSTOMER. */
  limitPerCustomer?: number;
}

export function createFavouritesService(deps: FavouritesServiceOptions): FavouritesService {
  const { db, settings, limitPerCustomer = FAVOURITE_LIMIT_PER_CUSTOMER } = deps;

  /** Every call is refused while the merchant has favourites switched off: off hides the feature everywhere. */
  async function ownerOf(ctx: FavouriteContext): Promise<repo.Owner> {
    if (!(await settings.getWebSettings(ctx.merchant)).favouriteActive) throw forbidden('FAVOURITES_DISABLED');
    return { merchantId: ctx.merchant.id, userId: ctx.userId };
  }

  return {
    async listFavourites(ctx, pathUserId) {
      const owner = await ownerOf(ctx);
      if (pathUserId.toLowerCase() !== ctx.userId.toLowerCase()) throw forbidden('USER_FORBIDDEN');
      return (await repo.listFavourites(db, owner)).map(toFavourite);
    },

    async setFavourite(ctx, body) {
      const owner = await ownerOf(ctx);
      if (!body.isFavourite) {
        await repo.deleteByProduct(db, owner, body.productId);
        return {
          id: null,
          productId: body.productId,
          isFavourite: false,
          createdDate: null,
        };
      }
      const kept = await repo.findByProduct(db, owner, body.productId);
      if (kept) return toFavourite(kept);
      if (!(await repo.productExists(db, owner.merchantId, body.productId))) throw notFound('PRODUCT_NOT_FOUND', { productId: body.productId });
      // Counted outside a lock: two taps at once may pass the cap by one, which costs nothing.
      if ((await repo.countFavourites(db, owner)) >= limitPerCustomer) throw conflict('FAVOURITE_LIMIT', { limit: limitPerCustomer });
      // A concurrent add of the same product wins the unique key: answer its row.
      const row = (await repo.insertFavourite(db, owner, body.productId)) ?? (await repo.findByProduct(db, owner, body.productId));
      if (!row) throw notFound('PRODUCT_NOT_FOUND', { productId: body.productId });
      return toFavourite(row);
    },

    async deleteFavourite(ctx, id) {
      const owner = await ownerOf(ctx);
      if (!(await repo.deleteById(db, owner, id))) throw notFound('FAVOURITE_NOT_FOUND', { favouriteId: id });
    },
  };
}
