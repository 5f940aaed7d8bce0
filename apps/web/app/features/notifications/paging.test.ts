// The /notifications page number read from the address bar, and the links the pager writes.
import { describe, expect, it } from 'vitest';
import { pageHref, readPage } from './paging.ts';

describe('notification paging', () => {
  it('reads a one-based page, anything else is the first page', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const raw of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=999999999']) expect(readPage(new URLSearchParams(raw)), raw).toBe(1);
  });

  it('links the first page without a query', () => {
    expect(pageHref(1)).toBe('/notifications');
    expect(pageHref(2)).toBe('/notifications?page=2');
  });
});
