// The browser's calls to Payme's Subscribe API (cards.create, cards.get_verify_code, cards.verify) with
// the merchant's public cash register id as X-Auth: the card number and the SMS code go from the
// customer's device to Payme and nowhere else (PCI DSS: our servers never see them). The answers are
// read with the protocol's shared schemas. [unconfirmed] That Payme answers the browser's CORS preflight
// (Content-Type and X-Auth from the storefront's origin): its documentation describes these front-end
// calls with the cash register id alone, which only makes sense from a browser; the page's CSP allows
// the endpoint's origin (lib/content-security-policy.ts).
import {
  SUBSCRIBE_METHODS,
  SubscribeCardResultSchema,
  SubscribeResponseSchema,
  SubscribeVerifyCodeResultSchema,
  subscribeMessageText,
  subscribeRequest,
  type SubscribeCard,
  type SubscribeMessage,
  type SubscribeMethod,
  type SubscribeVerifyCode,
} from '@dastarkhan/domain/payme-subscribe';

/** Where the browser talks to Payme (GET /api/payments/v1/cards/config). */
export interface PaymeEndpoint {
  subscribeUrl: string;
  /** The cash register id (public). */
  merchantId: string;
}

/** How a call to Payme ended badly: Payme said no (with its code and message), or it could not be reached. */
export type PaymeFailure = { kind: 'refused'; code: number; message: SubscribeMessage | undefined } | { kind: 'unreachable' };

export class PaymeBrowserError extends Error {
  constructor(readonly failure: PaymeFailure) {
    super(failure.kind === 'refused' ? `Payme refused: ${failure.code}` : 'Payme could not be reached');
    this.name = 'PaymeBrowserError';
  }
}

/** A schema of the protocol (zod, shared with the API) as far as this file needs it. */
interface ResultSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

const TIMEOUT_MS = 20_000;
let nextId = 1;

async function call<T>(endpoint: PaymeEndpoint, method: SubscribeMethod, params: unknown, schema: ResultSchema<T>, fetchImpl: typeof fetch): Promise<T> {
  let body: unknown;
  try {
    const response = await fetchImpl(endpoint.subscribeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Auth': endpoint.merchantId },
      body: subscribeRequest(nextId++, method, params),
      // Nothing of ours rides along: no cookies, no referrer with the page's address.
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new PaymeBrowserError({ kind: 'unreachable' });
    body = await response.json();
  } catch (error) {
    if (error instanceof PaymeBrowserError) throw error;
    throw new PaymeBrowserError({ kind: 'unreachable' });
  }
  const envelope = SubscribeResponseSchema.safeParse(body);
  if (!envelope.success) throw new PaymeBrowserError({ kind: 'unreachable' });
  if ('error' in envelope.data && envelope.data.error) {
    throw new PaymeBrowserError({ kind: 'refused', code: envelope.data.error.code, message: envelope.data.error.message });
  }
  const result = schema.safeParse((envelope.data as { result: unknown }).result);
  if (!result.success) throw new PaymeBrowserError({ kind: 'unreachable' });
  return result.data;
}

/** cards.create with save: true (a token that pays again and again). `expire` is Payme's MMYY. */
export async function createCard(endpoint: PaymeEndpoint, card: { number: string; expire: string }, fetchImpl: typeof fetch = fetch): Promise<SubscribeCard> {
  return (await call(endpoint, SUBSCRIBE_METHODS.cardsCreate, { card, save: true }, SubscribeCardResultSchema, fetchImpl)).card;
}

/** cards.get_verify_code: Payme texts the card owner's phone (masked in the answer) a code. */
export function sendVerifyCode(endpoint: PaymeEndpoint, token: string, fetchImpl: typeof fetch = fetch): Promise<SubscribeVerifyCode> {
  return call(endpoint, SUBSCRIBE_METHODS.cardsGetVerifyCode, { token }, SubscribeVerifyCodeResultSchema, fetchImpl);
}

/** cards.verify with the code from the SMS. */
export async function verifyCard(endpoint: PaymeEndpoint, token: string, code: string, fetchImpl: typeof fetch = fetch): Promise<SubscribeCard> {
  return (await call(endpoint, SUBSCRIBE_METHODS.cardsVerify, { token, code }, SubscribeCardResultSchema, fetchImpl)).card;
}

/** What to tell the customer about a failed call: Payme's own words when it refused, else "not answering". */
export function paymeFailureText(error: unknown, language: string, t: (key: string, values?: Record<string, string>) => string): string {
  if (!(error instanceof PaymeBrowserError)) return t('errors.generic');
  if (error.failure.kind === 'unreachable') return t('errors.unavailable');
  const reason = subscribeMessageText(error.failure.message, language);
  return reason ? t('errors.provider', { reason }) : t('errors.generic');
}
