// The delivery branch follows the address: looked up only for a delivery to an address with a point and
// a description, an answer is taken only for the point asked now, and a failed lookup clears the branch.
import { describe, expect, it } from 'vitest';
import { awaitingAnswer, branchPatch, closestBranchQuestion, closestBranchUrl, parseClosestQuery } from './delivery-branch.ts';

const address = { latitude: 41.365, longitude: 69.287, description: "Bog'ishamol ko'chasi, 12" };
const point = { latitude: 41.365, longitude: 69.287 };

describe('closestBranchQuestion', () => {
  it('asks for a delivery to an address with a point and a description', () => {
    expect(closestBranchQuestion('DELIVERY', address)).toEqual(point);
  });

  it('does not ask for another service, without an address, a point or a description (storefront-core §5)', () => {
    expect(closestBranchQuestion('PICK_UP', address)).toBeNull();
    expect(closestBranchQuestion(null, address)).toBeNull();
    expect(closestBranchQuestion('DELIVERY', null)).toBeNull();
    expect(closestBranchQuestion('DELIVERY', { ...address, latitude: null })).toBeNull();
    expect(closestBranchQuestion('DELIVERY', { ...address, longitude: null })).toBeNull();
    expect(closestBranchQuestion('DELIVERY', { ...address, description: '  ' })).toBeNull();
  });
});

describe('branchPatch', () => {
  it("writes the answer's branch into the draft", () => {
    expect(branchPatch(point, 'main', { point, branchId: 'yunusobod' })).toEqual({ branchId: 'yunusobod' });
    expect(branchPatch(point, null, { point, branchId: 'yunusobod' })).toEqual({ branchId: 'yunusobod' });
  });

  it('clears the branch when no branch delivers there or the lookup failed (storefront-core §8)', () => {
    expect(branchPatch(point, 'main', { point, branchId: null })).toEqual({ branchId: null });
  });

  it('changes nothing when the draft has that branch already', () => {
    expect(branchPatch(point, 'yunusobod', { point, branchId: 'yunusobod' })).toBeNull();
    expect(branchPatch(point, null, { point, branchId: null })).toBeNull();
  });

  it('ignores an answer about another point, or when nothing is asked', () => {
    expect(branchPatch(point, 'main', { point: { latitude: 41.3, longitude: 69.2 }, branchId: 'chilonzor' })).toBeNull();
    expect(branchPatch(point, 'main', undefined)).toBeNull();
    expect(branchPatch(null, 'main', { point, branchId: 'yunusobod' })).toBeNull();
  });
});

describe('awaitingAnswer', () => {
  it('waits until the answer for the point asked now has come', () => {
    expect(awaitingAnswer(point, undefined)).toBe(true);
    expect(awaitingAnswer(point, { point: { latitude: 1, longitude: 2 }, branchId: 'x' })).toBe(true);
    expect(awaitingAnswer(point, { point, branchId: null })).toBe(false);
    expect(awaitingAnswer(null, undefined)).toBe(false);
  });
});

describe('the /checkout/closest query', () => {
  it('round-trips the point through the URL', () => {
    const url = new URL(closestBranchUrl(point), 'http://demo.localhost');
    expect(url.pathname).toBe('/checkout/closest');
    expect(parseClosestQuery(url.searchParams)).toEqual(point);
  });

  it('refuses missing or impossible coordinates', () => {
    expect(parseClosestQuery(new URLSearchParams('lat=41.3'))).toBeNull();
    expect(parseClosestQuery(new URLSearchParams('lat=&lon=69'))).toBeNull();
    expect(parseClosestQuery(new URLSearchParams('lat=abc&lon=69'))).toBeNull();
    expect(parseClosestQuery(new URLSearchParams('lat=91&lon=69'))).toBeNull();
    expect(parseClosestQuery(new URLSearchParams('lat=41&lon=-181'))).toBeNull();
    expect(parseClosestQuery(new URLSearchParams('lat=-33.9&lon=151.2'))).toEqual({ latitude: -33.9, longitude: 151.2 });
  });
});
