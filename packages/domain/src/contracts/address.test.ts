// The spec's address match: a point within 0.000099 degrees of a saved address, on both axes, is that address.
import { describe, expect, it } from 'vitest';
import { ADDRESS_MATCH_TOLERANCE, AddressRequestSchema, isSameAddressPoint } from './address.ts';

describe('isSameAddressPoint', () => {
  const saved = { latitude: 41.311081, longitude: 69.240562 };

  it('matches within the tolerance on both axes, either side', () => {
    expect(ADDRESS_MATCH_TOLERANCE).toBe(0.000099);
    expect(isSameAddressPoint(saved, saved)).toBe(true);
    expect(isSameAddressPoint(saved, { latitude: saved.latitude + 0.00009, longitude: saved.longitude - 0.00009 })).toBe(true);
    expect(isSameAddressPoint(saved, { latitude: saved.latitude - 0.000098, longitude: saved.longitude + 0.000098 })).toBe(true);
  });

  it('does not match when either axis is further', () => {
    expect(isSameAddressPoint(saved, { latitude: saved.latitude + 0.0001, longitude: saved.longitude })).toBe(false);
    expect(isSameAddressPoint(saved, { latitude: saved.latitude, longitude: saved.longitude - 0.0001 })).toBe(false);
  });
});

describe('AddressRequestSchema', () => {
  it('needs coordinates in range and defaults the type to HOUSE', () => {
    expect(AddressRequestSchema.parse({ latitude: 41.3, longitude: 69.2 })).toMatchObject({ type: 'HOUSE' });
    expect(AddressRequestSchema.safeParse({ latitude: 41.3 }).success).toBe(false);
    expect(AddressRequestSchema.safeParse({ latitude: -90.1, longitude: 69.2 }).success).toBe(false);
    expect(AddressRequestSchema.safeParse({ latitude: 41.3, longitude: 180.1 }).success).toBe(false);
  });
});
