import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import ipaddr from "ipaddr.js";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { isWellFormedApiKey } from "@docsift/db";

/** Failed authentications per client address, and the keys known to be valid; see requireApiKey. */
export type AuthFailures = {
  /** Seconds until the client may fail again, or 0 when it is not blocked. */
  blockedFor(client: string): Promise<number>;
  record(client: string): Promise<void>;
  /** Whether the key authenticated within the last KNOWN_KEY_DAYS (on any replica): looked up even when blocked. */
  isKnownKey(key: string): Promise<boolean>;
  /** Remembers a key that authenticated (a Redis write at most once an hour per key and replica). */
  rememberKey(key: string): Promise<void>;
  /** Forgets a remembered key that no longer authenticates (revoked). */
  forgetKey(key: string): void;
};

/** How long a key that authenticated is remembered as one: a key unused for longer is refused while blocked. */
const KNOWN_KEY_DAYS = 30;
/** A replica refreshes a key's mark at most this often. */
const REMEMBER_EVERY_MS = 60 * 60 * 1000;

/**
 * At most `perMinute` failed authentications per client a minute (window from the first failure), counted in Redis
 * so that every API replica shares the count. Keys that authenticated are marked in Redis (under a hash of their
 * own, not the database's), so that a blocked client's valid key is still looked up while its guesses cost one
 * Redis read and no database query. When Redis is down, nothing is blocked (as for the tenants' limit): the key
 * lookup still answers 401 to a wrong key.
 */
export function authFailures(redis: Redis, perMinute: number, keyPrefix: string): AuthFailures | null {
  if (perMinute <= 0) return null;
  const limiter = new RateLimiterRedis({ storeClient: redis, points: perMinute, duration: 60, keyPrefix: `${keyPrefix}:authfail` });
  const markOf = (key: string) => `${keyPrefix}:authok:${createHash("sha256").update(`docsift-known-key:${key}`).digest("hex")}`;
  /** Marks this replica set lately, by when to refresh them: valid keys only, so bounded by the keys that exist. */
  const refreshAt = new Map<string, number>();
  return {
    async blockedFor(client) {
      try {
        const state = await limiter.get(client);
        return state && state.consumedPoints >= perMinute ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
      } catch {
        return 0;
      }
    },
    async record(client) {
      try {
        await limiter.consume(client);
      } catch (err) {
        // Over the limit already: the next request is blocked; anything else (Redis down) is not the caller's fault.
        if (!(err instanceof RateLimiterRes)) return;
      }
    },
    async isKnownKey(key) {
      if (!isWellFormedApiKey(key)) return false;
      try {
        return (await redis.exists(markOf(key))) === 1;
      } catch {
        // Redis down: blockedFor blocks nothing then, so this is not reached in practice.
        return false;
      }
    },
    async rememberKey(key) {
      const mark = markOf(key);
      const now = Date.now();
      if ((refreshAt.get(mark) ?? 0) > now) return;
      refreshAt.set(mark, now + REMEMBER_EVERY_MS);
      try {
        await redis.set(mark, "1", "EX", KNOWN_KEY_DAYS * 24 * 3600);
      } catch {
        refreshAt.delete(mark);
      }
    },
    forgetKey(key) {
      const mark = markOf(key);
      refreshAt.delete(mark);
      redis.del(mark).catch(() => undefined);
    },
  };
}

/**
 * What the failed-authentication limit counts: the client's address, an IPv4-mapped IPv6 address as IPv4, and an
 * IPv6 address by its /64 (what one subscriber or host is given, so rotating within it does not reset the count).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return "unknown";
  const plain = address.replace(/%.*$/, "");
  if (!ipaddr.isValid(plain)) return plain;
  const parsed = ipaddr.parse(plain);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
