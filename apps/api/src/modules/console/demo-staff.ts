// The demo brand's console accounts (demo data only): created when the demo merchant exists and has
// none, so that `npm start` can be tried as staff too. A real deployment has no demo merchant.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@dastarkhan/db/client';
import { merchants, staff } from '@dastarkhan/db/schema';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { StaffRole } from '@dastarkhan/domain/console-access';
import { recordAudit } from './audit.ts';
import { hashPassword } from './passwords.ts';

export const DEMO_STAFF: readonly { role: StaffRole; name: string; email: string; password: string; courierId?: string }[] = [
  { role: 'OWNER', name: 'Demo owner', email: 'owner@demo.localhost', password: 'demo-owner-password' },
  { role: 'MANAGER', name: 'Demo manager', email: 'manager@demo.localhost', password: 'demo-manager-password' },
  { role: 'OPERATOR', name: 'Demo operator', email: 'operator@demo.localhost', password: 'demo-operator-password' },
  { role: 'COURIER', name: 'Aziz (courier)', email: 'courier@demo.localhost', password: 'demo-courier-password', courierId: DEMO.courierIds.aziz },
];

/** Creates the demo staff once; answers whether they exist now. */
export async function ensureDemoStaff(db: Database): Promise<boolean> {
  const merchantId = DEMO.merchantIds.demo;
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  if (!merchant) return false;
  const [existing] = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.merchantId, merchantId), eq(staff.email, 'owner@demo.localhost'))).limit(1);
  if (existing) return true;
  const hashes = await Promise.all(DEMO_STAFF.map((account) => hashPassword(account.password)));
  await db.transaction(async (tx) => {
    for (const [index, account] of DEMO_STAFF.entries()) {
      const [row] = await tx
        .insert(staff)
        .values({ merchantId, name: account.name, email: account.email, role: account.role, passwordHash: hashes[index] ?? '', courierId: account.courierId ?? null })
        .onConflictDoNothing()
        .returning({ id: staff.id });
      if (row) await recordAudit(tx, { staffId: null, merchantId, name: 'demo seed' }, { action: 'staff.create', entity: 'staff', entityId: row.id, after: { role: account.role, email: account.email } });
    }
  });
  return true;
}
