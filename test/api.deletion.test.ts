// DELETE /v1/files/{file_id} and DELETE /v1/extract/{extraction_id}, and retention by age: blobs gone from the
// folder store and from S3 (s3rver), rows gone, unfinished jobs cancelled first, other tenants' ids 404.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeExtraction, creditsCharged } from "@docsift/db";
import { createS3BlobStore } from "@docsift/storage";
import { retentionOnce } from "@docsift/worker";
import { auth, createJob, createTestEnv, quietLogger, upload, waitForResult, type TestEnv } from "./support.ts";

const schema = { name: "order", fields: [{ name: "total", type: "number" }] };

let env: TestEnv;
let s3env: TestEnv;
let s3dir: string;
let s3: S3rver;
beforeAll(async () => {
  env = await createTestEnv();
  s3dir = await mkdtemp(join(tmpdir(), "docsift-s3-delete-"));
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3dir, configureBuckets: [] });
  const { port } = await s3.run();
  s3env = await createTestEnv({
    blobs: createS3BlobStore({ endPoint: `http://127.0.0.1:${port}`, accessKey: "S3RVER", secretKey: "S3RVER", bucket: "docsift-delete" }),
  });
});
afterAll(async () => {
  await env.close();
  await s3env.close();
  await s3.close();
  await rm(s3dir, { recursive: true, force: true });
});

async function storageKey(e: TestEnv, fileId: string): Promise<string> {
  return (await e.db.file.findUniqueOrThrow({ where: { id: fileId } })).storageKey;
}

describe("DELETE /v1/extract/{extraction_id}", () => {
  it("deletes a completed extraction and its result; its credits stay charged", async () => {
    // A worker of its own (other tests here want jobs to stay where they put them).
    const env = await createTestEnv();
    env.startWorker();
    try {
      const fileId = await upload(env, Buffer.from("Total: 64.00"), "text/plain");
      const id = await createJob(env, fileId, schema);
      expect((await waitForResult(env, id)).status).toBe("COMPLETED");
      const charged = await creditsCharged(env.db, env.tenantId);
      expect(charged).toBeGreaterThan(0);

      const other = await env.newTenant();
      expect((await request(env.app).delete(`/v1/extract/${id}`).set(auth(other.key))).status).toBe(404);
      expect((await request(env.app).delete(`/v1/extract/${id}`)).status).toBe(401);

      const res = await request(env.app).delete(`/v1/extract/${id}`).set(auth(env.key));
      expect(res.status).toBe(204);
      expect(res.text).toBe("");
      expect((await request(env.app).get(`/v1/extract/${id}`).set(auth(env.key))).status).toBe(404);
      expect(await env.db.extraction.findUnique({ where: { id } })).toBeNull();
      const again = await request(env.app).delete(`/v1/extract/${id}`).set(auth(env.key));
      expect(again.status).toBe(404);
      expect(again.body.error.code).toBe("not_found");
      // The file stays; the usage stays.
      expect((await request(env.app).get(`/v1/files/${fileId}`).set(auth(env.key))).status).toBe(200);
      expect(await creditsCharged(env.db, env.tenantId)).toBe(charged);
    } finally {
      await env.close();
    }
  });

  it("cancels an unfinished job first: its queue entry goes, and a worker still holding it records nothing", async () => {
    const tenant = await env.newTenant();
    const fileId = await upload(env, Buffer.from("Total: 1.00"), "text/plain", tenant.key);
    // No worker for this tenant's queue entry yet; mark it PROCESSING as a worker holding it would.
    const id = await createJob(env, fileId, schema, tenant.key);
    await env.db.extraction.update({ where: { id }, data: { status: "PROCESSING" } });
    expect((await request(env.app).delete(`/v1/extract/${id}`).set(auth(tenant.key))).status).toBe(204);
    expect(await completeExtraction(env.db, id, "{}", 1, "rules")).toBe(false);
    expect(await creditsCharged(env.db, tenant.tenantId)).toBe(0);
  });
});

