// Console access rules: sign-in with lock-out and the optional second factor, sessions, the staff
// accounts an owner manages, and the couriers courier accounts deliver as.
import { randomBytes } from 'node:crypto';
import { permissionsOf } from '@dastarkhan/domain/console-access';
import type { ConsoleMe, ConsoleSignInRequest, Staff, StaffCreateRequest, StaffUpdateRequest, TotpEnrolment } from '@dastarkhan/domain/contracts/console';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../errors.ts';
import { hashSessionToken, type ConsoleSession } from '../../plugins/console-auth.ts';
import type { StaffActor } from './actor.ts';
import * as repo from './access-repo.ts';
import { recordAudit, type AuditActor } from './audit.ts';
import type { ConsoleDeps } from './deps.ts';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { newTotpSecret, totpCodeValid, totpEnrolment } from './totp.ts';

/** Wrong passwords (or codes) in a row that lock the account, and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MINUTES = 15;
/** A session ends after this long unused, and in any case this long after sign-in. */
const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** lastSeenAt is written at most this often: not one UPDATE per request. */
const TOUCH_EVERY_MS = 60 * 1000;
/** Sign-in attempts one address may make per 15 minutes, whatever the accounts. */
const SIGN_INS_PER_ADDRESS = 60;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function staffView(row: repo.StaffRow): Staff {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    totpEnabled: row.totpEnabledAt !== null,
    courierId: row.courierId,
    isActive: row.isActive,
    lockedUntil: row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null,
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account: never the password hash or the TOTP secret. */
function auditedStaff(row: repo.StaffRow) {
  const { passwordHash: _hash, totpSecret: _secret, failedLogins: _failed, lastLoginAt: _last, updatedAt: _updated, ...rest } = row;
  return { ...rest, totpEnabled: row.totpEnabledAt !== null };
}

/** Email (lowercase) or phone (digits with the country code; 9 national digits get Uzbekistan's 998). */
export function parseLogin(raw: string): { email: string } | { phone: string } | null {
  const value = raw.trim();
  if (value.includes('@')) return { email: value.toLowerCase() };
  const digits = value.replace(/[\s()+-]/g, '');
  if (!/^\d{9,15}$/.test(digits)) return null;
  return { phone: digits.length === 9 ? `998${digits}` : digits };
}

function phoneOrThrow(raw: string): string {
  const login = parseLogin(raw);
  if (!login || !('phone' in login)) throw badRequest('VALIDATION_ERROR', { fields: [{ path: 'phone', message: 'not a phone number' }] });
  return login.phone;
}

function checkPasswordStrength(password: string, field: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest('STAFF_PASSWORD_WEAK', { field, minLength: MIN_PASSWORD_LENGTH });
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}

export interface SignInMeta {
  ip: string;
  userAgent: string | null;
}

export interface SignedIn {
  me: ConsoleMe;
  token: string;
}

export function createAccessService(deps: Pick<ConsoleDeps, 'db' | 'limits'>) {
  const { db } = deps;

  async function meOf(row: repo.StaffRow, csrfToken: string): Promise<ConsoleMe> {
    const merchant = await repo.findMerchantBrief(db, row.merchantId);
    if (!merchant) throw notFound('MERCHANT_NOT_FOUND');
    return { staff: staffView(row), permissions: permissionsOf(row.role), csrfToken, merchant };
  }

  async function requireStaff(merchantId: string, staffId: string): Promise<repo.StaffRow> {
    const row = await repo.findStaff(db, merchantId, staffId);
    if (!row) throw notFound('STAFF_NOT_FOUND');
    return row;
  }

  async function checkCourier(merchantId: string, role: string, courierId: string | null | undefined): Promise<void> {
    if (role === 'COURIER' && !courierId) throw badRequest('STAFF_COURIER_REQUIRED', { field: 'courierId' });
    if (courierId && !(await repo.courierExists(db, merchantId, courierId))) throw badRequest('COURIER_NOT_FOUND', { field: 'courierId' });
  }

  return {
    async findSession(tokenHash: string): Promise<ConsoleSession | null> {
      const now = new Date();
      const found = await repo.findLiveSession(db, tokenHash, now);
      if (!found) return null;
      const { session, staff } = found;
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        const hardEnd = session.createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000;
        await repo.touchSession(db, session.id, now, new Date(Math.min(now.getTime() + SESSION_IDLE_MS, hardEnd)));
      }
      const actor: StaffActor = {
        staffId: staff.id,
        merchantId: staff.merchantId,
        role: staff.role,
        name: staff.name,
        sessionId: session.id,
        courierId: staff.courierId,
      };
      return { actor, csrfToken: session.csrfToken };
    },

    async signIn(merchantId: string, request: ConsoleSignInRequest, meta: SignInMeta): Promise<SignedIn> {
      const perAddress = await deps.limits.take([{ rule: { name: 'console-sign-in', points: SIGN_INS_PER_ADDRESS, durationSeconds: 900 }, key: meta.ip }]);
      if (!perAddress.ok) throw tooManyRequests('CONSOLE_TOO_MANY_ATTEMPTS', perAddress.retryAfterSeconds);
      const login = parseLogin(request.login);
      const row = login ? await repo.findStaffByLogin(db, merchantId, login) : null;
      if (!row || !row.isActive) {
        // As slow as a real check: the answer's timing does not tell which logins exist.
        await verifyAgainstDecoy(request.password);
        throw unauthorized('CONSOLE_CREDENTIALS_INVALID');
      }
      const now = new Date();
      if (row.lockedUntil && row.lockedUntil > now) {
        throw tooManyRequests('CONSOLE_ACCOUNT_LOCKED', Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
      }
      const failed = async (code: 'CONSOLE_CREDENTIALS_INVALID' | 'CONSOLE_TOTP_INVALID'): Promise<never> => {
        const failures = row.failedLogins + 1;
        const locks = failures >= MAX_FAILED_SIGN_INS;
        await repo.updateStaff(db, row.merchantId, row.id, {
          failedLogins: locks ? 0 : failures,
          ...(locks ? { lockedUntil: new Date(now.getTime() + LOCKOUT_MINUTES * 60 * 1000) } : {}),
        });
        if (locks) throw tooManyRequests('CONSOLE_ACCOUNT_LOCKED', LOCKOUT_MINUTES * 60);
        throw unauthorized(code, { attemptsLeft: MAX_FAILED_SIGN_INS - failures });
      };
      if (!(await verifyPassword(request.password, row.passwordHash))) return failed('CONSOLE_CREDENTIALS_INVALID');
      if (row.totpEnabledAt && row.totpSecret) {
        // The password was right: asking for the code is not a failure.
        if (!request.totp) throw unauthorized('CONSOLE_TOTP_REQUIRED', { totpRequired: true });
        if (!totpCodeValid(row.totpSecret, request.totp)) return failed('CONSOLE_TOTP_INVALID');
      }
      const token = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(32).toString('base64url');
      const signedIn = await db.transaction(async (tx) => {
        const updated = await repo.updateStaff(tx, row.merchantId, row.id, { failedLogins: 0, lockedUntil: null, lastLoginAt: now });
        await repo.insertSession(tx, {
          merchantId: row.merchantId,
          staffId: row.id,
          tokenHash: hashSessionToken(token),
          csrfToken,
          expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
          userAgent: meta.userAgent?.slice(0, 300) ?? null,
          ip: meta.ip,
        });
        await recordAudit(tx, { staffId: row.id, merchantId: row.merchantId, name: row.name }, { action: 'staff.sign-in', entity: 'staff', entityId: row.id });
        return updated;
      });
      return { me: await meOf(signedIn, csrfToken), token };
    },

    async me(actor: StaffActor): Promise<ConsoleMe> {
      const row = await requireStaff(actor.merchantId, actor.staffId);
      const session = await repo.findSessionById(db, actor.sessionId);
      return meOf(row, session?.csrfToken ?? '');
    },

    async signOut(actor: StaffActor): Promise<void> {
      await repo.revokeSession(db, actor.sessionId, new Date());
    },

    async changePassword(actor: StaffActor, currentPassword: string, newPassword: string): Promise<void> {
      const row = await requireStaff(actor.merchantId, actor.staffId);
      if (!(await verifyPassword(currentPassword, row.passwordHash))) throw badRequest('CONSOLE_CREDENTIALS_INVALID', { field: 'currentPassword' });
      checkPasswordStrength(newPassword, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repo.updateStaff(tx, actor.merchantId, actor.staffId, { passwordHash });
        // Whoever knew the old password is signed out everywhere but here.
        await repo.revokeSessionsOf(tx, actor.merchantId, actor.staffId, new Date(), actor.sessionId);
        await recordAudit(tx, actor, { action: 'staff.password', entity: 'staff', entityId: actor.staffId });
      });
    },

    async totpSetup(actor: StaffActor): Promise<TotpEnrolment> {
      const row = await requireStaff(actor.merchantId, actor.staffId);
      if (row.totpEnabledAt) throw conflict('CONSOLE_TOTP_ALREADY_ON');
      const merchant = await repo.findMerchantBrief(db, actor.merchantId);
      const secret = newTotpSecret();
      await repo.updateStaff(db, actor.merchantId, actor.staffId, { totpSecret: secret });
      return totpEnrolment(secret, row.email ?? row.phone ?? row.name, `${merchant?.name.eng || merchant?.sub || 'Dastarkhan'} console`);
    },

    async totpEnable(actor: StaffActor, code: string): Promise<void> {
      const row = await requireStaff(actor.merchantId, actor.staffId);
      if (row.totpEnabledAt) throw conflict('CONSOLE_TOTP_ALREADY_ON');
      if (!row.totpSecret || !totpCodeValid(row.totpSecret, code)) throw badRequest('CONSOLE_TOTP_INVALID', { field: 'code' });
      await db.transaction(async (tx) => {
        await repo.updateStaff(tx, actor.merchantId, actor.staffId, { totpEnabledAt: new Date() });
        await recordAudit(tx, actor, { action: 'staff.totp-on', entity: 'staff', entityId: actor.staffId });
      });
    },

    async totpDisable(actor: StaffActor, password: string): Promise<void> {
      const row = await requireStaff(actor.merchantId, actor.staffId);
      if (!(await verifyPassword(password, row.passwordHash))) throw badRequest('CONSOLE_CREDENTIALS_INVALID', { field: 'password' });
      await db.transaction(async (tx) => {
        await repo.updateStaff(tx, actor.merchantId, actor.staffId, { totpEnabledAt: null, totpSecret: null });
        await recordAudit(tx, actor, { action: 'staff.totp-off', entity: 'staff', entityId: actor.staffId });
      });
    },

    async listStaff(actor: StaffActor): Promise<Staff[]> {
      return (await repo.listStaff(db, actor.merchantId)).map(staffView);
    },

    async createStaff(actor: AuditActor, request: StaffCreateRequest): Promise<Staff> {
      if (!request.email && !request.phone) throw badRequest('STAFF_LOGIN_REQUIRED', { fields: ['email', 'phone'] });
      checkPasswordStrength(request.password, 'password');
      const phone = request.phone ? phoneOrThrow(request.phone) : null;
      await checkCourier(actor.merchantId, request.role, request.courierId);
      const passwordHash = await hashPassword(request.password);
      try {
        const row = await db.transaction(async (tx) => {
          const created = await repo.insertStaff(tx, {
            merchantId: actor.merchantId,
            name: request.name,
            email: request.email ?? null,
            phone,
            role: request.role,
            passwordHash,
            courierId: request.role === 'COURIER' ? (request.courierId ?? null) : null,
          });
          await recordAudit(tx, actor, { action: 'staff.create', entity: 'staff', entityId: created.id, before: null, after: auditedStaff(created) });
          return created;
        });
        return staffView(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('STAFF_LOGIN_TAKEN');
        throw error;
      }
    },

    async updateStaff(actor: StaffActor, staffId: string, request: StaffUpdateRequest): Promise<Staff> {
      if (request.password !== undefined) checkPasswordStrength(request.password, 'password');
      const phone = request.phone ? phoneOrThrow(request.phone) : request.phone;
      const passwordHash = request.password !== undefined ? await hashPassword(request.password) : undefined;
      try {
        const row = await db.transaction(async (tx) => {
          const before = await repo.findStaff(tx, actor.merchantId, staffId, true);
          if (!before) throw notFound('STAFF_NOT_FOUND');
          const role = request.role ?? before.role;
          const isActive = request.isActive ?? before.isActive;
          if (before.role === 'OWNER' && before.isActive && (role !== 'OWNER' || !isActive)) {
            if ((await repo.countOtherActiveOwners(tx, actor.merchantId, staffId)) === 0) throw conflict('STAFF_LAST_OWNER');
          }
          const email = request.email === undefined ? before.email : request.email;
          const nextPhone = phone === undefined ? before.phone : phone;
          if (!email && !nextPhone) throw badRequest('STAFF_LOGIN_REQUIRED', { fields: ['email', 'phone'] });
          const courierId = role === 'COURIER' ? (request.courierId === undefined ? before.courierId : request.courierId) : null;
          await checkCourier(actor.merchantId, role, courierId);
          const updated = await repo.updateStaff(tx, actor.merchantId, staffId, {
            ...(request.name !== undefined ? { name: request.name } : {}),
            email,
            phone: nextPhone,
            role,
            courierId,
            isActive,
            ...(passwordHash ? { passwordHash } : {}),
            ...(request.resetTotp ? { totpEnabledAt: null, totpSecret: null } : {}),
            ...(request.unlock ? { lockedUntil: null, failedLogins: 0 } : {}),
          });
          // A new password, a new role or a deactivation takes effect now, not when the session expires.
          if (passwordHash || !isActive || role !== before.role || request.resetTotp) {
            await repo.revokeSessionsOf(tx, actor.merchantId, staffId, new Date(), staffId === actor.staffId ? actor.sessionId : undefined);
          }
          await recordAudit(tx, actor, {
            action: 'staff.update',
            entity: 'staff',
            entityId: staffId,
            before: auditedStaff(before),
            after: { ...auditedStaff(updated), ...(passwordHash ? { passwordChanged: true } : {}) },
          });
          return updated;
        });
        return staffView(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('STAFF_LOGIN_TAKEN');
        throw error;
      }
    },

    listCouriers: (actor: StaffActor) => repo.listCouriers(db, actor.merchantId),

    async createCourier(actor: StaffActor, request: { name: string; phone?: string | undefined; branchId?: string | undefined }) {
      const phone = request.phone ? phoneOrThrow(request.phone) : null;
      return db.transaction(async (tx) => {
        const created = await repo.insertCourier(tx, { merchantId: actor.merchantId, name: request.name, phone, branchId: request.branchId ?? null });
        await recordAudit(tx, actor, { action: 'courier.create', entity: 'courier', entityId: created.id, before: null, after: created });
        return created;
      });
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;

/** A merchant's subdomain: lowercase letters, digits and inner hyphens (the merchants table checks the same). */
const SUB_FORMAT = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/**
 * The first owner of a merchant (the `console:owner` CLI), recorded in the audit log as the CLI. With
 * `brandName`, a merchant that does not exist yet is created first (empty: the owner adds cities, branches
 * and the menu in the console).
 */
export async function createOwner(
  deps: Pick<ConsoleDeps, 'db' | 'limits'>,
  input: { merchantSub: string; name: string; email?: string; phone?: string; password: string; brandName?: string },
): Promise<Staff> {
  const sub = input.merchantSub.trim().toLowerCase();
  const cli = (merchantId: string) => ({ staffId: null, merchantId, name: 'console:owner (CLI)' });
  let merchant = await repo.findMerchantBySub(deps.db, sub);
  if (!merchant && input.brandName !== undefined) {
    if (!SUB_FORMAT.test(sub)) throw badRequest('VALIDATION_ERROR', { fields: [{ field: 'merchant', message: 'lowercase letters, digits and inner hyphens' }] });
    // Refused before the merchant exists: a weak password must not leave a brand without an owner behind.
    checkPasswordStrength(input.password, 'password');
    const name = input.brandName.trim() || sub;
    merchant = await deps.db.transaction(async (tx) => {
      const created = await repo.insertMerchant(tx, { sub, name: { uz: name, ru: name, eng: name } });
      await recordAudit(tx, cli(created.id), { action: 'merchant.create', entity: 'merchant', entityId: created.id, after: created });
      return created;
    });
  }
  if (!merchant) throw notFound('MERCHANT_NOT_FOUND', { merchant: input.merchantSub });
  const service = createAccessService(deps);
  return service.createStaff(cli(merchant.id), {
    name: input.name,
    role: 'OWNER',
    password: input.password,
    ...(input.email ? { email: input.email.toLowerCase() } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
  });
}
