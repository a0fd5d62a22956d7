import { describe, expect, it } from "vitest";
import type { ArrayItemResult, DocumentSchema, PrimitiveResult } from "@docsift/contract";
import type { DocumentModel } from "@docsift/reader";
import { extractWithRules } from "./engine.ts";
import { type PageSpec, docFromText } from "./test-doc.ts";
import { WindowedExtraction } from "./windows.ts";

// A hire log of 6 pages: its reference atop the first, one table of hires whose header only the first page prints
// (the reader finds no header on the others), and the balance on the last.
const rows = (page: number) =>
  Array.from({ length: 3 }, (_, r) => {
    const n = (page - 1) * 3 + r + 1;
    return [`Scaffold tower ${n}`, `Depot ${String.fromCharCode(64 + page)}`, String(n + 1), `${(n + 1) * 40}.00`];
  });
const pages: PageSpec[] = Array.from({ length: 6 }, (_, i) => {
  const page = i + 1;
  const lines = rows(page).map((r) => r.join("   "));
  const head = page === 1 ? ["Hire log reference: HL-3107", "", "Item   Collected from   Days   Charge"] : [];
  const foot = page === 6 ? ["", "Balance outstanding: 2,520.00"] : [];
  return {
    text: [...head, ...lines, ...foot].join("\n"),
    tables: [{ header: page === 1 ? ["Item", "Collected from", "Days", "Charge"] : null, rows: rows(page) }],
  };
});

const schema: DocumentSchema = {
  name: "hire_log",
  description: "A plant hire firm's log of hires",
  fields: [
    { name: "log_reference", type: "string" },
    { name: "balance_outstanding", type: "number" },
    {
      name: "hires",
      type: "array",
      fields: [
        { name: "item", type: "string" },
        { name: "collected_from", type: "string" },
        { name: "days", type: "number" },
        { name: "charge", type: "number" },
      ],
    },
  ],
};

function inWindows(doc: DocumentModel, size: number): ReturnType<WindowedExtraction["result"]> {
  const extraction = new WindowedExtraction(schema);
  for (let first = 0; first < doc.pages.length; first += size) extraction.add({ ...doc, pages: doc.pages.slice(first, first + size) });
  return extraction.result();
}

describe("extraction in windows of pages", () => {
  const doc = docFromText(...pages);

  it("reads a table on through windows whose pages print no header, as the whole document reads it", () => {
    const whole = extractWithRules(doc, schema);
    expect((whole.hires as ArrayItemResult[]).map((i) => i.item!.value)).toEqual(
      Array.from({ length: 18 }, (_, n) => `Scaffold tower ${n + 1}`),
    );
    for (const size of [1, 2, 4]) expect(inWindows(doc, size)).toEqual(whole);
  });

  it("keeps each field's surest answer over the windows, with the page it stands on", () => {
    const fields = inWindows(doc, 2);
    expect((fields.log_reference as PrimitiveResult).value).toBe("HL-3107");
    expect((fields.balance_outstanding as PrimitiveResult).value).toBe(2520);
    expect((fields.balance_outstanding as PrimitiveResult).page_index).toBe(6);
  });
});
