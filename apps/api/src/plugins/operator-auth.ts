// Operator authentication: every route under /api/operator/ needs a per-merchant operator key
// (`Authorization: Bearer <key>` or `X-Operator-Key: <key>`); the handler reads `request.operator`.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { tooManyRequests, unauthorized } from '../errors.ts';
import { bearerToken } from './auth.ts';
import type { LimitCharge, LimitRule, RateLimits } from './rate-limit.ts';

/** Name of the OpenAPI security scheme (declared in openapi.ts). */
export const OPERATOR_KEY_SCHEME = 'operatorKey';
export const OPERATOR_KEY_HEADER = 'x-operator-key';
/** Routes under this prefix are guarded without opting in, so a new staff route cannot forget it. */
export const OPERATOR_ROUTE_PREFIX = '/api/operator/';

/** The staff member's key of a request: the merchant comes from the key, never from a header. */
export interface OperatorIdentity {
  keyId: string;
  merchantId: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator key's identity. Only on /api/operator/ routes; throws elsewhere. */
    readonly operator: OperatorIdentity;
  }
}

export interface OperatorAuthOptions {
  /** The live (not revoked) key with this SHA-256 hex hash; null when there is none. */
  findKey(keyHash: string): Promise<OperatorIdentity | null>;
  /** Counts wrong keys per client address; when absent, wrong keys are not limited. */
  limits?: RateLimits;
  /** Wrong keys one client address may present per hour (0: no limit). */
  failuresPerHour?: number;
}

/** How keys are stored: SHA-256 hex, the same as the seed's hashSecret. */
export function hashOperatorKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

const kOperator = Symbol('operator');
type WithOperatorSlot = FastifyRequest & { [kOperator]: OperatorIdentity | null };

function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers[OPERATOR_KEY_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && value.trim() !== '') return value.trim();
  return bearerToken(request);
}

function isOperatorRoute(url: string): boolean {
  return url.startsWith(OPERATOR_ROUTE_PREFIX);
}

/** Installs operator authentication on the root instance; must run before the operator routes are added. */
export function registerOperatorAuth(app: FastifyInstance, options: OperatorAuthOptions): void {
  app.decorateRequest(kOperator, null);
  app.decorateRequest('operator', {
    getter(this: FastifyRequest) {
      const operator = (this as WithOperatorSlot)[kOperator];
      if (!operator) throw new Error(`${this.routeOptions.url ?? this.url} is not an operator route`);
      return operator;
    },
  });

  app.addHook('onRoute', (route) => {
    if (!isOperatorRoute(route.url)) return;
    const schema = route.schema ?? {};
    route.schema = {
      ...schema,
      security: [{ [OPERATOR_KEY_SCHEME]: [] }],
      response: { 401: ApiErrorSchema, 429: ApiErrorSchema, ...(schema.response as Record<string, unknown> | undefined) },
    };
  });

  const failureRule: LimitRule = { name: 'operator-key-failures', points: options.failuresPerHour ?? 0, durationSeconds: 3600 };

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (url === undefined || !isOperatorRoute(url)) return;
    const failures: LimitCharge = { rule: failureRule, key: request.ip };
    // Once an address has guessed too often, every key it sends is refused alike, the right one too:
    // otherwise the answer would still tell a guessing client when it found a key.
    const blocked = options.limits ? await options.limits.check(failures) : ({ ok: true } as const);
    if (!blocked.ok) throw tooManyRequests('OPERATOR_KEY_TOO_MANY_FAILURES', blocked.retryAfterSeconds);
    const key = presentedKey(request);
    const operator = key === undefined ? null : await options.findKey(hashOperatorKey(key));
    if (!operator) {
      await options.limits?.take([failures]);
      // Missing and wrong keys answer alike: nothing tells a caller which keys exist.
      throw unauthorized('OPERATOR_KEY_INVALID');
    }
    (request as WithOperatorSlot)[kOperator] = operator;
  });
}
