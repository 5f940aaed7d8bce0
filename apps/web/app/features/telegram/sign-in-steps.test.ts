import { describe, expect, it } from 'vitest';
import { launchId, nextSignInStep, readTabState, writeTabState } from './sign-in-steps.ts';

const INIT_DATA = 'user=%7B%22id%22%3A42%7D&auth_date=1700000000&hash=aaa111';
const NEXT_LAUNCH = 'user=%7B%22id%22%3A42%7D&auth_date=1700000500&hash=bbb222';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const telegramUser = (phone: string | null, telegramId: number | null = 42) => ({ phone, telegramId });

describe('nextSignInStep', () => {
  it('signs a guest in', () => {
    expect(nextSignInStep(null, null, 42)).toBe('sign-in');
  });

  it('signs in again when the page holds another Telegram user (accounts switched in the client)', () => {
    expect(nextSignInStep(null, telegramUser('998901234567', 7), 42)).toBe('sign-in');
  });

  it('keeps a session started on the website', () => {
    expect(nextSignInStep(null, telegramUser('998901234567', null), 42)).toBe('none');
  });

  it('asks the API about the phone for a Telegram customer without one, and nothing for one with a phone', () => {
    expect(nextSignInStep(null, telegramUser(null), 42)).toBe('check');
    expect(nextSignInStep(null, telegramUser('998901234567'), 42)).toBe('none');
  });

  it('asks for the contact still owed from earlier in the tab', () => {
    expect(nextSignInStep('contact-needed', telegramUser(null), 42)).toBe('ask-contact');
    expect(nextSignInStep('contact-needed', null, 42)).toBe('none');
  });

  it('does nothing again in a tab that already tried (no loops, no asking on every page, logout respected)', () => {
    for (const state of ['attempted', 'declined', 'done'] as const) {
      expect(nextSignInStep(state, null, 42)).toBe('none');
      expect(nextSignInStep(state, telegramUser(null), 42)).toBe('none');
    }
  });
});

describe('tab state', () => {
  it('is remembered per shop and per launch', () => {
    const storage = memoryStorage();
    writeTabState(storage, 'demo', INIT_DATA, 'declined');
    expect(readTabState(storage, 'demo', INIT_DATA)).toBe('declined');
    expect(readTabState(storage, 'other', INIT_DATA)).toBeNull();
    // Opening the Mini App again brings new init data: a fresh start.
    expect(readTabState(storage, 'demo', NEXT_LAUNCH)).toBeNull();
  });

  it('survives broken storage', () => {
    const storage = memoryStorage();
    storage.setItem('dk:telegram:demo', '{not json');
    expect(readTabState(storage, 'demo', INIT_DATA)).toBeNull();
    expect(readTabState(null, 'demo', INIT_DATA)).toBeNull();
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writeTabState(full, 'demo', INIT_DATA, 'done')).not.toThrow();
  });

  it('identifies a launch by its signature', () => {
    expect(launchId(INIT_DATA)).toBe('aaa111');
    expect(launchId(NEXT_LAUNCH)).not.toBe(launchId(INIT_DATA));
  });
});
