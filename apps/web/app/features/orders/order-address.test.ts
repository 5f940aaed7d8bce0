import { describe, expect, it } from 'vitest';
import { addressLines } from './order-address.ts';

const LABELS = { office: 'Flat', entrance: 'Entrance', floor: 'Floor', domophone: 'Intercom' };

describe('addressLines', () => {
  it('reads name, street and house, description, the courier details and the comment, never coordinates', () => {
    const lines = addressLines(
      { name: 'Home', streetName: "Navoiy ko'chasi", houseNumber: '21', description: "Navoiy ko'chasi 21, Toshkent", office: '12', entrance: '2', floor: '5', domophone: null, comment: 'Blue gate' },
      LABELS,
    );
    expect(lines).toEqual(['Home', "Navoiy ko'chasi, 21", "Navoiy ko'chasi 21, Toshkent", 'Flat: 12 · Entrance: 2 · Floor: 5', 'Blue gate']);
    expect(lines.join(' ')).not.toMatch(/41\.|69\./);
  });

  it('leaves out what is empty and says a repeated line once', () => {
    expect(addressLines({ name: '', streetName: '  ', houseNumber: '', description: 'Chilonzor 9', floor: ' 3 ', entrance: '' }, LABELS)).toEqual(['Chilonzor 9', 'Floor: 3']);
    expect(addressLines({ name: 'Amir Temur, 1', streetName: 'Amir Temur', houseNumber: '1' }, LABELS)).toEqual(['Amir Temur, 1']);
    expect(addressLines({}, LABELS)).toEqual([]);
  });
});
