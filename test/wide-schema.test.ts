// A schema as wide as the rules allow (200 objects of 200 fields): its result, about 5 MB, is saved on the first
// attempt, so the job is not redone from scratch.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJob, createTestEnv, upload, waitForResult, type TestEnv } from "./support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe("a schema of 40,000 fields", () => {
  it("has its result saved on the first attempt", { timeout: 300_000 }, async () => {
    env.startWorker({ concurrency: 1 });
    const text = ["Order confirmation", "Order number: A-7781", "Customer: Jane Roe", "Total: 41.90"].join("\n");
    const fileId = await upload(env, Buffer.from(text), "text/plain");
    // The schema's rules allow 200 fields an object: 200 objects of 200 fields each.
    const fields = Array.from({ length: 200 }, (_, g) => ({
      name: `group_${g}`,
      type: "object",
      fields: Array.from({ length: 200 }, (_, i) => ({
        name: `field_${i}`,
        type: i % 2 ? "number" : "string",
        description: `Item ${i} of the order`,
      })),
    }));
    fields[0]!.fields[0] = { name: "order_number", type: "string", description: "Order number" };
    const id = await createJob(env, fileId, { name: "wide", fields });
    const result = await waitForResult(env, id, 240_000);
    expect(result.status).toBe("COMPLETED");
    const groups = Object.values(result.extracted_data.fields) as Record<string, { value: unknown }>[];
    expect(groups.reduce((n, group) => n + Object.keys(group).length, 0)).toBe(40_000);
    expect(groups[0]!.order_number!.value).toBe("A-7781");
    const row = await env.db.extraction.findUniqueOrThrow({ where: { id } });
    expect(row.attempts).toBe(1);
    expect(await env.db.creditCharge.count({ where: { extractionId: id } })).toBe(1);
  });
});
