// Console authentication and authorisation: every route under /api/console/ names in `config.console`
// the permission it needs (or 'public' / 'signed-in'); a route without it fails at start-up, so no
// route can forget. The session comes from an HttpOnly cookie; writes also need the session's CSRF
// token in X-CSRF-Token, and the role must hold the permission. Handlers read `request.staff`.
import { createHash, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleCan, type ConsolePermission } from '@dastarkhan/domain/console-access';
import { ApiErrorSchema, MERCHANT_HEADER } from '@dastarkhan/domain/contracts/errors';
import { forbidden, unauthorized } from '../errors.ts';
import type { StaffActor } from '../modules/console/actor.ts';

export const CONSOLE_ROUTE_PREFIX = '/api/console/';
export const CONSOLE_SESSION_COOKIE = 'dk_console';
export const CSRF_HEADER = 'x-csrf-token';
export const CONSOLE_SESSION_SCHEME = 'consoleSession';

/** What a console route needs: a permission, any signed-in staff member, or nothing (sign-in itself). */
export type ConsoleAccess = ConsolePermission | 'signed-in' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api/console/ route. */
    console?: ConsoleAccess;
  }
  interface FastifyRequest {
    /** The signed-in staff member. Only on console routes that are not public; throws elsewhere. */
    readonly staff: StaffActor;
  }
}

/** A live session as the plugin needs it. */
export interface ConsoleSession {
  actor: StaffActor;
  csrfToken: string;
}

export interface ConsoleAuthOptions {
  /** The live session (not revoked, not expired, staff active) with this SHA-256 hex token hash. */
  findSession(tokenHash: string): Promise<ConsoleSession | null>;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function sessionCookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  // Host-only (no Domain): a session of demo.example.com is never sent to another brand's subdomain.
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https', maxAge: maxAgeSeconds };
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(CONSOLE_SESSION_COOKIE, sessionCookieOptions(request, 0));
}

const kStaff = Symbol('staff');
type WithStaffSlot = FastifyRequest & { [kStaff]: StaffActor | null };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A write sent by another site's page: its Origin names a host other than ours. */
function crossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

export function isConsoleRoute(url: string): boolean {
  return url.startsWith(CONSOLE_ROUTE_PREFIX);
}

/** Installs console auth on the root instance; must run before the console routes are added. */
export async function registerConsoleAuth(app: FastifyInstance, options: ConsoleAuthOptions): Promise<void> {
  await app.register(cookie);
  app.decorateRequest(kStaff, null);
  app.decorateRequest('staff', {
    getter(this: FastifyRequest) {
      const staff = (this as WithStaffSlot)[kStaff];
      if (!staff) throw new Error(`${this.routeOptions.url ?? this.url} is not a signed-in console route`);
      return staff;
    },
  });

  app.addHook('onRoute', (route) => {
    if (!isConsoleRoute(route.url)) return;
    const access = route.config?.console;
    if (!access) throw new Error(`${route.method} ${route.url} must declare config.console (a permission, 'signed-in' or 'public')`);
    if (access === 'public') return;
    const schema = route.schema ?? {};
    route.schema = {
      ...schema,
      security: [{ [CONSOLE_SESSION_SCHEME]: [] }],
      description: [schema.description, access === 'signed-in' ? 'Any signed-in staff member.' : `Needs the permission ${access}.`]
        .filter(Boolean)
        .join(' '),
      response: { 401: ApiErrorSchema, 403: ApiErrorSchema, ...(schema.response as Record<string, unknown> | undefined) },
    };
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (url === undefined || !isConsoleRoute(url)) return;
    const access = request.routeOptions.config.console;
    const write = !SAFE_METHODS.has(request.method);
    // Even sign-in: a login form on another site must not sign a browser in to an account of its choice.
    if (write && crossOrigin(request)) throw forbidden('CONSOLE_CSRF_INVALID');
    if (access === 'public') return;

    const token = request.cookies[CONSOLE_SESSION_COOKIE];
    const session = token ? await options.findSession(hashSessionToken(token)) : null;
    if (!session) throw unauthorized('CONSOLE_SIGN_IN_REQUIRED');
    const { actor } = session;
    // The cookie is host-only, but the storefront names its merchant too: they must agree.
    const header = request.headers[MERCHANT_HEADER];
    const merchantId = Array.isArray(header) ? header[0] : header;
    if (merchantId !== undefined && merchantId !== actor.merchantId) throw forbidden('CONSOLE_WRONG_MERCHANT');
    if (write) {
      const sent = request.headers[CSRF_HEADER];
      const csrf = Array.isArray(sent) ? sent[0] : sent;
      if (!csrf || !sameSecret(csrf, session.csrfToken)) throw forbidden('CONSOLE_CSRF_INVALID');
    }
    if (access !== 'signed-in' && access !== undefined && !roleCan(actor.role, access)) {
      throw forbidden('CONSOLE_FORBIDDEN', { permission: access, role: actor.role });
    }
    (request as WithStaffSlot)[kStaff] = actor;
  });
}
