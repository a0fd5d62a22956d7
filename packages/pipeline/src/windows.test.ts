import { afterAll, describe, expect, it } from "vitest";
import type { ArrayItemResult, DocumentSchema, PrimitiveResult } from "@docsift/contract";
import { closePdfThreads } from "@docsift/reader";
import { type PdfText, makePdf } from "@docsift/reader/testing";
import { processDocument } from "./index.ts";

afterAll(closePdfThreads);

// A delivery statement of 7 pages: its number and date atop the first, one table of deliveries whose header is
// printed on the first page only, and the total on the last.
const PAGES = 7;
const ROWS = 12;
const row = (page: number, r: number): PdfText[] => {
  const n = (page - 1) * ROWS + r + 1;
  const y = (page === 1 ? 190 : 60) + r * 18;
  return [
    { text: `Crate of pears lot ${n}`, x: 50, y },
    { text: String((n % 4) + 1), x: 300, y },
    { text: `${((n % 4) + 1) * 12}.50`, x: 420, y },
  ];
};
const pages: PdfText[][] = Array.from({ length: PAGES }, (_, i) => {
  const page = i + 1;
  const texts = Array.from({ length: ROWS }, (_, r) => row(page, r)).flat();
  if (page === 1)
    texts.unshift(
      { text: "Orchard Lane Growers", x: 50, y: 50, size: 16 },
      { text: "Statement No.: OL-5521", x: 50, y: 100 },
      { text: "Statement Date: 2 June 2025", x: 50, y: 118 },
      { text: "Description", x: 50, y: 170 },
      { text: "Crates", x: 300, y: 170 },
      { text: "Amount", x: 420, y: 170 },
    );
  texts.push({ text: `Page ${page} of ${PAGES}`, x: 50, y: 800, size: 9 });
  if (page === PAGES) texts.push({ text: "Total due: 2,160.00", x: 300, y: 720 });
  return texts;
});

const schema: DocumentSchema = {
  name: "statement",
  description: "A grower's statement of deliveries",
  fields: [
    { name: "statement_number", type: "string" },
    { name: "statement_date", type: "date" },
    { name: "total_due", type: "number" },
    {
      name: "deliveries",
      type: "array",
      fields: [
        { name: "description", type: "string" },
        { name: "crates", type: "number" },
        { name: "amount", type: "number" },
      ],
    },
  ],
};

describe("a long PDF read and extracted in windows of pages", () => {
  it("gives what the document read whole gives: the first page's fields, the last page's total, every row", async () => {
    const pdf = await makePdf(pages);
    const whole = await processDocument(pdf, "application/pdf", schema, { engine: "rules" });
    const windowed = await processDocument(pdf, "application/pdf", schema, { engine: "rules", windowPages: 2 });
    expect(windowed).toEqual(whole);

    const value = (name: string) => (windowed.fields[name] as PrimitiveResult).value;
    expect(value("statement_number")).toBe("OL-5521");
    expect(value("statement_date")).toBe("2025-06-02");
    expect(value("total_due")).toBe(2160);
    expect((windowed.fields.total_due as PrimitiveResult).page_index).toBe(PAGES);
    const items = windowed.fields.deliveries as ArrayItemResult[];
    expect(items).toHaveLength(PAGES * ROWS);
    expect(items.map((i) => i.description!.value)).toEqual(Array.from({ length: PAGES * ROWS }, (_, n) => `Crate of pears lot ${n + 1}`));
    expect(items.at(-1)!.amount!.page_index).toBe(PAGES);
    expect(windowed.pageCount).toBe(PAGES);
  });
});
