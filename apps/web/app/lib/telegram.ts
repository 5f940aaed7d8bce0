// Recognising a Telegram Mini App launch (init data in the URL hash, or kept for the tab by
// Telegram's script) and the body and answer of /telegram/session, shared by server and browser.
import { INIT_DATA_MIN_LENGTH } from '@dastarkhan/domain/contracts/account';

/** The resource route the Mini App posts its init data and shared contact to. */
export const TELEGRAM_SESSION_PATH = '/telegram/session';

/**
 * telegram-web-apps.js keeps the launch parameters of the first page load under this
 * sessionStorage key, so later page loads of the same tab (whose URL has lost the hash) still
 * run inside Telegram.
 */
export const STORED_LAUNCH_PARAMS_KEY = '__telegram__initParams';

export interface TelegramLaunch {
  /** Raw `tgWebAppData` ('' when Telegram sent none, e.g. a `?tgId=` link). */
  initData: string;
  version: string | null;
  platform: string | null;
  /** The `startapp` parameter of the link that opened the Mini App (e.g. a table's QR code), or null. */
  startParam: string | null;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, '%20'));
  } catch {
    return value;
  }
}

/** `#tgWebAppData=…&tgWebAppVersion=…` (or `#/path?tgWebAppData=…`) → its parameters, decoded the way Telegram's script does. */
export function parseLaunchHash(hash: string): Record<string, string> {
  let text = hash.replace(/^#/, '');
  const query = text.indexOf('?');
  if (query >= 0) text = text.slice(query + 1);
  const params: Record<string, string> = {};
  if (!text.includes('=')) return params;
  for (const pair of text.split('&')) {
    const separator = pair.indexOf('=');
    const name = decode(separator < 0 ? pair : pair.slice(0, separator));
    if (name) params[name] = separator < 0 ? '' : decode(pair.slice(separator + 1));
  }
  return params;
}

function storedLaunchParams(storage: Pick<Storage, 'getItem'> | null): Record<string, unknown> {
  if (!storage) return {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORED_LAUNCH_PARAMS_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The Telegram launch this page belongs to, or null for an ordinary visitor. Telegram opens a
 * Mini App with the init data in the hash; the tab keeps it in sessionStorage for later page
 * loads; a `tgId` query parameter marks a messenger session too (spec §1), with no init data.
 */
export function telegramLaunch(location: { hash: string; search: string }, storage: Pick<Storage, 'getItem'> | null): TelegramLaunch | null {
  const fromHash = parseLaunchHash(location.hash);
  const params: Record<string, unknown> = { ...storedLaunchParams(storage), ...fromHash };
  const initData = text(params.tgWebAppData);
  if (initData === null && !new URLSearchParams(location.search).get('tgId')) return null;
  const startParam = text(params.tgWebAppStartParam) ?? (initData ? new URLSearchParams(initData).get('start_param') : null);
  return { initData: initData ?? '', version: text(params.tgWebAppVersion), platform: text(params.tgWebAppPlatform), startParam: startParam || null };
}

/** Init data of at most 10 characters counts as missing (spec §4, §9). */
export function isUsableInitData(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length >= INIT_DATA_MIN_LENGTH;
}

/** The Telegram user id the init data names (unverified: only for deciding whether to sign in again). */
export function initDataUserId(initData: string): number | null {
  try {
    const user: unknown = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null');
    const id = user && typeof user === 'object' ? (user as { id?: unknown }).id : null;
    return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// /telegram/session

export type TelegramSessionRequest =
  /** Sign in with the init data (the token call, then the phone-verification check). */
  | { intent: 'sign-in'; initData: string }
  /** Already signed in: does the account still need a verified phone? */
  | { intent: 'check'; initData: string }
  /** Complete sign-in with the contact the customer shared. */
  | { intent: 'login'; initData: string; phone: string; firstName: string; lastName?: string | null; contact?: string | null };

export type TelegramSessionAnswer =
  | { ok: true; isPhoneVerificationRequired: boolean }
  | { ok: false; code: string; message: string | null };
