// No accepted job is lost: a worker killed mid-job, Redis emptied under a waiting job, a job run twice, and a job
// that keeps dying all end in exactly one outcome, charged at most once.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { createApp } from "@docsift/api";
import { createExtractionQueue, createRedis } from "@docsift/queue";
import { processExtraction, startJobThreads, sweepOnce } from "@docsift/worker";
import {
  auth,
  createJob,
  createTestEnv,
  freePort,
  makePdf,
  quietLogger,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  upload,
  waitForResult,
  type TestEnv,
} from "./support.ts";
import { waitUntil } from "./wait.ts";

const schema = { name: "s", fields: [{ name: "total", type: "number", description: "Total amount" }] };
const repoRoot = fileURLToPath(new URL("../", import.meta.url));

// This file's shared env never runs a queue worker: tests that need one make an env of their own.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

async function statusOf(on: TestEnv, id: string) {
  return on.db.extraction.findUniqueOrThrow({ where: { id }, select: { status: true, attempts: true } });
}

/** The real CLI worker, in its own process, on this test's queue and blob folder. */
function spawnCliWorker(env: TestEnv, healthPort: number): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "apps/cli/src/main.ts", "worker"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: TEST_DATABASE_URL,
      REDIS_URL: TEST_REDIS_URL,
      DOCSIFT_QUEUE_PREFIX: env.prefix,
      DOCSIFT_DATA_DIR: env.dataDir,
      DOCSIFT_JOB_LOCK_MS: "1000",
      DOCSIFT_WORKER_CONCURRENCY: "1",
      DOCSIFT_WORKER_HEALTH_PORT: String(healthPort),
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
  });
}

describe("a worker killed mid-job", () => {
  it("leaves the job to another worker, which completes it once", async () => {
    const crash = await createTestEnv();
    try {
      // Long enough to read that the kill lands while the job is PROCESSING.
      const pages = Array.from({ length: 400 }, (_, i) => [`Page ${i + 1} of the statement`, "Lorem ipsum dolor sit amet ".repeat(8)]);
      pages[399]!.push("Total: 42.00");
      const fileId = await upload(crash, await makePdf(pages), "application/pdf");
      const id = await createJob(crash, fileId, schema);

      const healthPort = await freePort();
      const child = spawnCliWorker(crash, healthPort);
      // The child marks the job PROCESSING in PostgreSQL, which tells no one (BullMQ's "active" comes before it):
      // polled, against a deadline.
      await waitUntil(async () => (await statusOf(crash, id)).status === "PROCESSING", "the child to take the job", { timeoutMs: 30_000 });
      // While it reads, the worker still answers its health check promptly.
      const health = await fetch(`http://127.0.0.1:${healthPort}/healthz`, { signal: AbortSignal.timeout(1000) });
      expect(health.status).toBe(200);
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));
      expect((await statusOf(crash, id)).status).toBe("PROCESSING");

      crash.startWorker({ lockMs: 1000 });
      const result = await waitForResult(crash, id, 45_000);
      expect(result.status).toBe("COMPLETED");
      expect((result.extracted_data.fields.total as { value: unknown }).value).toBe(42);
      expect((await statusOf(crash, id)).attempts).toBe(2);
      const charges = await crash.db.creditCharge.findMany({ where: { extractionId: id } });
      expect(charges).toEqual([expect.objectContaining({ credits: 400 })]);
    } finally {
      await crash.close();
    }
  });
});

