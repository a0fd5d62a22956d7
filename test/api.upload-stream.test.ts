// Uploads without base64: multipart/form-data and raw bodies, with the same checks and answer as JSON uploads, on the
// real app, database and blob folder.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, createTestEnv, makePdf, type TestEnv } from "./support.ts";

const PNG_1x1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const LIMIT = 256 * 1024;

let env: TestEnv;
let pdf: Buffer;
beforeAll(async () => {
  env = await createTestEnv({ settings: { maxFileBytes: LIMIT } });
  pdf = await makePdf([["Invoice number: INV-1", "Total: 12.50"], ["page two"]]);
});
afterAll(async () => env.close());

function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function expectError(res: request.Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(res.body.error.request_id).toMatch(/^req_/);
}

async function listen(app: http.RequestListener): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function expectStored(res: request.Response, bytes: Buffer, contentType: string, pageCount: number | null) {
  expect(res.status).toBe(201);
  expect(res.body).toEqual({
    file_id: expect.stringMatching(/^file_/),
    content_type: contentType,
    size_bytes: bytes.length,
    sha256: sha256(bytes),
    page_count: pageCount,
    created_at: expect.any(String),
  });
  expect((await env.blobs.get(`${env.tenantId}/${res.body.file_id}`)).equals(bytes)).toBe(true);
}

describe("multipart/form-data", () => {
  it("stores a file part with content_type as a form field", async () => {
    const res = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .field("content_type", "application/pdf")
      .attach("file", pdf, { filename: "invoice.pdf", contentType: "application/octet-stream" });
    await expectStored(res, pdf, "application/pdf", 2);
  });

  it("takes the content type from the part's header when no field gives it, also when the field comes after the file", async () => {
    const res = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .attach("file", PNG_1x1, { filename: "x.png", contentType: "image/png" });
    await expectStored(res, PNG_1x1, "image/png", 1);
    const after = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .attach("file", Buffer.from("a,b\n1,2\n"), { filename: "x.bin", contentType: "application/octet-stream" })
      .field("content_type", "text/csv");
    await expectStored(after, Buffer.from("a,b\n1,2\n"), "text/csv", null);
    const jpgAlias = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .field("content_type", "image/jpg")
      .attach("file", PNG_1x1, { filename: "x.png", contentType: "image/png" });
    expectError(jpgAlias, 415, "content_type_mismatch");
    expect(jpgAlias.body.error.message).toMatch(/image\/jpeg.*image\/png/);
  });

  it("answers the same errors as JSON uploads", async () => {
    const noType = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .attach("file", pdf, { filename: "x", contentType: "application/octet-stream" });
    expectError(noType, 400, "invalid_request");
    const noFile = await request(env.app).post("/v1/upload").set(auth(env.key)).field("content_type", "application/pdf");
    expectError(noFile, 400, "invalid_request");
    const twoFiles = await request(env.app).post("/v1/upload").set(auth(env.key)).attach("file", pdf, "a.pdf").attach("file", pdf, "b.pdf");
    expectError(twoFiles, 400, "invalid_request");
    const wrongType = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .field("content_type", "application/zip")
      .attach("file", pdf, "a.pdf");
    expectError(wrongType, 415, "unsupported_media_type");
    const mismatch = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .field("content_type", "image/png")
      .attach("file", pdf, "a.pdf");
    expectError(mismatch, 415, "content_type_mismatch");
    const empty = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .field("content_type", "text/plain")
      .attach("file", Buffer.alloc(0), "a.txt");
    expectError(empty, 400, "empty_file");
    const big = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .field("content_type", "text/plain")
      .attach("file", Buffer.alloc(LIMIT + 1, 0x61), "a.txt");
    expectError(big, 413, "payload_too_large");
    const exact = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .field("content_type", "text/plain")
      .attach("file", Buffer.alloc(LIMIT, 0x61), "a.txt");
    expect(exact.status).toBe(201);
    const broken = await request(env.app).post("/v1/upload").set(auth(env.key)).set("Content-Type", "multipart/form-data").send("nothing");
    expectError(broken, 400, "invalid_request");
    const anonymous = await request(env.app).post("/v1/upload").attach("file", pdf, "a.pdf");
    expectError(anonymous, 401, "unauthorized");
  });
});

