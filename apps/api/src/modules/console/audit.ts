// The console's audit log: every write records who did what, and the entity before and after, in the
// same transaction as the write itself (so there is no change without its entry, and no entry without it).
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@dastarkhan/db/client';
import { auditLog } from '@dastarkhan/db/schema';
import type { StaffActor } from './actor.ts';

export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. `product.update`, `order.status`, `staff.create`. */
  action: string;
  /** Table-like name of what changed: `product`, `order`, `branch`, `settings`, ... */
  entity: string;
  entityId?: string | null;
  /** The entity before the change (null on create). Secrets must be left out or masked by the caller. */
  before?: unknown;
  /** The entity after the change (null on delete). */
  after?: unknown;
}

/** Who wrote: a signed-in staff member, or a tool run by the operator of the platform (the CLI). */
export type AuditActor = Pick<StaffActor, 'staffId' | 'merchantId' | 'name'> | { staffId: null; merchantId: string; name: string };

/** Dates become ISO strings and undefined fields disappear, as they would in the JSON column anyway. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** Records one write. Call it inside the transaction that makes the change. */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    merchantId: actor.merchantId,
    staffId: actor.staffId,
    actorName: actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: plain(entry.before),
    after: plain(entry.after),
  });
}

export interface AuditQuery {
  entity?: string | undefined;
  entityId?: string | undefined;
  staffId?: string | undefined;
  /** Entries strictly older than this cursor (`createdAt|id` of the last entry of the previous page). */
  before?: { createdAt: Date; id: string } | undefined;
  limit: number;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** Newest first, keyset-paginated: stable while new entries keep arriving. */
export async function listAudit(db: Database, merchantId: string, query: AuditQuery): Promise<AuditRow[]> {
  const conditions: SQL[] = [eq(auditLog.merchantId, merchantId)];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.staffId) conditions.push(eq(auditLog.staffId, query.staffId));
  // The cursor carries milliseconds (a JS Date); the column has microseconds: compare and order at the
  // cursor's precision, or entries of the same millisecond could be skipped between pages.
  const at = sql`date_trunc('milliseconds', ${auditLog.createdAt})`;
  if (query.before) {
    const cursorAt = sql`${query.before.createdAt.toISOString()}::timestamptz`;
    const older = or(sql`${at} < ${cursorAt}`, and(sql`${at} = ${cursorAt}`, lt(auditLog.id, query.before.id)));
    if (older) conditions.push(older);
  }
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(at), desc(auditLog.id))
    .limit(query.limit);
}
