// The one error body of the API (ARCHITECTURE §4): status + code + description in three languages.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { LocalizedTextSchema } from './localized-text.ts';

export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      description: LocalizedTextSchema,
      /** The description in the request's language (`language` header, else Accept-Language, else uz). */
      message: z.string().optional(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .register(contractRegistry, { id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Header that carries the tenant on every call but the merchant lookup. */
export const MERCHANT_HEADER = 'merchant';
