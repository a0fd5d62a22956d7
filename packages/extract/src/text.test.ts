import { describe, expect, it } from "vitest";
import { sameKey } from "./text.ts";

describe("sameKey", () => {
  it("forgives one OCR slip in long words", () => {
    expect(sameKey("rounding", "rcunding")).toBe(true);
    expect(sameKey("rechnung", "rechnungen")).toBe(false);
  });

  it("forgives one misread letter in the middle of a five-letter word, but not one that makes another word", () => {
    expect(sameKey("total", "tolal")).toBe(true);
    expect(sameKey("total", "totsl")).toBe(true);
    expect(sameKey("order", "older")).toBe(false);
    expect(sameKey("klant", "klang")).toBe(false);
    expect(sameKey("stuck", "stock")).toBe(false);
    expect(sameKey("total", "tozzl")).toBe(false);
  });
});
