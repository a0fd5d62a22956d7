import { describe, expect, it } from "vitest";
import { layOut } from "../layout.ts";
import { docFromText } from "../test-doc.ts";
import { sumAbove } from "./sums.ts";

const layout = layOut(
  docFromText(
    [
      "Corner Bakery, 4 Mill Lane",
      "Rye loaf            3.80",
      "Almond croissant x2 5.40",
      "Flat white          3.20",
      "Subtotal           12.40",
      "VAT 10%             1.24",
      "TOTAL              13.64",
      "Items: 3",
      "Cash               20.00",
    ].join("\n"),
  ),
);
const line = (start: string) => layout.lines.find((l) => l.line.text.startsWith(start))!;

describe("sumAbove", () => {
  it("counts the lines whose closing amounts add up to a value", () => {
    expect(sumAbove(layout, line("Subtotal"), 12.4, {})).toBe(3);
    expect(sumAbove(layout, line("TOTAL"), 13.64, {})).toBe(2);
  });

  it("is 0 for a number no run of lines above adds up to", () => {
    expect(sumAbove(layout, line("Items"), 3, {})).toBe(0);
    expect(sumAbove(layout, line("Cash"), 20, {})).toBe(0);
    expect(sumAbove(layout, line("Rye"), 3.8, {})).toBe(0);
  });
});
