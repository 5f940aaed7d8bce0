// The server side of dine-in: the table a QR link names (checked with the API), the cookie that keeps
// the customer seated for a few hours, and the sales channel the menu is loaded for (a seated customer
// sees the QR menu, a Telegram Mini App session the TG menu, everyone else the web menu).
import type { AppLoadContext } from 'react-router';
import { DiningTableSchema, type DiningTable } from '@dastarkhan/domain/contracts/order';
import type { SourceChannel } from '@dastarkhan/domain/enums';
import { ApiRequestError } from '../../lib/api.server.ts';
import { expireCookie, parseCookies, serializeCookie } from '../../lib/cookies.ts';
import { readTelegramInitData, storefrontRequest } from '../../lib/session.server.ts';
import type { Storefront } from '../../lib/storefront.ts';
import { DINE_IN_DISABLED, TABLE_QUERY_PARAM, tableIdFromQuery } from './table-link.ts';

/** A seat lasts a meal, not forever: after this the storefront is the ordinary web menu again. */
export const SEAT_MAX_AGE_SECONDS = 6 * 60 * 60;

export function seatCookieName(sub: string): string {
  return `dk_table_${sub}`;
}

/** The table the customer sits at (from the seat cookie), or null; always null while the merchant's dine-in is off (dineInActive). */
export function readSeatedTableId(request: Request, storefront: Storefront): string | null {
  if (!storefront.settings.dineInActive) return null;
  return tableIdFromQuery(parseCookies(request.headers.get('Cookie'))[seatCookieName(storefront.merchant.sub)]);
}

export function seatCookie(request: Request, storefront: Storefront, tableId: string): string {
  const secure = new URL(request.url).protocol === 'https:';
  return serializeCookie(seatCookieName(storefront.merchant.sub), tableId, { maxAge: SEAT_MAX_AGE_SECONDS, httpOnly: true, secure, sameSite: 'Lax' });
}

export function leaveSeatCookie(storefront: Storefront): string {
  return expireCookie(seatCookieName(storefront.merchant.sub));
}

/** Which menu the customer is shown, and so which products and payments their order may use. */
export function salesChannel(request: Request, storefront: Storefront): SourceChannel {
  if (readSeatedTableId(request, storefront)) return 'QR';
  if (readTelegramInitData(request, storefront)) return 'TG';
  return 'WEB';
}

export type SeatResult =
  | { ok: true; table: DiningTable }
  | { ok: false; code: string };

/** What the page's `?table=` asks for: null when there is no such parameter. */
export async function seatFromQuery(request: Request, context: AppLoadContext, storefront: Storefront): Promise<SeatResult | null> {
  const raw = new URL(request.url).searchParams.get(TABLE_QUERY_PARAM);
  if (raw === null) return null;
  const tableId = tableIdFromQuery(raw);
  const notFound = (error?: ApiRequestError): SeatResult => ({ ok: false, code: error?.code ?? 'TABLE_NOT_FOUND' });
  // A QR code still on the tables after the merchant switched dine-in off: the ordinary menu, saying so.
  if (!storefront.settings.dineInActive) return { ok: false, code: DINE_IN_DISABLED };
  if (!tableId) return notFound();
  try {
    return { ok: true, table: DiningTableSchema.parse(await storefrontRequest<unknown>(context, storefront, `/api/orders/v1/tables/${tableId}`)) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return notFound(error);
    throw error;
  }
}
