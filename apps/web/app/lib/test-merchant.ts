// A merchant as the API answers it, for unit tests of loaders that talk to a fake API.
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';

export function testMerchant(overrides: Partial<Merchant> = {}): Merchant {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    sub: 'demo',
    name: { uz: 'Demo', ru: 'Демо', eng: 'Demo' },
    logo: null,
    color: '#FCE000',
    kind: 'FOOD',
    isActive: true,
    mainCityId: null,
    latitude: null,
    longitude: null,
    domainUrl: null,
    timezone: 'Asia/Tashkent',
    yandexMapKey: null,
    appId: null,
    createdDate: '2025-01-01T00:00:00+05:00',
    lastModifiedDate: '2025-01-01T00:00:00+05:00',
    ...overrides,
  };
}
