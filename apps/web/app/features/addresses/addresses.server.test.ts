// The list's order and the message a refused delete is answered with.
import { describe, expect, it } from 'vitest';
import type { Address } from '@dastarkhan/domain/contracts/address';
import { deleteErrorKey, newestFirst } from './addresses.server.ts';

const at = (id: string, createdDate: string) => ({ id, createdDate }) as Address;

describe('newestFirst', () => {
  it('puts the most recently created address first, leaving the input alone', () => {
    const input = [at('a', '2026-01-01T10:00:00Z'), at('b', '2026-03-01T10:00:00+05:00'), at('c', '2026-02-01T10:00:00Z')];
    expect(newestFirst(input).map((address) => address.id)).toEqual(['b', 'c', 'a']);
    expect(input.map((address) => address.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('deleteErrorKey', () => {
  it('names a missing address, another customer\'s address, and anything else', () => {
    expect(deleteErrorKey(404)).toBe('errors.notFound');
    expect(deleteErrorKey(403)).toBe('errors.forbidden');
    expect(deleteErrorKey(500)).toBe('errors.generic');
  });
});
