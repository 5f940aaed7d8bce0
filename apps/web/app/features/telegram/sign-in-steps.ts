// What the Mini App does next about sign-in, and what this tab already did, remembered in
// sessionStorage: each launch signs in once and asks for the phone once, however often the
// customer navigates or reloads (and an explicit logout in the tab is respected).
import type { User } from '@dastarkhan/domain/contracts/account';

/**
 * - attempted: sign-in (or the phone check) was tried with this init data;
 * - contact-needed: signed in, the phone must still be shared;
 * - declined: the customer refused (or sharing failed): not asked again unless they tap retry;
 * - done: nothing left to do.
 */
export type TabState = 'attempted' | 'contact-needed' | 'declined' | 'done';
const TAB_STATES: readonly TabState[] = ['attempted', 'contact-needed', 'declined', 'done'];

export type SignInStep = 'sign-in' | 'check' | 'ask-contact' | 'none';

const KEY_PREFIX = 'dk:telegram:';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** One launch's init data: its hash (Telegram's signature) is unique, the rest may repeat. */
export function launchId(initData: string): string {
  return new URLSearchParams(initData).get('hash') || initData.slice(-128);
}

export function readTabState(storage: Store | null, sub: string, initData: string): TabState | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(`${KEY_PREFIX}${sub}`) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { id, state } = stored as { id?: unknown; state?: unknown };
    return id === launchId(initData) && TAB_STATES.includes(state as TabState) ? (state as TabState) : null;
  } catch {
    return null;
  }
}

export function writeTabState(storage: Store | null, sub: string, initData: string, state: TabState): void {
  try {
    storage?.setItem(`${KEY_PREFIX}${sub}`, JSON.stringify({ id: launchId(initData), state }));
  } catch {
    // Private mode: the in-memory guard of the bridge still stops repeats until the next reload.
  }
}

/**
 * - a guest, or signed in as another Telegram user (accounts switched in the client) → sign in;
 * - signed in on the website (no Telegram link) → keep that session: it already has a phone;
 * - signed in from Telegram without a phone → ask the API whether one is required;
 * - a phone still owed from earlier in this tab → ask for the contact.
 */
export function nextSignInStep(state: TabState | null, user: Pick<User, 'phone' | 'telegramId'> | null, telegramUserId: number | null): SignInStep {
  if (state === 'contact-needed') return user ? 'ask-contact' : 'none';
  if (state !== null) return 'none';
  if (!user) return 'sign-in';
  if (user.telegramId === null) return 'none';
  if (telegramUserId !== null && user.telegramId !== telegramUserId) return 'sign-in';
  if (user.phone === null) return 'check';
  return 'none';
}
