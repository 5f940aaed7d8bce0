// Redis for the cross-instance tests: TEST_REDIS_URL (CI sets it), else the local default.
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** true when the test Redis answers a PING within a second; never throws. */
export async function testRedisReachable(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
