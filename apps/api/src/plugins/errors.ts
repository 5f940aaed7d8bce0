// The one error handler of the API: every failure leaves as {"error":{code, description, details}}.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import type { ApiError } from '@dastarkhan/domain/contracts/errors';
import { DEFAULT_LANGUAGE, pickLocalized, type Language } from '@dastarkhan/domain/i18n';
import { appError, isAppError, type AppError, type ErrorCode } from '../errors.ts';

/** One entry of VALIDATION_ERROR's `details.fields`. */
export interface InvalidField {
  /** Dotted path inside the validated part ('' = the part itself). */
  field: string;
  message: string;
}

/** The library reports each zod issue with a JSON-pointer-like path ('/items/0/name'). */
function invalidFieldOf(issue: ZodFastifySchemaValidationError): InvalidField {
  const path = issue.instancePath.replace(/^\//, '');
  return { field: path === '' ? '' : path.split('/').join('.'), message: issue.message ?? 'Invalid value' };
}

const LANGUAGE_TAGS: Record<string, Language> = { en: 'eng', eng: 'eng', uz: 'uz', ru: 'ru', kk: 'kz', kz: 'kz', tr: 'tr', zh: 'zh', ar: 'ar' };

/**
 * The language a client asked for: our `language` header (the storefront sends its interface
 * language), else the first known tag of Accept-Language, else uz (the spec's default).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const explicit = request.headers.language;
  const candidates = [
    ...(typeof explicit === 'string' ? [explicit] : []),
    ...String(request.headers['accept-language'] ?? '')
      .split(',')
      .map((part) => part.split(';')[0] ?? ''),
  ];
  for (const candidate of candidates) {
    const tag = candidate.trim().toLowerCase().split('-')[0] ?? '';
    const language = LANGUAGE_TAGS[tag];
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function body(error: AppError, language: Language): ApiError {
  return {
    error: {
      code: error.code,
      description: error.description,
      message: pickLocalized(error.description, language),
      ...(error.details !== undefined ? { details: error.details } : {}),
    },
  };
}

export function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  const retryAfter = error.details?.retryAfter;
  if (error.httpStatus === 429 && typeof retryAfter === 'number') reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
  return reply.code(error.httpStatus).type('application/json; charset=utf-8').send(body(error, requestLanguage(reply.request)));
}

/** Fastify's own 4xx errors (bad JSON, body too large, ...) keep their status with one of our codes. */
function codeForClientStatus(status: number): ErrorCode {
  switch (status) {
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return 'BAD_REQUEST';
  }
}

/** SQLSTATEs of text PostgreSQL cannot store: NUL in text (22021), a \u0000 escape in jsonb (22P05). */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/** Whether the database refused text of the request; Drizzle keeps the driver's error (pg or PGlite) in `cause`. */
function isUnstorableText(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_STATES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError {
  if (isAppError(error)) return error;

  if (hasZodFastifySchemaValidationErrors(error)) {
    return appError('VALIDATION_ERROR', 400, { in: error.validationContext, fields: error.validation.map(invalidFieldOf) });
  }

  // A handler answered something its response schema does not allow: our bug, never the client's.
  // (The library's guard is an `in` check, which throws on a thrown primitive.)
  const responseMismatch = typeof error === 'object' && error !== null && isResponseSerializationError(error);
  const status = (error as FastifyError).statusCode;
  if (!responseMismatch && typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's messages for these are about the request the client sent, never about our internals.
    return appError(codeForClientStatus(status), status, { reason: error.message });
  }

  // Defence in depth: the request schemas refuse such text (contracts/text.ts), so reaching this means
  // one of them lacks the rule. The client still sent text we cannot store: 400, and a warning to fix it.
  if (isUnstorableText(error)) {
    request.log.warn({ err: error }, 'the database refused text of the request: a request schema lacks the text rule');
    return appError('VALIDATION_ERROR', 400, { fields: [], reason: 'The request holds text the database cannot store (control characters)' });
  }

  request.log.error({ err: error }, 'request failed');
  return appError('INTERNAL_ERROR', 500);
}

/** Installs the error and not-found handlers on the root instance (before any route is added). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const appErr = toAppError(error, request);
    if (appErr.httpStatus >= 500 && isAppError(error)) request.log.error({ err: error }, 'request failed');
    return sendAppError(reply, appErr);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return sendAppError(reply, appError('NOT_FOUND', 404, { method: request.method, path }));
  });
}
