// The printed half of the suite: every case valid and tagged, printed (its PDF committed beside its HTML), and every
// expected value really in its PDF's text as the reader reads it, so the expectations are not typos.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DocumentSchemaSchema } from "@docsift/contract";
import { closePdfThreads, documentText, readDocument } from "@docsift/reader";
import type { GenCase } from "./generality/build.ts";
import { printedCase, printedIds } from "./generality/printed.ts";
import { missingValues, suiteStats } from "./generality/stats.ts";

const HTML = fileURLToPath(new URL("./generality/html/", import.meta.url));

describe("printed suite", () => {
  let cases: GenCase[];
  let texts: string[];

  beforeAll(async () => {
    cases = await Promise.all((await printedIds()).map(printedCase));
    texts = [];
    for (const c of cases) {
      const id = c.id.slice("printed-".length);
      texts.push(documentText(await readDocument(await readFile(join(HTML, `${id}.pdf`)), "application/pdf")));
    }
  }, 120_000);

  afterAll(async () => {
    await closePdfThreads();
  });

  it("has a printed PDF and a source HTML for every case, and valid schemas", async () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    for (const c of cases) {
      const id = c.id.slice("printed-".length);
      await expect(readFile(join(HTML, `${id}.html`), "utf8"), id).resolves.toMatch(/<html/i);
      expect(() => DocumentSchemaSchema.parse(c.schema), c.id).not.toThrow();
      expect(Object.keys(c.expected).sort(), c.id).toEqual(c.schema.fields.map((f) => f.name).sort());
    }
  });

  it("has fields absent from the document (about one in seven), and scans among its documents", () => {
    const stats = suiteStats(cases);
    expect(stats.nullShare).toBeGreaterThanOrEqual(0.12);
    expect(stats.formats["image/png"]).toBeGreaterThanOrEqual(5);
  });

  it("prints every expected value in its document", () => {
    // A value that wraps inside its table cell is read line by line, between its neighbours' words: each of its
    // words must still be there.
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const misses = cases.flatMap((c, i) => {
      const printed = new Set(words(texts[i]!));
      return missingValues(c, texts[i]!).filter((miss) => {
        const value = /string "(.*)" not printed$/.exec(miss)?.[1];
        return value === undefined || !words(value).every((w) => printed.has(w));
      });
    });
    expect(misses).toEqual([]);
  });
});
