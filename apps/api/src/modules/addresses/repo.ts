// SQL of saved addresses: a customer's list, writes scoped to the owner, and the lock that serialises a customer's saves.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@dastarkhan/db/client';
import { addresses, cities, users } from '@dastarkhan/db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'merchantId' | 'userId' | 'createdAt' | 'updatedAt'>;

export interface Owner {
  merchantId: string;
  userId: string;
}

/** The customer's addresses, newest first. */
export async function listAddresses(ex: Executor, owner: Owner): Promise<AddressRow[]> {
  return ex
    .select()
    .from(addresses)
    .where(and(eq(addresses.merchantId, owner.merchantId), eq(addresses.userId, owner.userId)))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
}

/** True when the address is the customer's at that merchant. */
export async function addressExists(ex: Executor, owner: Owner, id: string): Promise<boolean> {
  const rows = await ex
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.merchantId, owner.merchantId), eq(addresses.userId, owner.userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Locks the live customer's row until the transaction ends, so that two saves of one customer cannot both pass
 * the limit or both miss the address to reuse. NO KEY UPDATE: foreign-key checks of other writes are not blocked.
 * False when the customer is gone (the account was deleted meanwhile).
 */
export async function lockCustomer(ex: Executor, owner: Owner): Promise<boolean> {
  const rows = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, owner.userId), eq(users.merchantId, owner.merchantId), isNull(users.deletedAt)))
    .for('no key update');
  return rows.length > 0;
}

export async function cityExists(ex: Executor, merchantId: string, cityId: string): Promise<boolean> {
  const rows = await ex
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.merchantId, merchantId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertAddress(ex: Executor, owner: Owner, values: AddressValues): Promise<AddressRow> {
  const [row] = await ex
    .insert(addresses)
    .values({ ...values, merchantId: owner.merchantId, userId: owner.userId })
    .returning();
  if (!row) throw new Error('insert into addresses returned no row');
  return row;
}

/** Null when the address is not the customer's. */
export async function updateAddress(ex: Executor, owner: Owner, id: string, values: AddressValues): Promise<AddressRow | null> {
  const [row] = await ex
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.merchantId, owner.merchantId), eq(addresses.userId, owner.userId)))
    .returning();
  return row ?? null;
}

/** False when the address is not the customer's. */
export async function deleteAddress(ex: Executor, owner: Owner, id: string): Promise<boolean> {
  const rows = await ex
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.merchantId, owner.merchantId), eq(addresses.userId, owner.userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
