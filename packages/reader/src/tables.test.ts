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
      gridLine(2, [[0, "Description"], [40, "Qty"], [60, "Amount"]]),
      gridLine(3, [[0, "Chair, oak"], [41, "2"], [61, "120.00"]]),
      gridLine(4, [[0, "with cushion"]]),
      gridLine(5, [[0, "Desk"], [41, "1"], [61, "300.00"]]),
      gridLine(6, [[0, "Shipping"], [61, "15.00"]]),
      gridLine(8, [[0, "Thank you for your business."]]),
    ];
    const tables = detectTables(lines, 3);
    expect(tables).toHaveLength(1);
    expect(tables[0]!.page).toBe(3);
    expect(tables[0]!.header).toEqual(["Description", "Qty", "Amount"]);
    expect(tables[0]!.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Chair, oak", "2", "120.00"],
      ["with cushion", "", ""],
      ["Desk", "1", "300.00"],
      ["Shipping", "", "15.00"],
    ]);
    expect(tables[0]!.rows[3]![1]).toEqual({ text: "", bbox: null });
    expect(tables[0]!.bbox).toEqual([0, 2 / 50, 0.67, 7 / 50]);
  });

  it("guesses no header when the first row holds data", () => {
    const lines = [
      gridLine(0, [[0, "2023-01-01"], [30, "Opening balance"], [70, "100.00"]]),
      gridLine(1, [[0, "2023-01-05"], [30, "Coffee"], [70, "-3.50"]]),
      gridLine(2, [[0, "2023-01-09"], [30, "Salary"], [70, "2500.00"]]),
    ];
    const [table] = detectTables(lines, 1);
    expect(table!.header).toBeNull();
    expect(table!.rows).toHaveLength(3);
  });

  it("needs three lines and stops where the columns stop lining up", () => {
    const twoLines = [gridLine(0, [[0, "Name"], [50, "Value"]]), gridLine(1, [[0, "a"], [50, "1"]])];
    expect(detectTables(twoLines, 1)).toEqual([]);
    const broken = [...twoLines, gridLine(2, [[20, "x"], [80, "y"]]), gridLine(3, [[0, "b"], [50, "2"]])];
    expect(detectTables(broken, 1)).toEqual([]);
  });

  it("does not read a list with hanging indents as a table", () => {
    const prose = "the Employee shall not disclose any Confidential Information to any third party";
    const lines = [gridLine(0, [[0, "(a)"], [8, prose]]), gridLine(1, [[0, "(b)"], [8, prose]]), gridLine(2, [[0, "(c)"], [8, prose]])];
    expect(detectTables(lines, 1)).toEqual([]);
  });
});
