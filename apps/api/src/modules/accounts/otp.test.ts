// One-time codes: their shape, the scoped hash, and the SMS text per language.
import { describe, expect, it } from 'vitest';
import { hashOtpCode, newOtpCode, otpCodeMatches, otpSmsText } from './otp.ts';

const scope = { merchantId: '00000000-0000-4000-8000-000000000001', phone: '998901234567', purpose: 'LOGIN' as const };

describe('one-time codes', () => {
  it('are 6 digits, leading zeros included, and not predictable from one another', () => {
    const codes = Array.from({ length: 2000 }, newOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('match only in the scope they were made for', () => {
    const hash = hashOtpCode('123456', scope);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(otpCodeMatches('123456', hash, scope)).toBe(true);
    expect(otpCodeMatches('123457', hash, scope)).toBe(false);
    expect(otpCodeMatches('123456', hash, { ...scope, phone: '998901234568' })).toBe(false);
    expect(otpCodeMatches('123456', hash, { ...scope, merchantId: '00000000-0000-4000-8000-000000000002' })).toBe(false);
    expect(otpCodeMatches('123456', hash, { ...scope, purpose: 'CHANGE_PHONE' })).toBe(false);
    expect(otpCodeMatches('123456', 'not-a-hash', scope)).toBe(false);
  });

  it('are sent with the brand in the customer language; other languages read the closest one', () => {
    const text = (language: 'uz' | 'ru' | 'eng' | 'kz' | 'zh') => otpSmsText({ brand: 'Oqtepa', code: '042917', purpose: 'LOGIN', language });
    expect(text('uz')).toBe('Oqtepa: kirish kodi 042917. Hech kimga bermang.');
    expect(text('ru')).toBe('Oqtepa: код для входа 042917. Никому его не сообщайте.');
    expect(text('eng')).toBe('Oqtepa: your sign-in code is 042917. Do not share it with anyone.');
    expect(text('kz')).toBe(text('ru'));
    expect(text('zh')).toBe(text('eng'));
    expect(otpSmsText({ brand: 'Oqtepa', code: '042917', purpose: 'CHANGE_PHONE', language: 'uz' })).toContain("telefon raqamini o'zgartirish");
  });

  it("uses the merchant's own order-confirmation text (smsContent), filling in the code and the brand", () => {
    const order = (orderTemplate: string) => otpSmsText({ brand: 'Oqtepa', code: '042917', purpose: 'ORDER_CONFIRM', language: 'ru', orderTemplate });
    expect(order('{brand}: kod {code}. Buyurtmangiz uchun rahmat!')).toBe('Oqtepa: kod 042917. Buyurtmangiz uchun rahmat!');
    expect(order('Tasdiqlash kodi:')).toBe('Tasdiqlash kodi: 042917');
    // Empty (the default): the built-in text in the customer's language.
    expect(order('  ')).toBe(otpSmsText({ brand: 'Oqtepa', code: '042917', purpose: 'ORDER_CONFIRM', language: 'ru' }));
    expect(order('')).toContain('код подтверждения заказа 042917');
    // Sign-in codes keep their own text whatever the merchant wrote for orders.
    expect(otpSmsText({ brand: 'Oqtepa', code: '042917', purpose: 'LOGIN', language: 'uz', orderTemplate: 'Kod {code}' })).toContain('kirish kodi 042917');
  });
});
