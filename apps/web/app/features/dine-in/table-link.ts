// How a dine-in table reaches the storefront: a QR code's `/?table=<id>` link, or the Telegram Mini App
// opened with `startapp=table_<id>`; and the table as the order draft keeps it.
import { isUuid } from '@dastarkhan/domain/ids';
import type { DiningTable } from '@dastarkhan/domain/contracts/order';
import type { DineInTable } from '../basket/basket-model.ts';

/** The query parameter of a table's QR link. */
export const TABLE_QUERY_PARAM = 'table';

/** The table id of a QR link's parameter, or null when it is not one. */
export function tableIdFromQuery(value: string | null | undefined): string | null {
  const id = value?.trim() ?? '';
  return isUuid(id) ? id.toLowerCase() : null;
}

/**
 * The table id of a Telegram start parameter. Telegram allows only [A-Za-z0-9_-] there, so a table's
 * Mini App link is `https://t.me/<bot>/<app>?startapp=table_<uuid>` (or `table-<uuid>`).
 */
export function tableIdFromStartParam(startParam: string | null | undefined): string | null {
  const match = /^table[_-](.+)$/i.exec(startParam ?? '');
  return match ? tableIdFromQuery(match[1]) : null;
}

/** The Mini App link that seats a customer at `tableId` (what a merchant prints on the table for Telegram). */
export function telegramTableStartParam(tableId: string): string {
  return `table_${tableId}`;
}

export function toDineInTable(table: DiningTable): DineInTable {
  return {
    id: table.id,
    number: table.number,
    name: table.name,
    hallId: table.hall.id,
    hallName: table.hall.name,
    branchId: table.branch.id,
    branchName: table.branch.name,
  };
}

/** SeatResult's code for a table link while the merchant's dine-in is off (dineInActive). */
export const DINE_IN_DISABLED = 'DINE_IN_DISABLED';
