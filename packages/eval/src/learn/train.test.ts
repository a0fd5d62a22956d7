// The training path end to end on a small slice of the training corpus (text PDFs only, so no OCR): what
// `pnpm train` does, kept working in CI.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { FEATURES, extractWithRules, predict } from "@docsift/extract";
import { readDocument } from "@docsift/reader";
import { TRAIN_DIR, loadTrainCorpus } from "./cases.ts";
import { formatScorer, rowsOfAll, trainScorer } from "./train.ts";

// The training corpus lies beside the checkout (../shared/train), never inside it: a clone elsewhere has none to
// learn from, as the corpus's end-to-end cases have no corpus.
describe.skipIf(!existsSync(TRAIN_DIR))("training the scorer", () => {
  it("learns from labelled cases, reproducibly, a model the engine decides with", async () => {
    const all = await loadTrainCorpus(undefined, ["zugferd", "kleister_nda"]);
    const slice = ["zugferd", "kleister_nda"].flatMap((s) => all.filter((c) => c.source === s && c.split === "train").slice(0, 5));
    const rows = await rowsOfAll(slice, {});
    // In the cases' order, whichever read ended first.
    expect(rows.map((r) => r.case.id)).toEqual(slice.map((c) => c.id));
    const present = rows.flatMap((r) => r.fields.filter((f) => !f.absent));
    // Candidate recall: the expected value is among the candidates of two fields in three (70-80% over whole sources).
    expect(present.filter((f) => f.labels.includes(1)).length / present.length).toBeGreaterThan(0.6);

    // Confidence is calibrated on a kind of document the trees did not see: one kind cannot calibrate.
    expect(() => trainScorer(rows.filter((r) => r.case.kind === "zugferd"))).toThrow(/two kinds/);
    const scorer = trainScorer(rows);
    expect(scorer.features).toEqual(FEATURES.map(([name]) => name));
    expect(formatScorer(trainScorer(rows))).toBe(formatScorer(scorer));
    // The file round-trips to the same decisions.
    expect(JSON.parse(formatScorer(scorer))).toEqual(JSON.parse(JSON.stringify(scorer)));

    // On the cases it learned from, the top candidate is right for most fields that have one.
    const top = present.filter((f) => f.labels.includes(1));
    const right = top.filter((f) => {
      const p = f.rows.map((row) => predict(scorer.model, row));
      return f.labels[p.indexOf(Math.max(...p))] === 1;
    });
    expect(right.length / top.length).toBeGreaterThan(0.8);

    // And the engine decides with it: an invoice's number, with a calibrated confidence.
    const invoice = slice.find((c) => c.source === "zugferd" && typeof c.expected.invoice_number === "string")!;
    const doc = await readDocument(await readFile(invoice.path), invoice.contentType);
    const fields = extractWithRules(doc, invoice.schema, { scorer });
    const number = fields.invoice_number as { value: unknown; confidence: number };
    expect(number.value).toBe(invoice.expected.invoice_number);
    expect(number.confidence).toBeGreaterThan(0);
    expect(number.confidence).toBeLessThanOrEqual(1);
  });
});
