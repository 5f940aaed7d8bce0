// Resource route the Telegram Mini App posts to (JSON in, JSON out): signs the customer in from the
// init data, checks whether a phone must be shared, and completes sign-in with the shared contact.
// The session cookies (token and init data) are set here, so the page's loaders see the customer.
import { pickLocalized } from '@dastarkhan/domain/i18n';
import type { Route } from './+types/telegram-session';
import { ApiRequestError } from '../lib/api.server.ts';
import { readSessionToken, sessionCookies } from '../lib/session.server.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import type { Storefront } from '../lib/storefront.ts';
import type { TelegramSessionAnswer } from '../lib/telegram.ts';
import {
  checkPhoneVerification,
  isSameOriginPost,
  parseTelegramSessionRequest,
  signInWithContact,
  signInWithInitData,
} from '../lib/telegram.server.ts';

function answer(body: TelegramSessionAnswer, status = 200, cookies: string[] = []): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return Response.json(body, { status, headers });
}

function refused(code: string, status: number): Response {
  return answer({ ok: false, code, message: null }, status);
}

/** The API's refusal, in the customer's language; an unreachable or failing API is a 502. */
function failed(error: ApiRequestError, storefront: Storefront): Response {
  const message = pickLocalized(error.description, storefront.language) || null;
  return answer({ ok: false, code: error.code, message }, error.status >= 500 ? 502 : error.status);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return refused('METHOD_NOT_ALLOWED', 405);
  if (!isSameOriginPost(request)) return refused('FORBIDDEN', 403);
  const storefront = await requireStorefront(request, context);
  const body = parseTelegramSessionRequest(await request.json().catch(() => null));
  if (!body) return refused('TELEGRAM_INIT_DATA_MISSING', 400);

  try {
    switch (body.intent) {
      case 'sign-in': {
        const { token } = await signInWithInitData(context, storefront, body.initData);
        const cookies = sessionCookies(request, storefront, token, body.initData);
        // The customer is signed in either way; a failed check only means nobody asks for the phone now.
        const required = await checkPhoneVerification(context, storefront, token, body.initData)
          .then((check) => check.isPhoneVerificationRequired)
          .catch(() => false);
        return answer({ ok: true, isPhoneVerificationRequired: required }, 200, cookies);
      }
      case 'check': {
        const token = readSessionToken(request, storefront);
        if (!token) return refused('UNAUTHORIZED', 401);
        const check = await checkPhoneVerification(context, storefront, token, body.initData);
        return answer({ ok: true, isPhoneVerificationRequired: check.isPhoneVerificationRequired });
      }
      case 'login': {
        const { intent: _intent, ...login } = body;
        const { token } = await signInWithContact(context, storefront, login);
        return answer({ ok: true, isPhoneVerificationRequired: false }, 200, sessionCookies(request, storefront, token, body.initData));
      }
    }
  } catch (error) {
    if (error instanceof ApiRequestError) return failed(error, storefront);
    throw error;
  }
}
