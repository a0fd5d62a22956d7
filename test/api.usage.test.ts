// GET /v1/usage and monthly credit quotas: usage by UTC day that outlives deletion, the CLI that sets a quota, and
// 402 quota_exceeded that concurrent requests cannot slip past.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setMonthlyQuota } from "@docsift/db";
import { TEST_DATABASE_URL, auth, createJob, createTestEnv, upload, waitForResult, type TestEnv } from "./support.ts";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../", import.meta.url));
const schema = { name: "order", fields: [{ name: "total", type: "number" }] };
const today = () => new Date().toISOString().slice(0, 10);

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

async function tenantName(tenantId: string): Promise<string> {
  return (await env.db.tenant.findUniqueOrThrow({ where: { id: tenantId } })).name;
}

function extract(key: string, fileId: string, headers: Record<string, string> = {}) {
  return request(env.app).post("/v1/extract").set(auth(key)).set(headers).send({ file_id: fileId, document_schema: schema });
}

describe("GET /v1/usage", () => {
  it("reports jobs and credits by day, every day of the range, and keeps them after deletion", async () => {
    const worker = await createTestEnv();
    worker.startWorker();
    try {
      const fileId = await upload(worker, Buffer.from("Total: 9.00"), "text/plain");
      const done = await createJob(worker, fileId, schema);
      expect((await waitForResult(worker, done)).status).toBe("COMPLETED");
      const second = await createJob(worker, fileId, schema);
      expect((await waitForResult(worker, second)).status).toBe("COMPLETED");
      const res = await request(worker.app).get(`/v1/usage?from=${today()}&to=${today()}`).set(auth(worker.key));
      expect(res.status).toBe(200);
      expect(res.body.days).toEqual([{ date: today(), jobs: 2, credits: 2 }]);
      expect(res.body.total).toEqual({ jobs: 2, credits: 2 });
      expect(res.body.quota).toBeNull();

      expect((await request(worker.app).delete(`/v1/files/${fileId}`).set(auth(worker.key))).status).toBe(204);
      const after = await request(worker.app).get("/v1/usage").set(auth(worker.key));
      expect(after.body.to).toBe(today());
      expect(after.body.from).toBe(`${today().slice(0, 8)}01`);
      expect(after.body.days.find((d: { date: string }) => d.date === today())).toEqual({ date: today(), jobs: 2, credits: 2 });
      expect(after.body.days.length).toBe(Number(today().slice(8)));

      const other = await worker.newTenant();
      expect((await request(worker.app).get(`/v1/usage?from=${today()}&to=${today()}`).set(auth(other.key))).body.days).toEqual([
        { date: today(), jobs: 0, credits: 0 },
      ]);
    } finally {
      await worker.close();
    }
  });

  it("refuses bad ranges with 400 and anonymous callers with 401", async () => {
    for (const q of [
      "from=2026-13-01",
      "from=yesterday",
      "from=2026-02-30",
      "from=2026-03-02&to=2026-03-01",
      "from=2024-01-01&to=2026-01-01",
    ]) {
      const res = await request(env.app).get(`/v1/usage?${q}`).set(auth(env.key));
      expect(res.status, q).toBe(400);
      expect(res.body.error.code).toBe("invalid_request");
    }
    expect((await request(env.app).get("/v1/usage")).status).toBe(401);
  });
});

describe("monthly credit quota", () => {
  it("is set and removed with the CLI", async () => {
    const tenant = await env.newTenant();
    const name = await tenantName(tenant.tenantId);
    const docsift = (args: string[]) =>
      run(process.execPath, ["--import", "tsx", "apps/cli/src/main.ts", ...args], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, LOG_LEVEL: "silent" },
      });
    await docsift(["tenants", "quota", "--tenant", name, "--monthly-credits", "7"]);
    expect((await env.db.tenant.findUniqueOrThrow({ where: { id: tenant.tenantId } })).monthlyCreditQuota).toBe(7);
    const usage = await request(env.app).get("/v1/usage").set(auth(tenant.key));
    expect(usage.body.quota).toEqual({ monthly_credits: 7, used_this_month: 0 });
    await docsift(["tenants", "quota", "--tenant", name, "--monthly-credits", "0"]);
    expect((await env.db.tenant.findUniqueOrThrow({ where: { id: tenant.tenantId } })).monthlyCreditQuota).toBeNull();
    await expect(docsift(["tenants", "quota", "--tenant", `${name}-nobody`, "--monthly-credits", "1"])).rejects.toMatchObject({ code: 1 });
    await expect(docsift(["tenants", "quota", "--tenant", name, "--monthly-credits", "-1"])).rejects.toMatchObject({ code: 2 });
  });

  it("answers 402 quota_exceeded past it, and concurrent requests cannot both take the last credits", async () => {
    const tenant = await env.newTenant();
    const name = await tenantName(tenant.tenantId);
    const fileId = await upload(env, Buffer.from("Total: 1.00"), "text/plain", tenant.key); // one credit a job
    expect(await setMonthlyQuota(env.db, name, 3)).toBe(true);
    // No worker: each accepted job holds its estimated credit while unfinished.
    const answers = await Promise.all(Array.from({ length: 10 }, () => extract(tenant.key, fileId)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 402, 402, 402, 402, 402, 402, 402]);
    const refused = answers.find((a) => a.status === 402)!;
    expect(refused.body.error.code).toBe("quota_exceeded");
    expect(refused.body.error.request_id).toMatch(/^req_/);
    expect(await env.db.extraction.count({ where: { tenantId: tenant.tenantId } })).toBe(3);

    // A replay with its Idempotency-Key still answers what the first request got.
    await setMonthlyQuota(env.db, name, 4);
    const first = await extract(tenant.key, fileId, { "Idempotency-Key": "k1" });
    expect(first.status).toBe(201);
    expect((await extract(tenant.key, fileId)).status).toBe(402);
    const replay = await extract(tenant.key, fileId, { "Idempotency-Key": "k1" });
    expect(replay.status).toBe(201);
    expect(replay.body.extraction_id).toBe(first.body.extraction_id);

    // A cancelled (deleted) job gives its credit back; removing the quota lifts the limit.
    expect((await request(env.app).delete(`/v1/extract/${first.body.extraction_id}`).set(auth(tenant.key))).status).toBe(204);
    expect((await extract(tenant.key, fileId)).status).toBe(201);
    expect((await extract(tenant.key, fileId)).status).toBe(402);
    await setMonthlyQuota(env.db, name, 0);
    expect((await extract(tenant.key, fileId)).status).toBe(201);
  });

  it("counts the credits charged this month, not only the jobs held", async () => {
    const tenant = await env.newTenant();
    const name = await tenantName(tenant.tenantId);
    const fileId = await upload(env, Buffer.from("Total: 1.00"), "text/plain", tenant.key);
    await env.db.usageDay.create({ data: { tenantId: tenant.tenantId, day: new Date(`${today()}T00:00:00Z`), jobs: 2, credits: 2 } });
    await setMonthlyQuota(env.db, name, 2);
    expect((await extract(tenant.key, fileId)).status).toBe(402);
    await setMonthlyQuota(env.db, name, 3);
    expect((await extract(tenant.key, fileId)).status).toBe(201);
  });
});
