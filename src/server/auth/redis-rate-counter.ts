import { Redis } from 'ioredis';
import { WINDOW_MS, type RateCounter } from './rate-limit';

/**
 * Rate-limit counts in Redis (REDIS_URL): one key per limit and minute, incremented and set to
 * expire in one round trip, so the counts cost the database nothing and expire by themselves.
 */
export class RedisRateCounter implements RateCounter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  }

  async hit(keys: string[], now: Date): Promise<number[]> {
    const window = Math.floor(now.getTime() / WINDOW_MS);
    const batch = this.redis.multi();
    for (const key of keys) {
      const windowKey = `${this.prefix}rate:${key}:${window}`;
      batch.incr(windowKey).pexpire(windowKey, 2 * WINDOW_MS);
    }
    const results = (await batch.exec()) ?? [];
    // Replies come in pairs (INCR, PEXPIRE); the INCR of each pair is the count.
    return keys.map((_, index) => {
      const [error, count] = results[index * 2] ?? [null, 0];
      if (error) throw error;
      return Number(count);
    });
  }

  async sweep() {}

  async close() {
    this.redis.disconnect();
  }
}
