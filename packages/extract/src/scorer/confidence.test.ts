// The confidence's regression: it finds the weights that made the labels, and its inputs are what an answer shows.
import { describe, expect, it } from "vitest";
import { FEATURES } from "../features/features.ts";
import { CONFIDENCE_INPUTS, answerInputs, confidenceFrom, fitConfidence } from "./confidence.ts";

describe("fitConfidence", () => {
  it("recovers the weights of a logistic model from weighted labels", () => {
    // For each t, the share of right answers is exactly sigmoid(0.5 + 2t): one right and one wrong sample, weighed so.
    const samples = [];
    for (let t = -2; t <= 2; t += 0.25) {
      const p = 1 / (1 + Math.exp(-(0.5 + 2 * t)));
      samples.push({ x: [1, t], y: 1, w: 500 * p }, { x: [1, t], y: 0, w: 500 * (1 - p) });
    }
    const [bias, slope] = fitConfidence(samples, 1);
    expect(bias).toBeCloseTo(0.5, 1);
    expect(slope).toBeCloseTo(2, 1);
  });

  it("holds the weights nearer zero under a stronger penalty, so that no answer is as sure", () => {
    // Right whenever t > 0: a weak penalty learns a steep slope, a strong one a flatter slope.
    const samples = [];
    for (let t = -2; t <= 2; t += 0.25) samples.push({ x: [1, t], y: t > 0 ? 1 : 0, w: 20 });
    const weak = fitConfidence(samples, 1);
    const strong = fitConfidence(samples, 100);
    expect(Math.abs(strong[1]!)).toBeLessThan(Math.abs(weak[1]!));
    expect(confidenceFrom(strong, [1, 2])).toBeLessThan(confidenceFrom(weak, [1, 2]));
    expect(confidenceFrom(strong, [1, 2])).toBeGreaterThan(0.5);
  });

  it("gives the same weights for the same answers", () => {
    const samples = [0.1, 0.4, 0.6, 0.9].map((t, i) => ({ x: [1, t], y: i % 2, w: 1 }));
    expect(fitConfidence(samples)).toEqual(fitConfidence(samples));
  });
});

describe("answerInputs", () => {
  it("reads a lone candidate as far ahead of any runner-up, and one behind another as behind it", () => {
    const row = new Float64Array(FEATURES.length);
    const alone = answerInputs([0.8], 0, row);
    const behind = answerInputs([0.8, 0.4, 0.1], 1, row);
    const ahead = answerInputs([0.8, 0.4, 0.1], 0, row);
    expect(alone).toHaveLength(CONFIDENCE_INPUTS);
    expect(alone[2]).toBeGreaterThan(ahead[2]!);
    expect(ahead[2]).toBeGreaterThan(0);
    expect(behind[2]).toBeLessThan(0);
    // With a weight of 1 on the probability's logit only, the confidence is the probability.
    const weights = [0, 1, ...new Array<number>(CONFIDENCE_INPUTS - 2).fill(0)];
    expect(confidenceFrom(weights, alone)).toBeCloseTo(0.8, 3);
  });
});
