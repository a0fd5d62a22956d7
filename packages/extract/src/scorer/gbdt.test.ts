import { describe, expect, it } from "vitest";
import { predict, train } from "./gbdt.ts";
import { calibrated, fitCalibration } from "./scorer.ts";

/** A small deterministic pseudo-random sequence (a linear congruential generator), so the data is the same each run. */
function points(n: number, seed: number): Float64Array[] {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, () => Float64Array.from([next(), next(), next()]));
}

// Interaction of two features, which no linear model can learn; the third feature is noise.
const label = (x: Float64Array) => (x[0]! > 0.5 !== x[1]! > 0.5 ? 1 : 0);

describe("boosted trees", () => {
  it("learn an interaction of two features beside a feature of noise", () => {
    const rows = points(2000, 7);
    const model = train(
      rows,
      rows.map(label),
      rows.map(() => 1),
    );
    const test = points(500, 99);
    const right = test.filter((x) => (predict(model, x) >= 0.5 ? 1 : 0) === label(x)).length;
    expect(right / test.length).toBeGreaterThan(0.95);
  });

  it("train the same model from the same data", () => {
    const rows = points(500, 3);
    const a = train(
      rows,
      rows.map(label),
      rows.map(() => 1),
      { trees: 20, depth: 3, rate: 0.2, minLeaf: 1, lambda: 1, bins: 16 },
    );
    const b = train(
      rows,
      rows.map(label),
      rows.map(() => 1),
      { trees: 20, depth: 3, rate: 0.2, minLeaf: 1, lambda: 1, bins: 16 },
    );
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it("weigh rows by their weights", () => {
    const rows = [Float64Array.from([0]), Float64Array.from([0])];
    const model = train(rows, [1, 0], [9, 1], { trees: 50, depth: 1, rate: 0.3, minLeaf: 0, lambda: 0, bins: 4 });
    expect(predict(model, rows[0]!)).toBeCloseTo(0.9, 2);
  });
});

describe("calibration", () => {
  it("maps probabilities to how often they were right, never decreasing", () => {
    const pairs = [
      { p: 0.1, y: 0 },
      { p: 0.2, y: 1 },
      { p: 0.3, y: 0 },
      { p: 0.6, y: 1 },
      { p: 0.7, y: 0 },
      { p: 0.9, y: 1 },
      { p: 0.95, y: 1 },
    ];
    const c = fitCalibration(pairs);
    // (0.2, 1) and (0.3, 0) violate the order and are pooled; so are (0.6, 1) and (0.7, 0), and the two pools of
    // one mean.
    expect(c.value).toEqual([0, 0.5, 1]);
    expect(calibrated(c, 0.05)).toBe(0);
    expect(calibrated(c, 0.25)).toBe(0.5);
    expect(calibrated(c, 0.99)).toBe(1);
    for (let i = 1; i < c.value.length; i++) expect(c.value[i]!).toBeGreaterThanOrEqual(c.value[i - 1]!);
  });

  it("counts a weighted pair as many pairs", () => {
    // A right answer three times as heavy as the wrong one at a higher score: pooled, right three times in four.
    const c = fitCalibration([
      { p: 0.4, y: 1, w: 3 },
      { p: 0.6, y: 0, w: 1 },
    ]);
    expect(c.value).toEqual([0.75]);
    expect(calibrated(c, 0.5)).toBe(0.75);
  });
});
