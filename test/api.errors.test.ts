// Every error status of the contract, with its body, from the real app on the real database and Redis.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@docsift/api";
import { createDb, revokeApiKey } from "@docsift/db";
import { createLocalBlobStore } from "@docsift/storage";
import { auth, createTestEnv, makePdf, quietLogger, upload, type TestEnv } from "./support.ts";

const schema = { name: "invoice", fields: [{ name: "total", type: "number" }] };
const PNG_1x1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

function expectError(res: request.Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(typeof res.body.error.message).toBe("string");
  expect(res.body.error.request_id).toMatch(/^req_/);
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/); // no stack traces
}

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ settings: { maxFileBytes: 64 * 1024 } });
});
afterAll(async () => env.close());

describe("401", () => {
  it("answers a missing, malformed, unknown or revoked key alike, with WWW-Authenticate", async () => {
    const fresh = await env.newTenant();
    await revokeApiKey(env.db, fresh.key);
    for (const header of [undefined, "Basic abc", "Bearer", "Bearer dsk_nope", `Bearer ${fresh.key}`]) {
      const req = request(env.app).get("/v1/extract/ext_x");
      const res = header ? await req.set("Authorization", header) : await req;
      expectError(res, 401, "unauthorized");
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
    }
  });
});

describe("400", () => {
  it("rejects malformed JSON", async () => {
    const res = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .set("Content-Type", "application/json")
      .send('{"content_type": ');
    expectError(res, 400, "invalid_json");
  });

  it("needs exactly one of file_base64 and file_url", async () => {
    const both = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .send({ content_type: "text/plain", file_base64: "aGk=", file_url: "https://example.com/x.txt" });
    expectError(both, 400, "invalid_request");
    expect(both.body.error.message).toMatch(/exactly one/);
    const neither = await request(env.app).post("/v1/upload").set(auth(env.key)).send({ content_type: "text/plain" });
    expectError(neither, 400, "invalid_request");
  });

  it("rejects a missing content_type with its path", async () => {
    const res = await request(env.app).post("/v1/upload").set(auth(env.key)).send({ file_base64: "aGk=" });
    expectError(res, 400, "invalid_request");
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ path: "content_type" }));
  });

  it("rejects invalid base64 and empty files", async () => {
    const bad = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .send({ content_type: "text/plain", file_base64: "***not base64***" });
    expectError(bad, 400, "invalid_base64");
    const empty = await request(env.app).post("/v1/upload").set(auth(env.key)).send({ content_type: "text/plain", file_base64: "====" });
    expect([400]).toContain(empty.status);
  });

  it("lists every schema problem with its path", async () => {
    const fileId = await upload(env, Buffer.from("Total: 5"), "text/plain");
    const res = await request(env.app)
      .post("/v1/extract")
      .set(auth(env.key))
      .send({
        file_id: fileId,
        document_schema: {
          name: "s",
          fields: [
            { name: "ok", type: "string" },
            { name: "ok", type: "number" },
            { name: "items", type: "array", fields: [{ name: "inner", type: "object", fields: [{ name: "x", type: "string" }] }] },
            { name: "bad", type: "money" },
            { name: "obj", type: "object" },
            { name: "str", type: "string", fields: [{ name: "x", type: "string" }] },
            {
              name: "deep",
              type: "object",
              fields: [
                {
                  name: "l2",
                  type: "object",
                  fields: [
                    { name: "l3", type: "object", fields: [{ name: "l4", type: "object", fields: [{ name: "x", type: "string" }] }] },
                  ],
                },
              ],
            },
          ],
        },
      });
    expectError(res, 400, "invalid_schema");
    const paths = (res.body.error.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "document_schema.fields[1].name",
        "document_schema.fields[2].fields[0].type",
        "document_schema.fields[3].type",
        "document_schema.fields[4].fields",
        "document_schema.fields[5].fields",
        "document_schema.fields[6].fields[0].fields[0].fields[0].fields",
      ]),
    );
  });

  it("accepts objects nested three levels deep (a > b > c > primitives)", async () => {
    const fileId = await upload(env, Buffer.from("Total: 12.50"), "text/plain");
    const res = await request(env.app)
      .post("/v1/extract")
      .set(auth(env.key))
      .send({
        file_id: fileId,
        document_schema: {
          name: "s",
          fields: [
            {
              name: "a",
              type: "object",
              fields: [{ name: "b", type: "object", fields: [{ name: "c", type: "object", fields: [{ name: "total", type: "number" }] }] }],
            },
          ],
        },
      });
    expect(res.status).toBe(201);
  });

  it("rejects a schema without fields, and a request without file_id", async () => {
    const res = await request(env.app)
      .post("/v1/extract")
      .set(auth(env.key))
      .send({ document_schema: { name: "s", fields: [] } });
    expectError(res, 400, "invalid_request");
    const paths = (res.body.error.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["file_id", "document_schema.fields"]));
  });
});

