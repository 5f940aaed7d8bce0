// The dev console gateway: what it prints and what the dev outbox shows.
import { describe, expect, it } from 'vitest';
import { createConsoleGateway, extractCode } from './console.ts';

const SHOP_A = '00000000-0000-4000-8000-00000000000a';
const SHOP_B = '00000000-0000-4000-8000-00000000000b';

function captureLog() {
  const lines: { obj: object; msg: string }[] = [];
  return { lines, log: { info: (obj: object, msg: string) => lines.push({ obj, msg }) } };
}

describe('console SMS gateway', () => {
  it('prints the phone and the code to the log', async () => {
    const { lines, log } = captureLog();
    const gateway = createConsoleGateway({ log });
    const result = await gateway.send({ phone: '998901234567', text: 'Dastarkhan: kirish kodi 482913', merchantId: SHOP_A });
    expect(result.providerMessageId).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.obj).toMatchObject({ phone: '998901234567', code: '482913', merchantId: SHOP_A });
    expect(lines[0]?.msg).toContain('+998901234567');
    expect(lines[0]?.msg).toContain('482913');
  });

  it('shows the newest message first, filtered by phone in any notation and by merchant', async () => {
    const gateway = createConsoleGateway({ log: captureLog().log });
    await gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: SHOP_A });
    await gateway.send({ phone: '998907654321', text: 'Kod: 2222', merchantId: SHOP_A });
    await gateway.send({ phone: '998901234567', text: 'Kod: 3333', merchantId: SHOP_B });
    await gateway.send({ phone: '998901234567', text: 'Kod: 4444', merchantId: SHOP_A });

    expect(gateway.outbox().map((message) => message.code)).toEqual(['4444', '3333', '2222', '1111']);
    expect(gateway.outbox({ phone: '+998 90 123-45-67' }).map((message) => message.code)).toEqual(['4444', '3333', '1111']);
    expect(gateway.outbox({ phone: '998901234567', merchantId: SHOP_A }).map((message) => message.code)).toEqual(['4444', '1111']);
    expect(gateway.outbox({ phone: '998900000000' })).toEqual([]);

    const [newest] = gateway.outbox();
    expect(newest).toMatchObject({ merchantId: SHOP_A, phone: '998901234567', text: 'Kod: 4444', code: '4444' });
    expect(Number.isNaN(Date.parse(newest!.sentAt))).toBe(false);
  });

  it('keeps only the latest messages up to its capacity', async () => {
    const gateway = createConsoleGateway({ log: captureLog().log, capacity: 3 });
    for (let n = 1; n <= 5; n += 1) await gateway.send({ phone: '998901234567', text: `Kod: 100${n}`, merchantId: SHOP_A });
    expect(gateway.outbox().map((message) => message.code)).toEqual(['1005', '1004', '1003']);
  });

  it('holds 200 messages by default, not more', async () => {
    const gateway = createConsoleGateway({ log: captureLog().log });
    for (let n = 0; n < 250; n += 1) await gateway.send({ phone: '998901234567', text: `Kod: ${10000 + n}`, merchantId: SHOP_A });
    const outbox = gateway.outbox();
    expect(outbox).toHaveLength(200);
    expect(outbox[0]?.code).toBe('10249');
    expect(outbox.at(-1)?.code).toBe('10050');
  });

  it('does not let a caller change what the outbox holds', async () => {
    const gateway = createConsoleGateway({ log: captureLog().log });
    await gateway.send({ phone: '998901234567', text: 'Kod: 1111', merchantId: SHOP_A });
    gateway.outbox()[0]!.code = '9999';
    expect(gateway.outbox()[0]?.code).toBe('1111');
  });
});

describe('extractCode', () => {
  it('finds a 4 to 8 digit code standing on its own', () => {
    expect(extractCode('Your code: 4821')).toBe('4821');
    expect(extractCode('Код 12345678 для входа')).toBe('12345678');
    expect(extractCode('123456 — Dastarkhan kodi')).toBe('123456');
  });

  it('ignores shorter and longer digit runs', () => {
    expect(extractCode('Order 123 is ready')).toBeNull();
    expect(extractCode('Call 998901234567')).toBeNull();
    expect(extractCode('Call 998901234567, code 5555')).toBe('5555');
  });
});
