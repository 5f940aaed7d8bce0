// The Nominatim proxy against a fake Nominatim on 127.0.0.1: pass-through, usage policy, cache, 1/s limit, failures.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { startFakeNominatim, type FakeNominatim } from '../../testing/fake-nominatim.ts';
import { testRedisReachable, testRedisUrl } from '../../testing/redis.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';

const demo = DEMO.merchantIds.demo;
const REVERSE = '/api/notifications/v1/nominatim/reverse';
const SEARCH = '/api/notifications/v1/nominatim/search';

const withRedis = await testRedisReachable();
if (!withRedis) console.warn(`geocoding: Redis at ${testRedisUrl} is not reachable, the two-instance rate limit test is skipped`);

function nominatimConfig(fake: FakeNominatim, overrides: Partial<Config['nominatim']> = {}): Config['nominatim'] {
  return {
    url: fake.url,
    userAgent: 'Dastarkhan-test/1.0 (+https://example.test/contact)',
    timeoutMs: 400,
    cacheTtlSeconds: 3600,
    countryCodes: 'uz',
    // Most tests need no spacing; the rate tests build their own instances with the real interval.
    minIntervalMs: 0,
    clientRequestsPerMinute: 0,
    ...overrides,
  };
}

/** Gaps between the arrivals of the fake's requests, in arrival order. */
function arrivalGaps(fake: FakeNominatim): number[] {
  const times = fake.requests.map((request) => request.at).sort((a, b) => a - b);
  return times.slice(1).map((time, index) => time - (times[index] as number));
}

// A fresh point per test so that the cache of earlier tests never answers.
let pointIndex = 0;
function freshPoint(): { lat: string; lon: string } {
  pointIndex += 1;
  return { lat: (41.3 + pointIndex * 0.001).toFixed(6), lon: (69.24 + pointIndex * 0.001).toFixed(6) };
}

