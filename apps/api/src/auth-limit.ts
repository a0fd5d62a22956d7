import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

/** Failed authentications per client address; see requireApiKey. */
export type AuthFailures = {
  /** Seconds until the address may try again, or 0 when it may now. */
  blockedFor(address: string): Promise<number>;
  record(address: string): Promise<void>;
};

/**
 * At most `perMinute` failed authentications per client address a minute, counted in Redis so that every API
 * replica shares the count. When Redis is down, nothing is blocked (as for the tenants' limit): the key lookup still
 * answers 401 to a wrong key.
 */
export function authFailures(redis: Redis, perMinute: number, keyPrefix: string): AuthFailures | null {
  if (perMinute <= 0) return null;
  const limiter = new RateLimiterRedis({ storeClient: redis, points: perMinute, duration: 60, keyPrefix: `${keyPrefix}:authfail` });
  return {
    async blockedFor(address) {
      try {
        const state = await limiter.get(address);
        return state && state.consumedPoints >= perMinute ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
      } catch {
        return 0;
      }
    },
    async record(address) {
      try {
        await limiter.consume(address);
      } catch (err) {
        // Over the limit already: the next request is blocked; anything else (Redis down) is not the caller's fault.
        if (!(err instanceof RateLimiterRes)) return;
      }
    },
  };
}
