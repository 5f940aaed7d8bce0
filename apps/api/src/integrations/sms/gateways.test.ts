// Which gateway a merchant's messages go through.
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { startFakeEskiz, startFakePlayMobile, type FakeEskiz, type FakePlayMobile } from '../../testing/fake-sms-servers.ts';
import { createSmsGateways } from './gateways.ts';

const MERCHANT = '00000000-0000-4000-8000-000000000001';
const silentLog = { info: () => undefined };

function smsConfig(overrides: Partial<Config['sms']> = {}): Config['sms'] {
  return { defaultGateway: 'console', eskizApiUrl: 'http://127.0.0.1:9', playMobileApiUrl: 'http://127.0.0.1:9', timeoutMs: 2000, ...overrides };
}

let eskiz: FakeEskiz | null = null;
let playMobile: FakePlayMobile | null = null;
afterEach(async () => {
  await eskiz?.close();
  await playMobile?.close();
  eskiz = null;
  playMobile = null;
});

describe('SMS gateway selection', () => {
  it('uses the console gateway for a merchant without SMS settings when it is the default', async () => {
    const gateways = createSmsGateways({ config: smsConfig(), log: silentLog });
    const gateway = gateways.forMerchant(null);
    expect(gateway?.name).toBe('CONSOLE');
    expect(gateway).toBe(gateways.console);
    await gateway!.send({ phone: '998901234567', text: 'Kod: 1234', merchantId: MERCHANT });
    expect(gateways.console?.outbox({ phone: '998901234567' })[0]?.code).toBe('1234');
  });

  it('has no gateway for a merchant without SMS settings when the default is none (production)', () => {
    const gateways = createSmsGateways({ config: smsConfig({ defaultGateway: 'none' }), log: silentLog });
    expect(gateways.forMerchant(null)).toBeNull();
    expect(gateways.console).toBeNull();
  });

  it("sends through the merchant's own Eskiz account, reusing its token across lookups", async () => {
    eskiz = await startFakeEskiz({ email: 'shop@example.uz', password: 'secret' });
    const gateways = createSmsGateways({ config: smsConfig({ eskizApiUrl: eskiz.url }), log: silentLog });
    const settings = { gateway: 'ESKIZ' as const, username: 'shop@example.uz', password: 'secret', sender: null };

    await gateways.forMerchant(settings)!.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT });
    // A fresh settings object, as each request reads the merchant again.
    await gateways.forMerchant({ ...settings })!.send({ phone: '998901234567', text: 'Kod: 2222', merchantId: MERCHANT });

    expect(eskiz.messages.map((message) => message.text)).toEqual(['Kod: 1111', 'Kod: 2222']);
    expect(eskiz.logins).toBe(1);
    expect(gateways.console?.outbox()).toEqual([]);
  });

  it('logs in again with new credentials after the merchant changes its Eskiz password', async () => {
    eskiz = await startFakeEskiz({ email: 'shop@example.uz', password: 'new-secret' });
    const gateways = createSmsGateways({ config: smsConfig({ eskizApiUrl: eskiz.url }), log: silentLog });
    const old = gateways.forMerchant({ gateway: 'ESKIZ', username: 'shop@example.uz', password: 'old-secret', sender: null });
    const current = gateways.forMerchant({ gateway: 'ESKIZ', username: 'shop@example.uz', password: 'new-secret', sender: null });
    expect(current).not.toBe(old);
    await expect(old!.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT })).rejects.toThrow(/login failed/);
    await current!.send({ phone: '998901234567', text: 'Kod: 2222', merchantId: MERCHANT });
    expect(eskiz.messages.map((message) => message.text)).toEqual(['Kod: 2222']);
  });

  it("sends through the merchant's Play Mobile account with its originator", async () => {
    playMobile = await startFakePlayMobile({ username: 'broker', password: 'secret' });
    const gateways = createSmsGateways({ config: smsConfig({ playMobileApiUrl: playMobile.url }), log: silentLog });
    const gateway = gateways.forMerchant({ gateway: 'PLAY_MOBILE', username: 'broker', password: 'secret', sender: 'Shop' });
    expect(gateway?.name).toBe('PLAY_MOBILE');
    await gateway!.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: MERCHANT });
    expect(playMobile.messages).toMatchObject([{ phone: '998901234567', text: 'Kod: 1111', originator: 'Shop' }]);
  });
});