describe(`Nominatim proxy (${describeDatabase()})`, () => {
  let t: TestApp;
  let fake: FakeNominatim;
  const extra: { app: FastifyInstance; redis: Redis | null }[] = [];

  /** Another instance on the same database, with its own settings (and Redis, for the shared limit). */
  async function instance(nominatim: Partial<Config['nominatim']>, redis: Redis | null = null): Promise<FastifyInstance> {
    const app = await buildApp({ config: { ...t.config, nominatim: nominatimConfig(fake, nominatim) }, database: t.database, redis, web: null });
    extra.push({ app, redis });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    fake = await startFakeNominatim();
    t = await createTestApp({ config: { nominatim: nominatimConfig(fake) } });
  });
  afterAll(async () => {
    for (const { app, redis } of extra) {
      await app.close();
      redis?.disconnect();
    }
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.mode = { kind: 'ok' };
  });

  it('answers a reverse lookup in Nominatim shape, with an identifying User-Agent and the customer language', async () => {
    const point = freshPoint();
    const response = await t.app.inject({ url: REVERSE, query: { format: 'json', ...point }, headers: { merchant: demo, language: 'ru' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.display_name).toContain('улица Amir Temur');
    expect(body.address).toMatchObject({ road: 'улица Amir Temur', house_number: '12', suburb: 'Yunusobod tumani', city: 'Toshkent' });
    expect(typeof body.place_id).toBe('number');
    expect(body.lat).toBe(Number(point.lat).toFixed(7));
    expect(body.licence).toContain('OpenStreetMap');
    // Fields the storefront does not need are not passed on.
    expect(body.extratags).toBeUndefined();

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/reverse');
    expect(sent.headers['user-agent']).toBe('Dastarkhan-test/1.0 (+https://example.test/contact)');
    expect(sent.query.get('accept-language')).toBe('ru');
    expect(sent.query.get('format')).toBe('json');
    expect(sent.query.get('addressdetails')).toBe('1');
    expect(Number(sent.query.get('lat'))).toBeCloseTo(Number(point.lat), 5);
  });

  it('takes the language from Accept-Language (English is "en" for Nominatim) and defaults to Uzbek', async () => {
    const point = freshPoint();
    const english = await t.app.inject({ url: REVERSE, query: point, headers: { merchant: demo, 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english.statusCode).toBe(200);
    expect(english.json().address.road).toBe('Amir Temur Street');
    const uzbek = await t.app.inject({ url: REVERSE, query: point, headers: { merchant: demo } });
    expect(uzbek.json().address.road).toBe("Amir Temur ko'chasi");
    expect(fake.requests.map((request) => request.query.get('accept-language'))).toEqual(['en', 'uz']);
  });

  it('serves the same point again from the cache, also when it differs below a metre', async () => {
    const point = freshPoint();
    const first = await t.app.inject({ url: REVERSE, query: point, headers: { merchant: demo } });
    const nudged = { lat: `${point.lat}0004`, lon: `${point.lon}0003` };
    const second = await t.app.inject({ url: REVERSE, query: nudged, headers: { merchant: demo } });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(fake.requests).toHaveLength(1);
  });

  it('asks once for several customers asking the same point at the same moment', async () => {
    fake.mode = { kind: 'slow', delayMs: 100 };
    const point = freshPoint();
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ url: REVERSE, query: point, headers: { merchant: demo } })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(fake.requests).toHaveLength(1);
  });

  it("passes Nominatim's 'Unable to geocode' on as Nominatim does", async () => {
    const response = await t.app.inject({ url: REVERSE, query: { lat: '-10.5', lon: '69.2' }, headers: { merchant: demo } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: 'Unable to geocode' });
  });

  it("searches within the configured countries, biased to the merchant's main city, and caches by normalised query", async () => {
    const response = await t.app.inject({ url: SEARCH, query: { format: 'json', q: '  Amir   Temur 15 ' }, headers: { merchant: demo, language: 'eng' } });
    expect(response.statusCode).toBe(200);
    const places = response.json() as { display_name: string; lat: string; lon: string; address: Record<string, string> }[];
    expect(places).toHaveLength(2);
    expect(places[0]!.address.road).toBe('amir temur 15 Street');
    expect(places[0]!.lat).toBe('41.3111000');

    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/search');
    expect(sent.query.get('q')).toBe('amir temur 15');
    expect(sent.query.get('countrycodes')).toBe('uz');
    expect(sent.query.get('accept-language')).toBe('en');
    expect(sent.query.get('bounded')).toBe('0');
    // The viewbox (lon,lat,lon,lat) is around Tashkent, the demo merchant's main city.
    const [x1, y1, x2, y2] = (sent.query.get('viewbox') ?? '').split(',').map(Number) as [number, number, number, number];
    expect(Math.min(x1, x2)).toBeLessThan(69.24);
    expect(Math.max(x1, x2)).toBeGreaterThan(69.24);
    expect(Math.min(y1, y2)).toBeLessThan(41.3);
    expect(Math.max(y1, y2)).toBeGreaterThan(41.3);

    const again = await t.app.inject({ url: SEARCH, query: { q: 'AMIR TEMUR 15' }, headers: { merchant: demo, language: 'eng' } });
    expect(again.json()).toEqual(places);
    expect(fake.requests).toHaveLength(1);

    const empty = await t.app.inject({ url: SEARCH, query: { q: 'nowhere at all' }, headers: { merchant: demo } });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });

  it.each([
    ['an HTTP error', { kind: 'fail', status: 503 } as const],
    ['a non-JSON answer', { kind: 'garbage' } as const],
    ['no answer in time', { kind: 'slow', delayMs: 2000 } as const],
  ])('answers 502 NOMINATIM_ERROR on %s, and caches nothing', async (_name, mode) => {
    fake.mode = mode;
    const point = freshPoint();
    const failed = await t.app.inject({ url: REVERSE, query: point, headers: { merchant: demo } });
    expect(failed.statusCode).toBe(502);
    const error = failed.json().error;
    expect(error.code).toBe('NOMINATIM_ERROR');
    expect(error.description.uz).toMatch(/keyinroq qayta urinib ko'ring/);
    expect(JSON.stringify(error)).not.toContain(fake.url);

    fake.mode = { kind: 'ok' };
    const retried = await t.app.inject({ url: REVERSE, query: point, headers: { merchant: demo } });
    expect(retried.statusCode).toBe(200);
  });

  it('refuses bad coordinates and an empty query with 400 without asking Nominatim', async () => {
    const bad: { url: string; query: Record<string, string> }[] = [
      { url: REVERSE, query: { lat: '91', lon: '69.2' } },
      { url: REVERSE, query: { lat: '41.3', lon: '-181' } },
      { url: REVERSE, query: { lat: 'abc', lon: '69.2' } },
      { url: REVERSE, query: { lat: '', lon: '69.2' } },
      { url: REVERSE, query: { lon: '69.2' } },
      { url: REVERSE, query: { lat: '41.3', lon: '69.2', format: 'xml' } },
      { url: SEARCH, query: { q: '   ' } },
      { url: SEARCH, query: {} },
    ];
    for (const request of bad) {
      const response = await t.app.inject({ ...request, headers: { merchant: demo } });
      expect(response.statusCode, JSON.stringify(request.query)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('documents both routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const reverse = doc.paths[REVERSE]?.get;
    expect(reverse.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['lat', 'lon', 'format', 'merchant']));
    expect(Object.keys(reverse.responses)).toEqual(expect.arrayContaining(['200', '400', '502']));
    expect(doc.paths[SEARCH]?.get.parameters.map((parameter: { name: string }) => parameter.name)).toContain('q');
  });

  it('needs the merchant header but no sign-in', async () => {
    const missing = await t.app.inject({ url: REVERSE, query: freshPoint() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('MERCHANT_HEADER_REQUIRED');
  });

  it('sends at most one request per second to Nominatim: quick different lookups wait for their turn', async () => {
    // The default interval (1.1 s: 1 per second with a margin for network jitter).
    const spaced = await instance({ minIntervalMs: testConfig().nominatim.minIntervalMs });
    const answers = await Promise.all(
      ['41.301', '41.302', '41.303'].map((lat, index) =>
        spaced.inject({ url: REVERSE, query: { lat, lon: '69.24' }, headers: { merchant: demo }, remoteAddress: `198.19.0.${index + 1}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(fake.requests).toHaveLength(3);
    for (const gap of arrivalGaps(fake)) expect(gap).toBeGreaterThanOrEqual(1000);
  });

  it('limits one client address, counting only lookups that reach Nominatim', async () => {
    const limited = await instance({ clientRequestsPerMinute: 3 });
    const client = { merchant: demo };
    const remoteAddress = '198.19.1.1';
    const point = { lat: '41.301', lon: '69.24' };
    expect((await limited.inject({ url: REVERSE, query: point, headers: client, remoteAddress })).statusCode).toBe(200);
    // From the cache now: free.
    for (let i = 0; i < 3; i++) expect((await limited.inject({ url: REVERSE, query: point, headers: client, remoteAddress })).statusCode).toBe(200);
    for (const q of ['chilonzor', 'yunusobod']) expect((await limited.inject({ url: SEARCH, query: { q }, headers: client, remoteAddress })).statusCode).toBe(200);
    const refused = await limited.inject({ url: SEARCH, query: { q: 'mirobod' }, headers: client, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('GEOCODING_TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(3);
    // Another customer is not affected.
    expect((await limited.inject({ url: SEARCH, query: { q: 'mirobod' }, headers: client, remoteAddress: '198.19.1.2' })).statusCode).toBe(200);
  });

  it.runIf(withRedis)('keeps one request per second to Nominatim across instances sharing Redis', async () => {
    const interval = { minIntervalMs: testConfig().nominatim.minIntervalMs };
    const a = await instance(interval, new Redis(testRedisUrl));
    const b = await instance(interval, new Redis(testRedisUrl));
    // Different points on alternating instances: no cache helps, only the shared slot spaces them.
    const answers = await Promise.all(
      [a, b, a].map((app, index) => app.inject({ url: REVERSE, query: { lat: `41.32${index}`, lon: '69.25' }, headers: { merchant: demo } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(fake.requests).toHaveLength(3);
    for (const gap of arrivalGaps(fake)) expect(gap).toBeGreaterThanOrEqual(1000);
  }, 10_000);
});
