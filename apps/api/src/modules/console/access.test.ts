import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { AuditPage, ConsoleMe, Staff, TotpEnrolment } from '@dastarkhan/domain/contracts/console';
import { createTestApp, queryRows, type TestApp } from '../../testing/test-app.ts';
import { CONSOLE_SESSION_COOKIE } from '../../plugins/console-auth.ts';
import { MAX_FAILED_SIGN_INS } from './access-service.ts';
import { expectForbiddenFor, sessionsByRole, staffSession, TEST_STAFF_PASSWORD, type StaffSession } from './test-support.ts';
import { totpCode } from './totp.ts';
import type { StaffRole } from '@dastarkhan/domain/console-access';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
let address = 0;
const from = () => `10.88.0.${(address += 1)}`;

describe(`console access (${describeDatabase()})`, () => {
  let t: TestApp;
  let roles: Record<StaffRole, StaffSession>;
  beforeAll(async () => {
    t = await createTestApp();
    roles = await sessionsByRole(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (body: Record<string, unknown>, merchant = demo, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/console/v1/auth/login', headers: { merchant, 'x-forwarded-for': from(), ...extra }, payload: body });
  const createStaff = (session: StaffSession, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/console/v1/staff', headers: session.headers, payload: body });
  const codeOf = (res: { json: <T>() => T }) => res.json<{ error: { code: string; details?: Record<string, unknown> } }>().error;

  it('signs in with email or phone, sets an HttpOnly SameSite cookie, and answers the role, permissions and CSRF token', async () => {
    const created = await createStaff(roles.OWNER, { name: 'Nodira', phone: '+998 90 555-44-33', role: 'MANAGER', password: 'manager-password-1' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Staff>().phone).toBe('998905554433');
    const res = await login({ login: '90 555 44 33', password: 'manager-password-1' });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const me = res.json<ConsoleMe>();
    expect(me.staff.role).toBe('MANAGER');
    expect(me.permissions).toContain('menu.write');
    expect(me.permissions).not.toContain('brand.write');
    expect(me.csrfToken.length).toBeGreaterThan(20);
    expect(me.merchant.sub).toBe('demo');
    expect(res.body).not.toContain('passwordHash');
  });

  it('answers a wrong password and an unknown login alike, and locks the account after repeated wrong passwords', async () => {
    const email = `lock-${Date.now()}@test.localhost`;
    expect((await createStaff(roles.OWNER, { name: 'Lock', email, role: 'OPERATOR', password: 'right-password-1' })).statusCode).toBe(201);
    const unknown = await login({ login: 'nobody@test.localhost', password: 'whatever-password' });
    expect(unknown.statusCode).toBe(401);
    expect(codeOf(unknown).code).toBe('CONSOLE_CREDENTIALS_INVALID');
    for (let attempt = 1; attempt < MAX_FAILED_SIGN_INS; attempt += 1) {
      const wrong = await login({ login: email, password: 'wrong-password' });
      expect(wrong.statusCode).toBe(401);
      expect(codeOf(wrong).code).toBe('CONSOLE_CREDENTIALS_INVALID');
    }
    const locking = await login({ login: email, password: 'wrong-password' });
    expect(locking.statusCode).toBe(429);
    expect(codeOf(locking).code).toBe('CONSOLE_ACCOUNT_LOCKED');
    // Locked: even the right password is refused until the time is up or an owner unlocks it.
    const right = await login({ login: email, password: 'right-password-1' });
    expect(right.statusCode).toBe(429);
    expect(codeOf(right).details?.retryAfter).toBeGreaterThan(60);
    const [row] = await queryRows<{ id: string }>(t.database, 'select id from staff where email = $1', [email]);
    const unlock = await t.app.inject({ method: 'PUT', url: `/api/console/v1/staff/${row?.id}`, headers: roles.OWNER.headers, payload: { unlock: true } });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await login({ login: email, password: 'right-password-1' })).statusCode).toBe(200);
  });

  it('asks for the authenticator code once the second factor is on, and refuses a wrong one', async () => {
    const session = await staffSession(t, { role: 'OPERATOR' });
    const setup = await t.app.inject({ method: 'POST', url: '/api/console/v1/auth/totp/setup', headers: session.headers });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, qrSvg, otpauthUrl } = setup.json<TotpEnrolment>();
    expect(qrSvg).toContain('<svg');
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const bad = await t.app.inject({ method: 'POST', url: '/api/console/v1/auth/totp/enable', headers: session.headers, payload: { code: '000000' === totpCode(secret) ? '111111' : '000000' } });
    expect(bad.statusCode).toBe(400);
    const on = await t.app.inject({ method: 'POST', url: '/api/console/v1/auth/totp/enable', headers: session.headers, payload: { code: totpCode(secret) } });
    expect(on.statusCode, on.body).toBe(200);
    const email = session.me.staff.email ?? '';
    const withoutCode = await login({ login: email, password: TEST_STAFF_PASSWORD });
    expect(withoutCode.statusCode).toBe(401);
    expect(codeOf(withoutCode)).toMatchObject({ code: 'CONSOLE_TOTP_REQUIRED', details: { totpRequired: true } });
    const wrongCode = await login({ login: email, password: TEST_STAFF_PASSWORD, totp: totpCode(secret, Date.now() - 10 * 60_000) });
    expect(codeOf(wrongCode).code).toBe('CONSOLE_TOTP_INVALID');
    const withCode = await login({ login: email, password: TEST_STAFF_PASSWORD, totp: totpCode(secret) });
    expect(withCode.statusCode, withCode.body).toBe(200);
  });

  it('refuses writes without the CSRF token or from another site, and reads without a session', async () => {
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/console/v1/staff', headers: roles.OWNER.cookieOnly, payload: {} });
    expect(noCsrf.statusCode).toBe(403);
    expect(codeOf(noCsrf).code).toBe('CONSOLE_CSRF_INVALID');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/console/v1/staff',
      headers: { ...roles.OWNER.headers, origin: 'https://evil.example' },
      payload: { name: 'X', email: 'x@test.localhost', role: 'OWNER', password: 'long-enough-password' },
    });
    expect(crossSite.statusCode).toBe(403);
    const forgedLogin = await login({ login: 'x@test.localhost', password: 'whatever-password' }, demo, { origin: 'https://evil.example' });
    expect(forgedLogin.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/console/v1/auth/me', headers: { merchant: demo } });
    expect(anonymous.statusCode).toBe(401);
    expect(codeOf(anonymous).code).toBe('CONSOLE_SIGN_IN_REQUIRED');
    const [count] = await queryRows<{ n: number }>(t.database, "select count(*)::int as n from staff where email = 'x@test.localhost'");
    expect(count?.n).toBe(0);
  });

  it("keeps merchants apart: another merchant's header is refused, and its staff are neither listed nor changeable", async () => {
    const wrongMerchant = await t.app.inject({ method: 'GET', url: '/api/console/v1/staff', headers: { ...roles.OWNER.headers, merchant: shop } });
    expect(wrongMerchant.statusCode).toBe(403);
    expect(codeOf(wrongMerchant).code).toBe('CONSOLE_WRONG_MERCHANT');
    const shopOwner = await staffSession(t, { merchantId: shop, role: 'OWNER' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/console/v1/staff', headers: roles.OWNER.headers });
    expect(listed.json<Staff[]>().map((s) => s.id)).not.toContain(shopOwner.staffId);
    const change = await t.app.inject({ method: 'PUT', url: `/api/console/v1/staff/${shopOwner.staffId}`, headers: roles.OWNER.headers, payload: { isActive: false } });
    expect(change.statusCode).toBe(404);
    // The demo owner's login does not exist at the shop.
    const elsewhere = await login({ login: roles.OWNER.me.staff.email, password: TEST_STAFF_PASSWORD }, shop);
    expect(elsewhere.statusCode).toBe(401);
  });

  it('lets only owners manage staff and read the audit log', async () => {
    const body = { name: 'Nobody', email: 'nobody-new@test.localhost', role: 'OPERATOR', password: 'long-enough-password' };
    await expectForbiddenFor(t, roles, ['OWNER'], { method: 'POST', url: '/api/console/v1/staff', payload: body });
    await expectForbiddenFor(t, roles, ['OWNER'], { method: 'PUT', url: `/api/console/v1/staff/${roles.OPERATOR.staffId}`, payload: { role: 'OWNER' } });
    await expectForbiddenFor(t, roles, ['OWNER'], { method: 'POST', url: '/api/console/v1/couriers', payload: { name: 'C' } });
    await expectForbiddenFor(t, roles, ['OWNER'], { method: 'GET', url: '/api/console/v1/audit' });
    const [count] = await queryRows<{ n: number }>(t.database, "select count(*)::int as n from staff where email = 'nobody-new@test.localhost'");
    expect(count?.n).toBe(0);
  });

  it('validates staff accounts with clear codes and saves nothing on error', async () => {
    const weak = await createStaff(roles.OWNER, { name: 'Weak', email: 'weak@test.localhost', role: 'OPERATOR', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(codeOf(weak).code).toBe('STAFF_PASSWORD_WEAK');
    const noLogin = await createStaff(roles.OWNER, { name: 'No login', role: 'OPERATOR', password: 'long-enough-password' });
    expect(codeOf(noLogin).code).toBe('STAFF_LOGIN_REQUIRED');
    const badRole = await createStaff(roles.OWNER, { name: 'Bad', email: 'bad@test.localhost', role: 'ADMIN', password: 'long-enough-password' });
    expect(badRole.statusCode).toBe(400);
    expect(codeOf(badRole).code).toBe('VALIDATION_ERROR');
    const courierWithout = await createStaff(roles.OWNER, { name: 'Courier', email: 'c@test.localhost', role: 'COURIER', password: 'long-enough-password' });
    expect(codeOf(courierWithout).code).toBe('STAFF_COURIER_REQUIRED');
    const duplicate = await createStaff(roles.OWNER, { name: 'Dup', email: roles.MANAGER.me.staff.email?.toUpperCase(), role: 'OPERATOR', password: 'long-enough-password' });
    expect(duplicate.statusCode).toBe(409);
    expect(codeOf(duplicate).code).toBe('STAFF_LOGIN_TAKEN');
    const [count] = await queryRows<{ n: number }>(t.database, "select count(*)::int as n from staff where email in ('weak@test.localhost','bad@test.localhost','c@test.localhost')");
    expect(count?.n).toBe(0);
  });

  it('keeps the last owner, ends the sessions of a deactivated account, and records every change with before and after', async () => {
    const soleShopOwner = await staffSession(t, { merchantId: shop, role: 'OWNER' });
    const others = await queryRows<{ n: number }>(t.database, "select count(*)::int as n from staff where merchant_id = $1 and role = 'OWNER' and is_active and id <> $2", [shop, soleShopOwner.staffId]);
    if (others[0]?.n === 0) {
      const demote = await t.app.inject({ method: 'PUT', url: `/api/console/v1/staff/${soleShopOwner.staffId}`, headers: soleShopOwner.headers, payload: { role: 'MANAGER' } });
      expect(demote.statusCode).toBe(409);
      expect(codeOf(demote).code).toBe('STAFF_LAST_OWNER');
    }
    const operator = await staffSession(t, { role: 'OPERATOR' });
    const off = await t.app.inject({ method: 'PUT', url: `/api/console/v1/staff/${operator.staffId}`, headers: roles.OWNER.headers, payload: { isActive: false, role: 'MANAGER' } });
    expect(off.statusCode, off.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/console/v1/auth/me', headers: operator.headers });
    expect(after.statusCode).toBe(401);
    const audit = await t.app.inject({ method: 'GET', url: `/api/console/v1/audit?entity=staff&entityId=${operator.staffId}`, headers: roles.OWNER.headers });
    const entry = audit.json<AuditPage>().entries.find((e) => e.action === 'staff.update');
    expect(entry).toMatchObject({ staffId: roles.OWNER.staffId, before: { role: 'OPERATOR', isActive: true }, after: { role: 'MANAGER', isActive: false } });
    expect(JSON.stringify(audit.json())).not.toContain('scrypt$');
  });

  it('pages the audit log newest first without skipping or repeating entries', async () => {
    for (let i = 0; i < 5; i += 1) await t.app.inject({ method: 'POST', url: '/api/console/v1/couriers', headers: roles.OWNER.headers, payload: { name: `Courier ${i}` } });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.app.inject({ method: 'GET', url: `/api/console/v1/audit?entity=courier&limit=2${cursor ? `&cursor=${cursor}` : ''}`, headers: roles.OWNER.headers });
      const page: AuditPage = res.json();
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('signs out: the cookie stops working', async () => {
    const session = await staffSession(t, { role: 'MANAGER' });
    const out = await t.app.inject({ method: 'POST', url: '/api/console/v1/auth/logout', headers: session.headers });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/console/v1/auth/me', headers: session.headers })).statusCode).toBe(401);
  });
});
