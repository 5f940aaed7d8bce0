// The console's table reservations on fixed days of 2031 (Tashkent is UTC+5 all year), so the suite passes at
// any hour: the day's list on the merchant's clock, by time, with branch and customer; the branch, status and
// range filters; today by default (an injected clock); status moves with their audit rows, seen by the customer
// too; refused moves (409), another merchant's bookings (404), roles and validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import type { StaffRole } from '@dastarkhan/domain/console-access';
import type { ConsoleReservation, ConsoleReservations } from '@dastarkhan/domain/contracts/console-reservations';
import type { Reservation } from '@dastarkhan/domain/contracts/reservation';
import { freshPhone } from '../accounts/test-support.ts';
import { authHeaders, createTestApp, execSql, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { createConsoleReservationsService } from './reservations-service.ts';
import { expectForbiddenFor, sessionsByRole, staffSession, type StaffSession } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const { amirTemur, tashkentCity } = DEMO.branchIds;
const DAY = '2031-05-10';

interface Customer {
  userId: string;
  phone: string;
  headers: Record<string, string>;
}

interface Fixture {
  branchId: string;
  /** UTC instant. */
  at: string;
  chairs: number;
  status?: 'NEW' | 'CONFIRMED' | 'CANCELED' | 'DONE';
  place?: string;
  comment?: string;
}

describe(`console reservations (${describeDatabase()})`, () => {
  let t: TestApp;
  let roles: Record<StaffRole, StaffSession>;
  let guest: Customer;
  let shopGuest: Customer;
  let shopBranch: string;
  const ids: Record<string, string> = {};

  async function customer(merchantId: string, name?: [string, string]): Promise<Customer> {
    const phone = freshPhone().digits;
    const { token, user } = await signIn(t.app, merchantId, phone);
    if (name) await execSql(t.database, 'update users set first_name = $2, last_name = $3 where id = $1', [user.id, ...name]);
    return { userId: user.id, phone, headers: authHeaders(merchantId, token) };
  }

  async function reserve(who: Customer, merchantId: string, fixture: Fixture): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      t.database,
      `insert into reservations (merchant_id, user_id, branch_id, place, chairs, reserved_at, status, comment, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, '2031-05-01T10:00:00Z') returning id`,
      [merchantId, who.userId, fixture.branchId, fixture.place ?? null, fixture.chairs, fixture.at, fixture.status ?? 'NEW', fixture.comment ?? null],
    );
    if (!row) throw new Error('no reservation inserted');
    return row.id;
  }

  const list = (session: StaffSession, query: string) => t.app.inject({ url: `/api/console/v1/reservations?${query}`, headers: session.headers });
  const move = (session: StaffSession, id: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/console/v1/reservations/${id}/status`, headers: session.headers, payload: payload as object });
  const idsOf = (body: ConsoleReservations) => body.reservations.map((reservation) => reservation.id);

  beforeAll(async () => {
    t = await createTestApp();
    roles = await sessionsByRole(t, demo);
    guest = await customer(demo, ['Dilnoza', 'Karimova']);
    shopGuest = await customer(shop);
    const [branch] = await queryRows<{ id: string }>(t.database, 'select id from branches where merchant_id = $1 order by created_at, id limit 1', [shop]);
    shopBranch = branch?.id ?? '';
    // 19:00 in Tashkent, with a place and a comment.
    ids.evening = await reserve(guest, demo, { branchId: amirTemur, at: '2031-05-10T14:00:00Z', chairs: 4, place: 'Terrace', comment: 'A birthday' });
    // 09:30 at the 24/7 branch.
    ids.morning = await reserve(guest, demo, { branchId: tashkentCity, at: '2031-05-10T04:30:00Z', chairs: 2 });
    // 12:00, already canceled by the customer.
    ids.canceled = await reserve(guest, demo, { branchId: amirTemur, at: '2031-05-10T07:00:00Z', chairs: 3, status: 'CANCELED' });
    // 23:59 the evening before and 00:00 the day after on the merchant's clock (both still 2031-05-10 or -09 in UTC).
    ids.before = await reserve(guest, demo, { branchId: tashkentCity, at: '2031-05-09T18:59:00Z', chairs: 2 });
    ids.after = await reserve(guest, demo, { branchId: tashkentCity, at: '2031-05-10T19:00:00Z', chairs: 6 });
    ids.shop = await reserve(shopGuest, shop, { branchId: shopBranch, at: '2031-05-10T10:00:00Z', chairs: 2 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the day's bookings on the merchant's clock, by time, with branch, customer and allowed moves", async () => {
    const res = await list(roles.OPERATOR, `from=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ConsoleReservations>();
    expect(body).toMatchObject({ from: DAY, to: DAY, timezone: 'Asia/Tashkent' });
    expect(idsOf(body)).toEqual([ids.morning, ids.canceled, ids.evening]);
    expect(body.reservations[2]).toEqual<ConsoleReservation>({
      id: ids.evening!,
      branch: { id: amirTemur, name: expect.objectContaining({ eng: expect.any(String) }) as ConsoleReservation['branch']['name'] },
      place: 'Terrace',
      chairs: 4,
      reservedAt: '2031-05-10T14:00:00.000Z',
      customer: { name: 'Dilnoza Karimova', phone: guest.phone },
      comment: 'A birthday',
      status: 'NEW',
      createdAt: '2031-05-01T10:00:00.000Z',
      allowedStatuses: ['CONFIRMED', 'DONE', 'CANCELED'],
    });
    expect(body.reservations[0]).toMatchObject({ place: null, comment: null, branch: { id: tashkentCity } });
    expect(body.reservations[1]).toMatchObject({ status: 'CANCELED', allowedStatuses: [] });
    // The filter offers the merchant's branches only.
    expect(body.branches.map((branch) => branch.id)).toContain(amirTemur);
    expect(body.branches.map((branch) => branch.id)).not.toContain(shopBranch);
  });

  it('filters by branch and status, and covers a range of days', async () => {
    expect(idsOf((await list(roles.OPERATOR, `from=${DAY}&branchId=${tashkentCity}`)).json())).toEqual([ids.morning]);
    expect(idsOf((await list(roles.OPERATOR, `from=${DAY}&status=CANCELED`)).json())).toEqual([ids.canceled]);
    expect(idsOf((await list(roles.OPERATOR, `from=${DAY}&branchId=${amirTemur}&status=NEW`)).json())).toEqual([ids.evening]);
    expect(idsOf((await list(roles.OPERATOR, 'from=2031-05-09&to=2031-05-11')).json())).toEqual([ids.before, ids.morning, ids.canceled, ids.evening, ids.after]);
    expect(idsOf((await list(roles.OPERATOR, 'from=2031-05-12')).json())).toEqual([]);
  });

  it("shows today on the merchant's clock by default", async () => {
    // 20:00 UTC on the 10th is already 01:00 on the 11th in Tashkent.
    const service = createConsoleReservationsService({ db: t.database.db, services: t.app.services }, { now: () => new Date('2031-05-10T20:00:00Z') });
    const staff = { staffId: roles.OWNER.staffId, merchantId: demo, role: 'OWNER' as const, name: 'Test owner', sessionId: 'test', courierId: null };
    const today = await service.list(staff, {});
    expect(today).toMatchObject({ from: '2031-05-11', to: '2031-05-11' });
    expect(idsOf(today)).toEqual([ids.after]);
    // Over HTTP without a day: today's list (whatever it holds), the same day twice.
    const res = await list(roles.OPERATOR, '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConsoleReservations>().from).toBe(res.json<ConsoleReservations>().to);
  });

  it("confirms a booking with its audit row, and the customer's own list shows the new status", async () => {
    const res = await move(roles.OPERATOR, ids.evening!, { status: 'CONFIRMED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConsoleReservation>()).toMatchObject({ id: ids.evening, status: 'CONFIRMED', allowedStatuses: ['DONE', 'CANCELED'] });
    const audit = await queryRows<{ action: string; staff_id: string; before: unknown; after: unknown }>(
      t.database,
      'select action, staff_id, before, after from audit_log where entity = $1 and entity_id = $2 order by created_at, id',
      ['reservation', ids.evening],
    );
    expect(audit).toEqual([{ action: 'reservation.status', staff_id: roles.OPERATOR.staffId, before: { status: 'NEW' }, after: { status: 'CONFIRMED' } }]);

    const mine = await t.app.inject({ url: '/api/users/v1/reservations', headers: guest.headers });
    expect(mine.statusCode, mine.body).toBe(200);
    const evening = mine.json<Reservation[]>().find((reservation) => reservation.id === ids.evening);
    expect(evening).toMatchObject({ status: 'CONFIRMED', upcoming: true, cancellable: true });

    // Then the guests come: visited, and final.
    const done = await move(roles.MANAGER, ids.evening!, { status: 'DONE' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ConsoleReservation>()).toMatchObject({ status: 'DONE', allowedStatuses: [] });
    const after = await t.app.inject({ url: '/api/users/v1/reservations', headers: guest.headers });
    expect(after.json<Reservation[]>().find((reservation) => reservation.id === ids.evening)).toMatchObject({ status: 'DONE', upcoming: false, cancellable: false });
  });

  it('cancels a new booking (a guest who will not come)', async () => {
    const res = await move(roles.OWNER, ids.morning!, { status: 'CANCELED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConsoleReservation>().status).toBe('CANCELED');
    const mine = await t.app.inject({ url: '/api/users/v1/reservations', headers: guest.headers });
    expect(mine.json<Reservation[]>().find((reservation) => reservation.id === ids.morning)?.status).toBe('CANCELED');
  });

  it('refuses a move its status does not allow with 409, and changes nothing', async () => {
    for (const status of ['CONFIRMED', 'DONE', 'CANCELED']) {
      const res = await move(roles.OPERATOR, ids.canceled!, { status });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ error: { code: string; details: unknown } }>().error).toMatchObject({
        code: 'RESERVATION_STATUS_NOT_ALLOWED',
        details: { reservationId: ids.canceled, status: 'CANCELED', requested: status, allowed: [] },
      });
    }
    const [row] = await queryRows<{ status: string }>(t.database, 'select status from reservations where id = $1', [ids.canceled]);
    expect(row?.status).toBe('CANCELED');
    expect(await queryRows(t.database, 'select id from audit_log where entity_id = $1', [ids.canceled])).toEqual([]);
  });

  it("answers another merchant's booking and branch like missing ones (404)", async () => {
    const res = await move(roles.OWNER, ids.shop!, { status: 'CONFIRMED' });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('RESERVATION_NOT_FOUND');
    expect((await move(roles.OWNER, '00000000-0000-4000-8000-000000000000', { status: 'CONFIRMED' })).statusCode).toBe(404);
    const [row] = await queryRows<{ status: string }>(t.database, 'select status from reservations where id = $1', [ids.shop]);
    expect(row?.status).toBe('NEW');

    const branch = await list(roles.OWNER, `from=${DAY}&branchId=${shopBranch}`);
    expect(branch.statusCode).toBe(404);
    expect(branch.json<{ error: { code: string } }>().error.code).toBe('BRANCH_NOT_FOUND');

    // The shop's own staff see only the shop's booking.
    const shopOwner = await staffSession(t, { merchantId: shop, role: 'OWNER' });
    expect(idsOf((await list(shopOwner, `from=${DAY}`)).json())).toEqual([ids.shop]);
  });

  it('lets operators and up in, never a courier', async () => {
    for (const role of ['OWNER', 'MANAGER', 'OPERATOR'] as const) expect((await list(roles[role], `from=${DAY}`)).statusCode, role).toBe(200);
    await expectForbiddenFor(t, roles, ['OWNER', 'MANAGER', 'OPERATOR'], { method: 'GET', url: `/api/console/v1/reservations?from=${DAY}` });
    await expectForbiddenFor(t, roles, ['OWNER', 'MANAGER', 'OPERATOR'], { method: 'POST', url: `/api/console/v1/reservations/${ids.before}/status`, payload: { status: 'CONFIRMED' } });
    const [row] = await queryRows<{ status: string }>(t.database, 'select status from reservations where id = $1', [ids.before]);
    expect(row?.status).toBe('NEW');
    expect((await t.app.inject({ url: `/api/console/v1/reservations?from=${DAY}`, headers: { merchant: demo } })).statusCode).toBe(401);
  });

  it('refuses bad input with 400', async () => {
    for (const query of ['from=2031-02-30', 'from=10.05.2031', 'from=2031-05-10&to=2031-05-09', 'to=2031-05-10', 'from=2031-05-01&to=2031-06-01', 'status=SEATED', 'branchId=42']) {
      const res = await list(roles.OPERATOR, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_ERROR');
    }
    for (const payload of [{}, { status: 'NEW' }, { status: 'SEATED' }, { status: 'confirmed' }]) {
      const res = await move(roles.OPERATOR, ids.before!, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await move(roles.OPERATOR, 'not-a-uuid', { status: 'CONFIRMED' })).statusCode).toBe(400);
  });
});
