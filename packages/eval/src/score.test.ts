import { describe, expect, it } from "vitest";
import type { PrimitiveResult } from "@docsift/contract";
import { scoreArray, scoreCase, scorePrimitive, tokenF1 } from "./score.ts";

const r = (value: string | number | null): PrimitiveResult => ({
  name: "x",
  value,
  field_type: "string",
  confidence: 0.5,
  page_index: 1,
  source_context: "",
});

describe("scorePrimitive", () => {
  it("follows the corpus rules per type", () => {
    expect(scorePrimitive("string", null, null)).toBe(1);
    expect(scorePrimitive("string", null, "x")).toBe(0);
    expect(scorePrimitive("string", "DE 232 446 240", "DE232446240")).toBe(1);
    expect(scorePrimitive("string", "Beeswax XL\nAcme beeswax", "beeswax xl acme beeswax")).toBe(1);
    expect(scorePrimitive("string", "ACME Supplies GmbH Berlin", "ACME Supplies GmbH")).toBe(1); // token F1 0.86
    expect(scorePrimitive("string", "ACME Supplies GmbH Berlin", "ACME")).toBe(0); // token F1 0.4
    expect(scorePrimitive("number", 12.5, 12.509)).toBe(1);
    expect(scorePrimitive("number", 12.5, "12.5")).toBe(0);
    expect(scorePrimitive("date", "2024-03-12", "2024-03-12")).toBe(1);
    expect(scorePrimitive("date", "2024-03-12", "12/03/2024")).toBe(0);
    expect(scorePrimitive("email", "A@B.com", "a@b.com")).toBe(1);
    expect(scorePrimitive("phone", "(870)-931-0505", "+18709310505")).toBe(1);
    expect(scorePrimitive("phone", "931-0505", "+18709310505")).toBe(1);
    expect(scorePrimitive("phone", "0505", "0505")).toBe(0);
  });

  it("drops a national trunk prefix from phones only under our suites' rules", () => {
    expect(scorePrimitive("phone", "0113 496 0782", "+441134960782")).toBe(0);
    expect(scorePrimitive("phone", "0113 496 0782", "+441134960782", { trunkPrefix: true })).toBe(1);
    expect(scorePrimitive("phone", "+31 (0)172 21 44 60", "+31172214460", { trunkPrefix: true })).toBe(1);
    expect(scorePrimitive("phone", "0113 496 0782", "+441134960799", { trunkPrefix: true })).toBe(0);
    expect(scorePrimitive("phone", "(03) 9555 0281", "+61395550281", { trunkPrefix: true })).toBe(1);
    // An international call prefix is no trunk prefix.
    expect(scorePrimitive("phone", "0044 113 496 0782", "+441134960782", { trunkPrefix: true })).toBe(1);
  });

  it("computes token F1 on alphanumeric words", () => {
    expect(tokenF1("a b c d", "a b c d e")).toBeCloseTo(0.889, 3);
    expect(tokenF1("x", "y")).toBe(0);
  });
});

describe("scoreArray", () => {
  const fields = [
    { name: "name", type: "string" as const },
    { name: "qty", type: "number" as const },
  ];
  it("scores F1 over items matched when half their non-null sub-fields agree", () => {
    const expected = [
      { name: "Apple", qty: 1 },
      { name: "Pear", qty: 2 },
    ];
    expect(
      scoreArray(fields, expected, [
        { name: r("Apple"), qty: r(1) },
        { name: r("Pear"), qty: r(2) },
      ]),
    ).toBe(1);
    expect(scoreArray(fields, expected, [{ name: r("Apple"), qty: r(1) }])).toBeCloseTo(2 / 3, 5);
    expect(scoreArray(fields, expected, [{ name: r("Plum"), qty: r(7) }])).toBe(0);
    expect(scoreArray(fields, [], [])).toBe(1);
  });
});

describe("scoreCase", () => {
  it("scores each sub-field of an object as a field", () => {
    const scored = scoreCase(
      [
        {
          name: "seller",
          type: "object",
          fields: [
            { name: "name", type: "string" },
            { name: "vat", type: "string" },
          ],
        },
      ],
      { seller: { name: "ACME", vat: null } },
      { seller: { name: r("ACME"), vat: r(null) } },
    );
    expect(scored.map((s) => [s.path, s.score])).toEqual([
      ["seller.name", 1],
      ["seller.vat", 1],
    ]);
  });
});
