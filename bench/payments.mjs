// Figures of the payment callbacks on the built server: Payme PerformTransaction and Click complete,
// one after another (each pays another order), and the same callback 20 times at once (one order is
// paid once; the other 19 answer the same result).
//   node --import tsx bench/payments.mjs [--orders 100] [--parallel 20]
// Runs on the embedded PGlite; BENCH_DATABASE_URL (a fresh, empty database) runs it on PostgreSQL.
import { newPaymeId, paymeRequest, clickRequest, clickSignTime } from '../apps/api/src/modules/payments/provider-side.ts';
import { startProductionServer } from './production-server.mjs';
import { numberArg, percentiles } from './figures.mjs';
import { demoShop, shopperServerEnv } from './shopper.mjs';

const orderCount = numberArg('orders', 100);
const parallel = numberArg('parallel', 20);

// The demo merchant's provider accounts (demo data only).
const PAYME = { key: 'demo-payme-key' };
const CLICK = { serviceId: '12345', secretKey: 'demo-click-secret' };

const server = await startProductionServer({
  name: 'bench-payments',
  env: { ...shopperServerEnv, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
});
const { base } = server;

try {
  const shop = await demoShop(base);
  const { merchant, branch, call } = shop;
  const cartItems = shop.plainProducts.slice(0, 2).map((product) => ({ productId: product.id, quantity: 1 }));

  const provider = async ({ url, headers, body }) => {
    const started = performance.now();
    const answer = await (await fetch(`${base}${url}`, { method: 'POST', headers, body })).json();
    return { ms: performance.now() - started, answer };
  };

  const auth = (await shop.signIn('998905550000')).headers;

  async function placeOrders(paymentType, count) {
    const order = { serviceType: 'PICK_UP', branchId: branch.id, paymentType, cartItems, totalPrice: 0 };
    const quote = await call('/api/orders/v1/orders', { method: 'POST', body: order, headers: auth });
    order.totalPrice = quote.body.error.details.totals.totalPrice;
    const orders = [];
    for (let index = 0; index < count; index++) {
      const placed = await call('/api/orders/v1/orders', { method: 'POST', body: order, headers: auth });
      if (placed.status !== 201) throw new Error(`order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
      orders.push({ id: placed.body.id, tiyin: Math.round(placed.body.totalPrice * 100), som: placed.body.totalPrice.toFixed(2) });
    }
    return orders;
  }

  const paymeCreate = async (order) => {
    const id = newPaymeId();
    const created = await provider(paymeRequest(merchant.id, PAYME, 'CreateTransaction', { id, time: Date.now(), amount: order.tiyin, account: { order_id: order.id } }));
    if (created.answer.error) throw new Error(JSON.stringify(created.answer.error));
    return id;
  };
  let clickSequence = 9_000_000_000;
  const clickFields = (order, action, prepareId) => ({
    click_trans_id: String((clickSequence += 1)),
    service_id: CLICK.serviceId,
    click_paydoc_id: String(clickSequence),
    merchant_trans_id: order.id,
    ...(prepareId ? { merchant_prepare_id: prepareId } : {}),
    amount: order.som,
    action,
    error: '0',
    error_note: 'Success',
    sign_time: clickSignTime(new Date()),
  });
  const clickPrepare = async (order) => {
    const fields = clickFields(order, '0');
    const prepared = await provider(clickRequest(merchant.id, CLICK, fields));
    if (prepared.answer.error !== 0) throw new Error(JSON.stringify(prepared.answer));
    return { ...fields, action: '1', merchant_prepare_id: String(prepared.answer.merchant_prepare_id) };
  };

  const paymeOrders = await placeOrders('PAYME', orderCount + 1);
  const clickOrders = await placeOrders('CLICK', orderCount + 1);

  const paymeTimes = [];
  for (const order of paymeOrders.slice(1)) {
    const id = await paymeCreate(order);
    const performed = await provider(paymeRequest(merchant.id, PAYME, 'PerformTransaction', { id }));
    if (performed.answer.result?.state !== 2) throw new Error(JSON.stringify(performed.answer));
    paymeTimes.push(performed.ms);
  }
  const clickTimes = [];
  for (const order of clickOrders.slice(1)) {
    const complete = await clickPrepare(order);
    const completed = await provider(clickRequest(merchant.id, CLICK, complete));
    if (completed.answer.error !== 0) throw new Error(JSON.stringify(completed.answer));
    clickTimes.push(completed.ms);
  }
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\n${database}, ${orderCount} orders each, one callback at a time:`);
  console.log(`  Payme PerformTransaction: ${percentiles(paymeTimes, [50, 99, 100])}`);
  console.log(`  Click complete:           ${percentiles(clickTimes, [50, 99, 100])}`);

  // The same callback many times at once: the order is paid once and every answer is the same.
  const paymeId = await paymeCreate(paymeOrders[0]);
  const paymeRequestOnce = paymeRequest(merchant.id, PAYME, 'PerformTransaction', { id: paymeId }, 1);
  let started = performance.now();
  const paymeBurst = await Promise.all(Array.from({ length: parallel }, () => provider(paymeRequestOnce)));
  const paymeWall = performance.now() - started;
  const paymeAnswers = new Set(paymeBurst.map((entry) => JSON.stringify(entry.answer)));

  const clickComplete = clickRequest(merchant.id, CLICK, await clickPrepare(clickOrders[0]));
  started = performance.now();
  const clickBurst = await Promise.all(Array.from({ length: parallel }, () => provider(clickComplete)));
  const clickWall = performance.now() - started;
  const clickAnswers = new Set(clickBurst.map((entry) => JSON.stringify(entry.answer)));

  const paidTimes = async (orderId) => {
    const order = (await call(`/api/orders/v1/orders/${orderId}`, { headers: auth })).body;
    return order.statusHistory.filter((change) => change.reason === 'PAID').length;
  };
  console.log(`The same callback ${parallel}× at once:`);
  console.log(`  Payme PerformTransaction: all answered in ${Math.round(paymeWall)} ms, ${percentiles(paymeBurst.map((entry) => entry.ms), [50, 99, 100])}; distinct answers ${paymeAnswers.size}; order marked paid ${await paidTimes(paymeOrders[0].id)}×`);
  console.log(`  Click complete:           all answered in ${Math.round(clickWall)} ms, ${percentiles(clickBurst.map((entry) => entry.ms), [50, 99, 100])}; distinct answers ${clickAnswers.size}; order marked paid ${await paidTimes(clickOrders[0].id)}×`);
} finally {
  await server.stop();
}
