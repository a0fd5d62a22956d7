import type { RequestHandler } from "express";
import { ApiError } from "@docsift/contract";
import { authenticate, type Db } from "@docsift/db";
import type { AuthFailures } from "./auth-limit.ts";

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
 * Bearer API keys; every failure is the same 401 so that a caller learns nothing about which keys exist. With
 * `failures`, an address that failed too often in the last minute gets 429 for every request until the minute is
 * over, before any key is looked up: keys cannot be guessed at the speed of the connection, and a right guess
 * during the block is refused like the rest. Valid keys' own per-tenant limit is not touched.
 */
export function requireApiKey(db: Db, failures: AuthFailures | null = null): RequestHandler {
  return async (req, _res, next) => {
    const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const blocked = failures ? await failures.blockedFor(address) : 0;
    if (blocked > 0) {
      next(new ApiError("rate_limited", `too many failed authentications from this address; retry in ${blocked} s`, { headers: { "Retry-After": String(blocked) } }));
      return;
    }
    const header = req.get("authorization");
    const match = header?.match(/^Bearer[ ]+(\S+)\s*$/i);
    if (!match?.[1]) {
      await failures?.record(address);
      next(new ApiError("unauthorized", "send an API key as 'Authorization: Bearer <key>'", { headers: CHALLENGE }));
      return;
    }
    const found = await authenticate(db, match[1]);
    if (!found) {
      await failures?.record(address);
      next(new ApiError("unauthorized", "the API key is unknown or revoked", { headers: { "WWW-Authenticate": 'Bearer realm="docsift", error="invalid_token"' } }));
      return;
    }
    req.tenantId = found.tenantId;
    next();
  };
}

export function tenantOf(req: { tenantId?: string }): string {
  if (!req.tenantId) throw new Error("route mounted without requireApiKey");
  return req.tenantId;
}
