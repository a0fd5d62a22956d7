// Real documents through the API and a real worker: a scan read by OCR, and cases of the evaluation corpus
// (read from ../shared/corpus beside the repository, never copied into it), scored by the corpus's rules.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoreCase } from "@docsift/eval";
import { DocumentSchemaSchema, type PrimitiveResult } from "@docsift/contract";
import { closeOcr, closePdfThreads } from "@docsift/reader";
import { renderPdf } from "@docsift/reader/testing";
import { createJob, createTestEnv, makePdf, upload, waitForResult, type TestEnv } from "./support.ts";

const corpus = fileURLToPath(new URL("../../shared/corpus/", import.meta.url));

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  env.startWorker();
});
afterAll(async () => {
  await env.close();
  await closeOcr();
  await closePdfThreads();
});

describe("a scanned invoice", () => {
  it("is read by OCR and extracted", async () => {
    const pdf = await makePdf([["Invoice No.: INV-4471", "Invoice Date: 14.02.2024", "Total due: 1.234,50 EUR"]]);
    const [png] = await renderPdf(pdf, 200);
    const fileId = await upload(env, png!, "image/png");
    const result = await waitForResult(
      env,
      await createJob(env, fileId, {
        name: "invoice",
        fields: [
          { name: "invoice_number", type: "string" },
          { name: "invoice_date", type: "date" },
          { name: "total", type: "number", description: "Total amount due" },
        ],
      }),
      60_000,
    );
    expect(result.status).toBe("COMPLETED");
    const f = result.extracted_data.fields as Record<string, PrimitiveResult>;
    expect(f.invoice_number).toMatchObject({ value: "INV-4471", page_index: 1 });
    expect(f.invoice_date).toMatchObject({ value: "2024-02-14" });
    expect(f.total).toMatchObject({ value: 1234.5 });
    expect(f.total!.confidence).toBeGreaterThan(0.3);
  });
});

type Case = { id: string; file: string; content_type: string; schema: unknown; expected: Record<string, never> };

describe.skipIf(!existsSync(corpus))("cases of the evaluation corpus", () => {
  for (const [source, index] of [
    ["zugferd", 0],
    ["invoice2data", 0],
  ] as const) {
    it(`${source}: the first case scores like the evaluation says`, async () => {
      const cases = JSON.parse(readFileSync(`${corpus}${source}/cases.json`, "utf8")) as Case[];
      const c = cases[index]!;
      const schema = DocumentSchemaSchema.parse(c.schema);
      const fileId = await upload(env, readFileSync(`${corpus}${source}/${c.file}`), c.content_type);
      const result = await waitForResult(env, await createJob(env, fileId, c.schema), 60_000);
      expect(result.status).toBe("COMPLETED");
      const scored = scoreCase(schema.fields, c.expected, result.extracted_data.fields);
      const accuracy = scored.reduce((s, f) => s + f.score, 0) / scored.length;
      expect(accuracy, JSON.stringify(scored.filter((f) => f.score < 1))).toBeGreaterThanOrEqual(0.75);
    });
  }
});
