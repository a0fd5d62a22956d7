import { describe, expect, it } from "vitest";
import { detectDecimal, findAmounts, parseNumber } from "./number.ts";

describe("parseNumber", () => {
  it.each([
    ["1.234,56", 1234.56],
    ["1,234.56", 1234.56],
    ["1 234,56", 1234.56],
    ["1\u202f234,56", 1234.56],
    ["1'234.56", 1234.56],
    ["€ 12,00", 12],
    ["12.00 EUR", 12],
    ["12,00€", 12],
    ["-5,00", -5],
    ["(5.00)", -5],
    ["5,00-", -5],
    ["RM 12.50", 12.5],
    ["RM12.50", 12.5],
    ["US$ 3.50", 3.5],
    ["1.234.567,89", 1234567.89],
    ["1.234,-", 1234],
    ["0,500", 0.5],
    ["12345", 12345],
    ["19%", 19],
    ["+7", 7],
  ])("%s -> %d", (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it("reads a lone separator before three digits as thousands unless the document writes decimals that way", () => {
    expect(parseNumber("1,234")).toBe(1234);
    expect(parseNumber("1.234")).toBe(1234);
    expect(parseNumber("1,234", { decimal: "," })).toBe(1.234);
    expect(parseNumber("1.234", { decimal: "." })).toBe(1.234);
    expect(parseNumber("1,5")).toBe(1.5);
  });

  it.each(["", "abc", "12/03/2024", "1.2.3", "12,34,5", "EUR", "INV-2024", "4711a"])("%j is not a number", (text) => {
    expect(parseNumber(text)).toBeNull();
  });
});

describe("findAmounts", () => {
  it("finds amounts with their currency and sign, and marks percentages", () => {
    const found = findAmounts("Total (3 items): 45.00 EUR  MwSt 19% 7,18  -5,00  1 234,56 €");
    expect(found.map((a) => a.value)).toEqual([3, 45, 19, 7.18, -5, 1234.56]);
    expect(found.map((a) => a.percent)).toEqual([false, false, true, false, false, false]);
    expect(found[1]).toMatchObject({ hasDecimals: true, hasCurrency: true });
  });

  it("takes a bracket into the amount only when it opens and closes around it", () => {
    const text = "Total (incl. GST):  12.50)   (3.00)  (see note 5)";
    const found = findAmounts(text);
    expect(found.map((a) => a.value)).toEqual([12.5, -3]);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe("12.50");
  });

  it("does not take pieces of dates, times, identifiers or VAT numbers for amounts", () => {
    expect(findAmounts("12.03.2024 12:30 INV-2024-001 FR24518402730 GLN 4038172500048")).toEqual([]);
  });
});

describe("detectDecimal", () => {
  it("tells the document's decimal separator from amounts with two decimals", () => {
    expect(detectDecimal("Netto 1.234,56\nMwSt 234,56")).toBe(",");
    expect(detectDecimal("Net 1,234.56\nVAT 234.56")).toBe(".");
    expect(detectDecimal("no amounts here")).toBeNull();
  });
});
