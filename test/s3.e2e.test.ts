// The service end to end with the S3 blob store, against a real S3-protocol server (s3rver) on loopback: the
// same minio client code that talks to MinIO in docker-compose.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3BlobStore } from "@docsift/storage";
import { createJob, createTestEnv, upload, waitForResult, type TestEnv } from "./support.ts";

let dir: string;
let server: S3rver;
let env: TestEnv;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "docsift-s3-e2e-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [] });
  const { port } = await server.run();
  const blobs = createS3BlobStore({
    endPoint: `http://127.0.0.1:${port}`,
    accessKey: "S3RVER",
    secretKey: "S3RVER",
    bucket: "docsift-e2e",
  });
  env = await createTestEnv({ blobs });
  env.startWorker();
});
afterAll(async () => {
  await env.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe("with S3 storage", () => {
  it("stores the upload in the bucket and completes the job from it", async () => {
    const fileId = await upload(env, Buffer.from("Order number: PO-5521\nTotal: 64.00"), "text/plain");
    const row = await env.db.file.findUniqueOrThrow({ where: { id: fileId } });
    expect((await env.blobs.get(row.storageKey)).toString()).toContain("PO-5521");
    const id = await createJob(env, fileId, {
      name: "order",
      fields: [
        { name: "order_number", type: "string" },
        { name: "total", type: "number" },
      ],
    });
    const result = await waitForResult(env, id);
    expect(result.status).toBe("COMPLETED");
    expect(result.extracted_data.fields.order_number).toMatchObject({ value: "PO-5521" });
    expect(result.extracted_data.fields.total).toMatchObject({ value: 64 });
    expect((await request(env.app).get("/readyz")).body.checks.blob_store).toBe("ok");
  });
});
