// Helpers of the payments tests: what a provider callback left behind in the journal and the order history.
import type { DatabaseHandle } from '@dastarkhan/db/client';
import { queryRows } from '../../testing/test-app.ts';

/** The journal rows of the calls whose raw body was `body`, oldest first. */
export function journalled(database: DatabaseHandle, body: string): Promise<Array<{ method: string; ok: boolean; merchant_id: string | null }>> {
  return queryRows(database, 'select method, ok, merchant_id from payment_callbacks where request = $1 order by created_at', [body]);
}

/** How many times a provider marked the order paid (PAID history rows written by a payment, not a refund). */
export async function paidHistoryRows(database: DatabaseHandle, orderId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database,
    `select count(*)::int as n from order_status_history where order_id = $1 and change_reason = 'PAID' and comment is null`,
    [orderId],
  );
  return row?.n ?? 0;
}
