// @docsift/client against the real API over real sockets, with a real worker: its generated types against the
// served OpenAPI document, run() from a path, bytes and a URL, the Idempotency-Key surviving a lost answer,
// Retry-After, AbortSignal, typed errors, webhook verification of a real delivery, and the README's example.
import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DocsiftClient,
  DocsiftError,
  ExtractionFailedError,
  verifyWebhook,
  WebhookVerificationError,
  type DocumentSchema,
  type PrimitiveResult,
} from "@docsift/client";
import { textImage, textLines } from "@docsift/reader/testing";
import { webhookSecretOf } from "@docsift/db";
import { GENERATED_FILE, generateTypes } from "@docsift/client/generate-types";
import { startFaultProxy, type FaultProxy } from "./fault-proxy.ts";
import { Arrivals } from "./wait.ts";
import { createTestEnv, makePdf, type TestEnv } from "./support.ts";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../", import.meta.url));

const invoiceSchema: DocumentSchema = {
  name: "invoice",
  description: "Key data of a supplier invoice",
  fields: [
    { name: "invoice_number", type: "string", description: "Invoice number" },
    { name: "invoice_date", type: "date", description: "Issue date" },
    { name: "total", type: "number", description: "Total including tax" },
    { name: "iban", type: "string", description: "IBAN to pay to" },
  ],
};
const invoiceLines = [
  "ACME Supplies Ltd",
  "Invoice Number: INV-2041",
  "Invoice Date: 14.03.2026",
  "Bill To: Northwind Traders",
  "Total: 1,250.00 EUR",
];

let env: TestEnv;
let server: http.Server;
let baseUrl: string;
let proxy: FaultProxy;
let files: http.Server;
let filesUrl: string;
let invoicePdf: Buffer;
const hooks = new Arrivals<{ headers: http.IncomingHttpHeaders; raw: string }>();

beforeAll(async () => {
  // Private addresses allowed: file_url and webhook_url point at servers on loopback here.
  env = await createTestEnv({ settings: { allowPrivateUrls: true } });
  server = env.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env.startWorker({}, { webhooks: { allowPrivate: true } });
  proxy = await startFaultProxy(baseUrl);
  invoicePdf = await makePdf([invoiceLines]);
  // Serves the invoice for file_url, and receives webhooks.
  files = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      if (req.method === "POST") hooks.add({ headers: req.headers, raw });
      else res.setHeader("Content-Type", "application/pdf");
      res.end(req.method === "POST" ? "ok" : invoicePdf);
    });
  });
  await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => files.close(resolve));
  await new Promise((resolve) => server.close(resolve));
  await env.close();
});

const client = () => new DocsiftClient({ baseUrl, apiKey: env.key });
const field = (result: { extracted_data: { fields: Record<string, unknown> } }, name: string) =>
  result.extracted_data.fields[name] as PrimitiveResult;

function expectInvoice(result: Awaited<ReturnType<DocsiftClient["run"]>>) {
  expect(result.status).toBe("COMPLETED");
  expect(field(result, "invoice_number").value).toBe("INV-2041");
  expect(field(result, "invoice_date").value).toBe("2026-03-14");
  expect(field(result, "total").value).toBe(1250);
  expect(field(result, "iban")).toMatchObject({ value: null, page_index: null });
}

