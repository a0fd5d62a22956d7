// A full job through API and worker with the Ollama engine, against an in-process server that speaks Ollama's
// /api/chat protocol (no model can run on our machines); the engine's code path is the one a real Ollama gets.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPortHost, startFakeOllama, type FakeOllama } from "@docsift/ollama/testing";
import type { PrimitiveResult } from "@docsift/contract";
import { auth, createJob, createTestEnv, upload, waitForResult, type TestEnv } from "./support.ts";

const schema = {
  name: "letter",
  description: "A letter",
  fields: [
    { name: "sender", type: "string", description: "Who wrote the letter" },
    { name: "sent_on", type: "date", description: "Date of the letter" },
    { name: "amount", type: "number", description: "Amount claimed" },
    { name: "reference", type: "string", description: "Case reference" },
  ],
};
const letter = [
  "Hartmann & Söhne KG",
  "Berlin, 12.03.2024",
  "",
  "Dear Sir or Madam,",
  "we claim the outstanding sum of 1.250,00 EUR for the repairs.",
  "Kind regards",
].join("\n");

let fake: FakeOllama;
beforeAll(async () => {
  fake = await startFakeOllama({
    models: ["test-model:latest"],
    // The model answers with values as printed, plus one it made up: a reference that is nowhere in the letter.
    reply: () => ({ json: { sender: "Hartmann & Söhne KG", sent_on: "2024-03-12", amount: "1.250,00", reference: "AZ-2024-991" } }),
  });
});
afterAll(async () => fake.close());

function engines(host: string, fallback: "rules" | "fail") {
  return {
    engine: "auto" as const,
    ollama: { host, model: "test-model", timeoutMs: 2000, numCtx: 4096, concurrency: 1 },
    ollamaConfigured: true,
    ollamaFallback: fallback,
  };
}

describe("with Ollama configured", () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv({ settings: { jobAttempts: 1 } });
    env.startWorker({ engines: engines(fake.host, "rules") });
  });
  afterAll(async () => env.close());

  it("extracts with the model, grounds every value in the document, and drops what it made up", async () => {
    const before = fake.requests.length;
    const fileId = await upload(env, Buffer.from(letter), "text/plain");
    const result = await waitForResult(env, await createJob(env, fileId, schema));
    expect(result.status).toBe("COMPLETED");
    expect(result.processing_metadata).toEqual({ credits_used: 1, engine: "ollama" });
    expect(fake.requests.length).toBeGreaterThan(before);
    const prompt = fake.requests
      .at(-1)!
      .messages.map((m) => m.content)
      .join("\n");
    expect(prompt).toContain("=== Page 1 ===");
    const f = result.extracted_data.fields as Record<string, PrimitiveResult>;
    expect(f.sender).toMatchObject({ value: "Hartmann & Söhne KG", page_index: 1 });
    expect(f.sent_on).toMatchObject({ value: "2024-03-12", page_index: 1 });
    expect(f.sent_on!.source_context).toContain("12.03.2024");
    expect(f.amount).toMatchObject({ value: 1250 });
    expect(f.reference).toMatchObject({ value: null, confidence: 0, page_index: null });
  });

  it("honours a request for the rules engine", async () => {
    const before = fake.requests.length;
    const fileId = await upload(env, Buffer.from(letter), "text/plain");
    const res = await request(env.app)
      .post("/v1/extract")
      .set(auth(env.key))
      .send({ file_id: fileId, document_schema: schema, engine: "rules" });
    expect(res.status).toBe(201);
    const result = await waitForResult(env, res.body.extraction_id);
    expect(result.processing_metadata.engine).toBe("rules");
    expect(fake.requests.length).toBe(before);
  });

  it("refuses an unknown engine name", async () => {
    const fileId = await upload(env, Buffer.from(letter), "text/plain");
    const res = await request(env.app)
      .post("/v1/extract")
      .set(auth(env.key))
      .send({ file_id: fileId, document_schema: schema, engine: "gpt" });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe("engine");
  });
});

describe("with Ollama down", () => {
  it("falls back to the rules engine when so configured", async () => {
    const env = await createTestEnv({ settings: { jobAttempts: 1 } });
    try {
      env.startWorker({ engines: { ...engines(await closedPortHost(), "rules"), engine: "ollama" } });
      const fileId = await upload(env, Buffer.from(letter), "text/plain");
      const result = await waitForResult(env, await createJob(env, fileId, schema));
      expect(result.status).toBe("COMPLETED");
      expect(result.processing_metadata.engine).toBe("rules");
    } finally {
      await env.close();
    }
  });

  it("fails the job with a clear reason when so configured, charging nothing", async () => {
    const env = await createTestEnv({ settings: { jobAttempts: 1 } });
    try {
      env.startWorker({ engines: { ...engines(await closedPortHost(), "fail"), engine: "ollama" } });
      const fileId = await upload(env, Buffer.from(letter), "text/plain");
      const result = await waitForResult(env, await createJob(env, fileId, schema));
      expect(result.status).toBe("FAILED");
      expect(result.error).toEqual({ code: "engine_unavailable", message: expect.stringMatching(/Ollama .*unreachable/) });
      expect(result.processing_metadata.credits_used).toBe(0);
    } finally {
      await env.close();
    }
  });

  it("uses the rules engine under auto when Ollama does not answer", async () => {
    const env = await createTestEnv();
    try {
      const host = await closedPortHost();
      env.startWorker({ engines: { ...engines(host, "rules"), ollamaAvailable: async () => false } });
      const fileId = await upload(env, Buffer.from(letter), "text/plain");
      const result = await waitForResult(env, await createJob(env, fileId, schema));
      expect(result.processing_metadata.engine).toBe("rules");
    } finally {
      await env.close();
    }
  });
});
