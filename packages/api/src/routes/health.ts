import { Router } from "express";
import type { Redis } from "ioredis";
import type { Db } from "@docsift/db";
import type { BlobStore } from "@docsift/storage";

export type HealthDeps = { db: Db; redis: Redis; blobs: BlobStore };

const within = <T>(ms: number, p: Promise<T>) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

export function healthRouter(deps: HealthDeps): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  // Readiness names each dependency, so an operator sees which one is down; no auth, no secrets.
  router.get("/readyz", async (_req, res) => {
    const checks = {
      database: () => deps.db.$queryRaw`SELECT 1`,
      redis: () => deps.redis.ping(),
      blob_store: () => deps.blobs.ping(),
    };
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await within(3000, check());
          return [name, "ok"] as const;
        } catch {
          return [name, "unavailable"] as const;
        }
      }),
    );
    const ready = results.every(([, s]) => s === "ok");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", checks: Object.fromEntries(results) });
  });
  return router;
}
