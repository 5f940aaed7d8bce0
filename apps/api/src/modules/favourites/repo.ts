// SQL of favourite products: a customer's list, adding once, removing by product or by id; always scoped to the owner.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { favourites, products } from '@dastarkhan/db/schema';

export type FavouriteRow = typeof favourites.$inferSelect;

export interface Owner {
  merchantId: string;
  userId: string;
}

const ownedBy = (owner: Owner) => and(eq(favourites.merchantId, owner.merchantId), eq(favourites.userId, owner.userId));

/**
 * Newest first: the product the customer liked last leads the page. A product the merchant deleted is left
 * out (its row stays: restored, the product is a favourite again).
 */
export async function listFavourites(ex: Executor, owner: Owner): Promise<FavouriteRow[]> {
  const rows = await ex
    .select({ favourite: favourites })
    .from(favourites)
    .innerJoin(products, and(eq(products.id, favourites.productId), eq(products.merchantId, favourites.merchantId)))
    .where(and(ownedBy(owner), eq(products.deleted, false)))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  return rows.map((row) => row.favourite);
}

export async function countFavourites(ex: Executor, owner: Owner): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(favourites).where(ownedBy(owner));
  return row?.n ?? 0;
}

export async function findByProduct(ex: Executor, owner: Owner, productId: string): Promise<FavouriteRow | null> {
  const [row] = await ex
    .select()
    .from(favourites)
    .where(and(ownedBy(owner), eq(favourites.productId, productId)))
    .limit(1);
  return row ?? null;
}

/** The new row, or null when the product was already a favourite (unique per customer and product). */
export async function insertFavourite(ex: Executor, owner: Owner, productId: string): Promise<FavouriteRow | null> {
  const [row] = await ex
    .insert(favourites)
    .values({ merchantId: owner.merchantId, userId: owner.userId, productId })
    .onConflictDoNothing({ target: [favourites.userId, favourites.productId] })
    .returning();
  return row ?? null;
}

export async function deleteByProduct(ex: Executor, owner: Owner, productId: string): Promise<void> {
  await ex.delete(favourites).where(and(ownedBy(owner), eq(favourites.productId, productId)));
}

/** False when no favourite of this customer has that id. */
export async function deleteById(ex: Executor, owner: Owner, id: string): Promise<boolean> {
  const rows = await ex
    .delete(favourites)
    .where(and(ownedBy(owner), eq(favourites.id, id)))
    .returning({ id: favourites.id });
  return rows.length > 0;
}

/** Whether the merchant has the product and has not deleted it (an inactive one may come back: it can be kept). */
export async function productExists(ex: Executor, merchantId: string, productId: string): Promise<boolean> {
  const rows = await ex
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.id, productId), eq(products.deleted, false)))
    .limit(1);
  return rows.length > 0;
}
