// Who is believed and who is slowed down: forwarded client addresses, wrong operator keys, HSTS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';

describe('TRUST_PROXY', () => {
  it('trusts loopback only by default, and the configured proxies besides', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).trustProxy).toBe('loopback,10.0.0.0/8,192.168.1.7');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be addresses or CIDR ranges/);
  });
});

describe(`client addresses and operator keys (${describeDatabase()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The address the app believes a request came from, seen through the per-address operator key limit. */
  async function appWithIpProbe(trustProxy: string) {
    const app = await buildApp({ config: testConfig({ trustProxy }), database: t.database, redis: null, web: null });
    app.get('/test/ip', (request) => ({ ip: request.ip, protocol: request.protocol }));
    await app.ready();
    return app;
  }

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const app = await appWithIpProbe(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy);
    try {
      const forwarded = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
      const viaProxy = await app.inject({ url: '/test/ip', remoteAddress: '10.1.2.3', headers: forwarded });
      expect(viaProxy.json()).toEqual({ ip: '203.0.113.9', protocol: 'https' });
      // A private address that is not the configured proxy (before: every private address was believed).
      const stranger = await app.inject({ url: '/test/ip', remoteAddress: '192.168.5.5', headers: forwarded });
      expect(stranger.json()).toEqual({ ip: '192.168.5.5', protocol: 'http' });
      const inProcess = await app.inject({ url: '/test/ip', remoteAddress: '127.0.0.1', headers: forwarded });
      expect(inProcess.json().ip).toBe('203.0.113.9');
    } finally {
      await app.close();
    }
  });

  it('refuses an address that guessed operator keys too often, even with the right key afterwards', async () => {
    const app = await buildApp({ config: testConfig({ operatorKeyFailuresPerHour: 3 }), database: t.database, redis: null, web: null });
    try {
      const url = '/api/operator/v1/orders';
      const from = (remoteAddress: string, key: string) => app.inject({ url, remoteAddress, headers: { 'x-operator-key': key } });
      for (let i = 0; i < 3; i += 1) expect((await from('198.51.100.7', `wrong-${i}`)).statusCode).toBe(401);
      const blocked = await from('198.51.100.7', 'wrong-again');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('OPERATOR_KEY_TOO_MANY_FAILURES');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const rightKeyNow = await from('198.51.100.7', DEMO.operatorKey);
      expect(rightKeyNow.statusCode).toBe(429);
      // Another address, and the right key, are not affected.
      expect((await from('198.51.100.8', DEMO.operatorKey)).statusCode).not.toBe(429);
      expect((await from('198.51.100.8', DEMO.operatorKey)).statusCode).not.toBe(401);
    } finally {
      await app.close();
    }
  });

  it('sends HSTS only over https', async () => {
    const app = await appWithIpProbe(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy);
    try {
      const overHttps = await app.inject({ url: '/api/health', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const overHttp = await app.inject({ url: '/api/health' });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
      // A client cannot claim https through a header when it is no trusted proxy (it changes nothing harmful, but is not believed).
      const claimed = await app.inject({ url: '/api/health', remoteAddress: '192.168.9.9', headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
