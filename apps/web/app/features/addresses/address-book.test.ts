// Which list row is the order's address, what the delete sheet names, what happens to the order's
// address when its saved address is deleted, and how a guest's imported address is swapped for the
// profile's after sign-in (and which device addresses the profile now has).
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '../basket/basket-model.ts';
import { addAddressPath, addressAfterDelete, deletableAddress, isChosenAddress, nowInProfile, savedInsteadOfImported } from './address-book.ts';
import type { PointAddress } from './address-model.ts';

const SAVED_ID = '5f0c7a2e-8b1d-4c3e-9f6a-1b2c3d4e5f60';
const DEVICE_ID = '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70-front';

function address(overrides: Partial<PointAddress>): PointAddress {
  return { ...EMPTY_ADDRESS, latitude: 41.311, longitude: 69.279, ...overrides };
}

describe('addAddressPath', () => {
  it('sends the map picker the way back, encoded', () => {
    expect(addAddressPath('/checkout')).toBe('/address/delivery?back=%2Fcheckout');
    expect(addAddressPath('/choose-address?back=/basket')).toBe('/address/delivery?back=%2Fchoose-address%3Fback%3D%2Fbasket');
  });
});

describe('isChosenAddress', () => {
  const home = address({ id: SAVED_ID, name: 'Uy' });

  it('is the row with the order address id', () => {
    expect(isChosenAddress(home, { ...home, office: '12' })).toBe(true);
    expect(isChosenAddress(home, address({ id: DEVICE_ID }))).toBe(false);
  });

  it('matches an order address without an id by its point, within the tolerance only', () => {
    expect(isChosenAddress(home, address({ id: null, latitude: 41.311 + 0.00005 }))).toBe(true);
    expect(isChosenAddress(home, address({ id: null, latitude: 41.3112 }))).toBe(false);
  });

  it('marks nothing when the order has no address, or an address with no point', () => {
    expect(isChosenAddress(home, null)).toBe(false);
    expect(isChosenAddress(home, { ...EMPTY_ADDRESS })).toBe(false);
  });
});

describe('deletableAddress', () => {
  it('names the address by its name and its one-line description', () => {
    const named = address({ id: SAVED_ID, name: 'Ish', description: 'Navoiy 2, Shayxontohur, Toshkent', streetName: 'Navoiy', houseNumber: '2' });
    expect(deletableAddress({ ...named, id: SAVED_ID })).toEqual({ id: SAVED_ID, title: 'Ish', description: 'Navoiy 2, Shayxontohur, Toshkent' });
  });

  it('falls back to the street line when the address has no name', () => {
    const unnamed = address({ id: SAVED_ID, streetName: 'Bobur', houseNumber: '9', description: 'Bobur 9, Yakkasaroy' });
    expect(deletableAddress({ ...unnamed, id: SAVED_ID })).toEqual({ id: SAVED_ID, title: 'Bobur 9', description: 'Bobur 9, Yakkasaroy' });
  });
});

describe('addressAfterDelete', () => {
  it('drops the order address when its saved address is deleted, and keeps it otherwise', () => {
    const current = address({ id: SAVED_ID });
    expect(addressAfterDelete(current, SAVED_ID)).toBeNull();
    expect(addressAfterDelete(current, DEVICE_ID)).toBe(current);
    expect(addressAfterDelete(null, SAVED_ID)).toBeNull();
  });
});

describe('nowInProfile', () => {
  it('answers the device addresses the profile now has at their point, and not the ones it refused', () => {
    const kept = address({ id: DEVICE_ID, latitude: 41.311, longitude: 69.279 });
    const refused = address({ id: 'aa9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70-front', latitude: 41.35, longitude: 69.3 });
    const profile = [address({ id: SAVED_ID, latitude: 41.311 - 0.00009, longitude: 69.279 + 0.00009 })];
    expect(nowInProfile([kept, refused], profile)).toEqual([DEVICE_ID]);
    expect(nowInProfile([kept, refused], [])).toEqual([]);
  });
});

describe('savedInsteadOfImported', () => {
  const device = address({ id: DEVICE_ID, name: 'Uy', description: 'Amir Temur 15', office: '42', floor: '7' });
  const saved = address({ id: SAVED_ID, name: 'Uy', description: 'Amir Temur 15', latitude: 41.311 + 0.00002, office: '', floor: '' });

  it('puts the saved address at the same point in place of the imported one, keeping this order\'s extras', () => {
    const other = address({ id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', latitude: 41.33, longitude: 69.24 });
    expect(savedInsteadOfImported(device, [DEVICE_ID], [other, saved])).toEqual({ ...saved, office: '42', floor: '7' });
  });

  it('changes nothing when the order address was not imported or no saved address is at its point', () => {
    expect(savedInsteadOfImported(address({ id: SAVED_ID }), [DEVICE_ID], [saved])).toBeNull();
    expect(savedInsteadOfImported(device, [], [saved])).toBeNull();
    expect(savedInsteadOfImported(device, [DEVICE_ID], [address({ id: SAVED_ID, latitude: 41.32 })])).toBeNull();
    expect(savedInsteadOfImported(null, [DEVICE_ID], [saved])).toBeNull();
  });
});
