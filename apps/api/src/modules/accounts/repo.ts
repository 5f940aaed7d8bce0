// SQL of customer accounts: users, bearer tokens, one-time codes, Telegram bot sessions, account erasure.
// Times that decide validity (code and token expiry) are the database's clock, so instances with
// skewed clocks agree.
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@dastarkhan/db/client';
import {
  addresses,
  authTokens,
  botSessions,
  carts,
  favourites,
  idempotencyKeys,
  notifications,
  orders,
  otpCodes,
  paymentCards,
  users,
} from '@dastarkhan/db/schema';
import type { OtpPurpose } from './otp.ts';

export type UserRow = typeof users.$inferSelect;
export type OtpRow = typeof otpCodes.$inferSelect;
export type TokenKind = (typeof authTokens.$inferSelect)['kind'];
export type BotSessionStatus = (typeof botSessions.$inferSelect)['status'];

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

// ---------------------------------------------------------------------------------------------
// Users

/** A live (not erased) user of the merchant. */
export async function findUser(ex: Executor, merchantId: string, userId: string): Promise<UserRow | null> {
  const [row] = await ex
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.merchantId, merchantId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findUserByPhone(ex: Executor, merchantId: string, phone: string): Promise<UserRow | null> {
  const [row] = await ex
    .select()
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.phone, phone), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findUserByTelegramId(ex: Executor, merchantId: string, telegramId: number): Promise<UserRow | null> {
  const [row] = await ex
    .select()
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.telegramId, telegramId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The user with this phone, created when there is none (two parallel first sign-ins make one user). */
export async function findOrCreateUserByPhone(ex: Executor, values: { merchantId: string; phone: string; language: string }): Promise<UserRow> {
  const [created] = await ex
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: [users.merchantId, users.phone], where: sql`${users.phone} is not null` })
    .returning();
  if (created) return created;
  const existing = await findUserByPhone(ex, values.merchantId, values.phone);
  if (!existing) throw new Error('user with this phone vanished during sign-in');
  return existing;
}

export interface TelegramUserValues {
  merchantId: string;
  telegramId: number;
  firstName: string | null;
  lastName: string | null;
  language: string;
  phone?: string | null;
}

/** The user linked to this Telegram id, created when there is none. */
export async function findOrCreateUserByTelegramId(ex: Executor, values: TelegramUserValues): Promise<{ user: UserRow; created: boolean }> {
  const [created] = await ex
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: [users.merchantId, users.telegramId], where: sql`${users.telegramId} is not null` })
    .returning();
  if (created) return { user: created, created: true };
  const existing = await findUserByTelegramId(ex, values.merchantId, values.telegramId);
  if (!existing) throw new Error('user with this Telegram id vanished during sign-in');
  return { user: existing, created: false };
}

export type UserPatch = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'birthday' | 'gender' | 'image' | 'language' | 'phone' | 'telegramId'>>;

export async function updateUser(ex: Executor, merchantId: string, userId: string, patch: UserPatch): Promise<UserRow | null> {
  if (Object.keys(patch).length === 0) return findUser(ex, merchantId, userId);
  const [row] = await ex
    .update(users)
    .set(patch)
    .where(and(eq(users.id, userId), eq(users.merchantId, merchantId), isNull(users.deletedAt)))
    .returning();
  return row ?? null;
}

/**
 * Removes a user row with what cascades from it (tokens, codes, addresses, ...) when nothing that
 * must stay refers to it; a user with orders, cashback or grades is erased in place instead.
 */
export async function deleteOrEraseUser(tx: Transaction, merchantId: string, userId: string): Promise<void> {
  try {
    // A savepoint: the failed delete must not abort the surrounding transaction.
    await tx.transaction((savepoint) => savepoint.delete(users).where(and(eq(users.id, userId), eq(users.merchantId, merchantId))));
  } catch (error) {
    if (!hasPgCode(error, '23503')) throw error;
    await eraseUser(tx, merchantId, userId);
  }
}

/**
 * Erases an account in place; run inside one transaction. The row stays as a tombstone because
 * orders (kept for the merchant's books) still point at it; everything that identifies the person
 * goes. Returns false when there was no live user.
 */
