import { describe, expect, it } from 'vitest';
import { isSoldInBranch, soldInBranchIds } from './branch-availability.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const A = uuid(1);
const B = uuid(2);
const C = uuid(3);

/** Sold in A, stopped in B, no entry for C. */
const product = { productBranch: [{ branchId: A, isActive: true }, { branchId: B, isActive: false }] };

describe('isSoldInBranch', () => {
  it('offers everything while no branch is chosen', () => {
    for (const none of [null, undefined, '']) {
      expect(isSoldInBranch(product, none)).toBe(true);
      expect(isSoldInBranch({ productBranch: [] }, none)).toBe(true);
      expect(isSoldInBranch({ soldIn: [] }, none)).toBe(true);
    }
  });

  it('offers a product at a branch only with an active entry for it', () => {
    expect(isSoldInBranch(product, A)).toBe(true);
    // Stopped there (the console's stop-list).
    expect(isSoldInBranch(product, B)).toBe(false);
    // Not listed there at all.
    expect(isSoldInBranch(product, C)).toBe(false);
    expect(isSoldInBranch({ productBranch: [] }, A)).toBe(false);
  });

  it('gives the same answers from the branch ids the storefront keeps', () => {
    const kept = { soldIn: soldInBranchIds(product) };
    expect(kept.soldIn).toEqual([A]);
    for (const branchId of [null, A, B, C]) expect(isSoldInBranch(kept, branchId)).toBe(isSoldInBranch(product, branchId));
  });
});
