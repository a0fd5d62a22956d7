import type { RequestHandler } from "express";
import { ApiError } from "@docsift/contract";
import { authenticate, type Db } from "@docsift/db";

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

/** Bearer API keys; every failure is the same 401 so that a caller learns nothing about which keys exist. */
export function requireApiKey(db: Db): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get("authorization");
    const match = header?.match(/^Bearer[ ]+(\S+)\s*$/i);
    if (!match?.[1]) {
      next(new ApiError("unauthorized", "send an API key as 'Authorization: Bearer <key>'", { headers: CHALLENGE }));
      return;
    }
    const found = await authenticate(db, match[1]);
    if (!found) {
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
