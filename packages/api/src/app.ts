// The HTTP application, apart from `listen`, so tests drive it with supertest against real services.
import express from "express";
import type { Redis } from "ioredis";
import pino, { type Logger } from "pino";
import { pinoHttp } from "pino-http";
import { buildOpenApi } from "@docsift/contract";
import type { Db, DeletionDeps } from "@docsift/db";
import { createMetrics, metricsHandler, type Metrics } from "@docsift/metrics";
import { cancelQueued, type ExtractionQueue, type WebhookQueue } from "@docsift/queue";
import { ADMIN_QUEUES_PATH, queueDashboard, requireAdminToken } from "./admin.ts";
import { playgroundRouter } from "./playground.ts";
import type { BlobStore } from "@docsift/storage";
import { requireApiKey } from "./auth.ts";
import { authFailures } from "./auth-limit.ts";
import { jsonBody } from "./body.ts";
import { errorHandler, methodNotAllowed, newRequestId, notFoundRoute } from "./http-errors.ts";
import { rateLimit } from "./rate-limit.ts";
import { extractRouter } from "./routes/extract.ts";
import { extractionsRouter } from "./routes/extractions.ts";
import { filesRouter } from "./routes/files.ts";
import { healthRouter } from "./routes/health.ts";
import { pageImagesRouter } from "./routes/page-images.ts";
import { uploadRouter } from "./routes/upload.ts";
import { usageRouter } from "./routes/usage.ts";

export type AppDeps = {
  db: Db;
  redis: Redis;
  queue: ExtractionQueue;
  /** Shown on the queue dashboard and in metrics beside the extraction queue, when given. */
  webhookQueue?: WebhookQueue;
  blobs: BlobStore;
  /** The API's metrics (a registry of its own is created when absent). */
  metrics?: Metrics;
  logger?: Logger;
  settings: {
    maxFileBytes: number;
    allowPrivateUrls: boolean;
    urlTimeoutMs: number;
    rateLimitPerMinute: number;
    /** Failed authentications a client address may make a minute before it gets 429s (0 or absent: no limit). */
    authFailuresPerMinute?: number;
    /** How long a key that authenticated is trusted without a lookup (0 or absent: every request looks it up). */
    keyCacheMs?: number;
    /** Express's `trust proxy`: which proxies' X-Forwarded-For names the client (absent: none). */
    trustProxy?: string | undefined;
    jobAttempts: number;
    /** Namespaces the rate-limit counters in Redis (the queue prefix). */
    redisPrefix: string;
    /** What counting an uploaded PDF's pages may inflate (the reader's defaults when absent). */
    inflationLimits?: { stream: number; page: number; document: number };
    /** DOCSIFT_MAX_PIXELS and DOCSIFT_PAGE_TIMEOUT_MS, for rendering page images (the reader's defaults when absent). */
    pageLimits?: { maxPixels: number; pageTimeoutMs: number };
    /** DOCSIFT_ADMIN_TOKEN: enables /admin/queues behind it; unset, the dashboard is not served. */
    adminToken?: string | undefined;
  };
};

export function createApp(deps: AppDeps): express.Express {
  const logger = deps.logger ?? pino({ level: "silent" });
  const s = deps.settings;
  const app = express();
  app.disable("x-powered-by");
  // The client address is what the failed-authentication limit counts; behind a proxy it is the one the proxy names.
  app.set("trust proxy", trustProxy(s.trustProxy));
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => {
        const id = newRequestId();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Only method, path and status: bodies and headers carry customer content and keys.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split("?")[0] }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
    }),
  );

  const queues = [deps.queue, ...(deps.webhookQueue ? [deps.webhookQueue] : [])];
  const metrics = deps.metrics ?? createMetrics("api", queues);
  app.use(metrics.httpMiddleware);
  app.use(healthRouter(deps));
  app.get("/metrics", metricsHandler(metrics));
  if (s.adminToken) app.use(ADMIN_QUEUES_PATH, requireAdminToken(s.adminToken), queueDashboard(queues));
  app.use("/playground", playgroundRouter());
  const openapi = buildOpenApi();
  app.get("/v1/openapi.json", (_req, res) => {
    res.json(openapi);
  });

  // base64 makes a file a third larger; the JSON around it is small. An extraction request is a document_schema:
  // 200 fields with long descriptions are well under a megabyte.
  const uploadBodyLimit = Math.ceil(s.maxFileBytes * 1.37) + 64 * 1024;
  const extractBodyLimit = 4 * 1024 * 1024;
  const deletion: DeletionDeps = {
    db: deps.db,
    deleteBlob: (key) => deps.blobs.delete(key),
    cancelJob: (id) => cancelQueued(deps.queue, id),
  };
  const v1 = express.Router();
  v1.use(requireApiKey(deps.db, authFailures(deps.redis, s.authFailuresPerMinute ?? 0, s.redisPrefix), s.keyCacheMs ?? 0));
  v1.use(rateLimit(deps.redis, s.rateLimitPerMinute, s.redisPrefix));
  v1.use("/upload", uploadRouter({ db: deps.db, blobs: deps.blobs, ...s, jsonBodyLimit: uploadBodyLimit }));
  v1.all("/upload", methodNotAllowed(["POST"]));
  v1.use(
    "/extract",
    jsonBody(extractBodyLimit),
    extractRouter({ db: deps.db, queue: deps.queue, jobAttempts: s.jobAttempts, logger, deletion, allowPrivateUrls: s.allowPrivateUrls }),
  );
  v1.all("/extract", methodNotAllowed(["POST"]));
  v1.all("/extract/:id", methodNotAllowed(["GET", "DELETE"]));
  v1.use("/files", filesRouter({ db: deps.db, deletion }));
  v1.all("/files", methodNotAllowed(["GET"]));
  v1.all("/files/:id", methodNotAllowed(["GET", "DELETE"]));
  v1.use("/files", pageImagesRouter({ db: deps.db, blobs: deps.blobs, inflationLimits: s.inflationLimits, pageLimits: s.pageLimits }));
  v1.all("/files/:id/pages/:page", methodNotAllowed(["GET"]));
  v1.use("/extractions", extractionsRouter({ db: deps.db }));
  v1.all("/extractions", methodNotAllowed(["GET"]));
  v1.use("/usage", usageRouter({ db: deps.db }));
  v1.all("/usage", methodNotAllowed(["GET"]));
  app.use("/v1", v1);

  app.use(notFoundRoute);
  app.use(errorHandler(logger));
  return app;
}

/** DOCSIFT_TRUST_PROXY as Express takes it: a hop count, true/false, or addresses and subnets (loopback, 10.0.0.0/8). */
function trustProxy(setting: string | undefined): boolean | number | string {
  if (setting === undefined || setting === "false") return false;
  if (setting === "true") return true;
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}
