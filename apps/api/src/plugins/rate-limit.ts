// Fixed-window rate limits on rate-limiter-flexible: in Redis when the app has one (limits then hold
// across instances), in process otherwise.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A limit: at most `points` actions per key within `durationSeconds`. */
export interface LimitRule {
  /** Part of the stored key, so that different limits never share a counter. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** One limit applied to one key (a phone, a client address, ...). */
export interface LimitCharge {
  rule: LimitRule;
  key: string;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number; rule: string };

export interface RateLimits {
  /**
   * Takes one point of every charge, all or nothing: when one limit refuses, the points already taken
   * for this call are given back, so a refused request costs nothing against the other limits.
   */
  take(charges: readonly LimitCharge[]): Promise<TakeResult>;
  /** Gives one point back to every charge (the action did not happen after all). */
  giveBack(charges: readonly LimitCharge[]): Promise<void>;
  /** Whether the charge's limit is used up already, without taking a point (for limits counted on failure only). */
  check(charge: LimitCharge): Promise<TakeResult>;
}

export interface RateLimitsOptions {
  redis?: Redis | null;
  /** Prefix of every stored key (default 'rl'). */
  keyPrefix?: string;
}

/** A rule with no points or no duration limits nothing (e.g. OTP_RESEND_SECONDS=0). */
function isActive(rule: LimitRule): boolean {
  return rule.points > 0 && rule.durationSeconds > 0;
}

export function createRateLimits(options: RateLimitsOptions = {}): RateLimits {
  const prefix = options.keyPrefix ?? 'rl';
  const limiters = new Map<string, RateLimiterAbstract>();

  function limiterFor(rule: LimitRule): RateLimiterAbstract {
    const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      const settings = { keyPrefix: `${prefix}:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
      limiter = options.redis
        ? new RateLimiterRedis({
            ...settings,
            storeClient: options.redis,
            // While Redis is unreachable the limits keep holding per instance instead of failing sign-in.
            insuranceLimiter: new RateLimiterMemory(settings),
          })
        : new RateLimiterMemory(settings);
      limiters.set(id, limiter);
    }
    return limiter;
  }

  async function giveBack(charges: readonly LimitCharge[]): Promise<void> {
    await Promise.all(charges.filter((charge) => isActive(charge.rule)).map((charge) => limiterFor(charge.rule).reward(charge.key, 1)));
  }

  return {
    async take(charges) {
      const taken: LimitCharge[] = [];
      for (const charge of charges) {
        if (!isActive(charge.rule)) continue;
        try {
          await limiterFor(charge.rule).consume(charge.key, 1);
          taken.push(charge);
        } catch (rejection) {
          await giveBack(taken);
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          // A refused consume still counted its point: take it back so that hammering a limit
          // does not push the counter (and the wait) further.
          await limiterFor(charge.rule).reward(charge.key, 1);
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), rule: charge.rule.name };
        }
      }
      return { ok: true };
    },
    giveBack,
    async check(charge) {
      if (!isActive(charge.rule)) return { ok: true };
      const state = await limiterFor(charge.rule).get(charge.key);
      if (!state || state.consumedPoints < charge.rule.points) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)), rule: charge.rule.name };
    },
  };
}