describe("404 and 405", () => {
  it("answers unknown ids, unknown files and unknown routes with 404", async () => {
    expectError(await request(env.app).get("/v1/extract/ext_doesnotexist").set(auth(env.key)), 404, "not_found");
    expectError(
      await request(env.app).post("/v1/extract").set(auth(env.key)).send({ file_id: "file_nope", document_schema: schema }),
      404,
      "not_found",
    );
    expectError(await request(env.app).get("/nowhere"), 404, "not_found");
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const res = await request(env.app).get("/v1/upload").set(auth(env.key));
    expectError(res, 405, "method_not_allowed");
    expect(res.headers.allow).toBe("POST");
    expectError(await request(env.app).put("/v1/extract/ext_x").set(auth(env.key)), 405, "method_not_allowed");
  });
});

describe("409 idempotency", () => {
  it("replays the first answer for the same key and body, and refuses another body", async () => {
    const fileId = await upload(env, Buffer.from("Total: 5"), "text/plain");
    const send = (body: object) => request(env.app).post("/v1/extract").set(auth(env.key)).set("Idempotency-Key", "abc-123").send(body);
    const first = await send({ file_id: fileId, document_schema: schema });
    expect(first.status).toBe(201);
    const again = await send({ document_schema: { fields: schema.fields, name: schema.name }, file_id: fileId });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = await send({ file_id: fileId, document_schema: { ...schema, name: "other" } });
    expectError(other, 409, "idempotency_conflict");
    const rows = await env.db.extraction.count({ where: { tenantId: env.tenantId, idempotencyKey: "abc-123" } });
    expect(rows).toBe(1);
  });
});

describe("413 and 415", () => {
  it("refuses files over the limit", async () => {
    const res = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .send({ content_type: "text/plain", file_base64: Buffer.alloc(80 * 1024, 65).toString("base64") });
    expectError(res, 413, "payload_too_large");
  });

  it("refuses content types outside the nine", async () => {
    const res = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .send({ content_type: "application/zip", file_base64: "UEsDBA==" });
    expectError(res, 415, "unsupported_media_type");
  });

  it("refuses bytes that are not what content_type says, naming both", async () => {
    const asPdf = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .send({ content_type: "application/pdf", file_base64: PNG_1x1.toString("base64") });
    expectError(asPdf, 415, "content_type_mismatch");
    expect(asPdf.body.error.message).toMatch(/application\/pdf.*image\/png/);
    const pdf = await makePdf([["hello"]]);
    const asText = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .send({ content_type: "text/plain", file_base64: pdf.toString("base64") });
    expectError(asText, 415, "content_type_mismatch");
    const jpgAlias = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .send({ content_type: "image/jpg", file_base64: PNG_1x1.toString("base64") });
    expectError(jpgAlias, 415, "content_type_mismatch");
    const png = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .send({ content_type: "image/png", file_base64: PNG_1x1.toString("base64") });
    expect(png.status).toBe(201);
  });
});

