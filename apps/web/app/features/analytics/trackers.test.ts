import { describe, expect, it } from 'vitest';
import { WebSettingsSchema, type WebSettings } from '@dastarkhan/domain/contracts/settings';
import { amoButton, hasTrackers, metricaGoals, metricaId, NO_TRACKERS, pixelId, tagManagerId, trackerSources, trackersFor } from './trackers.ts';

const HASH = 'a41b728aa658401aa52ee005b83d9ec15b0bce3002e394f179251d00b5c88620';
const settings = (changes: Partial<WebSettings>) => WebSettingsSchema.parse({ ...changes });
const allOn = settings({
  yandexMetricsEnabled: true,
  yandexMetricsId: ' 98765432 ',
  metaPixelActive: true,
  metaPixelId: '1812468492405013',
  tagManagerActive: true,
  tagManagerId: 'gtm-wwgj4x6',
  amoCRMActive: true,
  amoCRMId: '413126',
  amoCRMHash: HASH,
});

describe("the trackers' ids", () => {
  it('accept only the format each provider issues', () => {
    expect(metricaId('98765432')).toBe('98765432');
    for (const bad of ['', '0123', 'ym123', '123', '98765432"); alert(1); ("', '1'.repeat(13)]) expect(metricaId(bad)).toBeNull();
    expect(pixelId('1812468492405013')).toBe('1812468492405013');
    for (const bad of ['', '12345', 'fbq-1812468492405013', '<script>']) expect(pixelId(bad)).toBeNull();
    expect(tagManagerId(' gtm-wwgj4x6 ')).toBe('GTM-WWGJ4X6');
    for (const bad of ['', 'WWGJ4X6', 'GTM-', 'GTM-AB', 'GTM-AB12&l=x', 'G-ABCDEF123', 'GTM-AB12CD"']) expect(tagManagerId(bad)).toBeNull();
    expect(amoButton('413126', HASH.toUpperCase())).toEqual({ id: '413126', hash: HASH });
    expect(amoButton('', HASH)).toBeNull();
    expect(amoButton('413126', '')).toBeNull();
    expect(amoButton('413126', `${HASH.slice(0, 60)}');x`)).toBeNull();
    expect(amoButton('41a', HASH)).toBeNull();
  });
});

describe("the merchant's Metrica goals", () => {
  it('keep the identifiers of Metrica\'s format, each once, and only with the counter on', () => {
    expect(metricaGoals([' ORDER ', 'order_web', 'ORDER', 'add to cart', 'goal");x', ''])).toEqual(['ORDER', 'order_web']);
    expect(trackersFor({ ...allOn, yandexMetricsKeys: ['ORDER'] }).metricaGoals).toEqual(['ORDER']);
    expect(trackersFor({ ...allOn, yandexMetricsEnabled: false, yandexMetricsKeys: ['ORDER'] }).metricaGoals).toEqual([]);
  });
});

describe('the trackers a page loads', () => {
  it('are those whose flag is on and whose id is valid', () => {
    expect(trackersFor(allOn)).toEqual({ metrica: '98765432', pixel: '1812468492405013', gtm: 'GTM-WWGJ4X6', amo: { id: '413126', hash: HASH }, metricaGoals: [] });
    // A flag off keeps its tracker off whatever id is stored; an id without the flag is not enough.
    expect(trackersFor({ ...allOn, yandexMetricsEnabled: false, amoCRMActive: false })).toMatchObject({ metrica: null, amo: null, pixel: '1812468492405013' });
    // A flag on with a broken id loads nothing rather than a script with garbage in it.
    expect(trackersFor({ ...allOn, tagManagerId: 'GTM-1"/><script>', metaPixelId: 'my pixel' })).toMatchObject({ gtm: null, pixel: null, metrica: '98765432' });
    expect(hasTrackers(trackersFor(settings({})))).toBe(false);
    expect(hasTrackers(trackersFor(allOn))).toBe(true);
  });

  it('are none at all when the deployment disables analytics (ANALYTICS_DISABLED)', () => {
    expect(trackersFor(allOn, true)).toEqual(NO_TRACKERS);
    expect(hasTrackers(trackersFor(allOn, true))).toBe(false);
  });
});

describe("the trackers' Content-Security-Policy additions", () => {
  it('name no host when no tracker is on', () => {
    expect(trackerSources(NO_TRACKERS)).toEqual({ script: [], connect: [], frame: [] });
    expect(trackerSources(undefined)).toEqual({ script: [], connect: [], frame: [] });
  });

  it("add each enabled tracker's hosts and no other's", () => {
    const metrica = trackerSources({ ...NO_TRACKERS, metrica: '98765432' });
    expect(metrica.script).toEqual(['https://mc.yandex.ru', 'https://yastatic.net']);
    expect(metrica.connect).toContain('https://mc.yandex.uz');
    expect(metrica.connect).toContain('wss://mc.yandex.ru');
    expect([...metrica.script, ...metrica.connect].some((host) => /facebook|google|amocrm/.test(host))).toBe(false);

    const pixel = trackerSources({ ...NO_TRACKERS, pixel: '1812468492405013' });
    expect(pixel).toEqual({ script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com', 'https://connect.facebook.net'], frame: [] });

    const amo = trackerSources({ ...NO_TRACKERS, amo: { id: '1', hash: HASH } });
    expect(amo.script).toEqual(['https://gso.amocrm.ru', 'https://gso.amocrm.com']);
    expect(amo.frame).toEqual(['https://gso.amocrm.ru', 'https://gso.amocrm.com']);

    const all = trackerSources(trackersFor(allOn));
    expect(all.script).toEqual(expect.arrayContaining(['https://mc.yandex.ru', 'https://connect.facebook.net', 'https://www.googletagmanager.com', 'https://gso.amocrm.ru']));
  });
});
