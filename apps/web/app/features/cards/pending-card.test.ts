// The card waiting for its SMS code: carried by the history entry, kept in this tab's storage for a reload.
import { describe, expect, it } from 'vitest';
import { clearPendingCard, readPendingCard, savePendingCard, type PendingCard } from './pending-card.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const card: PendingCard = { token: 'tok_1', number: '860049******6478', phone: '99890*****66', resendAt: 1_000 };
const merchant = 'm-1';

describe('the pending card', () => {
  it('is read from the history state first, else from the tab storage of this merchant', () => {
    const storage = memoryStorage();
    expect(readPendingCard(merchant, null, storage)).toBeNull();
    savePendingCard(merchant, card, storage);
    expect(readPendingCard(merchant, null, storage)).toEqual(card);
    expect(readPendingCard('another-merchant', null, storage)).toBeNull();
    const fromHistory = { ...card, token: 'tok_2' };
    expect(readPendingCard(merchant, fromHistory, storage)).toEqual(fromHistory);
    clearPendingCard(merchant, storage);
    expect(readPendingCard(merchant, null, storage)).toBeNull();
  });

  it('ignores anything that is not a pending card (broken JSON, other history state)', () => {
    const storage = memoryStorage();
    storage.setItem(`dk:${merchant}:card-verification`, '{broken');
    expect(readPendingCard(merchant, { idx: 3 }, storage)).toBeNull();
    storage.setItem(`dk:${merchant}:card-verification`, JSON.stringify({ token: '', number: 'x', phone: 'y', resendAt: 1 }));
    expect(readPendingCard(merchant, undefined, storage)).toBeNull();
  });
});
