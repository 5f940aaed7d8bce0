import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { notFound, tooManyRequests } from '../errors.ts';
import { registerErrorHandling } from './errors.ts';

describe('the error handler', () => {
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/boom', () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
    r.get('/missing', () => {
      throw notFound('PRODUCT_NOT_FOUND', { productId: 'p1' });
    });
    r.post(
      '/items',
      { schema: { body: z.object({ name: z.string().min(2), count: z.number().int().positive() }) } },
      (request) => ({ ok: request.body.name }),
    );
    r.post(
      '/orders',
      { schema: { body: z.object({ items: z.array(z.object({ name: z.string(), qty: z.number().int() })).min(1) }) } },
      (request) => ({ count: request.body.items.length }),
    );
    r.get('/search', { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } }, (request) => ({
      page: request.query.page,
    }));
    r.get('/slow-down', () => {
      throw tooManyRequests('OTP_TOO_MANY_REQUESTS', 42.3);
    });
    r.get('/throws-string', () => {
      throw 'secret-plain-string';
    });
    r.get('/bad-response', { schema: { response: { 200: z.object({ id: z.uuid() }) } } }, () => ({ id: 'not-a-uuid' }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers an unexpected failure with 500 INTERNAL_ERROR and no internals, and logs the real error', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('INTERNAL_ERROR');
    expect(body.error.description.ru).toBe('Произошла ошибка, попробуйте позже');
    expect(res.body).not.toContain('hunter2');
    expect(logged.join('\n')).toContain('hunter2');
  });

  it('answers an AppError with its status, code, three-language description and details', async () => {
    const res = await app.inject({ url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'PRODUCT_NOT_FOUND',
        description: { uz: 'Mahsulot topilmadi', ru: 'Продукт не найден', eng: 'Product not found' },
        message: 'Mahsulot topilmadi',
        details: { productId: 'p1' },
      },
    });
  });

  it('answers a body that fails its schema with 400 VALIDATION_ERROR naming each field', async () => {
    const res = await app.inject({ url: '/items', method: 'POST', payload: { name: 'x', count: -1 } });
    expect(res.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toMatchObject({ in: 'body' });
    expect((error.details?.fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['count', 'name']);
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const res = await app.inject({ url: '/items', method: 'POST', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported body type with 415', async () => {
    const res = await app.inject({ url: '/items', method: 'POST', headers: { 'content-type': 'application/x-thing' }, payload: 'x' });
    expect(res.statusCode).toBe(415);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('never sends a response that breaks its own schema: 500 instead', async () => {
    const res = await app.inject({ url: '/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toContain('not-a-uuid');
  });

  it('names nested failing fields by their dotted path, and the part of the request they are in', async () => {
    const res = await app.inject({ url: '/orders', method: 'POST', payload: { items: [{ name: 'plov', qty: 1 }, { name: 7, qty: 1.5 }] } });
    expect(res.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    const fields = error.details?.fields as { field: string; message: string }[];
    expect(fields.map((f) => f.field).sort()).toEqual(['items.1.name', 'items.1.qty']);
    expect(fields.every((f) => f.message.length > 0)).toBe(true);

    const query = await app.inject({ url: '/search?page=0' });
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { in: 'querystring', fields: [{ field: 'page' }] } });
    expect((await app.inject({ url: '/search?page=2' })).json()).toEqual({ page: 2 });
  });

  it('logs a response that breaks its schema, with the route', async () => {
    logged.length = 0;
    await app.inject({ url: '/bad-response' });
    const line = logged.find((entry) => entry.includes('request failed'));
    expect(line).toContain('/bad-response');
  });

  it('answers a thrown non-error with 500 INTERNAL_ERROR too', async () => {
    const res = await app.inject({ url: '/throws-string' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toContain('secret-plain-string');
  });

  it('adds the description in the language the client asked for', async () => {
    const asked = async (headers: Record<string, string>) =>
      ApiErrorSchema.parse((await app.inject({ method: 'GET', url: '/missing', headers })).json()).error.message;
    expect(await asked({ language: 'ru' })).toBe('Продукт не найден');
    expect(await asked({ 'accept-language': 'en-US,en;q=0.9' })).toBe('Product not found');
    expect(await asked({ 'accept-language': 'de-DE, ru;q=0.5' })).toBe('Продукт не найден');
    // No preference: Uzbek, the storefront's default language.
    expect(await asked({})).toBe('Mahsulot topilmadi');
  });

  it('tells a client that is over a limit how long to wait, in the header and the body', async () => {
    const response = await app.inject({ method: 'GET', url: '/slow-down' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('43');
    expect(ApiErrorSchema.parse(response.json()).error).toMatchObject({ code: 'OTP_TOO_MANY_REQUESTS', details: { retryAfter: 42.3 } });
  });
});
