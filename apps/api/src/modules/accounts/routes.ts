// HTTP routes of customer accounts: SMS-code sign-in, the profile, phone change, erasure and logout.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePhoneRequestSchema,
  CodeSentSchema,
  ConfirmCodeRequestSchema,
  PhoneChangedSchema,
  SendCodeRequestSchema,
  SignedInSchema,
  UpdateUserRequestSchema,
  UserSchema,
  VerifyPhoneRequestSchema,
} from '@dastarkhan/domain/contracts/account';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { rawText } from '@dastarkhan/domain/contracts/text';
import { requestLanguage } from '../../plugins/errors.ts';
import type { ClientContext } from './account-context.ts';
import type { AccountsService } from './service.ts';

const tags = ['accounts'];
const NoContent = z.null().describe('Done, no body');

/** Errors of every route that sends a code. */
const sendErrors = {
  400: ApiErrorSchema.describe('PHONE_INVALID / PHONE_COUNTRY_NOT_ALLOWED (details.field = "phone") or a malformed body'),
  429: ApiErrorSchema.describe('OTP_TOO_MANY_REQUESTS: details.retryAfter and the Retry-After header give the seconds to wait'),
  502: ApiErrorSchema.describe('SMS_SEND_FAILED: the gateway did not take the message; asking again at once is allowed'),
  503: ApiErrorSchema.describe('SMS_NOT_CONFIGURED: the merchant has no SMS gateway'),
};

/** Errors of every route that checks a code. */
const checkErrors = {
  400: ApiErrorSchema.describe('OTP_INVALID: wrong, expired, used or dead code (after too many wrong entries)'),
  429: ApiErrorSchema.describe('OTP_TOO_MANY_REQUESTS: too many code entries from this address'),
};

export function clientContext(request: FastifyRequest): ClientContext {
  return { merchant: request.merchant, ip: request.ip, language: requestLanguage(request) };
}

export function registerAccountRoutes(app: FastifyInstance, deps: { accounts: AccountsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accounts } = deps;

  r.post(
    '/api/users/v1/auth/login',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'Send a sign-in code by SMS',
        description:
          'The phone may be written in any usual notation; only numbers of the countries the merchant allows are accepted. ' +
          'Earlier codes of the phone stop working. Limited per phone (one per `resendAfter` seconds, a few per hour) and per client address.',
        body: SendCodeRequestSchema,
        response: { 200: CodeSentSchema, ...sendErrors },
      },
    },
    (request) => accounts.sendLoginCode(clientContext(request), request.body.phone),
  );

  r.post(
    '/api/users/v1/auth/confirm',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'Sign in with the SMS code; the customer is created on first sign-in',
        body: ConfirmCodeRequestSchema,
        response: { 200: SignedInSchema, ...checkErrors },
      },
    },
    (request) => accounts.confirmLoginCode(clientContext(request), request.body.phone, request.body.code),
  );

  r.get(
    '/api/users/v1/users/me',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'The signed-in customer', response: { 200: UserSchema } },
    },
    (request) => accounts.getProfile(request.user),
  );

  r.put(
    '/api/users/v1/users/phone',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Start a phone change: a code goes to the new number',
        body: ChangePhoneRequestSchema,
        response: {
          200: CodeSentSchema,
          ...sendErrors,
          400: ApiErrorSchema.describe('PHONE_INVALID / PHONE_COUNTRY_NOT_ALLOWED / PHONE_SAME (details.field = "phone")'),
          409: ApiErrorSchema.describe('PHONE_TAKEN: another customer of this merchant has the number'),
        },
      },
    },
    (request) => accounts.requestPhoneChange(clientContext(request), request.user, request.body.phone),
  );

  r.put(
    '/api/users/v1/users/phone/verify',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Finish a phone change with the code sent to the new number',
        body: VerifyPhoneRequestSchema,
        response: { 200: PhoneChangedSchema, ...checkErrors, 409: ApiErrorSchema.describe('PHONE_TAKEN') },
      },
    },
    (request) => accounts.verifyPhoneChange(clientContext(request), request.user, request.body.phone, request.body.code),
  );

  r.put(
    '/api/users/v1/users/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Update the signed-in customer's profile",
        description: 'Absent fields stay unchanged; null clears a field. Another customer\'s id is 403.',
        params: z.object({ id: rawText().describe('Id of the signed-in customer') }),
        body: UpdateUserRequestSchema,
        response: { 200: UserSchema, 400: ApiErrorSchema, 403: ApiErrorSchema.describe('USER_FORBIDDEN') },
      },
    },
    (request) => accounts.updateProfile(request.user, request.params.id, request.body),
  );

  r.delete(
    '/api/users/v1/users',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Delete the account (irreversible)',
        description:
          'Personal data is erased, every session ends, addresses, favourites, basket and cards are deleted; ' +
          'orders stay for the merchant without the personal details. Signing in again with the phone creates a new account.',
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(request.user);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/users/v1/users/logout',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'End this session (the token used stops working)', response: { 204: NoContent } },
    },
    async (request, reply) => {
      await accounts.logout(request.user);
      return reply.code(204).send(null);
    },
  );
}
