// The auth plugin on a small app: who is let through, with which error, and in which order.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { unauthorized } from '../errors.ts';
import { bearerToken, registerAuth } from './auth.ts';
import { registerErrorHandling } from './errors.ts';
import { registerMerchantContext } from './merchant-context.ts';

const MERCHANT_A = '00000000-0000-4000-8000-00000000000a';
const MERCHANT_B = '00000000-0000-4000-8000-00000000000b';
const TOKEN = 'A'.repeat(43);

describe('auth plugin', () => {
  let app: FastifyInstance;
  const calls: Array<{ merchantId: string; token: string }> = [];

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerMerchantContext(app, {
      loadMerchant: async (id) => ([MERCHANT_A, MERCHANT_B].includes(id) ? ({ id, isActive: true } as Merchant) : null),
    });
    registerAuth(app, {
      async authenticate(merchantId, token) {
        calls.push({ merchantId, token });
        // The one valid session belongs to merchant A.
        if (token !== TOKEN || merchantId !== MERCHANT_A) throw unauthorized('SESSION_EXPIRED');
        return { id: 'user-1', merchantId, tokenId: 'token-1', kind: 'WEB' };
      },
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/private', { config: { auth: 'required' }, schema: { body: z.object({ name: z.string().min(3) }) } }, (request) => ({
      user: request.user.id,
      merchant: request.merchant.id,
      name: request.body.name,
    }));
    r.get('/public', { config: { merchant: 'header' } }, () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const privateCall = (headers: Record<string, string>, payload: object = { name: 'Aziz' }) =>
    app.inject({ method: 'POST', url: '/private', headers, payload });

  it('lets a valid bearer token of the merchant through and gives the handler the user', async () => {
    const res = await privateCall({ merchant: MERCHANT_A, authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: 'user-1', merchant: MERCHANT_A, name: 'Aziz' });
    expect(calls.at(-1)).toEqual({ merchantId: MERCHANT_A, token: TOKEN });
  });

  it('refuses the same token with another merchant', async () => {
    const res = await privateCall({ merchant: MERCHANT_B, authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('answers 401 AUTH_REQUIRED before looking at the body when there is no bearer token', async () => {
    const count = calls.length;
    const res = await privateCall({ merchant: MERCHANT_A }, { name: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTH_REQUIRED');
    expect(calls.length).toBe(count);
  });

  it('implies the merchant header on routes that only ask for auth', async () => {
    const res = await privateCall({ authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MERCHANT_HEADER_REQUIRED');
  });

  it('leaves routes without auth alone', async () => {
    const res = await app.inject({ url: '/public', headers: { merchant: MERCHANT_A } });
    expect(res.statusCode).toBe(200);
  });

  it('reads the token of "Bearer", in any case, and nothing else', () => {
    const request = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } }) as never;
    expect(bearerToken(request(`Bearer ${TOKEN}`))).toBe(TOKEN);
    expect(bearerToken(request(`bearer   ${TOKEN} `))).toBe(TOKEN);
    expect(bearerToken(request(`Basic ${TOKEN}`))).toBeUndefined();
    expect(bearerToken(request('Bearer'))).toBeUndefined();
    expect(bearerToken(request(`Bearer ${TOKEN} extra`))).toBeUndefined();
    expect(bearerToken(request())).toBeUndefined();
  });

  it('must be installed after the merchant context', () => {
    const bare = Fastify();
    expect(() => registerAuth(bare, { authenticate: async () => ({ id: '', merchantId: '', tokenId: '', kind: 'WEB' }) })).toThrow(/merchant context/);
    void bare.close();
  });
});
