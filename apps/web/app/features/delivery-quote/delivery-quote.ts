// Where the delivery price of an address stands, as the basket and checkout show it.

/** What `/checkout/tariff` answers: the delivery price of a point from a branch, or why there is none. */
export type DeliveryQuoteAnswer = { status: 'ok'; price: number; free: boolean } | { status: 'outOfZone' } | { status: 'failed' };

/** Where the delivery price of the address stands: not asked (no delivery / no point), being asked, known, refused. */
export type DeliveryQuoteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ok'; price: number; free: boolean }
  | { status: 'outOfZone' }
  /** The API could not price it: the page falls back to the branch's flat price, the server has the last word. */
  | { status: 'failed' };
