import { describe, expect, it } from "vitest";
import type { Line } from "./model.ts";
import { detectTables } from "./tables.ts";

/** A line on a 100-character-wide grid: cells are [column, text] pairs, one row per line. */
function gridLine(row: number, cells: [number, string][]): Line {
  const words = cells.flatMap(([col, text]) => {
    let x = col;
    return text.split(" ").map((word) => {
      const bbox: [number, number, number, number] = [x / 100, row / 50, (x + word.length) / 100, (row + 1) / 50];
      x += word.length + 1;
      return { text: word, bbox, confidence: 1 };
    });
  });
  return {
    text: cells.map(([, text]) => text).join("    "),
    bbox: [words[0]!.bbox[0], row / 50, words.at(-1)!.bbox[2], (row + 1) / 50],
    confidence: 1,
    words,
  };
}

describe("detectTables", () => {
  it("finds aligned rows under a header, with empty cells where a row has none", () => {
    const lines = [
      gridLine(0, [[0, "Invoice 42"]]),
      gridLine(2, [
        [0, "Description"],
        [40, "Qty"],
        [60, "Amount"],
      ]),
      gridLine(3, [
        [0, "Chair, oak"],
        [41, "2"],
        [61, "120.00"],
      ]),
      gridLine(4, [[0, "with cushion"]]),
      gridLine(5, [
        [0, "Desk"],
        [41, "1"],
        [61, "300.00"],
      ]),
      gridLine(6, [
        [0, "Shipping"],
        [61, "15.00"],
      ]),
      gridLine(8, [[0, "Thank you for your business."]]),
    ];
    const tables = detectTables(lines, 3);
    expect(tables).toHaveLength(1);
    expect(tables[0]!.page).toBe(3);
    expect(tables[0]!.header).toEqual(["Description", "Qty", "Amount"]);
    expect(tables[0]!.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Chair, oak\nwith cushion", "2", "120.00"],
      ["Desk", "1", "300.00"],
      ["Shipping", "", "15.00"],
    ]);
    expect(tables[0]!.rows[2]![1]).toEqual({ text: "", bbox: null });
    expect(tables[0]!.bbox).toEqual([0, 2 / 50, 0.67, 7 / 50]);
    expect(tables[0]!.rows).toHaveLength(3);
  });

  it("guesses no header when the first row holds data", () => {
    const lines = [
      gridLine(0, [
        [0, "2023-01-01"],
        [30, "Opening balance"],
        [70, "100.00"],
      ]),
      gridLine(1, [
        [0, "2023-01-05"],
        [30, "Coffee"],
        [70, "-3.50"],
      ]),
      gridLine(2, [
        [0, "2023-01-09"],
        [30, "Salary"],
        [70, "2500.00"],
      ]),
    ];
    const [table] = detectTables(lines, 1);
    expect(table!.header).toBeNull();
    expect(table!.rows).toHaveLength(3);
  });

  it("needs three lines and stops where the columns stop lining up", () => {
    const twoLines = [
      gridLine(0, [
        [0, "Name"],
        [50, "Value"],
      ]),
      gridLine(1, [
        [0, "a"],
        [50, "1"],
      ]),
    ];
    expect(detectTables(twoLines, 1)).toEqual([]);
    const broken = [
      ...twoLines,
      gridLine(2, [
        [20, "x"],
        [80, "y"],
      ]),
      gridLine(3, [
        [0, "b"],
        [50, "2"],
      ]),
    ];
    expect(detectTables(broken, 1)).toEqual([]);
  });

  it("does not read a list with hanging indents as a table", () => {
    const prose = "the Employee shall not disclose any Confidential Information to any third party";
    const lines = [
      gridLine(0, [
        [0, "(a)"],
        [8, prose],
      ]),
      gridLine(1, [
        [0, "(b)"],
        [8, prose],
      ]),
      gridLine(2, [
        [0, "(c)"],
        [8, prose],
      ]),
    ];
    expect(detectTables(lines, 1)).toEqual([]);
  });
});

describe("detectTables from a header row", () => {
  it("completes a row with amounts printed a little lower and splits header labels pdf.js merged", () => {
    const lines = [
      gridLine(0, [
        [0, "Pos"],
        [8, "Description"],
        [40, "Qty"],
        [55, "VAT Amount incl. VAT"],
      ]),
      gridLine(2, [
        [0, "1"],
        [8, "Rental days"],
        [41, "2"],
        [55, "19%"],
      ]),
      { ...gridLine(2.6, [[68, "173.10"]]) },
      gridLine(4, [
        [0, "2"],
        [8, "Navigation system"],
        [41, "1"],
        [55, "19%"],
        [68, "10.08"],
      ]),
      gridLine(6, [
        [8, "Subtotal"],
        [68, "183.18"],
      ]),
      gridLine(7, [
        [8, "Total"],
        [68, "217.98"],
      ]),
    ];
    const tables = detectTables(lines, 1);
    const items = tables.find((t) => t.header?.includes("Qty"))!;
    expect(items.header).toEqual(["Pos", "Description", "Qty", "VAT", "Amount incl. VAT"]);
    expect(items.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["1", "Rental days", "2", "19%", "173.10"],
      ["2", "Navigation system", "1", "19%", "10.08"],
    ]);
  });

  it("keeps a wrapped description in its row and a distant note out of it", () => {
    const lines = [
      gridLine(0, [
        [0, "Item"],
        [40, "Quantity"],
        [60, "Price"],
        [80, "Amount"],
      ]),
      gridLine(1, [
        [0, "Beeswax XL"],
        [41, "1.00"],
        [61, "42.00"],
        [81, "42.00"],
      ]),
      gridLine(2, [[0, "Acme beeswax"]]),
      gridLine(4, [
        [0, "Office Chair"],
        [41, "1.00"],
        [61, "70.00"],
        [81, "70.00"],
      ]),
      gridLine(6, [[0, "Delivered in a re-usable container"]]),
    ];
    const [table] = detectTables(lines, 1);
    expect(table!.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Beeswax XL\nAcme beeswax", "1.00", "42.00", "42.00"],
      ["Office Chair", "1.00", "70.00", "70.00"],
    ]);
  });

  it("carries on after a section subtotal when more items follow", () => {
    const lines = [
      gridLine(0, [
        [0, "Description"],
        [40, "Qty"],
        [60, "Price"],
        [80, "Amount"],
      ]),
      gridLine(1, [
        [0, "Chair"],
        [41, "1"],
        [61, "70.00"],
        [81, "70.00"],
      ]),
      gridLine(2, [
        [70, "Subtotal"],
        [81, "70.00"],
      ]),
      gridLine(3, [[0, "--- Food ---"]]),
      gridLine(4, [
        [0, "Olive oil"],
        [41, "2"],
        [61, "5.00"],
        [81, "10.00"],
      ]),
      gridLine(5, [
        [70, "Total"],
        [81, "80.00"],
      ]),
    ];
    const [table] = detectTables(lines, 1);
    expect(table!.rows.filter((r) => r[3]!.text !== "").map((r) => r[0]!.text)).toEqual(["Chair", "Olive oil"]);
  });
});
