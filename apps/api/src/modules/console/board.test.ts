import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { Board, BoardOrderDetail, Deliveries, Delivery } from '@dastarkhan/domain/contracts/console-board';
import type { StaffRole } from '@dastarkhan/domain/console-access';
import { authHeaders, createTestApp, execSql, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { insertTestOrder, type TestOrderOptions } from '../operator/test-orders.ts';
import { listen, openStream } from '../operator/test-sse.ts';
import { openAroundTheClock, placeOrder, productFacts } from '../orders/test-support.ts';
import { expectForbiddenFor, sessionsByRole, staffSession, type StaffSession } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const branchId = DEMO.roundTheClockBranchId;
const OPERATOR_AND_UP: StaffRole[] = ['OWNER', 'MANAGER', 'OPERATOR'];

type ErrorBody = { error: { code: string; details?: { fields?: Array<{ field: string }> } & Record<string, unknown> } };

describe(`console orders board (${describeDatabase()})`, () => {
  let t: TestApp;
  let roles: Record<StaffRole, StaffSession>;
  let operator: StaffSession;
  let userId: string;
  let customerHeaders: Record<string, string>;
  let customerPhone: string;
  let shopUserId: string;
  let shopBranchId: string;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await sessionsByRole(t);
    operator = roles.OPERATOR;
    await openAroundTheClock(t.database, branchId);
    customerPhone = freshPhone().digits;
    const customer = await signIn(t.app, demo, customerPhone);
    userId = customer.user.id;
    customerHeaders = authHeaders(demo, customer.token);
    shopUserId = (await signIn(t.app, shop, freshPhone().digits)).user.id;
    const [branch] = await queryRows<{ id: string }>(t.database, 'select id from branches where merchant_id = $1 limit 1', [shop]);
    shopBranchId = branch!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = (options: Partial<TestOrderOptions> = {}) => insertTestOrder(t.database, { userId, branchId, ...options });
  const get = (session: StaffSession, url: string) => t.app.inject({ method: 'GET', url: `/api/console/v1${url}`, headers: session.headers });
  const put = (session: StaffSession, url: string, payload?: object) =>
    t.app.inject({ method: 'PUT', url: `/api/console/v1${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  const setStatus = (id: string, status: string, reason?: string, session = operator) => put(session, `/orders/${id}/status`, { status, ...(reason ? { reason } : {}) });
  const stored = async (id: string) =>
    (await queryRows<{ status: string; is_paid: boolean; courier_id: string | null; courier_status: string | null; reason: string | null }>(
      t.database,
      'select status, is_paid, courier_id, courier_status, reason from orders where id = $1',
      [id],
    ))[0]!;
  const auditRows = (id: string) =>
    queryRows<{ action: string; staff_id: string; before: { status: string }; after: { status: string; isPaid: boolean; courierId: string | null } }>(
      t.database,
      'select action, staff_id, before, after from audit_log where entity = $1 and entity_id = $2 order by created_at, id',
      ['order', id],
    );
  const historyRows = (id: string) =>
    queryRows<{ status: string; actor_type: string; actor_id: string; comment: string | null }>(
      t.database,
      'select status, actor_type, actor_id, comment from order_status_history where order_id = $1 order by created_at, id',
      [id],
    );

  it('shows today\'s orders and older open ones in their columns, with the allowed next statuses, and filters by branch and service', async () => {
    const created = await order();
    const cooking = await order({ status: 'COOKING', serviceType: 'PICK_UP' });
    const payme = await order({ paymentType: 'PAYME' });
    const elsewhere = await order({ branchId: DEMO.branchIds.amirTemur, status: 'DONE' });
    const oldOpen = await order({ status: 'ON_WAY' });
    const oldClosed = await order({ status: 'CLOSED' });
    await execSql(t.database, `update orders set created_at = now() - interval '3 days' where id in ($1, $2)`, [oldOpen, oldClosed]);

    const res = await get(operator, '/orders/board');
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<Board>();
    const byId = new Map(board.orders.map((card) => [card.id, card]));
    expect(byId.get(created)).toMatchObject({
      column: 'new',
      status: 'CREATED',
      serviceType: 'DELIVERY',
      paymentType: 'CASH',
      paymentState: 'unpaid',
      total: 50_000,
      itemCount: 1,
      allowedStatuses: ['OPEN', 'ACCEPTED', 'CANCELED'],
      canMarkPaid: true,
      canAssignCourier: false,
      branch: { id: branchId },
    });
    expect(byId.get(created)?.customerName).toBeNull();
    expect(byId.get(cooking)).toMatchObject({ column: 'cooking', allowedStatuses: ['DONE', 'CANCELED'] });
    // An online payment that has not arrived: it cannot be accepted or marked paid by hand.
    expect(byId.get(payme)).toMatchObject({ column: 'new', allowedStatuses: ['OPEN', 'CANCELED'], canMarkPaid: false });
    expect(byId.get(elsewhere)?.column).toBe('ready');
    expect(byId.get(oldOpen)?.column).toBe('onWay');
    expect(byId.has(oldClosed)).toBe(false);
    expect(board.branches.map((branch) => branch.id)).toContain(branchId);
    expect(board.couriers.map((courier) => courier.id)).toContain(DEMO.courierIds.aziz);
    expect(new Date(board.since).getTime()).toBeLessThanOrEqual(Date.now());
    expect(board.timezone).toBe('Asia/Tashkent');

    const ofBranch = (await get(operator, `/orders/board?branchId=${branchId}`)).json<Board>().orders.map((card) => card.id);
    expect(ofBranch).toContain(created);
    expect(ofBranch).not.toContain(elsewhere);
    const pickUps = (await get(operator, `/orders/board?serviceType=PICK_UP`)).json<Board>().orders;
    expect(pickUps.map((card) => card.id)).toContain(cooking);
    expect(pickUps.every((card) => card.serviceType === 'PICK_UP')).toBe(true);

    const invalid = await get(operator, '/orders/board?serviceType=BY_AIR');
    expect(invalid.statusCode).toBe(400);
  });

  it('shows the detail of a placed order: items with options and comments, receiver, address with coordinates, customer phone, prices, history', async () => {
    const plov = await productFacts(t.database, DEMO.products.plov.id);
    const [portion, extras] = plov.groups;
    // Line comments and orders for someone else are the merchant's switches (productComment, receiverActive).
    const switches = async (on: boolean) => {
      await execSql(t.database, `update merchant_settings set web = web || jsonb_build_object('productComment', $2::boolean, 'receiverActive', $2::boolean) where merchant_id = $1`, [demo, on]);
      await t.app.services.merchants.invalidateMerchant(demo);
    };
    await switches(true);
    const placed = await placeOrder(t.app, customerHeaders, {
      serviceType: 'DELIVERY',
      branchId,
      paymentType: 'CASH',
      address: { streetName: 'Amir Temur', houseNumber: '7', latitude: 41.31, longitude: 69.28, floor: '3', entrance: '2' },
      comment: 'Ring twice',
      receiverName: 'Aziza',
      receiverPhone: '+998 90 765 43 21',
      cartItems: [
        {
          productId: plov.id,
          quantity: 2,
          comment: 'No onion',
          modifications: [
            { optionId: portion!.options[1]!.id, count: 1 },
            { optionId: extras!.options[0]!.id, count: 1 },
          ],
        },
      ],
    }).finally(() => switches(false));
    const res = await get(operator, `/orders/${placed.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<BoardOrderDetail>();
    expect(detail).toMatchObject({ id: placed.id, number: placed.number, status: 'CREATED', comment: 'Ring twice', customer: { phone: customerPhone } });
    expect(detail.receiver).toEqual({ name: 'Aziza', phone: '998907654321' });
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]).toMatchObject({ quantity: 2, comment: 'No onion' });
    expect(detail.items[0]!.options).toHaveLength(2);
    expect(detail.items[0]!.options[0]!.name.eng.length).toBeGreaterThan(0);
    expect(detail.address).toMatchObject({ latitude: 41.31, longitude: 69.28, floor: '3', entrance: '2' });
    expect(detail.address?.text).toContain('Amir Temur');
    expect(detail.prices.total).toBe(placed.totalPrice);
    expect(detail.prices.products).toBeGreaterThan(0);
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({ status: 'CREATED', actorName: null });
    expect(detail.allowedStatuses).toEqual(['OPEN', 'ACCEPTED', 'CANCELED']);
  });

  it('walks an order to closed: each change has a STAFF history row and an audit row, and the detail names the staff member', async () => {
    const id = await order();
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED']) {
      const res = await setStatus(id, status);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      expect(res.json<BoardOrderDetail>().status).toBe(status);
    }
    const history = await historyRows(id);
    expect(history.slice(1).map((row) => [row.status, row.actor_type, row.actor_id])).toEqual(
      ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED'].map((status) => [status, 'STAFF', operator.staffId]),
    );
    const audit = await auditRows(id);
    expect(audit.map((row) => [row.action, row.staff_id, row.before.status, row.after.status])).toEqual([
      ['order.status', operator.staffId, 'CREATED', 'ACCEPTED'],
      ['order.status', operator.staffId, 'ACCEPTED', 'COOKING'],
      ['order.status', operator.staffId, 'COOKING', 'DONE'],
      ['order.status', operator.staffId, 'DONE', 'ON_WAY'],
      ['order.status', operator.staffId, 'ON_WAY', 'DELIVERED'],
      ['order.status', operator.staffId, 'DELIVERED', 'CLOSED'],
    ]);
    const detail = (await get(operator, `/orders/${id}`)).json<BoardOrderDetail>();
    expect(detail.history.at(-1)).toMatchObject({ status: 'CLOSED', actorType: 'STAFF', actorName: operator.me.staff.name });
    expect(detail.allowedStatuses).toEqual([]);
    expect(detail.column).toBe('closed');
  });

  it('refuses to cancel without a reason (400 on the reason field), and cancels with one', async () => {
    const id = await order();
    for (const payload of [{ status: 'CANCELED' }, { status: 'CANCELED', reason: '   ' }]) {
      const res = await put(operator, `/orders/${id}/status`, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorBody>().error.details?.fields?.map((field) => field.field)).toEqual(['reason']);
    }
    expect((await stored(id)).status).toBe('CREATED');
    expect(await auditRows(id)).toEqual([]);
    const res = await setStatus(id, 'CANCELED', 'Customer asked by phone');
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'CANCELED', reason: 'Customer asked by phone' });
    expect((await historyRows(id)).at(-1)).toMatchObject({ status: 'CANCELED', comment: 'Customer asked by phone', actor_type: 'STAFF' });
    expect((await auditRows(id)).map((row) => row.after.status)).toEqual(['CANCELED']);
  });

  it('answers 409 to a transition the status machine does not allow and changes nothing', async () => {
    const id = await order();
    const res = await setStatus(id, 'DONE');
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.code).toBe('ORDER_STATUS_TRANSITION_NOT_ALLOWED');
    expect((await stored(id)).status).toBe('CREATED');
    expect(await historyRows(id)).toHaveLength(1);
    expect(await auditRows(id)).toEqual([]);
    // Pick-up orders never go on the way.
    const pickUp = await order({ status: 'DONE', serviceType: 'PICK_UP' });
    expect((await setStatus(pickUp, 'ON_WAY')).statusCode).toBe(409);
  });

  it('marks a cash order paid with its audit row, and refuses an online (PAYME) one with 409', async () => {
    const cash = await order({ status: 'ACCEPTED' });
    const res = await put(operator, `/orders/${cash}/paid`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BoardOrderDetail>()).toMatchObject({ isPaid: true, paymentState: 'paid', canMarkPaid: false });
    expect(await auditRows(cash)).toMatchObject([{ action: 'order.paid', staff_id: operator.staffId, after: { isPaid: true } }]);

    const payme = await order({ paymentType: 'PAYME' });
    const refused = await put(operator, `/orders/${payme}/paid`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('PAID_ONLINE_BY_PROVIDER');
    expect((await stored(payme)).is_paid).toBe(false);
    expect(await auditRows(payme)).toEqual([]);
  });

  it('assigns a courier of the merchant with its audit row; an unknown courier or an invalid body is 400 and nothing changes', async () => {
    const id = await order({ status: 'ACCEPTED' });
    const invalid = await put(operator, `/orders/${id}/courier`, { courierId: 'aziz' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ErrorBody>().error.details?.fields?.map((field) => field.field)).toEqual(['courierId']);
    const unknown = await put(operator, `/orders/${id}/courier`, { courierId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().error.code).toBe('COURIER_NOT_FOUND');
    expect(await stored(id)).toMatchObject({ courier_id: null, courier_status: null });

    const res = await put(operator, `/orders/${id}/courier`, { courierId: DEMO.courierIds.aziz });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BoardOrderDetail>()).toMatchObject({ courierStatus: 'PERFORMER_FOUND', courier: { id: DEMO.courierIds.aziz } });
    // Another courier before pick-up takes over at the same step.
    const again = await put(operator, `/orders/${id}/courier`, { courierId: DEMO.courierIds.dilshod });
    expect(again.statusCode, again.body).toBe(200);
    expect(await stored(id)).toMatchObject({ courier_id: DEMO.courierIds.dilshod, courier_status: 'PERFORMER_FOUND' });
    expect((await auditRows(id)).map((row) => [row.action, row.after.courierId])).toEqual([
      ['order.courier', DEMO.courierIds.aziz],
      ['order.courier', DEMO.courierIds.dilshod],
    ]);
    // Before acceptance nobody drives it.
    const fresh = await order();
    expect((await put(operator, `/orders/${fresh}/courier`, { courierId: DEMO.courierIds.aziz })).statusCode).toBe(409);
  });

  it('validates the status body (400 on the status field) and writes nothing', async () => {
    const id = await order();
    const res = await put(operator, `/orders/${id}/status`, { status: 'EATEN' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.details?.fields?.map((field) => field.field)).toEqual(['status']);
    expect((await stored(id)).status).toBe('CREATED');
  });

  it('lets only operators and up read and change the board, and only couriers use the deliveries', async () => {
    const id = await order();
    await expectForbiddenFor(t, roles, OPERATOR_AND_UP, { method: 'PUT', url: `/api/console/v1/orders/${id}/status`, payload: { status: 'ACCEPTED' } });
    await expectForbiddenFor(t, roles, OPERATOR_AND_UP, { method: 'PUT', url: `/api/console/v1/orders/${id}/courier`, payload: { courierId: DEMO.courierIds.aziz } });
    await expectForbiddenFor(t, roles, OPERATOR_AND_UP, { method: 'PUT', url: `/api/console/v1/orders/${id}/paid` });
    await expectForbiddenFor(t, roles, OPERATOR_AND_UP, { method: 'GET', url: '/api/console/v1/orders/board' });
    await expectForbiddenFor(t, roles, OPERATOR_AND_UP, { method: 'GET', url: `/api/console/v1/orders/${id}` });
    await expectForbiddenFor(t, roles, ['COURIER'], { method: 'GET', url: '/api/console/v1/deliveries' });
    await expectForbiddenFor(t, roles, ['COURIER'], {
      method: 'PUT',
      url: `/api/console/v1/deliveries/${id}/courier-status`,
      payload: { courierStatus: 'PERFORMER_PICKUPED' },
    });
    expect(await stored(id)).toMatchObject({ status: 'CREATED', is_paid: false, courier_id: null });
    expect(await auditRows(id)).toEqual([]);
    // Owners and managers run the board too.
    expect((await setStatus(id, 'ACCEPTED', undefined, roles.MANAGER)).statusCode).toBe(200);
    expect((await setStatus(id, 'COOKING', undefined, roles.OWNER)).statusCode).toBe(200);
    // A write without the CSRF token is refused.
    const forged = await t.app.inject({ method: 'PUT', url: `/api/console/v1/orders/${id}/status`, headers: operator.cookieOnly, payload: { status: 'DONE' } });
    expect(forged.statusCode).toBe(403);
    expect((await stored(id)).status).toBe('COOKING');
  });

  it("never shows or changes another merchant's order (404), and refuses another merchant's header (403)", async () => {
    const foreign = await insertTestOrder(t.database, { userId: shopUserId, merchantId: shop, branchId: shopBranchId, status: 'ACCEPTED' });
    expect((await get(operator, `/orders/${foreign}`)).statusCode).toBe(404);
    expect((await setStatus(foreign, 'COOKING')).statusCode).toBe(404);
    expect((await setStatus(foreign, 'CANCELED', 'reason')).statusCode).toBe(404);
    expect((await put(operator, `/orders/${foreign}/courier`, { courierId: DEMO.courierIds.aziz })).statusCode).toBe(404);
    expect((await put(operator, `/orders/${foreign}/paid`)).statusCode).toBe(404);
    expect((await put(roles.COURIER, `/deliveries/${foreign}/courier-status`, { courierStatus: 'PERFORMER_PICKUPED' })).statusCode).toBe(404);
    expect((await get(operator, '/orders/board')).json<Board>().orders.map((card) => card.id)).not.toContain(foreign);
    expect(await stored(foreign)).toMatchObject({ status: 'ACCEPTED', is_paid: false, courier_id: null });

    const own = await order();
    const wrongHeader = await t.app.inject({ method: 'PUT', url: `/api/console/v1/orders/${own}/status`, headers: { ...operator.headers, merchant: shop }, payload: { status: 'ACCEPTED' } });
    expect(wrongHeader.statusCode).toBe(403);
    expect(wrongHeader.json<ErrorBody>().error.code).toBe('CONSOLE_WRONG_MERCHANT');
    expect((await get({ ...operator, headers: { ...operator.headers, merchant: shop } }, '/orders/board')).statusCode).toBe(403);
    expect((await stored(own)).status).toBe('CREATED');
  });

  it("lists a courier's own open deliveries and lets the courier report progress on them only", async () => {
    const courierId = (await queryRows<{ id: string }>(t.database, `insert into couriers (merchant_id, name, phone) values ($1, 'Board courier', '998901234567') returning id`, [demo]))[0]!.id;
    const courier = await staffSession(t, { role: 'COURIER', courierId });
    const mine = await order({ status: 'DONE', courierId, courierStatus: 'PERFORMER_FOUND' });
    const closed = await order({ status: 'CLOSED', courierId, courierStatus: 'PERFORMER_DELIVERED_FINISH' });
    const others = await order({ status: 'DONE', courierId: DEMO.courierIds.dilshod, courierStatus: 'PERFORMER_FOUND' });

    const list = await get(courier, '/deliveries');
    expect(list.statusCode, list.body).toBe(200);
    const deliveries = list.json<Deliveries>().deliveries;
    expect(deliveries.map((delivery) => delivery.id)).toEqual([mine]);
    expect(deliveries[0]).toMatchObject({ number: expect.any(Number), paymentType: 'CASH', total: 50_000 });
    expect(deliveries[0]!.nextCourierStatuses).toEqual(['PERFORMER_PICK_UP_ARRIVED', 'PERFORMER_PICKUPED']);
    expect(deliveries.map((delivery) => delivery.id)).not.toContain(closed);

    const invalid = await put(courier, `/deliveries/${mine}/courier-status`, { courierStatus: 'CANCELLED' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ErrorBody>().error.details?.fields?.map((field) => field.field)).toEqual(['courierStatus']);
    expect((await put(courier, `/deliveries/${others}/courier-status`, { courierStatus: 'PERFORMER_PICKUPED' })).statusCode).toBe(404);
    expect((await stored(others)).courier_status).toBe('PERFORMER_FOUND');

    const res = await put(courier, `/deliveries/${mine}/courier-status`, { courierStatus: 'PERFORMER_PICKUPED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Delivery>()).toMatchObject({ courierStatus: 'PERFORMER_PICKUPED', nextCourierStatuses: ['PERFORMER_ARRIVED', 'PERFORMER_DELIVERED_FINISH', 'PERFORMER_RETURNING'] });
    expect((await historyRows(mine)).at(-1)).toMatchObject({ actor_type: 'STAFF', actor_id: courier.staffId });
    expect(await auditRows(mine)).toMatchObject([{ action: 'order.courier-status', staff_id: courier.staffId }]);
    // Skipping back is not an edge of the courier machine.
    expect((await put(courier, `/deliveries/${mine}/courier-status`, { courierStatus: 'PERFORMER_PICK_UP_ARRIVED' })).statusCode).toBe(409);
  });

  it('streams changes made on the board and newly placed orders of the merchant, and nothing of another merchant', async () => {
    const base = await listen(t.app);
    const stream = await openStream(base, '/api/console/v1/orders/events', operator.cookieOnly);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect((await stream.next()).name).toBe('ready');

      const id = await order();
      expect((await setStatus(id, 'ACCEPTED')).statusCode).toBe(200);
      expect(await stream.next()).toMatchObject({ name: 'status', data: { orderId: id, merchantId: demo, status: 'ACCEPTED' } });

      const foreign = await insertTestOrder(t.database, { userId: shopUserId, merchantId: shop, branchId: shopBranchId, status: 'CREATED' });
      await t.app.services.operator.changeStatus({ merchantId: shop, actorType: 'OPERATOR', actorId: 'test' }, foreign, { status: 'ACCEPTED' });

      const somsa = await productFacts(t.database, DEMO.products.somsa.id);
      const placed = await placeOrder(t.app, customerHeaders, { serviceType: 'PICK_UP', branchId, paymentType: 'CASH', cartItems: [{ productId: somsa.id, quantity: 1 }] });
      // The other merchant's change came first and was not sent: the next event is the new order.
      expect(await stream.next()).toMatchObject({ name: 'status', data: { orderId: placed.id, status: 'CREATED' } });
    } finally {
      stream.close();
    }
    // Signed out: no stream.
    const anonymous = await openStream(base, '/api/console/v1/orders/events', { merchant: demo });
    expect(anonymous.status).toBe(401);
    anonymous.close();
  });
});
