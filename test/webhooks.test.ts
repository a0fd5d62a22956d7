// Webhooks end to end: a real worker delivers signed events from its own BullMQ queue to a receiver on loopback,
// retrying non-2xx answers with backoff, recording attempts, never following redirects, behind the address guard.
import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookSecretByName } from "@docsift/db";
import { createWebhookQueue, webhookAttempts } from "@docsift/queue";
import { deliverWebhook } from "@docsift/webhooks";
import { sweepWebhooksOnce, type WorkerDeps } from "@docsift/worker";
import { TEST_DATABASE_URL, auth, createTestEnv, quietLogger, upload, waitForResult, type TestEnv } from "./support.ts";
import { waitUntil } from "./wait.ts";

const schema = { name: "order", fields: [{ name: "total", type: "number" }] };
const repoRoot = fileURLToPath(new URL("../", import.meta.url));

type Received = { path: string; headers: http.IncomingHttpHeaders; raw: string };
const received: Received[] = [];
/** What the receiver answers, by path: a list of statuses used in turn (the last one repeats). */
const plans = new Map<string, number[]>();
let receiver: http.Server;
let base: string;

let env: TestEnv;

let strictEnv: TestEnv;
beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, raw });
      const plan = plans.get(req.url ?? "") ?? [200];
      const status = plan.length > 1 ? plan.shift()! : plan[0]!;
      if (status >= 300 && status < 400) res.setHeader("Location", "/followed");
      res.statusCode = status;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  env = await createTestEnv({ settings: { allowPrivateUrls: true } });
  env.startWorker({}, { webhooks: { allowPrivate: true } });
  // The API allows private addresses, the worker does not: the delivery-time guard has the last word.
  strictEnv = await createTestEnv({ settings: { allowPrivateUrls: true } });
  strictEnv.startWorker({}, { webhooks: { allowPrivate: false } });
});
afterAll(async () => {
  await env.close();
  await strictEnv.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function extractWithWebhook(
  e: TestEnv,
  path: string,
  bytes = Buffer.from("Total: 12.00"),
  contentType = "text/plain",
): Promise<string> {
  const fileId = await upload(e, bytes, contentType);
  const res = await request(e.app)
    .post("/v1/extract")
    .set(auth(e.key))
    .send({ file_id: fileId, document_schema: schema, webhook_url: `${base}${path}` });
  expect(res.status).toBe(201);
  return res.body.extraction_id as string;
}

/** The job as the API shows it, once its webhook is in the state `until` wants. */
async function webhookState(e: TestEnv, id: string, until: (w: { status: string }) => boolean) {
  // The worker records a delivery's outcome in PostgreSQL, which announces it to no one: polled, as a caller would.
  let last: unknown;
  return waitUntil(
    async () => {
      const res = await request(e.app).get(`/v1/extract/${id}`).set(auth(e.key));
      last = res.body.webhook;
      return res.body.webhook && until(res.body.webhook) ? res.body : undefined;
    },
    () => `the webhook of ${id}, still ${JSON.stringify(last)}`,
    { everyMs: 50 },
  );
}

function verify(secret: string, header: string, raw: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${raw}`).digest("hex");
  return parts.v1 === expected && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

describe("webhooks", () => {
  it("delivers a signed extraction.completed event, retrying non-2xx answers, and records every attempt", async () => {
    plans.set("/retry", [500, 503, 200]);
    const id = await extractWithWebhook(env, "/retry");
    expect((await waitForResult(env, id)).status).toBe("COMPLETED");
    const body = await webhookState(env, id, (w) => w.status === "delivered");
    expect(body.webhook).toEqual({ status: "delivered", attempts: 3, last_error: null });

    const calls = received.filter((r) => r.path === "/retry");
    expect(calls).toHaveLength(3);
    const eventIds = new Set(calls.map((c) => c.headers["docsift-event-id"]));
    expect(eventIds.size).toBe(1); // the same event each time: receivers dedupe by it
    const tenant = await env.db.tenant.findUniqueOrThrow({ where: { id: env.tenantId } });
    const secret = (await webhookSecretByName(env.db, tenant.name, false))!;
    expect(secret).toMatch(/^whsec_/);
    for (const call of calls) {
      expect(verify(secret, String(call.headers["docsift-signature"]), call.raw)).toBe(true);
      expect(verify(secret, String(call.headers["docsift-signature"]), `${call.raw} `)).toBe(false);
      const event = JSON.parse(call.raw);
      expect(event.event).toBe("extraction.completed");
      expect(event.extraction_id).toBe(id);
      expect(event.data.status).toBe("COMPLETED");
      expect(event.data.extracted_data.fields.total.value).toBe(12);
    }
    const attempts = await env.db.webhookAttempt.findMany({ where: { extractionId: id }, orderBy: { attempt: "asc" } });
    expect(attempts.map((a) => [a.attempt, a.statusCode])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
  });

  it("sends a result read in pieces, signed over the whole body, with its length in bytes, as GET shows it", async () => {
    const id = await extractWithWebhook(env, "/pieces", Buffer.from("Gesamtbetrag für Müller: 12.00 €"));
    expect((await webhookState(env, id, (w) => w.status === "delivered")).status).toBe("COMPLETED");
    const shown = await request(env.app).get(`/v1/extract/${id}`).set(auth(env.key));
    const from = received.length;
    // Seven characters a piece: the result is read in dozens of queries, and the pieces meet inside "ü" and "€" words.
    const deps = { db: env.db, allowPrivate: true, timeoutMs: 5000, pieceChars: 7 };
    const job = { extractionId: id, eventId: "evt_pieces", event: "extraction.completed" } as const;
    expect(await deliverWebhook(deps, job, 9, false)).toBe("delivered");
    const call = received.slice(from).find((r) => r.path === "/pieces")!;
    const tenant = await env.db.tenant.findUniqueOrThrow({ where: { id: env.tenantId } });
    const secret = (await webhookSecretByName(env.db, tenant.name, false))!;
    expect(verify(secret, String(call.headers["docsift-signature"]), call.raw)).toBe(true);
    expect(Number(call.headers["content-length"])).toBe(Buffer.byteLength(call.raw));
    const event = JSON.parse(call.raw);
    expect(event.data.extracted_data).toEqual(shown.body.extracted_data);
    expect(event.data.extracted_data.fields.total.source_context).toContain("Müller");
  });

  it("gives up after the last attempt, marks the delivery failed, and does not follow redirects", async () => {
    plans.set("/down", [503]);
    const down = await extractWithWebhook(env, "/down");
    expect((await webhookState(env, down, (w) => w.status === "failed")).webhook).toEqual({
      status: "failed",
      attempts: 3,
      last_error: "HTTP 503",
    });

    plans.set("/moved", [302]);
    const moved = await extractWithWebhook(env, "/moved");
    const body = await webhookState(env, moved, (w) => w.status === "failed");
    expect(body.webhook.last_error).toMatch(/302.*not followed/);
    expect(received.filter((r) => r.path === "/followed")).toHaveLength(0);
  });

  it("sends extraction.failed for a job that fails", async () => {
    plans.set("/failed", [200]);
    const id = await extractWithWebhook(env, "/failed", Buffer.from("%PDF-1.4\nnot really a PDF\n"), "application/pdf");
    expect((await waitForResult(env, id)).status).toBe("FAILED");
    await webhookState(env, id, (w) => w.status === "delivered");
    const call = received.find((r) => r.path === "/failed")!;
    expect(JSON.parse(call.raw)).toMatchObject({
      event: "extraction.failed",
      extraction_id: id,
      data: { status: "FAILED", error: { code: expect.any(String) } },
    });
  });

  it("guards the address: refused at creation when private addresses are not allowed, and again at delivery", async () => {
    const strictApi = await createTestEnv();
    try {
      const fileId = await upload(strictApi, Buffer.from("Total: 1.00"), "text/plain");
      for (const url of [`${base}/x`, "http://169.254.169.254/latest", "http://localhost:1/x"]) {
        const res = await request(strictApi.app)
          .post("/v1/extract")
          .set(auth(strictApi.key))
          .send({ file_id: fileId, document_schema: schema, webhook_url: url });
        expect(res.status, url).toBe(400);
        expect(res.body.error.details[0].path).toBe("webhook_url");
      }
      for (const url of ["ftp://example.com/x", "not a url"]) {
        const res = await request(strictApi.app)
          .post("/v1/extract")
          .set(auth(strictApi.key))
          .send({ file_id: fileId, document_schema: schema, webhook_url: url });
        expect(res.status, url).toBe(400);
      }
    } finally {
      await strictApi.close();
    }
    plans.set("/guarded", [200]);
    const id = await extractWithWebhook(strictEnv, "/guarded");
    const body = await webhookState(strictEnv, id, (w) => w.status === "failed");
    expect(body.webhook.attempts).toBe(1); // a refused address is not retried
    expect(body.webhook.last_error).toMatch(/private, loopback or reserved/);
    expect(received.filter((r) => r.path === "/guarded")).toHaveLength(0);
  });

  it("the sweep enqueues the event of a job that ended without one (a worker died in between)", async () => {
    const lost = await createTestEnv({ settings: { allowPrivateUrls: true } });
    try {
      plans.set("/swept", [200]);
      const id = await extractWithWebhook(lost, "/swept");
      await lost.queue.getJob(id).then((j) => j?.remove());
      await lost.db.extraction.update({
        where: { id },
        data: { status: "COMPLETED", result: {}, creditsUsed: 1, finishedAt: new Date(Date.now() - 60_000) },
      });
      lost.startWorker({}, { webhooks: { allowPrivate: true } });
      const deps = {
        db: lost.db,
        logger: quietLogger,
        webhooks: { queue: createWebhookQueue(lost.redis, lost.prefix), backoffMs: 50, timeoutMs: 2000, allowPrivate: true, attempts: 3 },
      } as unknown as WorkerDeps;
      // (The test database is shared: rows of other runs may be swept too, hence "at least".)
      expect(await sweepWebhooksOnce(deps, 30_000)).toBeGreaterThanOrEqual(1);
      await sweepWebhooksOnce(deps, 30_000); // the same event again: one BullMQ job, one delivery
      await webhookState(lost, id, (w) => w.status === "delivered");
      const calls = received.filter((r) => r.path === "/swept");
      expect(calls).toHaveLength(1);
      expect(JSON.parse(calls[0]!.raw).event).toBe("extraction.completed");
      expect((await lost.db.extraction.findUniqueOrThrow({ where: { id } })).webhookAttempts).toBe(1);
    } finally {
      await lost.close();
    }
  });

  it("the CLI shows a tenant's secret and rotates it; retries span at least 24 hours by default", async () => {
    const tenant = await env.newTenant();
    const name = (await env.db.tenant.findUniqueOrThrow({ where: { id: tenant.tenantId } })).name;
    const run = promisify(execFile);
    const docsift = (args: string[]) =>
      run(process.execPath, ["--import", "tsx", "apps/cli/src/main.ts", ...args], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, LOG_LEVEL: "silent" },
      });
    const first = (await docsift(["webhooks", "secret", "--tenant", name])).stdout.trim();
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect((await docsift(["webhooks", "secret", "--tenant", name])).stdout.trim()).toBe(first);
    const rotated = (await docsift(["webhooks", "secret", "--tenant", name, "--rotate"])).stdout.trim();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(first);
    expect(await webhookSecretByName(env.db, name, false)).toBe(rotated);

    const attempts = webhookAttempts(10_000);
    expect(10_000 * (2 ** (attempts - 1) - 1)).toBeGreaterThanOrEqual(24 * 3600 * 1000);
    expect(10_000 * (2 ** (attempts - 2) - 1)).toBeLessThan(24 * 3600 * 1000);
  });
});
