import type { DocumentSchema } from "@docsift/contract";
import { afterEach, describe, expect, it } from "vitest";
import { type OllamaSettings, OllamaUnavailableError, extractWithOllama, ollamaReachable } from "./index.ts";
import { type FakeOllama, type Reply, closedPortHost, startFakeOllama } from "./testing/fake-ollama.ts";
import { docFromPages } from "./testing/doc.ts";

let fake: FakeOllama | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const doc = docFromPages("Invoice INV-1", "Total 12,50");
const schema: DocumentSchema = { name: "invoice", description: "", fields: [{ name: "invoice_number", type: "string" }] };
/** An answer that never comes. */
const NEVER = new Promise<never>(() => {});

function settingsFor(host: string, timeoutMs = 5000): OllamaSettings {
  return { host, model: "test-model", timeoutMs, numCtx: 8192, concurrency: 1 };
}

async function serve(reply: () => Reply, models?: string[]): Promise<string> {
  fake = await startFakeOllama(models ? { reply, models } : { reply });
  return fake.host;
}

async function failure(promise: Promise<unknown>): Promise<OllamaUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OllamaUnavailableError);
  return error as OllamaUnavailableError;
}

describe("when Ollama cannot answer", () => {
  it("fails quickly and says so when nothing listens", async () => {
    const host = await closedPortHost();
    const started = Date.now();
    const error = await failure(extractWithOllama(doc, schema, settingsFor(host)));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.reason).toBe("unreachable");
    expect(error.message).toBe(`Ollama at ${host} is unreachable (ECONNREFUSED)`);
  });

  it("gives up after timeoutMs when the server is slow", async () => {
    const host = await serve(() => ({ json: {}, until: NEVER }));
    const started = Date.now();
    const error = await failure(extractWithOllama(doc, schema, settingsFor(host, 300)));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1500);
    expect(error.reason).toBe("timeout");
    expect(error.message).toBe(`Ollama at ${host} did not answer within 300 ms`);
  });

  it("names the model that is not pulled", async () => {
    const host = await serve(() => ({ json: {} }), ["other-model:latest"]);
    const error = await failure(extractWithOllama(doc, schema, settingsFor(host)));
    expect(error.reason).toBe("model_missing");
    expect(error.message).toContain("model 'test-model' is not pulled on the Ollama server");
    expect(error.message).toContain("model 'test-model' not found");
  });

  it("reports a server error with its status", async () => {
    const host = await serve(() => ({ status: 500, error: "llama runner process has terminated" }));
    const error = await failure(extractWithOllama(doc, schema, settingsFor(host)));
    expect(error.reason).toBe("server_error");
    expect(error.message).toBe(`Ollama at ${host} failed with HTTP 500: llama runner process has terminated`);
  });

  it("stops the remaining chunks after the first failure", async () => {
    const host = await serve(() => ({ status: 503, error: "busy" }));
    const pages = Array.from({ length: 30 }, (_, i) => `Page ${i + 1} ${"z".repeat(3000)}`);
    await failure(extractWithOllama(docFromPages(...pages), schema, { ...settingsFor(host), numCtx: 2048 }));
    expect(fake!.requests).toHaveLength(1);
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    const controller = new AbortController();
    // The caller gives up once the request has reached the server, which never answers.
    const host = await serve(() => {
      controller.abort(new Error("job cancelled"));
      return { json: {}, until: NEVER };
    });
    await expect(extractWithOllama(doc, schema, settingsFor(host), { signal: controller.signal })).rejects.toThrow("job cancelled");
  });
});

describe("ollamaReachable", () => {
  it("is true when the server answers and has the model", async () => {
    const host = await serve(() => ({ json: {} }), ["test-model:latest"]);
    expect(await ollamaReachable(settingsFor(host))).toBe(true);
    expect(await ollamaReachable({ ...settingsFor(host), model: "test-model:latest" })).toBe(true);
  });

  it("is false when the model is missing or nothing listens", async () => {
    const host = await serve(() => ({ json: {} }), ["other-model:7b"]);
    expect(await ollamaReachable(settingsFor(host))).toBe(false);
    expect(await ollamaReachable(settingsFor(await closedPortHost()))).toBe(false);
  });
});
