// The merchant's accounts at the online payment providers, as stored in payment_methods.credentials.
// Secret: read only by the payments and orders services, never serialized to a client.
import { z } from 'zod';
import type { OnlineProvider } from '@dastarkhan/domain/enums';

const field = z.string().trim().min(1);

export const PaymeAccountSchema = z.object({
  /** The cash register id at Payme (24 hex): the `m` of checkout links and the X-Auth of the Subscribe API. */
  merchantId: field,
  /** The key Payme signs its Merchant API calls with (Basic `Paycom:<key>`) and the Subscribe API's secret. */
  key: field,
});
export type PaymeAccount = z.infer<typeof PaymeAccountSchema>;

export const ClickAccountSchema = z.object({
  serviceId: field,
  merchantId: field,
  secretKey: field,
  /** Used by Click's merchant API (status, reversal); optional for the SHOP API. */
  merchantUserId: z.string().trim().default(''),
});
export type ClickAccount = z.infer<typeof ClickAccountSchema>;

export const UzumAccountSchema = z.object({
  serviceId: field,
  /** Basic auth Uzum sends with every webhook. */
  login: field,
  password: field,
});
export type UzumAccount = z.infer<typeof UzumAccountSchema>;


export interface ProviderAccounts {
  PAYME: PaymeAccount;
  CLICK: ClickAccount;
  UZUM: UzumAccount;
}

const SCHEMAS: { [P in OnlineProvider]: z.ZodType<ProviderAccounts[P], unknown> } = {
  PAYME: PaymeAccountSchema,
  CLICK: ClickAccountSchema,
  UZUM: UzumAccountSchema,
};

/** The provider account in a payment method's credentials; null when it is missing or incomplete. */
export function providerAccount<P extends OnlineProvider>(provider: P, credentials: unknown): ProviderAccounts[P] | null {
  const parsed = SCHEMAS[provider].safeParse(credentials ?? {});
  return parsed.success ? parsed.data : null;
}
