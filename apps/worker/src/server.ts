import { s3Options, type Config } from "@docsift/config";
import { createDb } from "@docsift/db";
import { createExtractionQueue, createRedis } from "@docsift/queue";
import { createBlobStoreFromConfig } from "@docsift/storage";
import type { Logger } from "pino";
import { startHealthServer } from "./health.ts";
import { startWorker } from "./worker.ts";

/** Creates the clients a worker needs from the configuration and starts consuming jobs and sweeping. */
export async function startWorkerProcess(config: Config, logger: Logger): Promise<{ close(): Promise<void> }> {
  const db = createDb(config.DATABASE_URL, { poolSize: config.DOCSIFT_WORKER_CONCURRENCY + 2 });
  const connection = createRedis(config.REDIS_URL, "worker");
  connection.on("error", (err) => logger.warn({ err: err.message }, "redis connection error"));
  const queue = createExtractionQueue(connection, config.DOCSIFT_QUEUE_PREFIX);
  const blobs = createBlobStoreFromConfig({ dataDir: config.DOCSIFT_DATA_DIR, s3: s3Options(config) });
  const running = startWorker({
    db,
    blobs,
    logger,
    connection,
    queue,
    settings: {
      prefix: config.DOCSIFT_QUEUE_PREFIX,
      concurrency: config.DOCSIFT_WORKER_CONCURRENCY,
      lockMs: config.DOCSIFT_JOB_LOCK_MS,
      sweepIntervalMs: config.DOCSIFT_SWEEP_INTERVAL_MS,
      sweepGraceMs: config.DOCSIFT_SWEEP_GRACE_MS,
      maxAttempts: config.DOCSIFT_JOB_ATTEMPTS,
      maxPages: config.DOCSIFT_MAX_PAGES,
      defaultPhoneRegion: config.DOCSIFT_PHONE_REGION,
    },
  });
  const health = config.DOCSIFT_WORKER_HEALTH_PORT ? await startHealthServer(config.DOCSIFT_WORKER_HEALTH_PORT, { db, connection }) : null;
  return {
    async close() {
      await health?.close();
      await running.close();
      await queue.close();
      connection.disconnect();
      await db.$disconnect();
    },
  };
}