describe("422 file_url", () => {
  it("refuses private, loopback and metadata addresses by default", async () => {
    for (const url of [
      "http://127.0.0.1:9/x.pdf",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/x",
      "http://10.0.0.1/x",
      "http://localhost:9/x",
      "ftp://example.com/x",
    ]) {
      const res = await request(env.app).post("/v1/upload").set(auth(env.key)).send({ content_type: "application/pdf", file_url: url });
      expectError(res, 422, "url_fetch_failed");
    }
  });

  it("fetches from a loopback server when private addresses are allowed, following redirects and re-checking them", async () => {
    const pdf = await makePdf([["Invoice Number: INV-7"]]);
    const server = http.createServer((req, res) => {
      if (req.url === "/redirect") return void res.writeHead(302, { Location: "/doc.pdf" }).end();
      if (req.url === "/loop") return void res.writeHead(302, { Location: "/loop" }).end();
      if (req.url === "/doc.pdf") return void res.writeHead(200, { "Content-Type": "application/pdf" }).end(pdf);
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const open = await createTestEnv({ settings: { allowPrivateUrls: true } });
    try {
      const ok = await request(open.app)
        .post("/v1/upload")
        .set(auth(open.key))
        .send({ content_type: "application/pdf", file_url: `${base}/redirect` });
      expect(ok.status).toBe(201);
      expect(ok.body.size_bytes).toBe(pdf.length);
      expect(ok.body.page_count).toBe(1);
      const missing = await request(open.app)
        .post("/v1/upload")
        .set(auth(open.key))
        .send({ content_type: "application/pdf", file_url: `${base}/nope` });
      expectError(missing, 422, "url_fetch_failed");
      expect(missing.body.error.message).toMatch(/404/);
      const loop = await request(open.app)
        .post("/v1/upload")
        .set(auth(open.key))
        .send({ content_type: "application/pdf", file_url: `${base}/loop` });
      expectError(loop, 422, "url_fetch_failed");
      expect(loop.body.error.message).toMatch(/redirect/);
      // The default app, on the same loopback server, still refuses.
      expectError(
        await request(env.app)
          .post("/v1/upload")
          .set(auth(env.key))
          .send({ content_type: "application/pdf", file_url: `${base}/doc.pdf` }),
        422,
        "url_fetch_failed",
      );
    } finally {
      await open.close();
      server.close();
    }
  });
});

describe("429", () => {
  it("limits requests per tenant per minute, with Retry-After", async () => {
    const limited = await createTestEnv({ settings: { rateLimitPerMinute: 2 } });
    try {
      const get = () => request(limited.app).get("/v1/extract/ext_x").set(auth(limited.key));
      expect((await get()).status).toBe(404);
      expect((await get()).status).toBe(404);
      const third = await get();
      expectError(third, 429, "rate_limited");
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("500 and 503", () => {
  it("hides unexpected errors behind a generic 500 with the request id", async () => {
    // A blob store whose folder is a file fails every write with ENOTDIR: an unexpected, non-network error.
    const dir = await mkdtemp(join(tmpdir(), "docsift-broken-"));
    const notADir = join(dir, "file");
    await writeFile(notADir, "x");
    const broken = await createTestEnv({ blobs: createLocalBlobStore({ dir: notADir }) });
    try {
      const res = await request(broken.app)
        .post("/v1/upload")
        .set(auth(broken.key))
        .send({ content_type: "text/plain", file_base64: "aGVsbG8=" });
      expectError(res, 500, "internal_error");
      expect(res.body.error.message).not.toMatch(/ENOTDIR|docsift-broken/);
      expect(res.headers["x-request-id"]).toBe(res.body.error.request_id);
    } finally {
      await broken.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("answers 503 when the database is down, and readyz names it", async () => {
    const deadDb = createDb("postgresql://postgres@127.0.0.1:1/none", { poolSize: 1 });
    const app = createApp({
      db: deadDb,
      redis: env.redis,
      queue: env.queue,
      blobs: env.blobs,
      logger: quietLogger,
      settings: {
        maxFileBytes: 1024,
        allowPrivateUrls: false,
        urlTimeoutMs: 1000,
        rateLimitPerMinute: 0,
        jobAttempts: 1,
        redisPrefix: env.prefix,
      },
    });
    expectError(await request(app).get("/v1/extract/ext_x").set(auth(env.key)), 503, "service_unavailable");
    const ready = await request(app).get("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ database: "unavailable", redis: "ok", blob_store: "ok" });
    await deadDb.$disconnect();
  });
});
