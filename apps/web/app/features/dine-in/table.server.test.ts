// The seat cookie per brand and the sales channel it puts the menu on.
import { describe, expect, it } from 'vitest';
import { WebSettingsSchema } from '@dastarkhan/domain/contracts/settings';
import { testMerchant } from '../../lib/test-merchant.ts';
import type { Storefront } from '../../lib/storefront.ts';
import { leaveSeatCookie, readSeatedTableId, salesChannel, seatCookie, SEAT_MAX_AGE_SECONDS } from './table.server.ts';

const TABLE = '4f6c1a2e-8b7d-4c3e-9a10-5d2f7e6b4a91';
const storefront = (sub: string, dineInActive = true): Storefront => ({
  merchant: testMerchant({ sub }),
  settings: WebSettingsSchema.parse({ dineInActive }),
  cities: [],
  language: 'uz',
});
const request = (cookie: string, url = 'http://demo.localhost/') => new Request(url, { headers: { Cookie: cookie } });

describe('seat cookie', () => {
  it('is HttpOnly, per brand, for a meal', () => {
    const cookie = seatCookie(new Request('https://demo.example.uz/'), storefront('demo'), TABLE);
    expect(cookie).toContain(`dk_table_demo=${TABLE}`);
    expect(cookie).toContain(`Max-Age=${SEAT_MAX_AGE_SECONDS}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(leaveSeatCookie(storefront('demo'))).toMatch(/^dk_table_demo=; Max-Age=0/);
  });

  it('names the table only for its own brand and only when it is a table id', () => {
    expect(readSeatedTableId(request(`dk_table_demo=${TABLE}`), storefront('demo'))).toBe(TABLE);
    expect(readSeatedTableId(request(`dk_table_demo=${TABLE}`), storefront('shop'))).toBeNull();
    expect(readSeatedTableId(request('dk_table_demo=5'), storefront('demo'))).toBeNull();
  });

  it('seats nobody while the merchant has dine-in off, whatever the cookie says', () => {
    expect(readSeatedTableId(request(`dk_table_demo=${TABLE}`), storefront('demo', false))).toBeNull();
    expect(salesChannel(request(`dk_table_demo=${TABLE}`), storefront('demo', false))).toBe('WEB');
  });
});

describe('salesChannel', () => {
  it('is the QR menu at a table, the Telegram menu in a Mini App session, else the web menu', () => {
    const initData = 'query_id=AAH&user=%7B%22id%22%3A42%7D&auth_date=1700000000&hash=abc123';
    expect(salesChannel(request(''), storefront('demo'))).toBe('WEB');
    expect(salesChannel(request(`dk_tg_demo=${encodeURIComponent(initData)}`), storefront('demo'))).toBe('TG');
    expect(salesChannel(request(`dk_tg_demo=${encodeURIComponent(initData)}; dk_table_demo=${TABLE}`), storefront('demo'))).toBe('QR');
  });
});
