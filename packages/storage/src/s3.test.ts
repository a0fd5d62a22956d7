import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "minio";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBlobStoreFromConfig, createS3BlobStore } from "./index.ts";
import type { S3Options } from "./index.ts";
import { describeBlobStoreContract } from "./store-contract.ts";

const BUCKET = `docsift-test-${randomBytes(4).toString("hex")}`;

let dir: string;
let server: S3rver;
let opts: S3Options;
let counter = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "docsift-storage-s3-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [] });
  const { port } = await server.run();
  opts = { endPoint: `http://127.0.0.1:${port}`, accessKey: "S3RVER", secretKey: "S3RVER", bucket: BUCKET };
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describeBlobStoreContract("s3", () => createS3BlobStore({ ...opts, prefix: `contract-${counter++}` }));

describe("s3 store", () => {
  it("creates a missing bucket once, even when two processes race for it", async () => {
    const bucket = `race-${randomBytes(4).toString("hex")}`;
    const a = createS3BlobStore({ ...opts, bucket });
    const b = createS3BlobStore({ ...opts, bucket });
    await Promise.all([a.put("k", Buffer.from("a"), "text/plain"), b.put("k2", Buffer.from("b"), "text/plain")]);
    expect((await b.get("k")).toString()).toBe("a");
  });

  it("does not create the bucket when createBucket is false", async () => {
    const store = createS3BlobStore({ ...opts, bucket: `absent-${randomBytes(4).toString("hex")}`, createBucket: false });
    await expect(store.ping()).rejects.toThrow(/does not exist/);
    await expect(store.put("k", Buffer.from("x"), "text/plain")).rejects.toMatchObject({ code: "NoSuchBucket" });
  });

  it("fails ping quickly for an unreachable endpoint", async () => {
    const store = createS3BlobStore({ ...opts, endPoint: "http://127.0.0.1:1" });
    const started = Date.now();
    await expect(store.ping()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("isolates prefixes within one bucket and stores the content type", async () => {
    const one = createS3BlobStore({ ...opts, prefix: "iso-one/" });
    const two = createS3BlobStore({ ...opts, prefix: "iso-two" });
    await one.put("same", Buffer.from("one"), "application/pdf");
    expect(await two.exists("same")).toBe(false);

    const raw = new Client({
      endPoint: "127.0.0.1",
      port: Number(new URL(opts.endPoint).port),
      useSSL: false,
      accessKey: opts.accessKey,
      secretKey: opts.secretKey,
      pathStyle: true,
    });
    const stat = await raw.statObject(BUCKET, "iso-one/same");
    expect(stat.metaData["content-type"]).toBe("application/pdf");
  });

  it("describes itself without secrets", () => {
    const store = createBlobStoreFromConfig({
      dataDir: "/unused",
      s3: { ...opts, endPoint: "http://user:hunter2@minio.internal:9000/", secretKey: "hunter2", prefix: "env/dev/" },
    });
    expect(store.describe()).toBe(`s3:http://minio.internal:9000/${BUCKET}/env/dev`);
  });
});
