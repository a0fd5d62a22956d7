// The generality suite's requirements: enough documents, trades, fields and decoys; every layout form, naming
// kind and file kind well represented; and every expected value really printed in its document. Builds the suite
// (PDF rendering, no OCR, no engine).
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DocumentSchemaSchema } from "@docsift/contract";
import { ALL_DOCS } from "./generality/docs/index.ts";
import { buildGenerality, bytesOf, documentText, type GenCase, generalityCases } from "./generality/build.ts";
import { FORMS, NAMINGS } from "./generality/spec.ts";
import { missingValues, suiteStats } from "./generality/stats.ts";

/** Trades of the shared corpus: the suite must measure something else. */
const CORPUS_TRADES = ["invoice", "invoices", "receipt", "receipts", "nda", "zugferd"];

describe("generality suite", () => {
  let dir: string;
  let out: string;
  let cases: GenCase[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "docsift-generality-"));
    out = await buildGenerality(dir);
    cases = JSON.parse(await readFile(join(out, "cases.json"), "utf8")) as GenCase[];
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("is written like a corpus source: cases.json with valid schemas and a file per case", async () => {
    expect(cases).toEqual(generalityCases());
    const files = await readdir(join(out, "docs"));
    expect(files.sort()).toEqual(cases.map((c) => c.file.slice("docs/".length)).sort());
    for (const c of cases) {
      expect(() => DocumentSchemaSchema.parse(c.schema), c.id).not.toThrow();
      expect(Object.keys(c.expected).sort(), c.id).toEqual(c.schema.fields.map((f) => f.name).sort());
    }
  });

  it("has at least 48 documents from at least 14 trades the shared corpus does not cover", () => {
    const stats = suiteStats(cases);
    expect(stats.docs).toBeGreaterThanOrEqual(48);
    expect(stats.trades.length).toBeGreaterThanOrEqual(14);
    for (const trade of stats.trades) expect(CORPUS_TRADES).not.toContain(trade);
  });

  it("has at least 350 fields, at least 15% of them absent from the document", () => {
    const stats = suiteStats(cases);
    expect(stats.fields).toBeGreaterThanOrEqual(350);
    expect(stats.nullShare).toBeGreaterThanOrEqual(0.15);
    expect(stats.nullShare).toBeLessThanOrEqual(0.25);
  });

  it("has every layout form in at least 3 documents and values on later pages", () => {
    const stats = suiteStats(cases);
    for (const form of FORMS) expect(stats.forms[form]!.docs, form).toBeGreaterThanOrEqual(3);
    expect(stats.laterPageDocs).toBeGreaterThanOrEqual(3);
  });

  it("names at least 20% of its fields each way: after the label, by a synonym, abbreviated", () => {
    const stats = suiteStats(cases);
    for (const naming of NAMINGS) expect(stats.namings[naming]!.share, naming).toBeGreaterThanOrEqual(0.2);
  });

  // OCR is most of `pnpm eval`'s time: the scans' pages are capped to keep a run near a minute.
  it("uses every field type, and has at least 10 scans (PNG and multi-page TIFF) of at most 16 pages in all", () => {
    const stats = suiteStats(cases);
    for (const type of ["string", "number", "date", "email", "phone", "array"]) expect(stats.types[type] ?? 0, type).toBeGreaterThan(0);
    expect(cases.some((c) => c.schema.fields.some((f) => f.type === "object"))).toBe(true);
    expect(stats.scannedDocs).toBeGreaterThanOrEqual(10);
    expect(stats.scanPages).toBeLessThanOrEqual(16);
    expect(stats.formats["image/png"]).toBeGreaterThan(0);
    expect(cases.some((c) => c.content_type === "image/tiff" && c.pages > 1)).toBe(true);
    expect(stats.formats["application/pdf"]).toBeGreaterThan(stats.docs / 2);
  });

  it("tags every scored field, and tags it absent exactly when its expected value is null", () => {
    for (const c of cases) {
      for (const f of c.schema.fields) {
        const paths = f.type === "object" ? (f.fields ?? []).map((s) => `${f.name}.${s.name}`) : [f.name];
        for (const path of paths) {
          const tag = c.field_tags[path];
          expect(tag, `${c.id} ${path}`).toBeDefined();
          const [head, sub] = path.split(".") as [string, string | undefined];
          const exp = sub ? (c.expected[head] as Record<string, unknown>)[sub] : c.expected[head];
          expect(tag!.form === "absent", `${c.id} ${path}`).toBe(exp === null);
        }
      }
    }
  });

  it("prints every expected value in its document (no typos in the expectations)", () => {
    const misses = ALL_DOCS.flatMap((doc, i) => missingValues(cases[i]!, documentText(doc)));
    expect(misses).toEqual([]);
  });

  it("keeps every text on its page", () => {
    const overflows = ALL_DOCS.flatMap((doc) => {
      const rendered = doc.render();
      return typeof rendered === "string"
        ? []
        : rendered.flatMap((sheet, i) => sheet.overflows().map((t) => `${doc.id} p${i + 1}: ${t.text}`));
    });
    expect(overflows).toEqual([]);
  });

  it("would catch a typo in an expectation", () => {
    const [doc] = ALL_DOCS;
    const c = structuredClone(cases[0]!);
    const field = c.schema.fields.find((f) => f.type === "string" && c.expected[f.name] !== null)!;
    c.expected[field.name] = `${String(c.expected[field.name])}X9`;
    const date = c.schema.fields.find((f) => f.type === "date" && c.expected[f.name] !== null)!;
    c.expected[date.name] = "1999-12-31";
    expect(missingValues(c, documentText(doc!))).toHaveLength(2);
  });

  it("builds the same bytes every time", async () => {
    const pdf = ALL_DOCS.find((d) => d.format === "pdf")!;
    const [c] = generalityCases([pdf]);
    expect((await bytesOf(pdf, pdf.render())).equals(await readFile(join(out, c!.file)))).toBe(true);
  });
});
