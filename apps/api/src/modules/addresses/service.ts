// Rules of saved addresses (account-session-settings "Saved-addresses drawer", "Address auto-generation"):
// owner only, the merchant's cities only, a cap per customer, and a point near a saved address reuses it.
import type { Database } from '@dastarkhan/db/client';
import type { AddressDetails } from '@dastarkhan/db/schema';
import {
  ADDRESS_LIMIT_PER_CUSTOMER,
  isSameAddressPoint,
  type Address,
  type AddressDetailsInput,
  type AddressRequest,
} from '@dastarkhan/domain/contracts/address';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors.ts';
import * as repo from './repo.ts';

/** Who asks: the merchant of the request and the signed-in customer. */
export interface AddressContext {
  merchantId: string;
  userId: string;
}

export interface SavedAddress {
  address: Address;
  /** True when an address within the match tolerance was updated instead of a new one created. */
  reused: boolean;
}

export interface AddressesService {
  /** 403 USER_FORBIDDEN unless the path's merchant and customer are the caller's. Newest first. */
  listAddresses(ctx: AddressContext, pathMerchantId: string, pathUserId: string): Promise<Address[]>;
  /** Creates, or updates and returns the saved address within 0.000099° of the point; 409 ADDRESS_LIMIT past the cap. */
  saveAddress(ctx: AddressContext, pathUserId: string, body: AddressRequest): Promise<SavedAddress>;
  /** 404 ADDRESS_NOT_FOUND when it is not the caller's. */
  updateAddress(ctx: AddressContext, id: string, body: AddressRequest): Promise<Address>;
  /** 404 ADDRESS_NOT_FOUND when it is not the caller's. */
  deleteAddress(ctx: AddressContext, id: string): Promise<void>;
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const blankToNull = (value: string | null | undefined) => (value ? value : null);

export function toAddress(row: repo.AddressRow): Address {
  const details = row.details ?? {};
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    streetName: row.streetName,
    houseNumber: row.houseNumber,
    details: {
      floor: details.floor ?? null,
      office: details.office ?? null,
      entrance: details.entrance ?? null,
      domophone: details.domophone ?? null,
    },
    description: row.description,
    comment: row.comment,
    latitude: row.latitude,
    longitude: row.longitude,
    cityId: row.cityId,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
  };
}

function detailsOf(input: AddressDetailsInput | null | undefined): AddressDetails {
  const details: AddressDetails = {};
  for (const key of ['floor', 'office', 'entrance', 'domophone'] as const) {
    const value = blankToNull(input?.[key]);
    if (value !== null) details[key] = value;
  }
  return details;
}

function valuesOf(body: AddressRequest): repo.AddressValues {
  return {
    type: body.type,
    name: body.name ?? '',
    streetName: blankToNull(body.streetName),
    houseNumber: blankToNull(body.houseNumber),
    details: detailsOf(body.details),
    description: blankToNull(body.description),
    comment: blankToNull(body.comment),
    latitude: body.latitude,
    longitude: body.longitude,
    cityId: body.cityId ?? null,
  };
}

export function createAddressesService(deps: { db: Database }): AddressesService {
  const { db } = deps;

  const cityAllowed = async (merchantId: string, cityId: string | null | undefined) => !cityId || repo.cityExists(db, merchantId, cityId);
  const cityInvalid = (cityId: string | null | undefined) => badRequest('ADDRESS_CITY_INVALID', { field: 'cityId', cityId });

  return {
    async listAddresses(ctx, pathMerchantId, pathUserId) {
      if (!sameId(pathMerchantId, ctx.merchantId) || !sameId(pathUserId, ctx.userId)) throw forbidden('USER_FORBIDDEN');
      return (await repo.listAddresses(db, ctx)).map(toAddress);
    },

    async saveAddress(ctx, pathUserId, body) {
      if (!sameId(pathUserId, ctx.userId)) throw forbidden('USER_FORBIDDEN');
      if (!(await cityAllowed(ctx.merchantId, body.cityId))) throw cityInvalid(body.cityId);
      const values = valuesOf(body);
      // Only `tx` inside: PGlite has one connection, a query through `db` here would wait forever.
      return db.transaction(async (tx) => {
        if (!(await repo.lockCustomer(tx, ctx))) throw unauthorized('SESSION_EXPIRED');
        const saved = await repo.listAddresses(tx, ctx);
        const point = { latitude: body.latitude, longitude: body.longitude };
        const near = saved
          .filter((row) => isSameAddressPoint(row, point))
          .sort((a, b) => distanceSquared(a, point) - distanceSquared(b, point))[0];
        if (near) {
          // Null only when a delete of that address won the race: then a new one is saved.
          const updated = await repo.updateAddress(tx, ctx, near.id, values);
          if (updated) return { address: toAddress(updated), reused: true };
        }
        if (saved.length - (near ? 1 : 0) >= ADDRESS_LIMIT_PER_CUSTOMER) throw conflict('ADDRESS_LIMIT', { limit: ADDRESS_LIMIT_PER_CUSTOMER });
        return { address: toAddress(await repo.insertAddress(tx, ctx, values)), reused: false };
      });
    },

    async updateAddress(ctx, id, body) {
      if (!(await cityAllowed(ctx.merchantId, body.cityId))) {
        // Someone else's address stays "not found", whatever the body says.
        throw (await repo.addressExists(db, ctx, id)) ? cityInvalid(body.cityId) : notFound('ADDRESS_NOT_FOUND', { addressId: id });
      }
      const updated = await repo.updateAddress(db, ctx, id, valuesOf(body));
      if (!updated) throw notFound('ADDRESS_NOT_FOUND', { addressId: id });
      return toAddress(updated);
    },

    async deleteAddress(ctx, id) {
      if (!(await repo.deleteAddress(db, ctx, id))) throw notFound('ADDRESS_NOT_FOUND', { addressId: id });
    },
  };
}

function distanceSquared(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  return (a.latitude - b.latitude) ** 2 + (a.longitude - b.longitude) ** 2;
}
