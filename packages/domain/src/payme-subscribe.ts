// Payme's Subscribe API on the wire (JSON-RPC 2.0 over POST; https://checkout.paycom.uz/api, test
// https://checkout.test.paycom.uz/api): the shapes of its answers, shared by the API's server-side client
// (cards.check, cards.remove, receipts.*), the storefront's browser calls (cards.create,
// cards.get_verify_code, cards.verify) and the fake server the tests run against.
//
// Confirmed in Payme's documentation (developer.help.paycom.uz, "Протокол Subscribe API" and the
// receipts.pay / receipts.check pages): the endpoints, `X-Auth: <cash register id>` for the front-end
// methods and `X-Auth: <id>:<key>` for the back-end ones, receipts.pay `{id, token, payer?}` answering
// `{receipt}` with state 4 when paid, receipts.check answering `{state}`. The card and receipt fields
// beyond those below, and the error codes, come from Payme's examples and third-party libraries
// (PayTechUz/payme-pkg): treated as [unconfirmed] where noted.
import { z } from 'zod';

export const SUBSCRIBE_METHODS = {
  cardsCreate: 'cards.create',
  cardsGetVerifyCode: 'cards.get_verify_code',
  cardsVerify: 'cards.verify',
  cardsCheck: 'cards.check',
  cardsRemove: 'cards.remove',
  receiptsCreate: 'receipts.create',
  receiptsPay: 'receipts.pay',
  receiptsCheck: 'receipts.check',
  receiptsCancel: 'receipts.cancel',
  receiptsGet: 'receipts.get',
} as const;
export type SubscribeMethod = (typeof SUBSCRIBE_METHODS)[keyof typeof SUBSCRIBE_METHODS];

/** Methods the browser may call with the cash register id alone: the card number goes to Payme, never to us. */
export const FRONT_END_METHODS: readonly SubscribeMethod[] = [SUBSCRIBE_METHODS.cardsCreate, SUBSCRIBE_METHODS.cardsGetVerifyCode, SUBSCRIBE_METHODS.cardsVerify];

/** Receipt states. Only PAID is relied upon ([unconfirmed]: the others follow payme-pkg and Payme's examples). */
export const RECEIPT_STATE = {
  /** Created, waiting for payment. */
  CREATED: 0,
  /** Paid: the money was taken from the card. */
  PAID: 4,
  /** Paid and queued to be cancelled (refund under way). */
  CANCEL_QUEUED: 21,
  /** Cancelled. */
  CANCELLED: 50,
} as const;

/** Payme's error codes the client tells apart ([unconfirmed] beyond Payme's examples: payme-pkg's list). */
export const SUBSCRIBE_ERRORS = {
  /** Wrong card number, expiry, or a card type not accepted. */
  CARD_INVALID: -31300,
  /** The card is blocked, expired, or has no SMS notifications. */
  CARD_UNUSABLE: -31301,
  /** Not enough money on the card. */
  INSUFFICIENT_FUNDS: -31303,
  /** Not enough money (the code receipts.pay answers). */
  INSUFFICIENT_FUNDS_PAY: -31630,
  /** No such card token. */
  CARD_NOT_FOUND: -31400,
  /** The SMS code was wrong. */
  SMS_CODE_WRONG: -31103,
  /** The SMS code expired. */
  SMS_CODE_EXPIRED: -31101,
  /** Too many SMS code attempts. */
  SMS_CODE_ATTEMPTS: -31102,
  /** No such receipt. */
  RECEIPT_NOT_FOUND: -31602,
  /** The receipt cannot be paid in its state (already paid, cancelled). */
  RECEIPT_STATE: -31008,
  /** X-Auth missing or wrong. */
  ACCESS_DENIED: -32504,
  /** Not a JSON-RPC request / method unknown / bad params. */
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  PARSE_ERROR: -32700,
  /** Payme's own failure. */
  SYSTEM: -32400,
} as const;

/** Payme's message: one string, or one per language (`ru`, `uz`, `en`). */
export const SubscribeMessageSchema = z.union([z.string(), z.record(z.string(), z.string())]);
export type SubscribeMessage = z.infer<typeof SubscribeMessageSchema>;

export const SubscribeErrorSchema = z.object({
  code: z.number(),
  message: SubscribeMessageSchema.optional(),
  data: z.unknown().optional(),
});
export type SubscribeErrorBody = z.infer<typeof SubscribeErrorSchema>;

/** A card as Payme describes it: masked number, `MM/YY`, its token, and whether the SMS code confirmed it. */
export const SubscribeCardSchema = z.object({
  /** Masked, e.g. 860049******6478. */
  number: z.string(),
  /** `03/99`. */
  expire: z.string(),
  token: z.string().min(1),
  /** True when the token may pay again and again (cards.create with save: true). */
  recurrent: z.boolean().optional(),
  verify: z.boolean(),
  /** [unconfirmed] The cardholder's name, when Payme gives it. */
  owner: z.string().nullish(),
});
export type SubscribeCard = z.infer<typeof SubscribeCardSchema>;

export const SubscribeCardResultSchema = z.object({ card: SubscribeCardSchema });

export const SubscribeVerifyCodeResultSchema = z.object({
  sent: z.boolean(),
  /** Masked, e.g. 99890*****66. */
  phone: z.string(),
  /** How long before another code may be asked for, ms. */
  wait: z.number(),
});
export type SubscribeVerifyCode = z.infer<typeof SubscribeVerifyCodeResultSchema>;

export const SubscribeReceiptSchema = z.object({
  _id: z.string().min(1),
  create_time: z.number(),
  pay_time: z.number().optional(),
  cancel_time: z.number().optional(),
  state: z.number(),
  amount: z.number(),
  /** Masked number and `YYMM` expiry of the card that paid, once paid. */
  card: z.object({ number: z.string(), expire: z.string() }).nullish(),
});
export type SubscribeReceipt = z.infer<typeof SubscribeReceiptSchema>;

export const SubscribeReceiptResultSchema = z.object({ receipt: SubscribeReceiptSchema });
export const SubscribeReceiptStateResultSchema = z.object({ state: z.number() });
export const SubscribeSuccessResultSchema = z.object({ success: z.boolean() });

/** The JSON-RPC answer: a result or an error. */
export const SubscribeResponseSchema = z.union([
  z.object({ result: z.unknown(), error: z.undefined().optional() }),
  z.object({ error: SubscribeErrorSchema }),
]);

/** Payme writes its messages in ru, uz and en: the nearest of those for each interface language. */
const MESSAGE_LANGUAGES: Record<string, readonly string[]> = {
  uz: ['uz', 'ru', 'en'],
  ru: ['ru', 'uz', 'en'],
  eng: ['en', 'ru', 'uz'],
  kz: ['ru', 'en', 'uz'],
  tr: ['en', 'uz', 'ru'],
  zh: ['en', 'ru', 'uz'],
  ar: ['en', 'ru', 'uz'],
};

/** The message in the customer's language (or the nearest Payme has), else any it gave. */
export function subscribeMessageText(message: SubscribeMessage | undefined, language: string): string {
  if (message === undefined) return '';
  if (typeof message === 'string') return message;
  for (const key of MESSAGE_LANGUAGES[language] ?? ['en', 'ru', 'uz']) {
    const text = message[key];
    if (text) return text;
  }
  return Object.values(message).find(Boolean) ?? '';
}

/** The JSON-RPC request body of a Subscribe call. */
export function subscribeRequest(id: number, method: SubscribeMethod, params: unknown): string {
  return JSON.stringify({ id, method, params });
}
