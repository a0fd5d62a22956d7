import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { ApiError } from "@docsift/contract";
import { authenticate, type Db } from "@docsift/db";
import { clientKey, type AuthFailures } from "./auth-limit.ts";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by requireApiKey: the tenant whose key authenticated the request. */
      tenantId?: string;
    }
  }
}

const CHALLENGE = { "WWW-Authenticate": 'Bearer realm="docsift"' };

/**
 * Bearer API keys; every failure is the same 401 so that a caller learns nothing about which keys exist.
 *
 * With `failures`, a client address (IPv6: its /64) that failed too often in the last minute gets 429 until the
 * minute is over for every request without a valid key, before the database is asked: keys cannot be guessed at
 * the speed of the connection, and a blocked guesser costs one Redis read a request. A key that authenticated in
 * the last 30 days (from anywhere) is still looked up and works from a blocked address, so that a guesser behind
 * the same NAT or proxy does not lock out the customers there; a key never used yet waits for the minute to end.
 * Neither the failures nor the blocked requests reach the tenant's own limit.
 */
export function requireApiKey(db: Db, failures: AuthFailures | null = null, cacheMs = 0): RequestHandler {
  const keys = keyCache(cacheMs);
  return async (req, _res, next) => {
    const header = req.get("authorization");
    const key = header?.match(/^Bearer[ ]+(\S+)\s*$/i)?.[1];
    // A key that authenticated moments ago is known: it works from a blocked address too, so nothing is asked.
    const recent = key ? keys?.get(key) : undefined;
    if (recent) {
      req.tenantId = recent.tenantId;
      next();
      return;
    }
    const client = clientKey(req.ip ?? req.socket.remoteAddress);
    const blocked = failures ? await failures.blockedFor(client) : 0;
    const known = blocked > 0 && !!key && !!(await failures?.isKnownKey(key));
    if (blocked > 0 && !known) {
      next(
        new ApiError("rate_limited", `too many failed authentications from this address; retry in ${blocked} s`, {
          headers: { "Retry-After": String(blocked) },
        }),
      );
      return;
    }
    if (!key) {
      await failures?.record(client);
      next(new ApiError("unauthorized", "send an API key as 'Authorization: Bearer <key>'", { headers: CHALLENGE }));
      return;
    }
    const found = await authenticate(db, key);
    if (!found) {
      // A key revoked since it was marked: the next try from a blocked address no longer reaches the database.
      if (known) failures?.forgetKey(key);
      await failures?.record(client);
      next(
        new ApiError("unauthorized", "the API key is unknown or revoked", {
          headers: { "WWW-Authenticate": 'Bearer realm="docsift", error="invalid_token"' },
        }),
      );
      return;
    }
    await failures?.rememberKey(key);
    keys?.set(key, found);
    req.tenantId = found.tenantId;
    next();
  };
}

type Authenticated = { tenantId: string; keyId: string };

/**
 * Keys that authenticated in the last `cacheMs` are neither looked up again nor checked against the failed
 * authentications of their address: a client polling a job would otherwise cost a database query and a Redis
 * transaction a request, the most frequent work the API does. The price is that revoking a key takes up to
 * `cacheMs` to reach every API process (0: no cache, revocation at once). Only valid keys are kept, by their hash
 * (a heap dump holds no key), at most 10,000 of them: a guesser's keys are never cached and fill nothing.
 */
function keyCache(cacheMs: number) {
  if (cacheMs <= 0) return null;
  const cache = new LRUCache<string, Authenticated>({ max: 10_000, ttl: cacheMs });
  const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");
  return {
    get: (key: string) => cache.get(hashOf(key)),
    set: (key: string, found: Authenticated) => cache.set(hashOf(key), found),
  };
}

export function tenantOf(req: { tenantId?: string }): string {
  if (!req.tenantId) throw new Error("route mounted without requireApiKey");
  return req.tenantId;
}
