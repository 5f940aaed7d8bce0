// One-at-a-time send slots for a rate-limited upstream (Nominatim: 1 request per second), shared through Redis
// by every instance when there is one, in process otherwise. Callers wait for their slot instead of failing.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';

/** The wait for a slot would exceed its bound: the upstream is saturated. */
export class SlotBusyError extends Error {
  constructor(readonly maxWaitMs: number) {
    super(`no upstream slot within ${maxWaitMs} ms`);
    this.name = 'SlotBusyError';
  }
}

export interface UpstreamSlot {
  /** Resolves when the caller may send one request; throws SlotBusyError when that would take longer than the bound. */
  take(): Promise<void>;
}

export interface UpstreamSlotOptions {
  /** Least time between two granted slots; 0 grants every call at once. */
  intervalMs: number;
  /** Longest a caller waits for its slot. */
  maxWaitMs: number;
}

/** Slots for this process only: a queue in time, each caller booked `intervalMs` after the previous one. */
export function createMemorySlot(options: UpstreamSlotOptions): UpstreamSlot {
  let nextAt = 0;
  return {
    async take() {
      if (options.intervalMs <= 0) return;
      const now = Date.now();
      const at = Math.max(now, nextAt);
      if (at - now > options.maxWaitMs) throw new SlotBusyError(options.maxWaitMs);
      nextAt = at + options.intervalMs;
      if (at > now) await sleep(at - now);
    },
  };
}

export interface RedisSlotOptions extends UpstreamSlotOptions {
  redis: Redis;
  /** The shared key; every instance talking to the same upstream must use the same one. */
  key: string;
  /** Used while Redis does not answer, so geocoding keeps working (limited per instance). */
  fallback: UpstreamSlot;
  onRedisError?: (error: unknown) => void;
}

// A Redis command slower than this counts as Redis being away: the customer should not wait on it.
const REDIS_COMMAND_TIMEOUT_MS = 500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    sleep(ms, undefined, { ref: false }).then(() => {
      throw new Error(`Redis did not answer within ${ms} ms`);
    }),
  ]);
}

/**
 * Slots shared by every instance: whoever sets the key (SET NX PX interval) may send; the others wait for the
 * key to expire and try again. The callers of one instance queue locally first, so that only one of them at
 * a time polls Redis.
 */
export function createRedisSlot(options: RedisSlotOptions): UpstreamSlot {
  const { redis, key, intervalMs, maxWaitMs, fallback } = options;
  let queue: Promise<unknown> = Promise.resolve();

  async function acquire(deadline: number): Promise<void> {
    // The callers queued ahead of this one may already have used up its wait.
    if (Date.now() > deadline) throw new SlotBusyError(maxWaitMs);
    for (;;) {
      let waitMs: number;
      try {
        const granted = await withTimeout(redis.set(key, '1', 'PX', intervalMs, 'NX'), REDIS_COMMAND_TIMEOUT_MS);
        if (granted === 'OK') return;
        const ttl = await withTimeout(redis.pttl(key), REDIS_COMMAND_TIMEOUT_MS);
        // -2: expired in between; -1 cannot happen with PX but must not mean "wait forever".
        waitMs = ttl > 0 ? ttl : 1;
      } catch (error) {
        options.onRedisError?.(error);
        return fallback.take();
      }
      if (Date.now() + waitMs > deadline) throw new SlotBusyError(maxWaitMs);
      // A little jitter so that instances woken by the same expiry do not collide every time.
      await sleep(waitMs + Math.floor(Math.random() * 10));
    }
  }

  return {
    take() {
      if (intervalMs <= 0) return Promise.resolve();
      const deadline = Date.now() + maxWaitMs;
      const turn = queue.then(() => acquire(deadline));
      // The next local caller goes after this one, whether it got its slot or gave up.
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}

/** Redis slots when the app has Redis (the limit then holds across instances), memory slots otherwise. */
export function createUpstreamSlot(
  options: UpstreamSlotOptions & { redis: Redis | null; key: string; onRedisError?: (error: unknown) => void },
): UpstreamSlot {
  const memory = createMemorySlot(options);
  if (!options.redis) return memory;
  return createRedisSlot({ ...options, redis: options.redis, fallback: memory });
}
