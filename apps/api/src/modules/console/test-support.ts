// Test helpers of the console: staff accounts of any role signed in through the real sign-in route,
// and the request headers a console page would send (session cookie, CSRF token, merchant).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { StaffRole } from '@dastarkhan/domain/console-access';
import type { ConsoleMe } from '@dastarkhan/domain/contracts/console';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { TestApp } from '../../testing/test-app.ts';
import { CONSOLE_SESSION_COOKIE, CSRF_HEADER } from '../../plugins/console-auth.ts';
import * as repo from './access-repo.ts';
import { hashPassword } from './passwords.ts';

export const TEST_STAFF_PASSWORD = 'test-staff-password';
let passwordHash: Promise<string> | null = null;
let sessions = 0;

export interface StaffSession {
  staffId: string;
  me: ConsoleMe;
  /** Headers of a console request: the session cookie, the CSRF token and the merchant. */
  headers: Record<string, string>;
  /** Without the CSRF token (a forged write). */
  cookieOnly: Record<string, string>;
}

/** A courier of the merchant, for courier accounts: the demo's Aziz, else a new one. */
async function courierFor(t: TestApp, merchantId: string): Promise<string> {
  if (merchantId === DEMO.merchantIds.demo) return DEMO.courierIds.aziz;
  const existing = await repo.listCouriers(t.database.db, merchantId);
  return existing[0]?.id ?? (await repo.insertCourier(t.database.db, { merchantId, name: 'Test courier' })).id;
}

/** Signs a client address in for sign-in limits: each session comes from its own address. */
function nextAddress(): string {
  sessions += 1;
  return `10.77.${Math.floor(sessions / 250) % 250}.${(sessions % 250) + 1}`;
}

/** Creates a staff account of `role` in `merchantId` and signs it in. */
export async function staffSession(t: TestApp, options: { merchantId?: string; role: StaffRole; courierId?: string }): Promise<StaffSession> {
  const merchantId = options.merchantId ?? DEMO.merchantIds.demo;
  passwordHash ??= hashPassword(TEST_STAFF_PASSWORD);
  const email = `${options.role.toLowerCase()}-${randomUUID().slice(0, 8)}@test.localhost`;
  const courierId = options.role === 'COURIER' ? (options.courierId ?? (await courierFor(t, merchantId))) : null;
  const row = await repo.insertStaff(t.database.db, {
    merchantId,
    name: `Test ${options.role.toLowerCase()}`,
    email,
    role: options.role,
    passwordHash: await passwordHash,
    courierId,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/console/v1/auth/login',
    headers: { merchant: merchantId, 'x-forwarded-for': nextAddress() },
    payload: { login: email, password: TEST_STAFF_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE);
  if (!cookie) throw new Error('sign-in set no session cookie');
  const me = response.json<ConsoleMe>();
  const cookieHeader = `${CONSOLE_SESSION_COOKIE}=${cookie.value}`;
  return {
    staffId: row.id,
    me,
    headers: { cookie: cookieHeader, [CSRF_HEADER]: me.csrfToken, merchant: merchantId },
    cookieOnly: { cookie: cookieHeader, merchant: merchantId },
  };
}

/** One signed-in session per role of the merchant. */
export async function sessionsByRole(t: TestApp, merchantId: string = DEMO.merchantIds.demo): Promise<Record<StaffRole, StaffSession>> {
  return {
    OWNER: await staffSession(t, { merchantId, role: 'OWNER' }),
    MANAGER: await staffSession(t, { merchantId, role: 'MANAGER' }),
    OPERATOR: await staffSession(t, { merchantId, role: 'OPERATOR' }),
    COURIER: await staffSession(t, { merchantId, role: 'COURIER' }),
  };
}

/**
 * Asserts that every role outside `allowed` gets 403 CONSOLE_FORBIDDEN on the request, before its body is
 * even validated (the request may be invalid), and that nothing was written (the caller checks state).
 */
export async function expectForbiddenFor(
  t: TestApp,
  sessionsOfRoles: Record<StaffRole, StaffSession>,
  allowed: readonly StaffRole[],
  request: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET'; url: string; payload?: unknown },
): Promise<void> {
  for (const [role, session] of Object.entries(sessionsOfRoles) as [StaffRole, StaffSession][]) {
    if (allowed.includes(role)) continue;
    const response = await t.app.inject({ method: request.method, url: request.url, headers: session.headers, ...(request.payload !== undefined ? { payload: request.payload as object } : {}) });
    expect(response.statusCode, `${role} ${request.method} ${request.url}: ${response.body}`).toBe(403);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('CONSOLE_FORBIDDEN');
  }
}