describe("Redis losing a job", () => {
  it("is repaired by the sweep, which enqueues PENDING jobs that have no queue entry", async () => {
    const lost = await createTestEnv();
    try {
      const fileId = await upload(lost, Buffer.from("Total: 17.50"), "text/plain");
      const id = await createJob(lost, fileId, schema);
      expect(await lost.queue.getJob(id)).toBeDefined();
      await lost.queue.obliterate({ force: true }); // what a Redis restart without persistence does to our keys
      expect(await lost.queue.getJob(id)).toBeUndefined();

      lost.startWorker({ sweepIntervalMs: 200, sweepGraceMs: 0 });
      const result = await waitForResult(lost, id, 20_000);
      expect(result.status).toBe("COMPLETED");
      expect((result.extracted_data.fields.total as { value: unknown }).value).toBe(17.5);
    } finally {
      await lost.close();
    }
  });

  it("accepts a job while Redis is down, and the sweep enqueues it once Redis is back", async () => {
    const deadRedis = createRedis("redis://127.0.0.1:1", "producer");
    deadRedis.on("error", () => undefined);
    const app = createApp({
      db: env.db,
      redis: deadRedis,
      queue: createExtractionQueue(deadRedis, env.prefix),
      blobs: env.blobs,
      logger: quietLogger,
      settings: {
        maxFileBytes: 1024 * 1024,
        allowPrivateUrls: false,
        urlTimeoutMs: 1000,
        rateLimitPerMinute: 0,
        jobAttempts: 3,
        redisPrefix: env.prefix,
      },
    });
    const fileId = await upload(env, Buffer.from("Total: 23.00"), "text/plain");
    const res = await request(app).post("/v1/extract").set(auth(env.key)).send({ file_id: fileId, document_schema: schema });
    expect(res.status).toBe(201);
    const id = res.body.extraction_id as string;
    expect(await env.queue.getJob(id)).toBeUndefined();
    deadRedis.disconnect();

    const report = await sweepOnce({ db: env.db, queue: env.queue, logger: quietLogger, settings: { graceMs: 0, maxAttempts: 3 } });
    expect(report.enqueued).toBeGreaterThanOrEqual(1);
    expect(await env.queue.getJob(id)).toBeDefined();
  });

  it("leaves jobs alone while they are waiting in the queue", async () => {
    const fileId = await upload(env, Buffer.from("Total: 1"), "text/plain");
    const id = await createJob(env, fileId, schema);
    const report = await sweepOnce({ db: env.db, queue: env.queue, logger: quietLogger, settings: { graceMs: 0, maxAttempts: 3 } });
    expect(report.enqueued).toBe(0);
    expect((await statusOf(env, id)).status).toBe("PENDING");
  });
});

describe("bounded retries and charging once", () => {
  it("fails a job that keeps dying once its attempts are spent", async () => {
    const fileId = await upload(env, Buffer.from("Total: 3"), "text/plain");
    const id = await createJob(env, fileId, schema);
    await env.queue.obliterate({ force: true });
    // Three workers took it and died: the row says PROCESSING with three attempts and nothing is queued.
    await env.db.extraction.update({ where: { id }, data: { status: "PROCESSING", attempts: 3 } });
    const report = await sweepOnce({ db: env.db, queue: env.queue, logger: quietLogger, settings: { graceMs: 0, maxAttempts: 3 } });
    expect(report.failed).toBeGreaterThanOrEqual(1);
    const row = await env.db.extraction.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("FAILED");
    expect(row.errorCode).toBe("too_many_attempts");
    expect(await env.db.creditCharge.count({ where: { extractionId: id } })).toBe(0);
  });

  it("charges a job delivered twice once", async () => {
    const idle = await createTestEnv(); // no queue worker, so only the two deliveries below run the job
    try {
      const fileId = await upload(idle, Buffer.from("Total: 8"), "text/plain");
      const id = await createJob(idle, fileId, schema);
      const jobs = startJobThreads({ threads: 2, databaseUrl: TEST_DATABASE_URL });
      const deps = { db: idle.db, blobs: idle.blobs, jobs, logger: quietLogger, settings: { maxAttempts: 3 } };
      try {
        const attempts = await Promise.all([processExtraction(deps, id, false), processExtraction(deps, id, false)]);
        expect(attempts.map((a) => a.outcome).sort()).toEqual(["completed", "skipped"]);
        expect(await processExtraction(deps, id, false)).toEqual({ outcome: "skipped", webhook: false });
      } finally {
        await jobs.close();
      }
      expect(await idle.db.creditCharge.count({ where: { extractionId: id } })).toBe(1);
      const row = await idle.db.extraction.findUniqueOrThrow({ where: { id } });
      expect(row.status).toBe("COMPLETED");
      expect(row.creditsUsed).toBe(1);
    } finally {
      await idle.close();
    }
  });
});
