// What a request body may not carry: card numbers and CVVs, wherever they are put and however written.
import { describe, expect, it } from 'vitest';
import { carriesCardData } from './card-data.ts';

describe('refusing card data in request bodies', () => {
  it('finds a card number in any field, nested or in a list, grouped or not, as text or as a JSON number', () => {
    expect(carriesCardData({ token: 'abc', name: 'my 8600495473316478' })).toBe(true);
    expect(carriesCardData({ token: 'abc', extra: { deep: ['x', '8600 4954 7331 6478'] } })).toBe(true);
    expect(carriesCardData({ token: 'abc', n: 8600495473316478 })).toBe(true);
    expect(carriesCardData({ token: '8600-4954-7331-6478' })).toBe(true);
  });

  it('refuses fields named like card data whatever they hold', () => {
    for (const key of ['number', 'cardNumber', 'card_number', 'PAN', 'cvv', 'CVC', 'cvv2', 'security-code']) {
      expect(carriesCardData({ token: 'abc', [key]: '' }), key).toBe(true);
    }
    expect(carriesCardData({ card: { number: '', expire: '0399' } })).toBe(true);
  });

  it("lets through Payme's tokens, ids, names and short numbers", () => {
    expect(carriesCardData({ token: '63119784d15d8d8d093b37b8_ADHrAykwnAIc2hm4hPPriktZ8nnuvR96S9Kzmjb3Fcix25', name: 'Salary card' })).toBe(false);
    // A token is opaque: long digit runs inside it are not a card number typed by someone.
    expect(carriesCardData({ token: '1234567890123456789012_abc' })).toBe(false);
    expect(carriesCardData({ orderId: '12345678-1234-4234-8234-123456789012' })).toBe(false);
    expect(carriesCardData({ name: 'Card 6478', amount: 25_000, big: 1e300 })).toBe(false);
    expect(carriesCardData(null)).toBe(false);
    expect(carriesCardData('plain')).toBe(false);
  });

  it('walks a body nested thousands deep without running out of stack', () => {
    let deep: unknown = '8600495473316478';
    for (let level = 0; level < 50_000; level += 1) deep = [deep];
    expect(carriesCardData(deep)).toBe(true);
  });
});
