// Walks the route table: every console route, for every role, is refused exactly when the role lacks the
// route's permission — including routes added later, which cannot forget to declare one (start-up fails).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { roleCan, STAFF_ROLES, type ConsolePermission, type StaffRole } from '@dastarkhan/domain/console-access';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { ConsoleAccess } from '../../plugins/console-auth.ts';
import { sessionsByRole, type StaffSession } from './test-support.ts';

interface ConsoleRoute {
  method: string;
  url: string;
  access: ConsoleAccess;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isPermission = (access: ConsoleAccess): access is ConsolePermission => access !== 'public' && access !== 'signed-in';
/** A concrete path: every parameter becomes a fresh id (nobody's row). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

// Built at load time, so that each route gets its own test (and its own time budget).
const routes: ConsoleRoute[] = [];
const t: TestApp = await createTestApp({
  onRoute(route) {
    if (!route.url.startsWith('/api/console/')) return;
    const access = route.config?.console;
    if (!access) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  },
});
const guarded = routes.filter((route) => isPermission(route.access));
const writes = routes.filter((route) => WRITE_METHODS.has(route.method) && route.access !== 'public');
const signedIn = routes.filter((route) => route.access !== 'public');

describe(`console routes and roles (${describeDatabase()})`, () => {
  let sessions: Record<StaffRole, StaffSession>;
  beforeAll(async () => {
    sessions = await sessionsByRole(t, DEMO.merchantIds.demo);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has console routes, each with a permission or an explicit public/signed-in access', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => route.access === 'public').map((route) => route.url)).toEqual(['/api/console/v1/auth/login']);
  });

  it('guards the table reservations with their own permissions (operator and up)', () => {
    const reservations = routes.filter((route) => route.url.startsWith('/api/console/v1/reservations')).map((route) => `${route.method} ${route.url} ${route.access}`);
    expect(reservations.sort()).toEqual(['GET /api/console/v1/reservations reservations.read', 'POST /api/console/v1/reservations/:id/status reservations.write']);
  });

  for (const route of guarded) {
    it(`${route.method} ${route.url} (${route.access}): refused to every role without it before validation, not to the others`, async () => {
      const url = concrete(route.url);
      // An event stream that is let through never ends: only the refusals are checked there.
      const roles = route.url.endsWith('/events') ? STAFF_ROLES.filter((role) => !roleCan(role, route.access as ConsolePermission)) : STAFF_ROLES;
      for (const role of roles) {
        const response = await t.app.inject({ method: route.method as 'GET', url, headers: sessions[role].headers, ...(WRITE_METHODS.has(route.method) ? { payload: {} } : {}) });
        if (roleCan(role, route.access as ConsolePermission)) {
          expect([401, 403], `${role}: ${response.statusCode} ${response.body.slice(0, 200)}`).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode, role).toBe(403);
          expect(response.json<{ error: { code: string } }>().error.code).toBe('CONSOLE_FORBIDDEN');
        }
      }
    });
  }

  it('refuses every write without a session (401) and without the CSRF token (403), whatever the role', async () => {
    for (const route of writes) {
      const url = concrete(route.url);
      const anonymous = await t.app.inject({ method: route.method as 'POST', url, headers: { merchant: DEMO.merchantIds.demo }, payload: {} });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const forged = await t.app.inject({ method: route.method as 'POST', url, headers: sessions.OWNER.cookieOnly, payload: {} });
      expect(forged.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(forged.json<{ error: { code: string } }>().error.code).toBe('CONSOLE_CSRF_INVALID');
    }
  });

  it("refuses every route with another merchant's header", async () => {
    for (const route of signedIn) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { ...sessions.OWNER.headers, merchant: DEMO.merchantIds.shop },
        ...(WRITE_METHODS.has(route.method) ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('CONSOLE_WRONG_MERCHANT');
    }
  });
});