describe("DELETE /v1/files/{file_id}", () => {
  for (const which of ["folder", "S3"] as const) {
    it(`removes the blob (${which} store), the file's row and its extractions, cancelling queued jobs`, async () => {
      const e = which === "folder" ? env : s3env;
      const tenant = await e.newTenant();
      const fileId = await upload(e, Buffer.from("Total: 2.00"), "text/plain", tenant.key);
      const key = await storageKey(e, fileId);
      expect(await e.blobs.exists(key)).toBe(true);
      const pending = await createJob(e, fileId, schema, tenant.key);
      const done = await createJob(e, fileId, schema, tenant.key);
      await e.db.extraction.update({ where: { id: done }, data: { status: "COMPLETED", result: {}, creditsUsed: 1 } });
      await e.queue.getJob(done).then((j) => j?.remove());
      expect(await e.queue.getJob(pending)).toBeDefined();

      const other = await e.newTenant();
      expect((await request(e.app).delete(`/v1/files/${fileId}`).set(auth(other.key))).status).toBe(404);
      expect(await e.blobs.exists(key)).toBe(true);

      const res = await request(e.app).delete(`/v1/files/${fileId}`).set(auth(tenant.key));
      expect(res.status).toBe(204);
      expect(await e.blobs.exists(key)).toBe(false);
      expect(await e.queue.getJob(pending)).toBeUndefined();
      expect(await e.db.file.findUnique({ where: { id: fileId } })).toBeNull();
      expect(await e.db.extraction.count({ where: { fileId } })).toBe(0);
      for (const path of [`/v1/files/${fileId}`, `/v1/extract/${pending}`, `/v1/extract/${done}`]) {
        expect((await request(e.app).get(path).set(auth(tenant.key))).status, path).toBe(404);
      }
      expect((await request(e.app).delete(`/v1/files/${fileId}`).set(auth(tenant.key))).status).toBe(404);
      expect((await request(e.app).delete("/v1/files/not-an-id").set(auth(tenant.key))).status).toBe(404);
    });
  }
});

describe("retention", () => {
  it("deletes files and extractions older than the retention period, by the same path, and keeps the rest", async () => {
    const tenant = await env.newTenant();
    const oldFile = await upload(env, Buffer.from("Total: 3.00"), "text/plain", tenant.key);
    const newFile = await upload(env, Buffer.from("Total: 4.00"), "text/plain", tenant.key);
    const oldExt = await createJob(env, newFile, schema, tenant.key);
    const newExt = await createJob(env, newFile, schema, tenant.key);
    const oldExtOfOldFile = await createJob(env, oldFile, schema, tenant.key);
    // Far older than anything other test files create (they may run at the same time on the same database).
    const longAgo = new Date(Date.now() - 40 * 365 * 24 * 3600 * 1000);
    await env.db.file.update({ where: { id: oldFile }, data: { createdAt: longAgo } });
    await env.db.extraction.updateMany({ where: { id: { in: [oldExt, oldExtOfOldFile] } }, data: { createdAt: longAgo } });
    const oldKey = await storageKey(env, oldFile);

    const counts = await retentionOnce({ db: env.db, blobs: env.blobs, queue: env.queue, logger: quietLogger }, 30 * 365);
    expect(counts.files).toBeGreaterThanOrEqual(1);
    expect(counts.extractions).toBeGreaterThanOrEqual(2);
    expect(await env.blobs.exists(oldKey)).toBe(false);
    expect(await env.db.file.findUnique({ where: { id: oldFile } })).toBeNull();
    expect(await env.db.extraction.findUnique({ where: { id: oldExt } })).toBeNull();
    expect(await env.db.extraction.findUnique({ where: { id: oldExtOfOldFile } })).toBeNull();
    expect(await env.queue.getJob(oldExt)).toBeUndefined();
    expect(await env.db.file.findUnique({ where: { id: newFile } })).not.toBeNull();
    expect(await env.db.extraction.findUnique({ where: { id: newExt } })).not.toBeNull();
  });
});
