// Table reservations over HTTP: booking at the 24/7 branch, the branch's switch and hours, the time window,
// the chairs and text limits, the per-customer cap, the list's order, cancelling only one's own table while
// it is ahead, and the merchant's bookingActive switch. Times are chosen relative to now on the branches'
// fixed hours (24/7 and 09:00–23:00), so the suite passes at any hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { RESERVATION_UPCOMING_LIMIT, type Reservation } from '@dastarkhan/domain/contracts/reservation';
import { addDays, localDate, zonedInstant } from '@dastarkhan/domain/zoned-time';
import { MERCHANT_TOPIC } from '../merchants/service.ts';
import { authHeaders, createTestApp, execSql, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const TZ = 'Asia/Tashkent';
const open24 = DEMO.branchIds.tashkentCity;
const amirTemur = DEMO.branchIds.amirTemur;
const chilonzor = DEMO.branchIds.chilonzor;

/** `days` after today on the merchant's clock, at `time` there, as ISO with the +05:00 offset. */
function tashkent(days: number, time: string): string {
  const at = zonedInstant(addDays(localDate(new Date(), TZ), days), time, TZ);
  return new Date(at.getTime() + 5 * 3_600_000).toISOString().replace('Z', '+05:00');
}

interface Customer {
  headers: Record<string, string>;
  userId: string;
}

describe(`table reservations (${describeDatabase()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customer(merchantId = demo): Promise<Customer> {
    const { token, user } = await signIn(t.app, merchantId, freshPhone().digits);
    return { headers: authHeaders(merchantId, token), userId: user.id };
  }
  const book = (c: Customer, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users/v1/reservations', headers: c.headers, payload: { branchId: open24, chairs: 2, reservedAt: tashkent(1, '19:00'), ...payload } });
  const list = (c: Customer) => t.app.inject({ url: '/api/users/v1/reservations', headers: c.headers });
  const cancel = (c: Customer, id: string) => t.app.inject({ method: 'POST', url: `/api/users/v1/reservations/${id}/cancel`, headers: c.headers });

  async function setBookingActive(merchantId: string, on: boolean): Promise<void> {
    await execSql(t.database, `update merchant_settings set web = web || jsonb_build_object('bookingActive', $2::boolean) where merchant_id = $1`, [merchantId, on]);
    await t.app.services.bus.publish(MERCHANT_TOPIC, merchantId);
  }

  it('books a table at the 24/7 branch and lists it with the branch and its booking phone', async () => {
    const c = await customer();
    expect((await list(c)).json()).toEqual([]);
    const reservedAt = tashkent(1, '19:00');
    const res = await book(c, { chairs: 4, reservedAt, place: '  terrace ', comment: 'A birthday, please' });
    expect(res.statusCode, res.body).toBe(201);
    const created: Reservation = res.json();
    expect(created).toMatchObject({
      branch: { id: open24, name: { eng: 'Tashkent City (24/7)' }, bookingPhone: '+998712001016' },
      chairs: 4,
      place: 'terrace',
      comment: 'A birthday, please',
      status: 'NEW',
      upcoming: true,
      cancellable: true,
    });
    expect(Date.parse(created.reservedAt)).toBe(Date.parse(reservedAt));
    expect((await list(c)).json()).toEqual([created]);
    // Nobody else sees it.
    expect((await list(await customer())).json()).toEqual([]);
  });

  it('refuses a branch that takes no bookings, an unknown one and another merchant’s', async () => {
    const c = await customer();
    const closed = await book(c, { branchId: chilonzor });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error).toMatchObject({ code: 'BRANCH_BOOKING_DISABLED', details: { branchId: chilonzor } });
    expect(closed.json().error.description.uz).toBeTruthy();
    expect((await book(c, { branchId: '00000000-0000-4000-8000-000000000000' })).json().error.code).toBe('BRANCH_NOT_FOUND');

    await setBookingActive(shop, true);
    try {
      const foreign = await book(await customer(shop), { branchId: open24 });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.code).toBe('BRANCH_NOT_FOUND');
    } finally {
      await setBookingActive(shop, false);
    }
  });

  it("refuses a time outside the branch's hours and names the hours", async () => {
    const c = await customer();
    // Amir Temur's hall is open 09:00–23:00 every day.
    const night = await book(c, { branchId: amirTemur, reservedAt: tashkent(2, '03:00') });
    expect(night.statusCode).toBe(400);
    expect(night.json().error).toMatchObject({
      code: 'RESERVATION_OUTSIDE_HOURS',
      details: { field: 'reservedAt', timeZone: TZ, intervals: [{ open: '09:00', close: '23:00' }] },
    });
    expect((await book(c, { branchId: amirTemur, reservedAt: tashkent(2, '23:00') })).statusCode).toBe(400);
    const evening = await book(c, { branchId: amirTemur, reservedAt: tashkent(2, '22:30') });
    expect(evening.statusCode, evening.body).toBe(201);
    // The same instant written in UTC is the same booking time.
    const utc = new Date(Date.parse(tashkent(3, '12:00'))).toISOString();
    expect((await book(c, { branchId: amirTemur, reservedAt: utc })).statusCode).toBe(201);
  });

  it('refuses the past, less than 30 minutes ahead and more than 60 days ahead', async () => {
    const c = await customer();
    const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
    for (const [reservedAt, reason] of [
      [iso(-3_600_000), 'TOO_SOON'],
      [iso(10 * 60_000), 'TOO_SOON'],
      [iso(61 * 24 * 3_600_000), 'TOO_FAR_AHEAD'],
    ] as const) {
      const res = await book(c, { reservedAt });
      expect(res.statusCode, reservedAt).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'RESERVATION_TIME_INVALID', details: { reason } });
    }
    expect((await book(c, { reservedAt: iso(45 * 60_000) })).statusCode).toBe(201);
    expect((await book(c, { reservedAt: iso(59 * 24 * 3_600_000) })).statusCode).toBe(201);
  });

  it('checks chairs, place and comment, and a time without its offset', async () => {
    const c = await customer();
    for (const payload of [{ chairs: 0 }, { chairs: 21 }, { chairs: 2.5 }, { place: 'x'.repeat(101) }, { comment: 'x'.repeat(501) }, { reservedAt: '2030-01-01T19:00:00' }]) {
      const res = await book(c, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const blank = await book(c, { chairs: 20, place: '   ', comment: '' });
    expect(blank.statusCode, blank.body).toBe(201);
    expect(blank.json()).toMatchObject({ chairs: 20, place: null, comment: null });
  });

  it('holds at most five upcoming reservations; a canceled one frees a place', async () => {
    const c = await customer();
    const ids: string[] = [];
    for (let day = 1; day <= RESERVATION_UPCOMING_LIMIT; day += 1) {
      const res = await book(c, { reservedAt: tashkent(day, '19:00') });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const over = await book(c, { reservedAt: tashkent(9, '19:00') });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'RESERVATION_LIMIT', details: { limit: RESERVATION_UPCOMING_LIMIT } });
    expect((await cancel(c, ids[2]!)).statusCode).toBe(200);
    expect((await book(c, { reservedAt: tashkent(9, '19:00') })).statusCode).toBe(201);
  });

  it('lists upcoming soonest first, then past and canceled ones latest first', async () => {
    const c = await customer();
    const later = (await book(c, { reservedAt: tashkent(5, '12:00') })).json() as Reservation;
    const sooner = (await book(c, { reservedAt: tashkent(2, '12:00') })).json() as Reservation;
    const canceled = (await book(c, { reservedAt: tashkent(3, '12:00') })).json() as Reservation;
    await cancel(c, canceled.id);
    const old = (await book(c, { reservedAt: tashkent(4, '12:00') })).json() as Reservation;
    const older = (await book(c, { reservedAt: tashkent(6, '12:00') })).json() as Reservation;
    // Visits that already happened: moved into the past behind the API's back.
    await execSql(t.database, `update reservations set reserved_at = now() - interval '2 days', status = 'DONE' where id = $1`, [old.id]);
    await execSql(t.database, `update reservations set reserved_at = now() - interval '9 days' where id = $1`, [older.id]);
    const listed: Reservation[] = (await list(c)).json();
    expect(listed.map((r) => r.id)).toEqual([sooner.id, later.id, canceled.id, old.id, older.id]);
    expect(listed.map((r) => [r.upcoming, r.cancellable])).toEqual([[true, true], [true, true], [false, false], [false, false], [false, false]]);
    expect(listed[2]!.status).toBe('CANCELED');
    expect(listed[4]!.status).toBe('NEW');
  });

  it('cancels only my own reservation, only once, and only while it is ahead', async () => {
    const owner = await customer();
    const other = await customer();
    const mine = (await book(owner, {})).json() as Reservation;
    const stranger = await cancel(other, mine.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('RESERVATION_NOT_FOUND');
    expect((await cancel(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const done = await cancel(owner, mine.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: mine.id, status: 'CANCELED', upcoming: false, cancellable: false });
    const again = await cancel(owner, mine.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'RESERVATION_NOT_CANCELLABLE', details: { status: 'CANCELED' } });

    const past = (await book(owner, {})).json() as Reservation;
    await execSql(t.database, `update reservations set reserved_at = now() - interval '1 hour' where id = $1`, [past.id]);
    expect((await cancel(owner, past.id)).statusCode).toBe(409);
    const [row] = await queryRows<{ status: string }>(t.database, 'select status from reservations where id = $1', [past.id]);
    expect(row?.status).toBe('NEW');
  });

  it('needs a signed-in customer', async () => {
    const headers = { merchant: demo };
    expect((await t.app.inject({ url: '/api/users/v1/reservations', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/v1/reservations', headers, payload: {} })).statusCode).toBe(401);
  });

  describe('with bookingActive off', () => {
    it('refuses every call with 403 BOOKING_DISABLED', async () => {
      const c = await customer();
      const kept = (await book(c, {})).json() as Reservation;
      await setBookingActive(demo, false);
      try {
        for (const res of [await list(c), await book(c, {}), await cancel(c, kept.id)]) {
          expect(res.statusCode).toBe(403);
          expect(res.json().error).toMatchObject({ code: 'BOOKING_DISABLED', description: { eng: expect.any(String), ru: expect.any(String), uz: expect.any(String) } });
        }
      } finally {
        await setBookingActive(demo, true);
      }
      expect((await list(c)).json().map((r: Reservation) => r.id)).toEqual([kept.id]);
    });
  });
});
