// Request and response bodies of a customer's favourite products (storefront-core §7: the three favourite calls).
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';

/** Favourites one customer may keep at one merchant; more is 409 FAVOURITE_LIMIT (a whole menu fits). */
export const FAVOURITE_LIMIT_PER_CUSTOMER = 500;

/** A product's favourite state for the signed-in customer; `id` is what DELETE takes. */
export const FavouriteSchema = z
  .object({
    id: z.uuid().nullable().describe('The favourite, null once it is removed'),
    productId: z.uuid(),
    isFavourite: z.boolean(),
    createdDate: z.iso.datetime({ offset: true }).nullable(),
  })
  .register(contractRegistry, { id: 'Favourite' });
export type Favourite = z.infer<typeof FavouriteSchema>;

/** `POST /products/v1/favourite`: true adds the product (kept once), false removes it. */
export const FavouriteRequestSchema = z
  .object({ productId: z.uuid(), isFavourite: z.boolean().default(true) })
  .register(contractRegistry, { id: 'FavouriteRequest' });
export type FavouriteRequest = z.infer<typeof FavouriteRequestSchema>;
