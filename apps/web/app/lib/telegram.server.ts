// The API calls of the Telegram Mini App sign-in (account-session-settings §4, §7): init data →
// token, the phone-verification check, and sign-in with the contact the customer shared.
import type { AppLoadContext } from 'react-router';
import {
  TelegramInitDataRequestSchema,
  TelegramLoginRequestSchema,
  type SignedIn,
  type TelegramAuthCheck,
  type TelegramLoginRequest,
} from '@dastarkhan/domain/contracts/account';
import { apiRequest, type ApiOptions } from './api.server.ts';
import { authorized } from './session.server.ts';
import type { Storefront } from './storefront.ts';
import { isUsableInitData, type TelegramSessionRequest } from './telegram.ts';

function asGuest(storefront: Storefront): ApiOptions {
  return { merchantId: storefront.merchant.id, headers: { language: storefront.language } };
}

function post(body: unknown, options: ApiOptions): RequestInit & ApiOptions {
  const headers = new Headers(options.headers);
  headers.set('Content-Type', 'application/json');
  return { ...options, headers, method: 'POST', body: JSON.stringify(body) };
}

/** Init data → a token of this merchant for the Telegram user (created on first visit). */
export function signInWithInitData(context: AppLoadContext, storefront: Storefront, initData: string): Promise<SignedIn> {
  return apiRequest<SignedIn>(context, '/api/webbot/v1/users/token', post({ initData }, asGuest(storefront)));
}

/** Whether the signed-in Telegram customer must still share a phone number. */
export function checkPhoneVerification(context: AppLoadContext, storefront: Storefront, token: string, initData: string): Promise<TelegramAuthCheck> {
  return apiRequest<TelegramAuthCheck>(context, '/api/webbot/v1/users/auth', post({ initData }, authorized(storefront, token)));
}

/** Sign-in with the phone of the shared contact (its signed `contact` proves the phone is the user's). */
export function signInWithContact(context: AppLoadContext, storefront: Storefront, body: TelegramLoginRequest): Promise<SignedIn> {
  return apiRequest<SignedIn>(context, '/api/webbot/v1/users/login', post(body, asGuest(storefront)));
}

/** The body of a POST to /telegram/session, or null when it is not one the route understands. */
export function parseTelegramSessionRequest(body: unknown): TelegramSessionRequest | null {
  if (!body || typeof body !== 'object') return null;
  const intent = (body as { intent?: unknown }).intent;
  if (intent === 'sign-in' || intent === 'check') {
    const parsed = TelegramInitDataRequestSchema.safeParse(body);
    return parsed.success && isUsableInitData(parsed.data.initData) ? { intent, initData: parsed.data.initData } : null;
  }
  if (intent === 'login') {
    const parsed = TelegramLoginRequestSchema.safeParse(body);
    if (!parsed.success || !isUsableInitData(parsed.data.initData)) return null;
    const { initData, phone, firstName, lastName, contact } = parsed.data;
    return { intent, initData, phone, firstName, lastName: lastName ?? null, contact: contact ?? null };
  }
  return null;
}

/**
 * A cross-site page must not be able to sign a visitor in to someone else's Telegram account (login
 * CSRF): browsers send Origin on every POST, and it must name this host.
 */
export function isSameOriginPost(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin === null) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}
