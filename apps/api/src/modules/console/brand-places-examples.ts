// Valid request bodies of the console's brand-places write routes, for the route-table fuzzing test
// (malformed-input.test.ts): a drawn polygon must be a closed ring and a colour #rrggbb, which bodies derived
// from the schemas are not.
import { DEMO } from '@dastarkhan/db/seed/seed-demo';

const polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [69.29, 41.31],
      [69.3, 41.31],
      [69.3, 41.32],
      [69.29, 41.31],
    ],
  ],
};
const name = { uz: 'Nom', ru: 'Имя', eng: 'Name' };
const city = { name, latitude: 41.3, longitude: 69.24, isMain: false, isActive: true, priority: 1 };
const branch = {
  cityId: DEMO.cityIds.tashkent,
  name,
  address: name,
  latitude: 41.3,
  longitude: 69.24,
  phone: '+998 90 123 45 67',
  isActive: true,
  isMain: false,
  deliveryEnabled: true,
  pickupEnabled: true,
  dineinEnabled: false,
  deliveryPrice: 10_000,
  distance: 5,
};
const zone = { cityId: DEMO.cityIds.tashkent, branchId: null, name: 'Zone', polygon, color: '#E76F51', price: 9_000, priority: 1, isActive: true };
const region = { cityId: DEMO.cityIds.tashkent, name: 'Region', polygon, isActive: true };
const tariff = { name: 'Tariff', basePrice: 10_000, baseDistanceM: 3_000, pricePerKm: 2_000, freeDeliveryThreshold: 300_000, isActive: true };
const hours = {
  hours: [{ type: 'PICK_UP', roundTheClock: false, days: [{ weekName: 'MONDAY', open: '10:00', close: '15:00', extraOpen: '17:00', extraClose: '02:00', isDayOff: false }] }],
};

export function placesExamples(): Record<string, unknown> {
  const base = '/api/console/v1';
  return {
    [`POST ${base}/cities`]: city,
    [`PUT ${base}/cities/:id`]: city,
    [`POST ${base}/branches`]: branch,
    [`PUT ${base}/branches/:id`]: branch,
    [`PUT ${base}/branches/:id/hours`]: hours,
    [`POST ${base}/branches/:id/halls`]: { name: 'Hall', isActive: true },
    [`PUT ${base}/halls/:id`]: { name: 'Hall', isActive: true },
    [`POST ${base}/halls/:id/tables`]: { number: 7, name: 'Window', isActive: true },
    [`PUT ${base}/tables/:id`]: { number: 7, name: 'Window', isActive: true, hallId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' },
    [`POST ${base}/delivery/zones`]: zone,
    [`PUT ${base}/delivery/zones/:id`]: zone,
    [`POST ${base}/delivery/regions`]: region,
    [`PUT ${base}/delivery/regions/:id`]: region,
    [`POST ${base}/delivery/tariffs`]: { ...tariff, branchId: DEMO.branchIds.chilonzor },
    [`PUT ${base}/delivery/tariffs/:id`]: tariff,
  };
}
