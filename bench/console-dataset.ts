// The console benchmark's data: a brand with a history of finished orders over the last days (with their items)
// and a busy board of open orders today, written by a few INSERT … SELECT generate_series statements (no row loop).
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '@dastarkhan/db/client';
import { raiseOrderNumbersPastOrders } from '@dastarkhan/db/order-numbers';

export interface ConsoleDatasetOptions {
  merchantId: string;
  /** Finished orders (closed, some cancelled) spread evenly over the `days` before today. */
  orders: number;
  days: number;
  /** Orders on the board now (created, accepted, cooking, ready), placed during the last hours. */
  openOrders: number;
}

export interface ConsoleDataset {
  orders: number;
  items: number;
  openOrders: number;
  /** The report's range: the first and the last day of the history (YYYY-MM-DD, merchant's zone). */
  from: string;
  to: string;
  seconds: number;
}

/*
 * Every choice is a function of the order number n (no random()), so two runs hold the same data: branch, service
 * type and payment type by different moduli, 1–4 lines of the merchant's products, about 1 order in 14 cancelled,
 * 1 in 50 paid online but never paid (cancelled by the payment sweep). The lines are the same function of (n, k) in
 * the orders' totals and in order_items, so no UPDATE pass is needed afterwards.
 */
export async function seedConsoleDataset(database: DatabaseHandle, options: ConsoleDatasetOptions): Promise<ConsoleDataset> {
  const started = performance.now();
  const { db } = database;
  const { merchantId } = options;
  const [zone] = await queryRows<{ timezone: string }>(db, sql`select timezone from merchants where id = ${merchantId}`);
  const timezone = zone?.timezone ?? 'Asia/Tashkent';
  const [counter] = await queryRows<{ last: number }>(db, sql`select coalesce(max(number), 0)::int as last from orders where merchant_id = ${merchantId}`);
  const first = (counter?.last ?? 0) + 1;
  const lastHistory = first - 1 + options.orders;
  const last = lastHistory + options.openOrders;

  const products = sql`(
    select array_agg(id order by id) as ids, array_agg(name order by id) as names, array_agg(price order by id) as prices,
           array_agg(discount order by id) as discounts, count(*)::int as size
      from products where merchant_id = ${merchantId} and not deleted and is_active) p`;
  const branchList = sql`(select array_agg(id order by id) as ids from branches where merchant_id = ${merchantId} and not deleted) b`;
  /** The lines of order n: k = 1 .. 1 + n mod 4, product pick, quantity. */
  const lines = sql`(select k, 1 + (n * 7 + k * 13) % p.size as pick, 1 + (n + k) % 3 as quantity from generate_series(1, 1 + n % 4) k)`;

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into orders (merchant_id, number, branch_id, status, service_type, payment_type, is_paid, paid_at, order_device, channel,
                          product_price, product_discount, delivery_price, total_price, total_discount, product_count, created_at, updated_at)
      select ${merchantId}, o.n, o.branch_id, o.status, o.service_type, o.payment_type, o.is_paid, case when o.is_paid then o.created_at end,
             'CLIENT_WEB', 'WEB', t.price, t.discount, o.delivery, t.price - t.discount + o.delivery, t.discount, t.quantity, o.created_at, now()
        from (
          -- History: day n mod days before today, at a time of day between 08:00 and 23:00 from another modulus.
          select n, b.ids[1 + n % array_length(b.ids, 1)] as branch_id,
                 case when n % 14 = 0 or n % 50 = 7 then 'CANCELED' else 'CLOSED' end as status,
                 (array['DELIVERY', 'DELIVERY', 'PICK_UP', 'DINE_IN'])[1 + (n / 3) % 4] as service_type,
                 (array['CASH', 'CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM'])[1 + (n / 5) % 6] as payment_type,
                 n % 50 <> 7 and (n / 5) % 6 >= 3 as is_paid,
                 case when (n / 3) % 4 < 2 then 1000000 else 0 end as delivery,
                 (((now() at time zone ${timezone})::date - 1 - n % ${options.days}::int)::timestamp
                   + make_interval(secs => 8 * 3600 + (n * 7919) % (15 * 3600))) at time zone ${timezone} as created_at
            from generate_series(${first}::int, ${lastHistory}::int) n, ${branchList}
          union all
          -- The board: open orders of the last hours, each status in turn, paid in cash.
          select n, b.ids[1 + n % array_length(b.ids, 1)], (array['CREATED', 'ACCEPTED', 'COOKING', 'DONE'])[1 + n % 4],
                 (array['DELIVERY', 'PICK_UP', 'DINE_IN'])[1 + (n / 4) % 3], 'CASH', false, 0,
                 now() - make_interval(secs => (n - ${lastHistory}::int) * 20)
            from generate_series(${lastHistory + 1}::int, ${last}::int) n, ${branchList}
        ) o,
        ${products},
        lateral (
          select sum(p.prices[l.pick] * l.quantity) as price, sum((p.prices[l.pick] * l.quantity * p.discounts[l.pick]) / 100) as discount,
                 sum(l.quantity)::int as quantity
            from ${lines} l
        ) t`);
    await tx.execute(sql`
      insert into order_items (merchant_id, order_id, product_id, name, unit_price, discount_percent, quantity, line_price, line_discount)
      select ${merchantId}, o.id, p.ids[l.pick], p.names[l.pick], p.prices[l.pick], p.discounts[l.pick], l.quantity,
             p.prices[l.pick] * l.quantity, (p.prices[l.pick] * l.quantity * p.discounts[l.pick]) / 100
        from (select id, number as n from orders where merchant_id = ${merchantId} and number between ${first}::int and ${last}::int) o,
             ${products},
             lateral ${lines} l`);
    await raiseOrderNumbersPastOrders(tx, merchantId);
  });
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_items`);

  const [counts] = await queryRows<{ orders: number; items: number; from: string; to: string }>(
    db,
    sql`select (select count(*) from orders where merchant_id = ${merchantId})::int as orders,
                                (select count(*) from order_items where merchant_id = ${merchantId})::int as items,
                                to_char((now() at time zone ${timezone})::date - ${options.days}::int, 'YYYY-MM-DD') as "from",
                                to_char((now() at time zone ${timezone})::date - 1, 'YYYY-MM-DD') as "to"`,
  );
  return {
    orders: counts?.orders ?? 0,
    items: counts?.items ?? 0,
    openOrders: options.openOrders,
    from: counts?.from ?? '',
    to: counts?.to ?? '',
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