describe("@docsift/client", () => {
  it("has types generated from the OpenAPI document the API serves", async () => {
    const served = (await (await fetch(`${baseUrl}/v1/openapi.json`)).json()) as Record<string, unknown>;
    const committed = await readFile(GENERATED_FILE, "utf8");
    // On failure: pnpm --filter @docsift/client generate
    expect(await generateTypes(served)).toBe(committed);
  });

  it("runs an extraction from a path, from bytes and from a URL, reporting progress", async () => {
    const dir = await mkdtemp(join(repoRoot, ".client-test-"));
    try {
      await writeFile(join(dir, "invoice.pdf"), invoicePdf);
      const statuses: string[] = [];
      expectInvoice(await client().run(join(dir, "invoice.pdf"), invoiceSchema, { onProgress: (job) => statuses.push(job.status) }));
      expect(statuses.at(-1)).toBe("COMPLETED");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expectInvoice(await client().run(new Uint8Array(invoicePdf), invoiceSchema));
    expectInvoice(await client().run(`${filesUrl}/invoice.pdf`, invoiceSchema));
  });

  it("sniffs the content type of bytes, and tells CSV from text by the file name", async () => {
    const png = await textImage(textLines(["Total: 12.00"]), [200, 80], 72);
    expect((await client().upload(png)).content_type).toBe("image/png");
    expect((await client().upload(new TextEncoder().encode("Total: 12.00\n"))).content_type).toBe("text/plain");
    const csv = new File(["item,amount\nTea,3.50\n"], "lines.csv");
    expect((await client().upload(csv)).content_type).toBe("text/csv");
    await expect(client().upload(new Uint8Array([0, 1, 2, 3]))).rejects.toThrow(/content type/);
  });

  it("fetches a page image as a PNG Blob", async () => {
    const { file_id } = await client().upload(invoicePdf);
    const image = await client().pageImage(file_id, 1);
    expect(image.type).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer()).subarray(1, 4)).toEqual(new TextEncoder().encode("PNG"));
    await expect(client().pageImage(file_id, 2)).rejects.toMatchObject({ status: 404, code: "not_found" });
  });

  it("retries an upload whose answer was lost with the same Idempotency-Key, storing one file", async () => {
    const viaProxy = new DocsiftClient({ baseUrl: proxy.url, apiKey: env.key });
    const before = await env.db.file.count({ where: { tenantId: env.tenantId } });
    const from = proxy.seen.length;
    proxy.inject({ kind: "drop-answer", match: (method, path) => method === "POST" && path === "/v1/upload" });
    const uploaded = await viaProxy.upload(invoicePdf);
    const uploads = proxy.seen.slice(from).filter((s) => s.line === "POST /v1/upload");
    expect(uploads).toHaveLength(2);
    expect(uploads[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploads[1]!.idempotencyKey).toBe(uploads[0]!.idempotencyKey);
    expect(await env.db.file.count({ where: { tenantId: env.tenantId } })).toBe(before + 1);
    expect(await env.db.file.findUnique({ where: { id: uploaded.file_id } })).not.toBeNull();
  });

  it("retries a create whose answer was lost with the same Idempotency-Key, making one job", async () => {
    const viaProxy = new DocsiftClient({ baseUrl: proxy.url, apiKey: env.key });
    const { file_id } = await viaProxy.upload(invoicePdf);
    const from = proxy.seen.length;
    proxy.inject({ kind: "drop-answer", match: (method, path) => method === "POST" && path === "/v1/extract" });
    const job = await viaProxy.extract(file_id, invoiceSchema);
    const creates = proxy.seen.slice(from).filter((s) => s.line === "POST /v1/extract");
    expect(creates).toHaveLength(2);
    expect(creates[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(creates[1]!.idempotencyKey).toBe(creates[0]!.idempotencyKey);
    expect(await env.db.extraction.count({ where: { fileId: file_id } })).toBe(1);
    expect((await viaProxy.wait(job.extraction_id)).status).toBe("COMPLETED");

    // The same key with another body is the caller's mistake, reported as the server names it.
    const reused = await viaProxy
      .extract(file_id, { ...invoiceSchema, name: "other" }, { idempotencyKey: creates[0]!.idempotencyKey! })
      .catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(DocsiftError);
    expect(reused).toMatchObject({ status: 409, code: "idempotency_conflict" });
  });

  it("answers a run retried with the same idempotencyKey with the first run's file and job", async () => {
    const key = `run-${Date.now()}`;
    const filesBefore = await env.db.file.count({ where: { tenantId: env.tenantId } });
    const first = await client().run(invoicePdf, invoiceSchema, { idempotencyKey: key });
    const again = await client().run(invoicePdf, invoiceSchema, { idempotencyKey: key });
    expect(again.extraction_id).toBe(first.extraction_id);
    expect(again.file_id).toBe(first.file_id);
    expectInvoice(again);
    expect(await env.db.file.count({ where: { tenantId: env.tenantId } })).toBe(filesBefore + 1);
    expect(await env.db.extraction.count({ where: { fileId: first.file_id } })).toBe(1);
    // Another document under that key is the caller's mistake.
    const other = await client()
      .run(await makePdf([["Invoice Number: INV-9"]]), invoiceSchema, { idempotencyKey: key })
      .catch((e: unknown) => e);
    expect(other).toMatchObject({ status: 409, code: "idempotency_conflict" });
  });

  it("waits as long as Retry-After says when polling is refused", async () => {
    const viaProxy = new DocsiftClient({ baseUrl: proxy.url, apiKey: env.key });
    const { file_id } = await viaProxy.upload(invoicePdf);
    const job = await viaProxy.extract(file_id, invoiceSchema);
    proxy.inject({
      kind: "refuse",
      status: 429,
      retryAfter: "2",
      match: (method, path) => method === "GET" && path.startsWith("/v1/extract/"),
    });
    const polls = () => proxy.seen.filter((s) => s.line === `GET /v1/extract/${job.extraction_id}`);
    expect((await viaProxy.wait(job.extraction_id)).status).toBe("COMPLETED");
    const [refused, next] = polls();
    expect(next!.at - refused!.at).toBeGreaterThanOrEqual(1900);
  });

  it("stops waiting when the signal aborts", async () => {
    // A job no worker takes: this tenant's queue has none.
    const idle = await createTestEnv();
    const idleServer = idle.app.listen(0, "127.0.0.1");
    await new Promise((resolve) => idleServer.once("listening", resolve));
    try {
      const c = new DocsiftClient({ baseUrl: `http://127.0.0.1:${(idleServer.address() as AddressInfo).port}`, apiKey: idle.key });
      const { file_id } = await c.upload(invoicePdf);
      const { extraction_id } = await c.extract(file_id, invoiceSchema);
      const started = Date.now();
      const seen: string[] = [];
      const outcome = await c
        .wait(extraction_id, { signal: AbortSignal.timeout(800), onProgress: (j) => seen.push(j.status) })
        .catch((e: unknown) => e);
      expect((outcome as Error).name).toBe("TimeoutError");
      expect(Date.now() - started).toBeLessThan(3000);
      expect(seen.length).toBeGreaterThan(1);
      expect(new Set(seen)).toEqual(new Set(["PENDING"]));
    } finally {
      await new Promise((resolve) => idleServer.close(resolve));
      await idle.close();
    }
  });

  it("reports errors as DocsiftError with the server's code, status and request id", async () => {
    const bad = await new DocsiftClient({ baseUrl, apiKey: "dsk_not_a_key" }).get("ext_aaaaaaaaaaaaaaaaaaaa").catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(DocsiftError);
    expect(bad).toMatchObject({ code: "unauthorized", status: 401 });
    expect((bad as DocsiftError).requestId).toMatch(/^req_/);
    await expect(client().get("ext_aaaaaaaaaaaaaaaaaaaa")).rejects.toMatchObject({ code: "not_found", status: 404 });
    const invalid = await client()
      .extract("file_aaaaaaaaaaaaaaaaaaaa", { name: "x", fields: [{ name: "a", type: "colour" }] } as unknown as DocumentSchema)
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: "invalid_schema", status: 400 });
    expect((invalid as DocsiftError).details[0]!.path).toBe("document_schema.fields[0].type");
    const refused = await new DocsiftClient({ baseUrl: "http://127.0.0.1:9", apiKey: env.key, maxRetries: 0 })
      .get("ext_aaaaaaaaaaaaaaaaaaaa")
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "network_error", status: 0 });
  });

  it("throws ExtractionFailedError from run when the job fails", async () => {
    const broken = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(64, 0x20)]);
    const failed = await client()
      .run(broken, invoiceSchema)
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ExtractionFailedError);
    expect((failed as ExtractionFailedError).code).toBe("corrupt_file");
    expect((failed as ExtractionFailedError).result.status).toBe("FAILED");
  });

  it("verifies a real webhook delivery, and refuses a changed body, a wrong secret and an old timestamp", async () => {
    const result = await client().run(invoicePdf, invoiceSchema, { webhookUrl: `${filesUrl}/hooks` });
    const hook = await hooks.next((h) => h.raw.includes(result.extraction_id), `the webhook of ${result.extraction_id}`);
    const secret = await webhookSecretOf(env.db, env.tenantId);

    const event = await verifyWebhook(hook.raw, hook.headers, secret);
    expect(event).toMatchObject({
      event: "extraction.completed",
      extraction_id: result.extraction_id,
      id: hook.headers["docsift-event-id"],
    });
    expect(field(event.data, "invoice_number").value).toBe("INV-2041");
    // A Headers object and bytes work as well as Node's header bag and a string.
    const headers = new Headers(Object.entries(hook.headers).map(([k, v]): [string, string] => [k, String(v)]));
    expect((await verifyWebhook(new TextEncoder().encode(hook.raw), headers, secret)).extraction_id).toBe(result.extraction_id);

    await expect(verifyWebhook(hook.raw.replace("INV-2041", "INV-2042"), hook.headers, secret)).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    await expect(verifyWebhook(hook.raw, hook.headers, `${secret}x`)).rejects.toThrow(/does not match/);
    await expect(verifyWebhook(hook.raw, hook.headers, secret, { now: new Date(Date.now() + 600_000) })).rejects.toThrow(/too old/);
    await expect(verifyWebhook(hook.raw, {}, secret)).rejects.toThrow(/no Docsift-Signature/);
  });

  it("runs the README's SDK example as written", async () => {
    const readme = await readFile(join(repoRoot, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("\n## SDK\n"));
    const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    expect(code).toBeDefined();
    const dir = await mkdtemp(join(repoRoot, ".readme-example-"));
    try {
      await writeFile(join(dir, "example.ts"), code!);
      await writeFile(join(dir, "invoice.pdf"), invoicePdf);
      await writeFile(join(dir, "tsconfig.json"), JSON.stringify({ extends: "../tsconfig.base.json", include: ["example.ts"] }));
      // It type-checks as the user's editor would see it ...
      await run(join(repoRoot, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], { cwd: dir });
      // ... and runs.
      const { stdout } = await run(join(repoRoot, "node_modules/.bin/tsx"), ["example.ts"], {
        cwd: dir,
        env: { ...process.env, DOCSIFT_URL: baseUrl, DOCSIFT_API_KEY: env.key },
      });
      expect(stdout).toMatch(/invoice_number\s+INV-2041/);
      expect(stdout).toMatch(/total\s+1250/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
