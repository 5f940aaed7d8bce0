// Helpers of the promo and cashback tests: customers, bare orders and extra promos written straight to the database.
import { randomInt } from 'node:crypto';
import type { Executor } from '@dastarkhan/db/client';
import { orders, promos, users } from '@dastarkhan/db/schema';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';

let phoneCounter = randomInt(0, 9_000_000);

/** A customer of the merchant (no session); its id. */
export async function insertCustomer(ex: Executor, merchantId: string): Promise<string> {
  phoneCounter += 1;
  const [row] = await ex
    .insert(users)
    .values({ merchantId, phone: `99891${String(phoneCounter % 10_000_000).padStart(7, '0')}` })
    .returning({ id: users.id });
  if (!row) throw new Error('no customer inserted');
  return row.id;
}

let orderNumber = 100_000 + randomInt(0, 1_000_000);

/** A bare pick-up order of the demo merchant (what the orders module would write); its id. */
export async function insertOrder(
  ex: Executor,
  values: { userId: string; promoId?: string | null; status?: (typeof orders.$inferInsert)['status']; merchantId?: string; branchId?: string },
): Promise<string> {
  orderNumber += 1;
  const [row] = await ex
    .insert(orders)
    .values({
      merchantId: values.merchantId ?? DEMO.merchantIds.demo,
      number: orderNumber,
      userId: values.userId,
      branchId: values.branchId ?? DEMO.branchIds.amirTemur,
      serviceType: 'PICK_UP',
      paymentType: 'CASH',
      orderDevice: 'CLIENT_WEB',
      channel: 'WEB',
      promoId: values.promoId ?? null,
      productPrice: 100_000_00,
      totalPrice: 100_000_00,
      productCount: 1,
      ...(values.status ? { status: values.status } : {}),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order inserted');
  return row.id;
}

/** A promo of the demo merchant (5 000 so'm off) with use limits, private unless told; its id. */
export async function insertLimitedPromo(
  ex: Executor,
  values: {
    code: string;
    usageLimit: number | null;
    perUserLimit: number | null;
    merchantId?: string;
    isPublic?: boolean;
    isActive?: boolean;
    firstOrderOnly?: boolean;
    startDate?: Date | null;
    endDate?: Date | null;
  },
): Promise<string> {
  const [row] = await ex
    .insert(promos)
    .values({
      merchantId: values.merchantId ?? DEMO.merchantIds.demo,
      code: values.code,
      discountType: 'AMOUNT',
      productDiscount: 5_000_00,
      minPrice: 0,
      usageLimit: values.usageLimit,
      perUserLimit: values.perUserLimit,
      isPublic: values.isPublic ?? false,
      isActive: values.isActive ?? true,
      firstOrderOnly: values.firstOrderOnly ?? false,
      startDate: values.startDate ?? null,
      endDate: values.endDate ?? null,
    })
    .returning({ id: promos.id });
  if (!row) throw new Error('no promo inserted');
  return row.id;
}

/**
 * Lets `parties` concurrent tasks continue only once all of them arrived, so their transactions are
 * really open at the same time (on PostgreSQL; PGlite runs transactions one after another).
 */
export function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived === parties) release();
    return all;
  };
}
