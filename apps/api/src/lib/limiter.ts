// Caps how many CPU-heavy jobs (image encoding) run at once; the rest wait in FIFO order.

export interface Limiter {
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createLimiter(maxConcurrent: number): Limiter {
  if (maxConcurrent < 1) throw new Error('maxConcurrent must be at least 1');
  let active = 0;
  const queue: (() => void)[] = [];

  return {
    async run(job) {
      // A finished job hands its slot straight to the next waiter, so `active` never overshoots.
      if (active >= maxConcurrent) await new Promise<void>((resolve) => queue.push(resolve));
      else active += 1;
      try {
        return await job();
      } finally {
        const next = queue.shift();
        if (next) next();
        else active -= 1;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
