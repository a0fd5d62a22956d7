import { describe, expect, it } from "vitest";
import { documentChunks } from "./chunks.ts";
import { docFromPages } from "./testing/doc.ts";

describe("documentChunks", () => {
  it("marks pages and writes tables as rows of cells in place of their lines", () => {
    const doc = docFromPages("Delivery note 12\nItem  Qty  Price\nBolt  4  1,20\nNut  10  0,15\nThank you", {
      text: "Terms apply",
      tables: [],
    });
    doc.pages[0]!.tables = [
      {
        page: 1,
        bbox: null,
        header: ["Item", "Qty", "Price"],
        rows: [
          [
            { text: "Bolt", bbox: null },
            { text: "4", bbox: null },
            { text: "1,20", bbox: null },
          ],
          [
            { text: "Nut", bbox: null },
            { text: "10", bbox: null },
            { text: "0,15", bbox: null },
          ],
        ],
      },
    ];
    const [chunk, ...rest] = documentChunks(doc, { maxChars: 10_000 });
    expect(rest).toEqual([]);
    expect(chunk).toEqual({
      pages: [1, 2],
      text: [
        "=== Page 1 ===",
        "Delivery note 12",
        "| Item | Qty | Price |",
        "| --- | --- | --- |",
        "| Bolt | 4 | 1,20 |",
        "| Nut | 10 | 0,15 |",
        "Thank you",
        "",
        "=== Page 2 ===",
        "Terms apply",
      ].join("\n"),
    });
  });

  it("finds a table's lines by its box when the reader gives one", () => {
    const doc = docFromPages({
      text: "Title\nA  B\n1  2\n3  4\nEnd",
      tables: [
        {
          header: ["A", "B"],
          rows: [
            ["1", "2"],
            ["3", "4"],
          ],
        },
      ],
    });
    expect(doc.pages[0]!.tables[0]!.bbox).not.toBeNull();
    expect(documentChunks(doc, { maxChars: 1000 })[0]!.text).toBe(
      "=== Page 1 ===\nTitle\n| A | B |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |\nEnd",
    );
  });

  it("packs pages into chunks within maxChars, each chunk starting with the last page of the one before", () => {
    const pages = Array.from({ length: 10 }, (_, i) => `Page ${i + 1} text ${"x".repeat(80)}`);
    const chunks = documentChunks(docFromPages(...pages), { maxChars: 400 });
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(400);
    expect(chunks[0]!.pages[0]).toBe(1);
    expect(chunks.at(-1)!.pages.at(-1)).toBe(10);
    for (let i = 1; i < chunks.length; i++) expect(chunks[i]!.pages[0]).toBe(chunks[i - 1]!.pages.at(-1));
    for (const chunk of chunks) {
      expect([...chunk.text.matchAll(/=== Page (\d+) ===/g)].map((m) => Number(m[1]))).toEqual(chunk.pages);
    }
  });

  it("asks for every page once when overlap is off", () => {
    const pages = Array.from({ length: 6 }, (_, i) => `Page ${i + 1} ${"y".repeat(150)}`);
    const chunks = documentChunks(docFromPages(...pages), { maxChars: 400, overlapPages: 0 });
    expect(chunks.flatMap((c) => c.pages)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("splits a page too long for one chunk by lines, overlapping and restating the table header", () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`R${i + 1}`, `${i * 3}`]);
    const text = ["Header line", "Code  Value", ...rows.map((r) => r.join("  "))].join("\n");
    const doc = docFromPages({ text, tables: [{ header: ["Code", "Value"], rows }] });
    const chunks = documentChunks(doc, { maxChars: 300, overlapLines: 2 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.pages).toEqual([1]);
      expect(chunk.text.length).toBeLessThanOrEqual(300);
    }
    expect(chunks[0]!.text.startsWith("=== Page 1 ===\nHeader line\n| Code | Value |")).toBe(true);
    expect(chunks[1]!.text.startsWith("=== Page 1 (continued) ===\n| Code | Value |\n| --- | --- |\n")).toBe(true);
    // Every row is in some chunk, and the last rows of one piece open the next.
    const seen = new Set(chunks.flatMap((c) => [...c.text.matchAll(/\| (R\d+) \|/g)].map((m) => m[1])));
    expect(seen.size).toBe(120);
    const lastOfFirst = [...chunks[0]!.text.matchAll(/\| (R\d+) \|/g)].map((m) => m[1]).slice(-2);
    const firstOfSecond = [...chunks[1]!.text.matchAll(/\| (R\d+) \|/g)].map((m) => m[1]).slice(0, 2);
    expect(firstOfSecond).toEqual(lastOfFirst);
  });
});
