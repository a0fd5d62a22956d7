import { describe, expect, it } from "vitest";
import { isStopword, sameKey } from "./text.ts";

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

describe("isStopword", () => {
  it("knows a function word as printed, whatever its case, though the list holds stems", () => {
    for (const word of ["the", "These", "where", "THOSE", "unsere", "Votre"]) expect(isStopword(word)).toBe(true);
  });

  it("takes no content word for one", () => {
    for (const word of ["Thesis", "Wherewithal", "Invoice", "Notary"]) expect(isStopword(word)).toBe(false);
  });
});
