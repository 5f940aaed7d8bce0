// The short confirmation after adding to the basket (or the limit that stopped it): one at a time,
// shown by BasketToast wherever the customer added from.
import { createStore } from 'zustand/vanilla';
import type { BasketChange } from './basket-model.ts';

export type BasketNotice = { id: number; kind: 'added'; name: string } | { id: number; kind: 'limit'; max: number };

export const basketNotices = createStore<{ notice: BasketNotice | null }>()(() => ({ notice: null }));

let nextId = 1;

/** Announces the outcome of an add: "added", or the product's maximum when the limit stopped it. */
export function announceAdd(change: BasketChange, name: string): void {
  const id = nextId++;
  basketNotices.setState({ notice: change.ok ? { id, kind: 'added', name } : { id, kind: 'limit', max: change.max } });
}

export function dismissNotice(id: number): void {
  if (basketNotices.getState().notice?.id === id) basketNotices.setState({ notice: null });
}
