// Signs the Mini App customer in from Telegram's init data without any form (spec §4 "Messenger
// sign-in"): token, then the phone check, then — when required — the contact Telegram shares.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { User } from '@dastarkhan/domain/contracts/account';
import {
  TELEGRAM_SESSION_PATH,
  initDataUserId,
  isUsableInitData,
  type TelegramSessionAnswer,
  type TelegramSessionRequest,
} from '../../lib/telegram.ts';
import type { TelegramWebApp } from '../../lib/telegram.client.ts';
import { contactOutcome, type ContactEvent, type ContactOutcome } from './contact.ts';
import { nextSignInStep, readTabState, writeTabState, type SignInStep } from './sign-in-steps.ts';

export type TelegramNotice =
  | { kind: 'sign-in-failed'; expired: boolean }
  | { kind: 'contact-declined' }
  | { kind: 'contact-unreadable' }
  | { kind: 'contact-failed'; message: string | null };

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

async function postTelegramSession(body: TelegramSessionRequest): Promise<TelegramSessionAnswer> {
  // On a bare host the shop is chosen by ?vendor=: the action must resolve the same one.
  const url = new URL(TELEGRAM_SESSION_PATH, window.location.origin);
  const vendor = new URLSearchParams(window.location.search).get('vendor');
  if (vendor) url.searchParams.set('vendor', vendor);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const answer = (await response.json()) as TelegramSessionAnswer;
    if (answer && typeof answer.ok === 'boolean') return answer;
  } catch {
    // Offline, or an HTML page instead of JSON (the shop was blocked meanwhile): a failure like any other.
  }
  return { ok: false, code: 'NETWORK', message: null };
}

/** requestContact as a promise; null when this Telegram client cannot share contacts at all. */
function requestContact(webApp: TelegramWebApp): Promise<ContactOutcome | null> {
  return new Promise((resolve) => {
    try {
      webApp.requestContact((sent, event) => resolve(contactOutcome(sent, event as ContactEvent | undefined, webApp.initDataUnsafe?.user)));
    } catch (error) {
      console.error('[telegram] This Telegram client cannot share a contact:', error);
      resolve(null);
    }
  });
}

export interface TelegramSignIn {
  notice: TelegramNotice | null;
  /** A request to the server is under way (for a screen-reader status). */
  working: boolean;
  /** Asks Telegram for the contact again (after a refusal or a failure). */
  shareContact(): void;
  dismiss(): void;
}

export function useTelegramSignIn(webApp: TelegramWebApp | null, sub: string | null, user: User | null): TelegramSignIn {
  const { revalidate } = useRevalidator();
  const [notice, setNotice] = useState<TelegramNotice | null>(null);
  const [working, setWorking] = useState(false);
  // One flow at a time: the root data changes while one runs (that is how the page learns the user).
  const busy = useRef(false);
  const warned = useRef(false);

  const askContactAndSignIn = useCallback(
    async (app: TelegramWebApp, shop: string, initData: string) => {
      const storage = sessionStore();
      const outcome = await requestContact(app);
      if (!outcome || outcome.kind !== 'shared') {
        // Remembered for the tab: the customer is not asked again on every page.
        writeTabState(storage, shop, initData, 'declined');
        if (outcome) setNotice({ kind: outcome.kind === 'declined' ? 'contact-declined' : 'contact-unreadable' });
        return;
      }
      setWorking(true);
      const { kind: _kind, ...contact } = outcome;
      const answer = await postTelegramSession({ intent: 'login', initData, ...contact });
      setWorking(false);
      if (!answer.ok) {
        writeTabState(storage, shop, initData, 'declined');
        setNotice({ kind: 'contact-failed', message: answer.message });
        return;
      }
      writeTabState(storage, shop, initData, 'done');
      setNotice(null);
      await revalidate();
    },
    [revalidate],
  );

  const run = useCallback(
    async (app: TelegramWebApp, shop: string, initData: string, step: Exclude<SignInStep, 'none'>) => {
      const storage = sessionStore();
      if (step === 'ask-contact') return askContactAndSignIn(app, shop, initData);
      // Written before the request: whatever happens, this launch does not sign in twice (no loops).
      writeTabState(storage, shop, initData, 'attempted');
      setWorking(true);
      const answer = await postTelegramSession({ intent: step, initData });
      setWorking(false);
      if (!answer.ok) {
        console.warn(`[telegram] ${step} failed: ${answer.code}`);
        // A shop without a bot cannot sign anyone in from Telegram: nothing for the customer to act on.
        if (step === 'sign-in' && answer.code !== 'TELEGRAM_NOT_CONFIGURED') {
          setNotice({ kind: 'sign-in-failed', expired: answer.code === 'TELEGRAM_INIT_DATA_EXPIRED' });
        }
        return;
      }
      writeTabState(storage, shop, initData, answer.isPhoneVerificationRequired ? 'contact-needed' : 'done');
      if (step === 'sign-in') await revalidate();
      if (answer.isPhoneVerificationRequired) await askContactAndSignIn(app, shop, initData);
    },
    [askContactAndSignIn, revalidate],
  );

  useEffect(() => {
    if (!webApp || !sub) return;
    const initData = webApp.initData;
    if (!isUsableInitData(initData)) {
      if (!warned.current) console.error('[telegram] Init data is missing (10 characters or fewer): Telegram sign-in stopped.');
      warned.current = true;
      return;
    }
    if (busy.current) return;
    const storage = sessionStore();
    const state = readTabState(storage, sub, initData);
    const step = nextSignInStep(state, user, initDataUserId(initData));
    if (step === 'none') {
      if (state === null) writeTabState(storage, sub, initData, 'done');
      return;
    }
    busy.current = true;
    void run(webApp, sub, initData, step).finally(() => {
      busy.current = false;
    });
  }, [webApp, sub, user, run]);

  const shareContact = useCallback(() => {
    if (!webApp || !sub || busy.current || !isUsableInitData(webApp.initData)) return;
    setNotice(null);
    busy.current = true;
    void askContactAndSignIn(webApp, sub, webApp.initData).finally(() => {
      busy.current = false;
    });
  }, [webApp, sub, askContactAndSignIn]);

  const dismiss = useCallback(() => setNotice(null), []);

  return { notice, working, shareContact, dismiss };
}