describe("raw body", () => {
  it("stores the body as the file its Content-Type names", async () => {
    const res = await request(env.app).post("/v1/upload").set(auth(env.key)).set("Content-Type", "application/pdf").send(pdf);
    await expectStored(res, pdf, "application/pdf", 2);
    const text = Buffer.from("Total: 12.50\n");
    const txt = await request(env.app).post("/v1/upload").set(auth(env.key)).set("Content-Type", "text/plain; charset=utf-8").send(text);
    await expectStored(txt, text, "text/plain", null);
  });

  it("answers the same errors as JSON uploads", async () => {
    expectError(
      await request(env.app).post("/v1/upload").set(auth(env.key)).set("Content-Type", "image/png").send(pdf),
      415,
      "content_type_mismatch",
    );
    expectError(
      await request(env.app).post("/v1/upload").set(auth(env.key)).set("Content-Type", "application/pdf").send(Buffer.alloc(0)),
      400,
      "empty_file",
    );
    expectError(
      await request(env.app)
        .post("/v1/upload")
        .set(auth(env.key))
        .set("Content-Type", "text/plain")
        .send(Buffer.alloc(LIMIT + 1, 0x61)),
      413,
      "payload_too_large",
    );
    expectError(
      await request(env.app)
        .post("/v1/upload")
        .set(auth(env.key))
        .set("Content-Type", "text/plain")
        .set("Content-Encoding", "gzip")
        .send(Buffer.from("x")),
      415,
      "unsupported_media_type",
    );
  });

  it("refuses a chunked body (no Content-Length) once it grows past the limit", async () => {
    const { server, port } = await listen(env.app);
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          { port, host: "127.0.0.1", method: "POST", path: "/v1/upload", headers: { ...auth(env.key), "Content-Type": "text/plain" } },
          (res) => {
            let body = "";
            res.on("data", (c: Buffer) => (body += c.toString()));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on("error", reject);
        Readable.from(
          (function* () {
            for (let i = 0; i < 8; i++) yield Buffer.alloc(64 * 1024, 0x61);
          })(),
        ).pipe(req);
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).error.code).toBe("payload_too_large");
    } finally {
      server.close();
    }
  });
});

describe("memory", () => {
  it("streams a 24 MiB raw upload to the store without holding the file in memory", async () => {
    const big = await createTestEnv({ settings: { maxFileBytes: 25 * 1024 * 1024 } });
    const { server, port } = await listen(big.app);
    try {
      const size = 24 * 1024 * 1024;
      const chunk = randomBytes(64 * 1024)
        .toString("hex")
        .slice(0, 64 * 1024); // text: no page count reads it back
      const hash = createHash("sha256");
      global.gc?.();
      const base = process.memoryUsage();
      let peak = 0;
      const sampler = setInterval(() => {
        const m = process.memoryUsage();
        peak = Math.max(peak, m.arrayBuffers - base.arrayBuffers + (m.heapUsed - base.heapUsed));
      }, 5);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            port,
            host: "127.0.0.1",
            method: "POST",
            path: "/v1/upload",
            headers: { ...auth(big.key), "Content-Type": "text/plain", "Content-Length": String(size) },
          },
          (res) => {
            let body = "";
            res.on("data", (c: Buffer) => (body += c.toString()));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on("error", reject);
        Readable.from(
          (function* () {
            for (let sent = 0; sent < size; sent += chunk.length) {
              hash.update(chunk);
              yield Buffer.from(chunk);
            }
          })(),
        ).pipe(req);
      });
      clearInterval(sampler);
      expect(answer.status).toBe(201);
      const body = JSON.parse(answer.body);
      expect(body.size_bytes).toBe(size);
      expect(body.sha256).toBe(hash.digest("hex"));
      // Base64 in JSON holds the body text, the parsed string and the decoded bytes: three times the file. Streamed,
      // only chunks in flight and garbage not yet collected (the sending client here is in the same process) remain.
      expect(peak).toBeLessThan(size * 2);
      expect(await big.blobs.exists(`${big.tenantId}/${body.file_id}`)).toBe(true);
    } finally {
      server.close();
      await big.close();
    }
  });
});
