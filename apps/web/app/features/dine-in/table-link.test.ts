// QR and Telegram table links: only real table ids seat anyone.
import { describe, expect, it } from 'vitest';
import { tableIdFromQuery, tableIdFromStartParam, telegramTableStartParam, toDineInTable } from './table-link.ts';

const ID = '4F6C1A2E-8B7D-4C3E-9A10-5D2F7E6B4A91';

describe('table links', () => {
  it('reads a table id from the QR link, case-insensitively, and nothing else', () => {
    expect(tableIdFromQuery(ID)).toBe(ID.toLowerCase());
    expect(tableIdFromQuery(` ${ID} `)).toBe(ID.toLowerCase());
    expect(tableIdFromQuery('5')).toBeNull();
    expect(tableIdFromQuery('')).toBeNull();
    expect(tableIdFromQuery(null)).toBeNull();
    expect(tableIdFromQuery(`${ID}' or 1=1`)).toBeNull();
  });

  it('reads the Telegram start parameter that the table link writes', () => {
    expect(tableIdFromStartParam(telegramTableStartParam(ID))).toBe(ID.toLowerCase());
    expect(tableIdFromStartParam(`table-${ID}`)).toBe(ID.toLowerCase());
    expect(tableIdFromStartParam(`promo_${ID}`)).toBeNull();
    expect(tableIdFromStartParam('table_')).toBeNull();
    expect(tableIdFromStartParam(null)).toBeNull();
  });

  it('keeps what checkout shows of the table', () => {
    const table = toDineInTable({
      id: ID,
      number: 5,
      name: '5',
      hall: { id: '00000000-0000-4000-8000-000000000001', name: 'Terrace' },
      branch: { id: '00000000-0000-4000-8000-000000000002', name: { uz: 'Markaz', ru: 'Центр', eng: 'Centre' } },
    });
    expect(table).toEqual({ id: ID, number: 5, name: '5', hallId: '00000000-0000-4000-8000-000000000001', hallName: 'Terrace', branchId: '00000000-0000-4000-8000-000000000002', branchName: { uz: 'Markaz', ru: 'Центр', eng: 'Centre' } });
  });
});
