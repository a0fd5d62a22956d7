// Idempotency-Key on POST /v1/upload: the same key and file answers the first upload's file (however the bytes
// were sent), without storing a second; another file under that key is 409; keys are per tenant; concurrent
// repeats make one file.
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, createTestEnv, type TestEnv } from "./support.ts";

let env: TestEnv;
let files: http.Server;
let filesUrl: string;
beforeAll(async () => {
  env = await createTestEnv({ settings: { allowPrivateUrls: true } });
  files = http.createServer((_req, res) => res.setHeader("Content-Type", "text/plain").end("Total: 12.00"));
  await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/note.txt`;
});
afterAll(async () => {
  await new Promise((resolve) => files.close(resolve));
  await env.close();
});

const text = Buffer.from("Invoice Number: INV-1\nTotal: 12.00");
const json = (key: string, bytes = text, tenantKey = env.key) =>
  request(env.app)
    .post("/v1/upload")
    .set(auth(tenantKey))
    .set("Idempotency-Key", key)
    .send({ content_type: "text/plain", file_base64: bytes.toString("base64") });
const raw = (key: string, bytes = text) =>
  request(env.app).post("/v1/upload").set(auth(env.key)).set("Idempotency-Key", key).set("Content-Type", "text/plain").send(bytes);
const filesOf = (tenantId = env.tenantId) => env.db.file.count({ where: { tenantId } });

describe("Idempotency-Key on uploads", () => {
  it("answers a repeat with the first file, whichever way the same bytes come, and stores one", async () => {
    const before = await filesOf();
    const first = await json("upload-1");
    expect(first.status).toBe(201);
    const again = await json("upload-1");
    const streamed = await raw("upload-1");
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(streamed.body).toEqual(first.body);
    expect(await filesOf()).toBe(before + 1);
    const blobs = await env.db.file.findMany({ where: { tenantId: env.tenantId }, select: { storageKey: true } });
    for (const { storageKey } of blobs) expect(await env.blobs.exists(storageKey)).toBe(true);
  });

  it("refuses another file under a used key with 409, and keeps keys apart per tenant", async () => {
    expect((await json("upload-2")).status).toBe(201);
    const other = await json("upload-2", Buffer.from("something else"));
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe("idempotency_conflict");
    const tenant = await env.newTenant();
    const theirs = await json("upload-2", text, tenant.key);
    expect(theirs.status).toBe(201);
    expect(await filesOf(tenant.tenantId)).toBe(1);
  });

  it("answers a repeated file_url upload with the first file", async () => {
    const send = () =>
      request(env.app)
        .post("/v1/upload")
        .set(auth(env.key))
        .set("Idempotency-Key", "upload-url")
        .send({ content_type: "text/plain", file_url: filesUrl });
    const first = await send();
    expect(first.status).toBe(201);
    expect((await send()).body).toEqual(first.body);
  });

  it("answers a repeated file_url upload without fetching the URL again, which may have expired by then", async () => {
    let fetches = 0;
    const once = http.createServer((_req, res) => {
      fetches++;
      if (fetches > 1) res.writeHead(403).end("link expired");
      else res.setHeader("Content-Type", "text/plain").end("Total: 34.00");
    });
    await new Promise<void>((resolve) => once.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(once.address() as AddressInfo).port}/presigned.txt`;
      const send = (key: string) =>
        request(env.app)
          .post("/v1/upload")
          .set(auth(env.key))
          .set("Idempotency-Key", key)
          .send({ content_type: "text/plain", file_url: url });
      const first = await send("upload-expiring");
      expect(first.status).toBe(201);
      const again = await send("upload-expiring");
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(fetches).toBe(1);
      // Another URL under that key is still refused, and without a fetch.
      const other = await request(env.app)
        .post("/v1/upload")
        .set(auth(env.key))
        .set("Idempotency-Key", "upload-expiring")
        .send({ content_type: "text/plain", file_url: `${url}?v=2` });
      expect(other.status).toBe(409);
      expect(fetches).toBe(1);
    } finally {
      await new Promise((resolve) => once.close(resolve));
    }
  });

  it("makes one file from concurrent repeats, leaving no stray blob", async () => {
    const before = await filesOf();
    const answers = await Promise.all(Array.from({ length: 6 }, () => raw("upload-race")));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.file_id)).size).toBe(1);
    expect(await filesOf()).toBe(before + 1);
    const { readdir } = await import("node:fs/promises");
    expect(await readdir(`${env.dataDir}/${env.tenantId}`)).toHaveLength(before + 1);
  });

  it("refuses an empty or overlong key", async () => {
    for (const key of [" ", "k".repeat(201)]) {
      const res = await json(key);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].path).toBe("headers.idempotency-key");
    }
  });
});
