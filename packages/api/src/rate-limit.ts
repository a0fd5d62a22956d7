import type { RequestHandler } from "express";
import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "@docsift/contract";
import { tenantOf } from "./auth.ts";

/**
 * Requests per tenant per minute, counted in Redis so that every API replica shares one budget. When Redis is
 * down the limiter lets requests through (the queue will answer 503 where it matters) rather than block all calls.
 */
export function rateLimit(redis: Redis, perMinute: number, keyPrefix: string): RequestHandler {
  if (perMinute <= 0) return (_req, _res, next) => next();
  const limiter = new RateLimiterRedis({ storeClient: redis, points: perMinute, duration: 60, keyPrefix: `${keyPrefix}:rl` });
  return async (req, res, next) => {
    try {
      const r = await limiter.consume(tenantOf(req));
      res.setHeader("RateLimit-Limit", String(perMinute));
      res.setHeader("RateLimit-Remaining", String(r.remainingPoints));
      next();
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        const retry = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        next(
          new ApiError("rate_limited", `at most ${perMinute} requests a minute; retry in ${retry} s`, {
            headers: { "Retry-After": String(retry) },
          }),
        );
        return;
      }
      next();
    }
  };
}
