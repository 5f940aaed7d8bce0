// Helpers of the orders tests: product facts read from the database, opening hours, tables, and
// placing an order the way the storefront does (ask, read the server's totals, confirm).
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '@dastarkhan/db/client';
import { modificationGroups, modificationOptions, products } from '@dastarkhan/db/schema';
import type { Order, OrderRequest, OrderTotalsSom } from '@dastarkhan/domain/contracts/order';
import { execSql } from '../../testing/test-app.ts';

export interface ProductFacts {
  id: string;
  price: number;
  discount: number;
  maxQuantity: number | null;
  groups: Array<{ id: string; minSelect: number; maxSelect: number; options: Array<{ id: string; price: number; maxCount: number }> }>;
}

/** A product with its option groups as stored (tiyin), groups and options in priority order. */
export async function productFacts(database: DatabaseHandle, productId: string): Promise<ProductFacts> {
  const { db } = database;
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new Error(`no product ${productId}`);
  const groups = await db.select().from(modificationGroups).where(eq(modificationGroups.productId, productId)).orderBy(asc(modificationGroups.priority));
  const result: ProductFacts = { id: product.id, price: product.price, discount: product.discount, maxQuantity: product.maxQuantity, groups: [] };
  for (const group of groups) {
    const options = await db.select().from(modificationOptions).where(eq(modificationOptions.groupId, group.id)).orderBy(asc(modificationOptions.priority));
    result.groups.push({
      id: group.id,
      minSelect: group.minSelect,
      maxSelect: group.maxSelect,
      options: options.map((option) => ({ id: option.id, price: option.price, maxCount: option.maxCount })),
    });
  }
  return result;
}

/** The least a product can be ordered with: each required group filled from its first options. */
export function requiredSelection(facts: ProductFacts): Array<{ optionId: string; count: number }> {
  const chosen: Array<{ optionId: string; count: number }> = [];
  for (const group of facts.groups) {
    let needed = group.minSelect;
    for (const option of group.options) {
      if (needed <= 0) break;
      const count = Math.min(option.maxCount, needed);
      chosen.push({ optionId: option.id, count });
      needed -= count;
    }
  }
  return chosen;
}

/** Every service type of the branch open around the clock, so tests do not depend on the hour they run at. */
export async function openAroundTheClock(database: DatabaseHandle, branchId: string): Promise<void> {
  await execSql(
    database,
    `update branch_work_hours set open = '00:00', close = '00:00', extra_open = null, extra_close = null, is_day_off = false where branch_id = $1`,
    [branchId],
  );
}

/** A hall and a table in the branch; the table's id. */
export async function insertTable(database: DatabaseHandle, merchantId: string, branchId: string, number: number): Promise<string> {
  const hallId = crypto.randomUUID();
  const tableId = crypto.randomUUID();
  await execSql(database, `insert into halls (id, merchant_id, branch_id, name) values ($1, $2, $3, 'Main hall')`, [hallId, merchantId, branchId]);
  await execSql(database, `insert into dining_tables (id, merchant_id, hall_id, branch_id, name, number) values ($1, $2, $3, $4, $5, $6)`, [
    tableId,
    merchantId,
    hallId,
    branchId,
    `Table ${number}`,
    number,
  ]);
  return tableId;
}

export type OrderBody = Omit<OrderRequest, 'totalPrice'> & { totalPrice?: number };

export function postOrder(app: FastifyInstance, headers: Record<string, string>, body: OrderBody, path = '/api/orders/v1/orders'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: path, headers, payload: { totalPrice: 0, ...body } });
}

/** The server's totals for a basket: what a 409 PRICE_CHANGED answers to a total it does not agree with. */
export async function quote(app: FastifyInstance, headers: Record<string, string>, body: OrderBody, path?: string): Promise<OrderTotalsSom> {
  const res = await postOrder(app, headers, { ...body, totalPrice: 0.01 }, path);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().error.code).toBe('PRICE_CHANGED');
  return res.json().error.details.totals as OrderTotalsSom;
}

/** Quotes, then places the order with the quoted total; the created order. */
export async function placeOrder(app: FastifyInstance, headers: Record<string, string>, body: OrderBody, path?: string): Promise<Order> {
  const totals = await quote(app, headers, body, path);
  const res = await postOrder(app, headers, { ...body, totalPrice: totals.totalPrice }, path);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

/** YYYY-MM-DD of the day `daysAhead` from now on the Tashkent clock. */
export function tashkentDay(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + daysAhead * 24 * 3_600_000),
  );
}
