// HTTP routes of the Telegram Mini App sign-in (spec §7 "Session and messenger").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MiniAppSettingsSchema,
  SignedInSchema,
  TelegramAuthCheckSchema,
  TelegramInitDataRequestSchema,
  TelegramLoginRequestSchema,
  TelegramLogoutRequestSchema,
} from '@dastarkhan/domain/contracts/account';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { clientContext } from './routes.ts';
import type { AccountsService } from './service.ts';

const tags = ['webbot'];
const NoContent = z.null().describe('Done, no body');

const initDataErrors = {
  400: ApiErrorSchema.describe('TELEGRAM_INIT_DATA_MISSING: init data of at most 10 characters'),
  401: ApiErrorSchema.describe('TELEGRAM_INIT_DATA_INVALID (bad signature, malformed, too long) or TELEGRAM_INIT_DATA_EXPIRED (too old)'),
  409: ApiErrorSchema.describe('TELEGRAM_NOT_CONFIGURED: the merchant has no Telegram bot'),
};

export function registerWebbotRoutes(app: FastifyInstance, deps: { accounts: AccountsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accounts } = deps;

  r.post(
    '/api/webbot/v1/users/token',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'Sign in from the Mini App with Telegram init data',
        description:
          "The init data is verified with the merchant's bot token as Telegram specifies and must be recent. " +
          'The customer linked to the Telegram user is created on first visit.',
        body: TelegramInitDataRequestSchema,
        response: { 200: SignedInSchema, ...initDataErrors },
      },
    },
    (request) => accounts.telegramToken(clientContext(request), request.body.initData),
  );

  r.post(
    '/api/webbot/v1/users/auth',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Does the Mini App customer still have to share a phone?',
        body: TelegramInitDataRequestSchema,
        response: { 200: TelegramAuthCheckSchema, ...initDataErrors, 403: ApiErrorSchema.describe('USER_FORBIDDEN: the init data is of another Telegram user') },
      },
    },
    (request) => accounts.telegramAuthCheck(request.user, request.body.initData),
  );

  r.post(
    '/api/webbot/v1/users/login',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'Sign in with the phone the customer shared in Telegram',
        description:
          'A phone is bound to a customer only with proof that it is theirs. Here the proof is `contact`, the signed answer of ' +
          "WebApp.requestContact, checked with the merchant's bot token: it must name this Telegram user and the same `phone`. " +
          'Without it the request is refused with 400 TELEGRAM_CONTACT_REQUIRED and nothing is stored; a client that cannot ' +
          'share a contact proves the phone by SMS code instead (PUT /api/users/v1/users/phone, then PUT /api/users/v1/users/phone/verify, with the ' +
          'session of POST /api/webbot/v1/users/token). When another customer of the merchant already has the proven phone, the ' +
          'Telegram account is linked to that customer. Names (from the body, else the contact, else the init data) are cleaned ' +
          'to the profile rule: characters a profile name may not have become spaces, the rest is cut to 60 characters, an empty ' +
          'result is not stored.',
        body: TelegramLoginRequestSchema,
        response: {
          200: SignedInSchema,
          ...initDataErrors,
          400: ApiErrorSchema.describe(
            'TELEGRAM_CONTACT_REQUIRED (no `contact`), TELEGRAM_CONTACT_INVALID (forged, stale, of another Telegram user or ' +
              'another phone), TELEGRAM_INIT_DATA_MISSING, PHONE_INVALID or PHONE_COUNTRY_NOT_ALLOWED',
          ),
          409: ApiErrorSchema.describe('PHONE_TAKEN (another customer took the phone at the same moment) or TELEGRAM_NOT_CONFIGURED'),
        },
      },
    },
    (request) => accounts.telegramLogin(clientContext(request), request.body),
  );

  r.post(
    '/api/webbot/v1/users/logout',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Log out of the Mini App', body: TelegramInitDataRequestSchema, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await accounts.telegramLogout(request.user);
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/api/webbot/v1/users/logout',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Log out of the Mini App, keeping the language for the bot',
        body: TelegramLogoutRequestSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await accounts.telegramLogout(request.user, request.body.language);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/webbot/v1/setting',
    {
      config: { merchant: 'header' },
      schema: { tags, summary: 'Settings of the Mini App (never the bot token)', response: { 200: MiniAppSettingsSchema } },
    },
    (request) => accounts.miniAppSettings(request.merchant),
  );
}
