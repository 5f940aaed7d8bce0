// The fiscal settings draft of the Payme card: only changes are sent, blank rows are left out, spaces are dropped.
import { describe, expect, it } from 'vitest';
import { fiscalDraftOf, fiscalUpdateOf, newPackageCodeRow, sentIndexes } from './payme-fiscal.ts';

const saved = { vatPercent: 12, serviceFeeCode: '10305001001000000', packageCodes: [{ ikpu: '10202001001000000', packageCode: '1501234' }] };

describe('the Payme fiscal draft', () => {
  it('sends nothing when nothing changed', () => {
    expect(fiscalUpdateOf(saved, fiscalDraftOf(saved))).toBeNull();
  });

  it('sends only the changed fields, the package codes as the whole list without blank rows, codes without spaces', () => {
    const draft = fiscalDraftOf(saved);
    draft.vatPercent = null;
    draft.packageCodes.push(newPackageCodeRow(), { ...newPackageCodeRow(), ikpu: ' 10202 002 001000000', packageCode: '20 09' });
    expect(fiscalUpdateOf(saved, draft)).toEqual({
      vatPercent: 0,
      packageCodes: [
        { ikpu: '10202001001000000', packageCode: '1501234' },
        { ikpu: '10202002001000000', packageCode: '2009' },
      ],
    });
    expect(sentIndexes(draft)).toEqual([0, undefined, 1]);
  });

  it('clears the service fee code with an empty string', () => {
    expect(fiscalUpdateOf(saved, { ...fiscalDraftOf(saved), serviceFeeCode: '  ' })).toEqual({ serviceFeeCode: '' });
  });
});
