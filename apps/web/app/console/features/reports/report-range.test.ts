// The reports page reads its period from the address: presets on the merchant's calendar, the default, and broken addresses.
import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, reportQueryOf, reportSearch } from './report-range.ts';

const branchId = '3f1c2a44-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('report range', () => {
  it('counts the presets back from the merchant’s today, across month and year ends', () => {
    expect(presetRange('today', '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(presetRange('last7', '2025-03-01')).toEqual({ from: '2025-02-23', to: '2025-03-01' });
    expect(presetRange('last30', '2025-01-10')).toEqual({ from: '2024-12-12', to: '2025-01-10' });
    expect(presetRange('thisMonth', '2024-02-29')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetOf({ from: '2025-02-23', to: '2025-03-01' }, '2025-03-01')).toBe('last7');
    expect(presetOf({ from: '2025-02-22', to: '2025-03-01' }, '2025-03-01')).toBeNull();
  });

  it('reads the period and filters of the address, and defaults to the last 7 days', () => {
    const search = new URLSearchParams(`from=2025-01-01&to=2025-01-31&branchId=${branchId}&serviceType=DELIVERY&paymentType=&extra=1`);
    expect(reportQueryOf(search, '2025-03-01')).toEqual({ query: { from: '2025-01-01', to: '2025-01-31', branchId, serviceType: 'DELIVERY' }, invalid: false });
    expect(reportQueryOf(new URLSearchParams(), '2025-03-01')).toEqual({ query: { from: '2025-02-23', to: '2025-03-01' }, invalid: false });
  });

  it('falls back to the last 7 days, keeping valid filters, when the period would be refused', () => {
    for (const period of ['from=2025-03-10&to=2025-03-01', 'from=2023-01-01&to=2025-01-01', 'from=2025-02-30&to=2025-03-01']) {
      expect(reportQueryOf(new URLSearchParams(`${period}&serviceType=PICK_UP`), '2025-03-01')).toEqual({
        query: { from: '2025-02-23', to: '2025-03-01', serviceType: 'PICK_UP' },
        invalid: true,
      });
    }
    expect(reportQueryOf(new URLSearchParams('serviceType=TELEPORT'), '2025-03-01')).toEqual({ query: { from: '2025-02-23', to: '2025-03-01' }, invalid: false });
  });

  it('writes the query back with the period first and only the filters that are set', () => {
    expect(reportSearch({ from: '2025-01-01', to: '2025-01-31', paymentType: 'CASH' }, { lang: 'ru' })).toBe('from=2025-01-01&to=2025-01-31&paymentType=CASH&lang=ru');
  });
});
