// Operations: Prometheus metrics on the API and on a worker's health port, the queue dashboard behind
// DOCSIFT_ADMIN_TOKEN, and a graceful SIGTERM that answers the request in flight before the process exits.
import { execFile } from "node:child_process";
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@docsift/api";
import { generateApiKey } from "@docsift/db";
import { createMetrics } from "@docsift/metrics";
import { createExtractionQueue, createRedis, createWebhookQueue } from "@docsift/queue";
import { startHealthServer, startWorker } from "@docsift/worker";
import {
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  auth,
  createJob,
  createTestEnv,
  quietLogger,
  upload,
  waitForResult,
  type TestEnv,
} from "./support.ts";
import { printed, waitUntil } from "./wait.ts";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));
const TOKEN = "admin-token-0123456789abcdef";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe("GET /metrics", () => {
  it("serves the API's metrics: requests by route pattern, queue sizes, process metrics", async () => {
    await request(env.app).get("/v1/files").set(auth(env.key));
    await request(env.app).get("/v1/files/file_aaaaaaaaaaaaaaaaaaaa").set(auth(env.key));
    const res = await request(env.app).get("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/docsift_http_requests_total\{method="GET",route="\/v1\/files",status="200",component="api"\} 1/);
    expect(res.text).toMatch(/docsift_http_requests_total\{method="GET",route="\/v1\/files\/:file_id",status="404",component="api"\} 1/);
    expect(res.text).not.toContain("file_aaaa"); // ids never become labels
    expect(res.text).toMatch(/docsift_queue_jobs\{queue="extractions",state="waiting",component="api"\} \d+/);
    expect(res.text).toContain("docsift_process_cpu_user_seconds_total");
  });

  it("serves a worker's metrics on its health port: jobs by outcome", async () => {
    const connection = createRedis(TEST_REDIS_URL, "worker");
    const queue = createExtractionQueue(connection, env.prefix);
    const metrics = createMetrics("worker", [queue]);
    const running = startWorker({
      db: env.db,
      blobs: env.blobs,
      logger: quietLogger,
      connection,
      queue,
      metrics,
      settings: {
        prefix: env.prefix,
        databaseUrl: TEST_DATABASE_URL,
        concurrency: 1,
        lockMs: 30_000,
        sweepIntervalMs: 60_000,
        sweepGraceMs: 30_000,
        maxAttempts: 3,
      },
    });
    const health = await startHealthServer(0, { db: env.db, connection, metrics });
    try {
      const fileId = await upload(env, Buffer.from("Total: 5.00"), "text/plain");
      const id = await createJob(env, fileId, { name: "t", fields: [{ name: "total", type: "number" }] });
      expect((await waitForResult(env, id)).status).toBe("COMPLETED");
      const scrape = async () => (await fetch(`http://127.0.0.1:${health.port}/metrics`)).text();
      // The job thread records the result, which the API then shows; the main thread counts the job once the thread
      // has answered it, a moment later.
      const completed = /docsift_extraction_jobs_total\{outcome="completed",component="worker"\} 1/;
      let text = "";
      await waitUntil(
        async () => completed.test((text = await scrape())),
        () => `the completed job in ${text}`,
      );
      expect(text).toMatch(/docsift_extraction_job_duration_seconds_count\{[^}]*outcome="completed"[^}]*\} 1/);
    } finally {
      await health.close();
      await running.close();
      connection.disconnect();
    }
  });
});

describe("/admin/queues", () => {
  it("is not served without DOCSIFT_ADMIN_TOKEN", async () => {
    const res = await request(env.app).get("/admin/queues").set("Authorization", `Bearer ${TOKEN}`);
    expect(res.status).toBe(404);
  });

  it("needs the token as Bearer or as the HTTP Basic password, and shows both queues", async () => {
    const webhookQueue = createWebhookQueue(env.redis, env.prefix);
    const app = createApp({
      db: env.db,
      redis: env.redis,
      queue: env.queue,
      webhookQueue,
      blobs: env.blobs,
      logger: quietLogger,
      settings: {
        maxFileBytes: 1024,
        allowPrivateUrls: false,
        urlTimeoutMs: 1000,
        rateLimitPerMinute: 0,
        jobAttempts: 3,
        redisPrefix: env.prefix,
        adminToken: TOKEN,
      },
    });
    try {
      for (const header of [
        undefined,
        "Bearer wrong",
        `Bearer ${TOKEN}x`,
        `Basic ${Buffer.from(`admin:${TOKEN}x`).toString("base64")}`,
        `Basic ${Buffer.from(TOKEN).toString("base64")}`,
        `Bearer ${env.key}`,
      ]) {
        const req = request(app).get("/admin/queues");
        const res = header ? await req.set("Authorization", header) : await req;
        expect(res.status, header).toBe(401);
        expect(res.body.error.code).toBe("unauthorized");
        expect(res.headers["www-authenticate"]).toMatch(/^Basic realm=/);
      }
      const bearer = await request(app).get("/admin/queues").set("Authorization", `Bearer ${TOKEN}`);
      expect(bearer.status).toBe(200);
      expect(bearer.headers["content-type"]).toMatch(/html/);
      const basic = await request(app).get("/admin/queues").auth("anyone", TOKEN);
      expect(basic.status).toBe(200);
      const api = await request(app).get("/admin/queues/api/queues").set("Authorization", `Bearer ${TOKEN}`);
      expect(api.status).toBe(200);
      expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(["extractions", "webhooks"]);
      expect((await request(app).get("/admin/queues/api/queues")).status).toBe(401);
    } finally {
      await webhookQueue.close();
    }
  });
});

describe("SIGTERM", () => {
  it("stops taking connections, answers the request in flight, then exits 0", async () => {
    const dir = await mkdtemp(join(tmpdir(), "docsift-sigterm-"));
    const key = generateApiKey();
    const child = execFile(process.execPath, ["--import", "tsx", "apps/cli/src/main.ts", "api"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: TEST_DATABASE_URL,
        REDIS_URL: TEST_REDIS_URL,
        LOG_LEVEL: "info",
        PORT: "0",
        HOST: "127.0.0.1",
        DOCSIFT_DATA_DIR: dir,
        DOCSIFT_BOOTSTRAP_API_KEY: key,
        DOCSIFT_BOOTSTRAP_TENANT: `sigterm-${Date.now()}`,
      },
    });
    try {
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      const url = (await printed(child.stdout!, /"url":"(http:\/\/[^"]+)"/))[1]!;
      const body = Buffer.from("Total: 7.00\n".repeat(100));
      const req = http.request(`${url}/v1/upload`, {
        method: "POST",
        headers: { ...auth(key), "Content-Type": "text/plain", "Content-Length": String(body.length), Expect: "100-continue" },
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on("response", (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on("error", reject);
      });
      req.flushHeaders();
      // The server has the request (its "100 Continue" says so), and part of the body, when the signal arrives.
      await new Promise<void>((resolve) => req.once("continue", resolve));
      req.write(body.subarray(0, 100));
      const shuttingDown = printed(child.stdout!, /"msg":"shutting down"/);
      child.kill("SIGTERM");
      await shuttingDown;
      // From then on it takes no new connection, but the request in flight gets the rest of its body and an answer.
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      req.end(body.subarray(100));
      const res = await answer;
      expect(res.status).toBe(201);
      expect(JSON.parse(res.body).size_bytes).toBe(body.length);
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      await rm(dir, { recursive: true, force: true });
    }
  });
});
