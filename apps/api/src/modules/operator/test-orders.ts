// Test helper of the operator tests: an order row with its first history row, written straight to the
// database so these tests do not depend on the checkout.
import type { DatabaseHandle } from '@dastarkhan/db/client';
import { couriers, orderStatusHistory, orders } from '@dastarkhan/db/schema';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { CourierStatus, OrderStatus, PaymentType, ServiceType } from '@dastarkhan/domain/enums';

let nextNumber = 900_000 + Math.floor(Math.random() * 50_000);

export interface TestOrderOptions {
  userId: string;
  merchantId?: string;
  branchId?: string;
  status?: OrderStatus;
  courierStatus?: CourierStatus | null;
  /** A courier of the merchant (insertTestCourier). */
  courierId?: string | null;
  serviceType?: ServiceType;
  paymentType?: PaymentType;
  isPaid?: boolean;
  /** Tiyin. */
  productPrice?: number;
}

export async function insertTestOrder(database: DatabaseHandle, options: TestOrderOptions): Promise<string> {
  nextNumber += 1;
  const merchantId = options.merchantId ?? DEMO.merchantIds.demo;
  const productPrice = options.productPrice ?? 5_000_000;
  const status = options.status ?? 'CREATED';
  const [order] = await database.db
    .insert(orders)
    .values({
      merchantId,
      number: nextNumber,
      userId: options.userId,
      branchId: options.branchId ?? DEMO.branchIds.amirTemur,
      status,
      courierStatus: options.courierStatus ?? null,
      courierId: options.courierId ?? null,
      serviceType: options.serviceType ?? 'DELIVERY',
      paymentType: options.paymentType ?? 'CASH',
      isPaid: options.isPaid ?? false,
      orderDevice: 'CLIENT_WEB',
      channel: 'WEB',
      productPrice,
      totalPrice: productPrice,
      productCount: 1,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('test order not inserted');
  await database.db.insert(orderStatusHistory).values({
    merchantId,
    orderId: order.id,
    status,
    changeReason: 'UPDATE',
    actorType: 'CUSTOMER',
    actorId: options.userId,
  });
  return order.id;
}

/** A courier of the merchant with no position yet. */
export async function insertTestCourier(database: DatabaseHandle, merchantId: string = DEMO.merchantIds.demo): Promise<string> {
  const [courier] = await database.db
    .insert(couriers)
    .values({ merchantId, name: 'Test courier', phone: '+998901112233', status: 'ONLINE' })
    .returning({ id: couriers.id });
  if (!courier) throw new Error('test courier not inserted');
  return courier.id;
}