export async function eraseUser(ex: Executor, merchantId: string, userId: string): Promise<boolean> {
  const [before] = await ex
    .select({ phone: users.phone, telegramId: users.telegramId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.merchantId, merchantId), isNull(users.deletedAt)))
    .for('update');
  if (!before) return false;

  await ex
    .update(users)
    .set({ phone: null, firstName: null, lastName: null, birthday: null, gender: null, image: null, telegramId: null, deletedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.merchantId, merchantId)));
  await ex
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.merchantId, merchantId), isNull(authTokens.revokedAt)));

  await ex.delete(addresses).where(and(eq(addresses.merchantId, merchantId), eq(addresses.userId, userId)));
  await ex.delete(favourites).where(and(eq(favourites.merchantId, merchantId), eq(favourites.userId, userId)));
  await ex.delete(carts).where(and(eq(carts.merchantId, merchantId), eq(carts.userId, userId)));
  await ex.delete(paymentCards).where(and(eq(paymentCards.merchantId, merchantId), eq(paymentCards.userId, userId)));
  await ex.delete(notifications).where(and(eq(notifications.merchantId, merchantId), eq(notifications.userId, userId)));
  // Stored replies of earlier writes may repeat personal data (an order's receiver, a card).
  await ex.delete(idempotencyKeys).where(and(eq(idempotencyKeys.merchantId, merchantId), eq(idempotencyKeys.userId, userId)));
  await ex
    .delete(otpCodes)
    .where(and(eq(otpCodes.merchantId, merchantId), or(eq(otpCodes.userId, userId), before.phone ? eq(otpCodes.phone, before.phone) : undefined)));
  if (before.telegramId !== null) {
    await ex.delete(botSessions).where(and(eq(botSessions.merchantId, merchantId), eq(botSessions.telegramId, before.telegramId)));
  }
  await ex
    .update(orders)
    .set({ receiverName: null, receiverPhone: null, sendChequePhone: null, telegramId: null, comment: null })
    .where(and(eq(orders.merchantId, merchantId), eq(orders.userId, userId)));
  return true;
}

// ---------------------------------------------------------------------------------------------
// Tokens

export async function insertToken(
  ex: Executor,
  values: { merchantId: string; userId: string; tokenHash: string; kind: TokenKind; ttlSeconds: number },
): Promise<void> {
  await ex.insert(authTokens).values({
    merchantId: values.merchantId,
    userId: values.userId,
    tokenHash: values.tokenHash,
    kind: values.kind,
    expiresAt: secondsFromNow(values.ttlSeconds),
  });
}

export interface SessionRow {
  tokenId: string;
  merchantId: string;
  userId: string;
  kind: TokenKind;
  /** true when the token is unexpired, not revoked and its user not erased. */
  live: boolean;
  /** The last recorded use is older than the touch interval (or there is none). */
  stale: boolean;
}

export async function findSession(ex: Executor, tokenHash: string, touchIntervalSeconds: number): Promise<SessionRow | null> {
  const [row] = await ex
    .select({
      tokenId: authTokens.id,
      merchantId: authTokens.merchantId,
      userId: authTokens.userId,
      kind: authTokens.kind,
      live: sql<boolean>`(${authTokens.revokedAt} is null and ${authTokens.expiresAt} > now() and ${users.deletedAt} is null)`,
      stale: sql<boolean>`(${authTokens.lastUsedAt} is null or ${authTokens.lastUsedAt} < now() - make_interval(secs => ${touchIntervalSeconds}))`,
    })
    .from(authTokens)
    .innerJoin(users, and(eq(users.id, authTokens.userId), eq(users.merchantId, authTokens.merchantId)))
    .where(eq(authTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Records a use; skipped by the database when another request recorded one within the interval. */
export async function touchToken(ex: Executor, tokenId: string, touchIntervalSeconds: number): Promise<void> {
  await ex
    .update(authTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.id, tokenId),
        or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, sql`now() - make_interval(secs => ${touchIntervalSeconds})`)),
      ),
    );
}

export async function revokeToken(ex: Executor, merchantId: string, tokenId: string): Promise<void> {
  await ex
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, tokenId), eq(authTokens.merchantId, merchantId), isNull(authTokens.revokedAt)));
}

export async function revokeUserTokens(ex: Executor, merchantId: string, userId: string): Promise<void> {
  await ex
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.merchantId, merchantId), isNull(authTokens.revokedAt)));
}

// ---------------------------------------------------------------------------------------------
// One-time codes

