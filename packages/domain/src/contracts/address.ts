// Request and response bodies of a customer's saved addresses (account-session-settings "Address",
// "Address auto-generation"; storefront-core §3 "Address"), and the rule that a point reuses a saved address.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { ADDRESS_TYPES } from '../enums.ts';
import { multilineText, text } from './text.ts';

/** A point within this many degrees of a saved address, on both axes, is that address (spec §9). */
export const ADDRESS_MATCH_TOLERANCE = 0.000099;
/** Saved addresses one customer may keep at one merchant; more is 409 ADDRESS_LIMIT. */
export const ADDRESS_LIMIT_PER_CUSTOMER = 50;

/** Apartment extras. Blank values are stored as null. */
export const AddressDetailsSchema = z
  .object({
    floor: text(20).nullish(),
    office: text(20).nullish().describe('Office or flat'),
    entrance: text(20).nullish(),
    domophone: text(20).nullish().describe('Intercom code'),
  })
  .register(contractRegistry, { id: 'AddressDetails' });
export type AddressDetailsInput = z.infer<typeof AddressDetailsSchema>;

export const AddressRequestSchema = z
  .object({
    type: z.enum(ADDRESS_TYPES).default('HOUSE'),
    name: text(200).nullish(),
    streetName: text(300).nullish(),
    houseNumber: text(50).nullish(),
    details: AddressDetailsSchema.nullish(),
    description: text(500).nullish().describe('The address as one line, as the map showed it'),
    comment: multilineText(500).nullish(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    cityId: z.uuid().nullish().describe("One of the merchant's cities"),
  })
  .register(contractRegistry, { id: 'AddressRequest' });
export type AddressRequest = z.infer<typeof AddressRequestSchema>;

export const AddressSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(ADDRESS_TYPES),
    name: z.string(),
    streetName: z.string().nullable(),
    houseNumber: z.string().nullable(),
    details: z.object({
      floor: z.string().nullable(),
      office: z.string().nullable(),
      entrance: z.string().nullable(),
      domophone: z.string().nullable(),
    }),
    description: z.string().nullable(),
    comment: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    cityId: z.uuid().nullable(),
    createdDate: z.iso.datetime({ offset: true }),
    lastModifiedDate: z.iso.datetime({ offset: true }),
  })
  .register(contractRegistry, { id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** True when `b` lies within ADDRESS_MATCH_TOLERANCE of `a` on both axes (the spec's "saved address is reused"). */
export function isSameAddressPoint(a: LatLng, b: LatLng): boolean {
  // Points are kept to 6 decimals, but their difference is a float: (69.279 - 0.000099) - 69.279 is -0.0000990000000058.
  // A billionth of a degree of slack keeps the spec's edge (exactly 0.000099 apart) inside the rule.
  const within = (delta: number) => Math.abs(delta) <= ADDRESS_MATCH_TOLERANCE + 1e-9;
  return within(a.latitude - b.latitude) && within(a.longitude - b.longitude);
}

/**
 * Marks an address the device made up from a map point ("address auto-generation"): it is kept on the
 * device (a guest's list, the order draft) until it is saved to the profile, and never sent as an id.
 */
export const GENERATED_ADDRESS_SUFFIX = '-front';

export function isGeneratedAddressId(id: string): boolean {
  return id.endsWith(GENERATED_ADDRESS_SUFFIX);
}
