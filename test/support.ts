// What integration tests share: real clients for this machine's PostgreSQL and Redis, a queue prefix and tenant
// of their own per test file (so files run in any order and in parallel), and small document factories.
import { randomBytes } from "node:crypto";
import net from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Express } from "express";
import type { Redis } from "ioredis";
import pino from "pino";
import request from "supertest";
import { createApp, type AppDeps } from "@docsift/api";
import type { ExtractionResult } from "@docsift/contract";
import { createApiKey, createDb, type Db } from "@docsift/db";
import { createExtractionQueue, createRedis, createWebhookQueue, type ExtractionQueue } from "@docsift/queue";
import { makePdf as makeTextPdf, textLines } from "@docsift/reader/testing";
import { createLocalBlobStore, type BlobStore } from "@docsift/storage";
import { startWorker, type RunningWorker, type WorkerDeps } from "@docsift/worker";
import { TEST_DATABASE_URL, TEST_REDIS_URL } from "./env.ts";
import { waitUntil } from "./wait.ts";

export { TEST_DATABASE_URL, TEST_REDIS_URL };

export type TestEnv = {
  db: Db;
  redis: Redis;
  queue: ExtractionQueue;
  blobs: BlobStore;
  prefix: string;
  /** The local blob folder (unused when a blob store was passed in). */
  dataDir: string;
  app: Express;
  key: string;
  tenantId: string;
  newTenant(): Promise<{ key: string; tenantId: string }>;
  /** A worker on this environment's queue, closed by close(); with `webhooks`, it delivers them (fast retries). */
  startWorker(settings?: Partial<WorkerDeps["settings"]>, opts?: { webhooks?: { allowPrivate: boolean } }): RunningWorker;
  close(): Promise<void>;
};

export const quietLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });

export async function createTestEnv(opts: { blobs?: BlobStore; settings?: Partial<AppDeps["settings"]> } = {}): Promise<TestEnv> {
  const prefix = `test-${randomBytes(6).toString("hex")}`;
  const db = createDb(TEST_DATABASE_URL, { poolSize: 5 });
  const redis = createRedis(TEST_REDIS_URL, "producer");
  const queue = createExtractionQueue(redis, prefix);
  const dataDir = await mkdtemp(join(tmpdir(), "docsift-blobs-"));
  const blobs = opts.blobs ?? createLocalBlobStore({ dir: dataDir });
  const settings: AppDeps["settings"] = {
    maxFileBytes: 5 * 1024 * 1024,
    allowPrivateUrls: false,
    urlTimeoutMs: 5000,
    rateLimitPerMinute: 0,
    jobAttempts: 3,
    redisPrefix: prefix,
    ...opts.settings,
  };
  const app = createApp({ db, redis, queue, blobs, logger: quietLogger, settings });
  const newTenant = async () => {
    const created = await createApiKey(db, `tenant-${randomBytes(6).toString("hex")}`);
    return { key: created.key, tenantId: created.tenantId };
  };
  const { key, tenantId } = await newTenant();
  const workers: { running: RunningWorker; connection: Redis }[] = [];

  return {
    db,
    redis,
    queue,
    blobs,
    prefix,
    dataDir,
    app,
    key,
    tenantId,
    newTenant,
    startWorker(overrides = {}, opts = {}) {
      const connection = createRedis(TEST_REDIS_URL, "worker");
      const running = startWorker({
        db,
        blobs,
        logger: quietLogger,
        connection,
        queue: createExtractionQueue(connection, prefix),
        settings: {
          prefix,
          databaseUrl: TEST_DATABASE_URL,
          concurrency: 2,
          lockMs: 30_000,
          sweepIntervalMs: 60_000,
          sweepGraceMs: 30_000,
          maxAttempts: 3,
          ...overrides,
        },
        ...(opts.webhooks
          ? {
              webhooks: {
                queue: createWebhookQueue(connection, prefix),
                backoffMs: 50,
                timeoutMs: 2000,
                allowPrivate: opts.webhooks.allowPrivate,
                attempts: 3,
              },
            }
          : {}),
      });
      workers.push({ running, connection });
      return running;
    },
    async close() {
      for (const w of workers) {
        await w.running.close();
        w.connection.disconnect();
      }
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      redis.disconnect();
      await db.$disconnect();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function auth(key: string): { Authorization: string } {
  return { Authorization: `Bearer ${key}` };
}

export async function upload(env: TestEnv, bytes: Buffer, contentType: string, key = env.key): Promise<string> {
  const res = await request(env.app)
    .post("/v1/upload")
    .set(auth(key))
    .send({ content_type: contentType, file_base64: bytes.toString("base64") });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.file_id as string;
}

export async function createJob(env: TestEnv, fileId: string, schema: unknown, key = env.key): Promise<string> {
  const res = await request(env.app).post("/v1/extract").set(auth(key)).send({ file_id: fileId, document_schema: schema });
  if (res.status !== 201) throw new Error(`extract failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.extraction_id as string;
}

/** Polls GET /v1/extract/{id} as a caller would (the API's only word on a job), until it is COMPLETED or FAILED. */
export async function waitForResult(env: TestEnv, id: string, timeoutMs = 30_000, key = env.key): Promise<ExtractionResult> {
  let last = "unknown";
  return waitUntil(
    async () => {
      const res = await request(env.app).get(`/v1/extract/${id}`).set(auth(key));
      if (res.status !== 200) throw new Error(`poll failed: ${res.status} ${JSON.stringify(res.body)}`);
      const body = res.body as ExtractionResult;
      last = body.status;
      return body.status === "COMPLETED" || body.status === "FAILED" ? body : undefined;
    },
    () => `job ${id}, still ${last}`,
    { timeoutMs, everyMs: 100 },
  );
}

/** A text-layer PDF: one array of lines per page, each line drawn at the left margin, 20 pt apart. */
export function makePdf(pages: string[][]): Promise<Buffer> {
  return makeTextPdf(pages.map((lines) => textLines(lines, 11, { x: 50, y: 60, step: 20 })));
}

/** A TCP port free on loopback now, for a process the test starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((r) => server.close(r));
  return port;
}
