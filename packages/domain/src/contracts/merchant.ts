// Public shape of a merchant (what `GET /users/v1/merchants/sub/{sub}` answers). Secrets never appear here.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { MERCHANT_KINDS } from '../enums.ts';

export const MerchantSchema = z
  .object({
    id: z.uuid(),
    sub: z.string(),
    name: LocalizedTextSchema,
    logo: z.string().nullable(),
    color: z.string(),
    kind: z.enum(MERCHANT_KINDS),
    isActive: z.boolean(),
    mainCityId: z.uuid().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    domainUrl: z.string().nullable(),
    timezone: z.string(),
    yandexMapKey: z.string().nullable(),
    appId: z.string().nullable(),
    createdDate: z.iso.datetime({ offset: true }),
    lastModifiedDate: z.iso.datetime({ offset: true }),
  })
  .register(contractRegistry, { id: 'Merchant' });
export type Merchant = z.infer<typeof MerchantSchema>;

export const CitySchema = z
  .object({
    id: z.uuid(),
    name: LocalizedTextSchema,
    description: LocalizedTextSchema,
    latitude: z.number(),
    longitude: z.number(),
    isMain: z.boolean(),
    isTaximeter: z.boolean(),
    taximeterComment: LocalizedTextSchema,
  })
  .register(contractRegistry, { id: 'City' });
export type City = z.infer<typeof CitySchema>;
