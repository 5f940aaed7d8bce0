// HTTP routes of console access: sign-in/out, the session, password and second factor, staff accounts,
// couriers, and the audit log.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditPageSchema,
  AuditQuerySchema,
  ConsoleMeSchema,
  ConsoleSignInRequestSchema,
  CourierCreateRequestSchema,
  CourierSchema,
  PasswordChangeRequestSchema,
  StaffCreateRequestSchema,
  StaffSchema,
  StaffUpdateRequestSchema,
  TotpCodeRequestSchema,
  TotpDisableRequestSchema,
  TotpEnrolmentSchema,
} from '@dastarkhan/domain/contracts/console';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { badRequest } from '../../errors.ts';
import { CONSOLE_SESSION_COOKIE, clearSessionCookie, sessionCookieOptions } from '../../plugins/console-auth.ts';
import { SESSION_MAX_AGE_SECONDS, type AccessService } from './access-service.ts';
import { listAudit } from './audit.ts';
import type { ConsoleDeps } from './deps.ts';

const tags = ['console'];
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const StaffParams = z.object({ id: z.uuid() });
const Done = z.object({ ok: z.literal(true) });

function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !z.uuid().safeParse(id).success) throw badRequest('VALIDATION_ERROR', { fields: [{ path: 'cursor' }] });
  return { createdAt, id };
}

export function registerAccessRoutes(app: FastifyInstance, deps: ConsoleDeps & { access: AccessService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { access } = deps;

  r.post(
    '/api/console/v1/auth/login',
    {
      config: { console: 'public', merchant: 'header' },
      schema: {
        tags,
        summary: "Signs a staff member in to the merchant's console: sets the session cookie and answers the session (with its CSRF token)",
        body: ConsoleSignInRequestSchema,
        response: { 200: ConsoleMeSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { me, token } = await access.signIn(request.merchant.id, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      reply.setCookie(CONSOLE_SESSION_COOKIE, token, sessionCookieOptions(request, SESSION_MAX_AGE_SECONDS));
      return me;
    },
  );

  r.post(
    '/api/console/v1/auth/logout',
    { config: { console: 'signed-in' }, schema: { tags, summary: 'Ends this session', response: { 200: Done } } },
    async (request, reply) => {
      await access.signOut(request.staff);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/console/v1/auth/me',
    { config: { console: 'signed-in' }, schema: { tags, summary: 'The signed-in staff member, permissions, CSRF token and merchant', response: { 200: ConsoleMeSchema } } },
    async (request) => access.me(request.staff),
  );

  r.put(
    '/api/console/v1/auth/password',
    {
      config: { console: 'signed-in' },
      schema: { tags, summary: "Changes one's own password; other sessions of the account end", body: PasswordChangeRequestSchema, response: { 200: Done, ...errors } },
    },
    async (request) => {
      await access.changePassword(request.staff, request.body.currentPassword, request.body.newPassword);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/console/v1/auth/totp/setup',
    {
      config: { console: 'signed-in' },
      schema: { tags, summary: 'Starts turning on the second factor: a new secret and its QR code, confirmed by /totp/enable', response: { 200: TotpEnrolmentSchema, ...errors } },
    },
    async (request) => access.totpSetup(request.staff),
  );

  r.post(
    '/api/console/v1/auth/totp/enable',
    { config: { console: 'signed-in' }, schema: { tags, summary: 'Turns the second factor on with a code of the new secret', body: TotpCodeRequestSchema, response: { 200: Done, ...errors } } },
    async (request) => {
      await access.totpEnable(request.staff, request.body.code);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/console/v1/auth/totp/disable',
    { config: { console: 'signed-in' }, schema: { tags, summary: 'Turns the second factor off (needs the password)', body: TotpDisableRequestSchema, response: { 200: Done, ...errors } } },
    async (request) => {
      await access.totpDisable(request.staff, request.body.password);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/console/v1/staff',
    { config: { console: 'staff.read' }, schema: { tags, summary: "The merchant's staff accounts", response: { 200: z.array(StaffSchema) } } },
    async (request) => access.listStaff(request.staff),
  );

  r.post(
    '/api/console/v1/staff',
    { config: { console: 'staff.write' }, schema: { tags, summary: 'Creates a staff account', body: StaffCreateRequestSchema, response: { 201: StaffSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await access.createStaff(request.staff, request.body)),
  );

  r.put(
    '/api/console/v1/staff/:id',
    {
      config: { console: 'staff.write' },
      schema: {
        tags,
        summary: 'Changes a staff account (role, login, active, password, second factor reset, unlock); the last owner stays an owner',
        params: StaffParams,
        body: StaffUpdateRequestSchema,
        response: { 200: StaffSchema, ...errors },
      },
    },
    async (request) => access.updateStaff(request.staff, request.params.id, request.body),
  );

  r.get(
    '/api/console/v1/couriers',
    { config: { console: 'staff.read' }, schema: { tags, summary: "The merchant's couriers", response: { 200: z.array(CourierSchema) } } },
    async (request) => access.listCouriers(request.staff),
  );

  r.post(
    '/api/console/v1/couriers',
    { config: { console: 'staff.write' }, schema: { tags, summary: 'Adds a courier', body: CourierCreateRequestSchema, response: { 201: CourierSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await access.createCourier(request.staff, request.body)),
  );

  r.get(
    '/api/console/v1/audit',
    { config: { console: 'audit.read' }, schema: { tags, summary: 'The audit log, newest first', querystring: AuditQuerySchema, response: { 200: AuditPageSchema, 400: ApiErrorSchema } } },
    async (request) => {
      const { cursor, limit, ...filters } = request.query;
      const rows = await listAudit(deps.db, request.staff.merchantId, { ...filters, before: decodeCursor(cursor), limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        entries: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        nextCursor: rows.length > limit && last ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url') : null,
      };
    },
  );
}
