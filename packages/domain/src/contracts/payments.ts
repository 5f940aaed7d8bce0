// Bodies of the customer's payment calls: the checkout link of an order and saved cards.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { PAYMENT_TYPES } from '../enums.ts';
import { rawText, text } from './text.ts';

/** `GET /payments/v2/checkout/{orderId}`: where the customer pays the order online. */
export const PaymentCheckoutSchema = z
  .object({
    orderId: z.uuid(),
    paymentType: z.enum(PAYMENT_TYPES),
    /** What is to be paid, so'm (the order's server total). */
    amount: z.number(),
    /** The provider's payment page (or, in sandbox mode, the local sandbox page). */
    url: z.string(),
    /** Where the provider sends the customer back: the order page. */
    returnUrl: z.string(),
    /** True when the link leads to the development sandbox, not the provider: no money moves. */
    sandbox: z.boolean(),
    /** The order is cancelled if still unpaid at this time. */
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .register(contractRegistry, { id: 'PaymentCheckout' });
export type PaymentCheckout = z.infer<typeof PaymentCheckoutSchema>;

export const PaymentCheckoutQuerySchema = z.object({
  /** The order page to come back to (absolute, on the merchant's storefront); default: this host's order page. */
  returnUrl: rawText().max(2000).optional(),
  /** The provider page's language (uz, ru, eng, ...); default uz. */
  lang: text(8).optional(),
});

/** A saved card as its owner sees it: never the token, never the full number. */
export const PaymentCardSchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable(),
    /** Masked, e.g. 860049******6478. */
    number: z.string(),
    /** MM/YY. */
    expire: z.string().nullable(),
    owner: z.string().nullable(),
    /** The provider that keeps the card (PAYME). */
    type: z.enum(PAYMENT_TYPES),
    isVerified: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .register(contractRegistry, { id: 'PaymentCard' });
export type PaymentCard = z.infer<typeof PaymentCardSchema>;

/** `GET /payments/v1/cards/config`: where the browser sends the card number (the provider, never us). */
export const CardsConfigSchema = z
  .object({
    /** False while the merchant has no Payme cash register: cards cannot be added. */
    enabled: z.boolean(),
    provider: z.literal('PAYME'),
    /** Payme's Subscribe API endpoint the browser calls cards.create, cards.get_verify_code and cards.verify on. */
    subscribeUrl: z.string(),
    /** The merchant's Payme cash register id (public: the X-Auth of the browser's calls); null when there is none. */
    merchantId: z.string().nullable(),
  })
  .register(contractRegistry, { id: 'CardsConfig' });
export type CardsConfig = z.infer<typeof CardsConfigSchema>;

/**
 * `POST /payments/v1/cards`: the token Payme gave the browser for a card it verified by SMS. Never the
 * card number or its CVV: a body carrying one is refused (CARD_DATA_REFUSED).
 */
export const AddCardRequestSchema = z.object({
  token: rawText().min(1).max(4096),
  /** The customer's own label ("Salary card"). */
  name: text(64).optional(),
});
export type AddCardRequest = z.infer<typeof AddCardRequestSchema>;

/** `POST /payments/v1/cards/{id}/pay`. */
export const PayWithCardRequestSchema = z.object({ orderId: z.uuid() });
export type PayWithCardRequest = z.infer<typeof PayWithCardRequestSchema>;

/** The order paid with a saved card. */
export const CardPaymentSchema = z
  .object({
    orderId: z.uuid(),
    cardId: z.uuid(),
    /** What was taken from the card, so'm. */
    amount: z.number(),
    isPaid: z.literal(true),
    paidAt: z.iso.datetime({ offset: true }),
  })
  .register(contractRegistry, { id: 'CardPayment' });
export type CardPayment = z.infer<typeof CardPaymentSchema>;
