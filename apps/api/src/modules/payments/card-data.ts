// Refusing card data: the card number and CVV go from the browser to Payme only. A request to our API
// that carries one anyway (a broken client, a customer pasting the number into the wrong field) is
// refused before anything reads, validates, stores or logs it.
import { CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS, containsCardNumber } from '@dastarkhan/domain/payment-card';

/** Field names that only ever hold card data (compared lower-case, without `_` and `-`). */
const CARD_DATA_KEYS = new Set(['number', 'cardnumber', 'cardno', 'pan', 'cvv', 'cvv2', 'cvc', 'cvc2', 'cvn', 'cid', 'securitycode']);

/** Fields whose whole value is an opaque provider token: only a value that IS a card number is refused there. */
const TOKEN_KEYS = new Set(['token']);

/** Ids: digits between their dashes may line up like a grouped card number by chance. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const normalizedKey = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

/** Digits only (spaces and dashes between them allowed), as many as a card number has. */
function isWholeCardNumber(value: string): boolean {
  const compact = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) && compact.length >= CARD_NUMBER_MIN_DIGITS && compact.length <= CARD_NUMBER_MAX_DIGITS;
}

/** A JSON number holding 13 to 19 integer digits (a card number sent as a number). */
function isCardNumberValue(value: number): boolean {
  return Number.isInteger(value) && Math.abs(value) >= 10 ** (CARD_NUMBER_MIN_DIGITS - 1) && Math.abs(value) < 10 ** CARD_NUMBER_MAX_DIGITS;
}

/**
 * Whether a parsed request body holds card data anywhere: a field named like a card number or CVV, or a
 * value shaped like a full card number (13–19 digits, grouped or not). Walks without recursion, so a
 * body nested thousands deep cannot exhaust the stack.
 */
export function carriesCardData(body: unknown): boolean {
  const pending: Array<{ value: unknown; key: string | null }> = [{ value: body, key: null }];
  while (pending.length > 0) {
    const { value, key } = pending.pop()!;
    if (key !== null && CARD_DATA_KEYS.has(normalizedKey(key))) return true;
    if (typeof value === 'string') {
      if (UUID.test(value)) continue;
      const suspicious = key !== null && TOKEN_KEYS.has(normalizedKey(key)) ? isWholeCardNumber(value) : containsCardNumber(value);
      if (suspicious) return true;
    } else if (typeof value === 'number') {
      if (isCardNumberValue(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, key: null });
    } else if (value !== null && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) pending.push({ value: child, key: childKey });
    }
  }
  return false;
}