export interface OtpScope {
  merchantId: string;
  phone: string;
  purpose: OtpPurpose;
  /** The user a phone-change code is bound to; null for sign-in codes. */
  userId: string | null;
}

function scopeCondition(scope: OtpScope) {
  return and(
    eq(otpCodes.merchantId, scope.merchantId),
    eq(otpCodes.phone, scope.phone),
    eq(otpCodes.purpose, scope.purpose),
    scope.userId === null ? isNull(otpCodes.userId) : eq(otpCodes.userId, scope.userId),
  );
}

export async function insertOtp(ex: Executor, scope: OtpScope, codeHash: string, ttlSeconds: number): Promise<string> {
  const [row] = await ex
    .insert(otpCodes)
    .values({ ...scope, codeHash, expiresAt: secondsFromNow(ttlSeconds) })
    .returning({ id: otpCodes.id });
  if (!row) throw new Error('otp insert returned nothing');
  return row.id;
}

export async function deleteOtp(ex: Executor, id: string): Promise<void> {
  await ex.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** A new code replaces the earlier ones of the same phone and purpose; expired leftovers go too. */
export async function deleteOtpsExcept(ex: Executor, scope: OtpScope, keepId: string): Promise<void> {
  await ex
    .delete(otpCodes)
    .where(
      or(
        and(eq(otpCodes.merchantId, scope.merchantId), eq(otpCodes.phone, scope.phone), eq(otpCodes.purpose, scope.purpose), ne(otpCodes.id, keepId)),
        and(eq(otpCodes.merchantId, scope.merchantId), eq(otpCodes.phone, scope.phone), lt(otpCodes.expiresAt, sql`now()`)),
      ),
    );
}

/** The newest code of the scope that may still be entered. */
export async function findLiveOtp(ex: Executor, scope: OtpScope, maxAttempts: number): Promise<OtpRow | null> {
  const [row] = await ex
    .select()
    .from(otpCodes)
    .where(and(scopeCondition(scope), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`), lt(otpCodes.attempts, maxAttempts)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one entry of the code before it is compared, in one statement: however many requests
 * race, a code is compared at most `maxAttempts` times. false when the code is used up, expired or dead.
 */
export async function takeOtpAttempt(ex: Executor, id: string, maxAttempts: number): Promise<boolean> {
  const rows = await ex
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`), lt(otpCodes.attempts, maxAttempts)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

/** Marks the code used; false when a parallel request used it first. */
export async function consumeOtp(ex: Executor, id: string): Promise<boolean> {
  const rows = await ex
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Telegram bot sessions

export async function upsertBotSession(
  ex: Executor,
  values: { merchantId: string; telegramId: number; status: BotSessionStatus; phone: string | null; firstName: string | null; lastName: string | null },
): Promise<void> {
  await ex
    .insert(botSessions)
    .values(values)
    .onConflictDoUpdate({
      target: [botSessions.merchantId, botSessions.telegramId],
      set: { status: values.status, phone: values.phone, firstName: values.firstName, lastName: values.lastName, updatedAt: sql`now()` },
    });
}

export async function setBotSessionStatus(
  ex: Executor,
  merchantId: string,
  telegramId: number,
  status: BotSessionStatus,
  language?: string | null,
): Promise<void> {
  await ex
    .update(botSessions)
    .set({ status, ...(language ? { language } : {}), updatedAt: sql`now()` })
    .where(and(eq(botSessions.merchantId, merchantId), eq(botSessions.telegramId, telegramId)));
}

export async function updateBotSessionPhone(ex: Executor, merchantId: string, telegramId: number, phone: string): Promise<void> {
  await ex
    .update(botSessions)
    .set({ phone, updatedAt: sql`now()` })
    .where(and(eq(botSessions.merchantId, merchantId), eq(botSessions.telegramId, telegramId)));
}

export async function findBotSession(ex: Executor, merchantId: string, telegramId: number) {
  const [row] = await ex
    .select()
    .from(botSessions)
    .where(and(eq(botSessions.merchantId, merchantId), eq(botSessions.telegramId, telegramId)))
    .limit(1);
  return row ?? null;
}

/** Postgres error code of an error or of one of its causes (Drizzle wraps driver errors). */
function hasPgCode(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Postgres unique violation (two customers racing for one phone or Telegram id). */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgCode(error, '23505');
}
