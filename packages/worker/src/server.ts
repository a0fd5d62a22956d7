import os from "node:os";
import { readOptions, s3Options, type Config } from "@docsift/config";
import { createDb } from "@docsift/db";
import { createExtractionQueue, createRedis, createWebhookQueue } from "@docsift/queue";
import { createBlobStoreFromConfig } from "@docsift/storage";
import type { Logger } from "pino";
import { createMetrics } from "@docsift/metrics";
import { OLLAMA_DEFAULTS, ollamaReachable, type OllamaSettings } from "@docsift/ollama/client";
import { startHealthServer } from "./health.ts";
import type { EngineSettings } from "./process.ts";
import { startWorker } from "./worker.ts";

/** Creates the clients a worker needs from the configuration and starts consuming jobs and sweeping. */
export async function startWorkerProcess(config: Config, logger: Logger): Promise<{ close(): Promise<void> }> {
  const concurrency = config.DOCSIFT_WORKER_CONCURRENCY || os.availableParallelism();
  const db = createDb(config.DATABASE_URL, { poolSize: concurrency + 2 });
  const connection = createRedis(config.REDIS_URL, "worker");
  connection.on("error", (err) => logger.warn({ err: err.message }, "redis connection error"));
  const queue = createExtractionQueue(connection, config.DOCSIFT_QUEUE_PREFIX);
  const blobs = createBlobStoreFromConfig({ dataDir: config.DOCSIFT_DATA_DIR, s3: s3Options(config) });
  const webhookQueue = createWebhookQueue(connection, config.DOCSIFT_QUEUE_PREFIX);
  const metrics = createMetrics("worker", [queue, webhookQueue]);
  const running = startWorker({
    metrics,
    webhooks: {
      queue: webhookQueue,
      backoffMs: config.DOCSIFT_WEBHOOK_BACKOFF_MS,
      timeoutMs: config.DOCSIFT_WEBHOOK_TIMEOUT_MS,
      allowPrivate: config.DOCSIFT_ALLOW_PRIVATE_URLS,
    },
    db,
    blobs,
    logger,
    connection,
    queue,
    settings: {
      prefix: config.DOCSIFT_QUEUE_PREFIX,
      concurrency,
      ocrWorkers: config.DOCSIFT_OCR_WORKERS,
      databaseUrl: config.DATABASE_URL,
      lockMs: config.DOCSIFT_JOB_LOCK_MS,
      sweepIntervalMs: config.DOCSIFT_SWEEP_INTERVAL_MS,
      sweepGraceMs: config.DOCSIFT_SWEEP_GRACE_MS,
      retentionDays: config.DOCSIFT_RETENTION_DAYS,
      retentionIntervalMs: config.DOCSIFT_RETENTION_INTERVAL_MS,
      maxAttempts: config.DOCSIFT_JOB_ATTEMPTS,
      read: readOptions(config),
      defaultPhoneRegion: config.DOCSIFT_PHONE_REGION,
      decisions: config.DOCSIFT_DECISIONS,
      engines: engineSettings(config),
    },
  });
  const health = config.DOCSIFT_WORKER_HEALTH_PORT
    ? await startHealthServer(config.DOCSIFT_WORKER_HEALTH_PORT, { db, connection, metrics })
    : null;
  return {
    async close() {
      await health?.close();
      await running.close();
      await queue.close();
      await webhookQueue.close();
      connection.disconnect();
      await db.$disconnect();
    },
  };
}

/** The engine settings of a deployment, from its configuration (also used by the CLI's extract and eval). */
export function engineSettings(config: Config): EngineSettings {
  const ollama: OllamaSettings = {
    host: config.OLLAMA_HOST ?? OLLAMA_DEFAULTS.host,
    model: config.OLLAMA_MODEL,
    timeoutMs: config.OLLAMA_TIMEOUT_MS,
    numCtx: config.OLLAMA_NUM_CTX,
    concurrency: config.OLLAMA_CONCURRENCY,
  };
  return {
    engine: config.DOCSIFT_ENGINE,
    ollama,
    ollamaConfigured: config.OLLAMA_HOST !== undefined,
    ollamaFallback: config.DOCSIFT_OLLAMA_FALLBACK,
    ollamaAvailable: cached(30_000, () => ollamaReachable(ollama)),
  };
}

/** `auto` asks whether Ollama can serve before each job; one answer is good for a while. */
function cached(ttlMs: number, check: () => Promise<boolean>): () => Promise<boolean> {
  let last: { at: number; value: Promise<boolean> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > ttlMs) last = { at: Date.now(), value: check() };
    return last.value;
  };
}
