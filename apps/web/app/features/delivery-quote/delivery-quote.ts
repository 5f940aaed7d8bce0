// Where the delivery price of an address stands, as the basket and checkout show it.

/** What `/checkout/tariff` answers: the delivery price of a point from a branch, or why there is none. */
export type DeliveryQuoteAnswer = { status: 'ok'; price: number; free: boolean } | { status: 'outOfZone' } | { status: 'failed' };

/** Where the delivery price of the address stands: not asked (no delivery / no point), being asked, known, refused. */
export type DeliveryQuoteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ok'; price: number; free: boolean }
  | { status: 'outOfZone' }
  /** The API could not price it: the page shows no price, the server prices the order (PRICE_CHANGED shows its total). */
  | { status: 'failed' };

/**
 * What the delivery line of the basket and checkout shows: a number only once the tariff has priced the
 * chosen address; until then why there is none (and no total includes a delivery price).
 * - noAddress: no address with a point yet
 * - calculating: the branch lookup or the tariff has not answered yet
 * - unknown: not priced on this page (the tariff failed): the shop prices the order and shows its total before it is placed
 * - atCheckout: a guest's basket (the tariff answers signed-in customers, at checkout)
 */
export type DeliveryPriceView = 'priced' | 'noAddress' | 'calculating' | 'outOfZone' | 'unknown' | 'atCheckout';

export function deliveryPriceView(hasAddress: boolean, quote: DeliveryQuoteState, signedIn: boolean): DeliveryPriceView {
  if (quote.status === 'ok') return 'priced';
  if (quote.status === 'loading') return 'calculating';
  if (quote.status === 'outOfZone') return 'outOfZone';
  if (!hasAddress) return 'noAddress';
  return quote.status === 'failed' || signedIn ? 'unknown' : 'atCheckout';
}

/** The tariff's price (so'm) for the totals when it has priced the address; null leaves delivery out of them. */
export function knownDeliveryPrice(quote: DeliveryQuoteState): number | null {
  return quote.status === 'ok' ? quote.price : null;
}

/**
 * How the total reads beside the delivery line (null: the order is not delivered): with the delivery
 * price; without it, labelled so; or no number at all while the price is on its way (it would jump).
 */
export function totalKind(view: DeliveryPriceView | null): 'full' | 'withoutDelivery' | 'pending' {
  if (view === null || view === 'priced') return 'full';
  return view === 'calculating' ? 'pending' : 'withoutDelivery';
}
