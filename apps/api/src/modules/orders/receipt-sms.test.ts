// The SMS receipt's text: the order's number, what was ordered (the first items), the total and the branch.
import { describe, expect, it } from 'vitest';
import { receiptSmsText } from './receipt-sms.ts';

const item = (name: string, quantity: number) => ({ name: { uz: name, ru: `${name} (ru)`, eng: `${name} (en)` }, quantity }) as never;
const order = {
  number: 1042,
  items: [item('Osh', 2), item('Somsa', 1)],
  totalPrice: 94_000,
  serviceType: 'PICK_UP' as const,
  branch: { id: '00000000-0000-4000-8000-000000000001', name: { uz: 'Markaz', ru: 'Центр', eng: 'Centre' } },
};

describe('receiptSmsText', () => {
  it('names the order, its items, the total and the branch in the language asked for', () => {
    const text = receiptSmsText({ brand: 'Dastarkhan', order, language: 'uz' });
    expect(text).toMatch(/^Dastarkhan: buyurtma №1042 qabul qilindi\. Osh x2, Somsa x1\. Jami: 94[\s\u00a0\u202f]000/);
    expect(text).toContain('Filial: Markaz.');
    expect(receiptSmsText({ brand: 'Dastarkhan', order, language: 'eng' })).toContain('order №1042 received. Osh (en) x2, Somsa (en) x1.');
  });

  it('counts the items past the third instead of naming them', () => {
    const many = { ...order, items: [item('A', 1), item('B', 1), item('C', 1), item('D', 1), item('E', 3)] };
    expect(receiptSmsText({ brand: 'X', order: many, language: 'uz' })).toContain('A x1, B x1, C x1 +2.');
  });
});
