// Bodies of the promo code check and the cashback balance (storefront-core §3 Promo, §5, §9); money in so'm.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { DISCOUNT_TYPES, SERVICE_TYPES } from '../enums.ts';
import { text } from './text.ts';

/** so'm at the API edge: at most 2 decimals (whole tiyin), never negative. */
const som = () =>
  z
    .number()
    .min(0)
    .max(1e12)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most 2 decimals');

export const PROMO_CODE_MAX_LENGTH = 64;

export const PromoCheckRequestSchema = z
  .object({
    code: text(PROMO_CODE_MAX_LENGTH).min(1).describe('The code as the customer typed it; case and surrounding spaces do not matter'),
    serviceType: z.enum(SERVICE_TYPES),
    productPrice: som().describe("The basket's products after their own discounts, so'm (the total the promo minimum is compared with)"),
    deliveryPrice: som()
      .optional()
      .describe("The delivery price the basket shows, so'm; when given, the answer's deliveryDiscount is the discount on it"),
  })
  .register(contractRegistry, { id: 'PromoCheckRequest' });
export type PromoCheckRequest = z.infer<typeof PromoCheckRequestSchema>;

export const PromoSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    discountType: z.enum(DISCOUNT_TYPES),
    /** so'm for AMOUNT, percent (0..100) for PERCENTAGE. */
    productDiscount: z.number().describe("so'm for AMOUNT, percent (0..100) for PERCENTAGE"),
    deliveryDiscountType: z.enum(DISCOUNT_TYPES),
    /** so'm for AMOUNT, percent (0..100) for PERCENTAGE. */
    deliveryDiscount: z.number().describe("so'm for AMOUNT, percent (0..100) for PERCENTAGE"),
    /** The products must cost MORE than this, so'm. */
    minPrice: z.number().describe("The products must cost more than this, so'm"),
    startDate: z.iso.datetime({ offset: true }).nullable(),
    endDate: z.iso.datetime({ offset: true }).nullable(),
    /** Only for a customer without an order of the merchant that was not canceled (a welcome code). */
    firstOrderOnly: z.boolean().describe('Only for the customer\'s first order of the merchant (canceled orders do not count)'),
  })
  .register(contractRegistry, { id: 'Promo' });
export type Promo = z.infer<typeof PromoSchema>;

export const PromoCheckSchema = z
  .object({
    promo: PromoSchema,
    productDiscount: z.number().describe("What the promo takes off the given productPrice, so'm"),
    deliveryDiscount: z
      .number()
      .describe("What the promo takes off the given deliveryPrice, so'm (0 without a deliveryPrice or when the service type does not deliver)"),
  })
  .register(contractRegistry, { id: 'PromoCheck' });
export type PromoCheck = z.infer<typeof PromoCheckSchema>;

export const CashbackBalanceSchema = z
  .object({ balance: z.number().describe("The customer's cashback balance at this merchant, so'm") })
  .register(contractRegistry, { id: 'CashbackBalance' });
export type CashbackBalance = z.infer<typeof CashbackBalanceSchema>;
