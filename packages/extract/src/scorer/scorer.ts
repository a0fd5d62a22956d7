// The learned scorer as the engine uses it: boosted trees that give each (field, candidate) pair a probability,
// a calibration that maps it to how often such answers were right on documents the trees had not seen, and the
// probability under which a field is better left null. All three come from `pnpm train`.
import { readFileSync } from "node:fs";
import type { PrimitiveType } from "@docsift/contract";
import { FEATURES } from "../features/features.ts";
import { type Model, predict } from "./gbdt.ts";

export type Calibration = { upper: number[]; value: number[] };

export type Scorer = {
  /** The feature names the model was trained on, in order: a model for other features is refused. */
  features: string[];
  model: Model;
  /** Isotonic steps: a probability up to upper[i] is right value[i] of the time. */
  calibration: Calibration;
  /** The best candidate of a field is the answer only from this calibrated probability up... */
  threshold: number;
  /** ...or from its type's own, where training had enough fields of the type to fit one. */
  thresholds: Partial<Record<PrimitiveType, number>>;
  /** The weights of the answer's confidence (see confidence.ts). */
  confidence: number[];
};

export function probability(scorer: Scorer, row: ArrayLike<number>): number {
  return predict(scorer.model, row);
}

export function calibrated(calibration: Calibration, p: number): number {
  const { upper, value } = calibration;
  for (let i = 0; i < upper.length; i++) if (p <= upper[i]!) return value[i]!;
  return value[value.length - 1] ?? p;
}

/**
 * Pool-adjacent-violators: the non-decreasing step function closest to the labels, in order of probability. A pair
 * counts `w` times (1 when absent).
 */
export function fitCalibration(pairs: { p: number; y: number; w?: number }[]): Calibration {
  const sorted = [...pairs].sort((a, b) => a.p - b.p || a.y - b.y);
  const blocks: { sum: number; n: number; upper: number }[] = [];
  for (const { p, y, w = 1 } of sorted) {
    blocks.push({ sum: w * y, n: w, upper: p });
    while (
      blocks.length > 1 &&
      blocks[blocks.length - 2]!.sum / blocks[blocks.length - 2]!.n >= blocks[blocks.length - 1]!.sum / blocks[blocks.length - 1]!.n
    ) {
      const last = blocks.pop()!;
      const prev = blocks[blocks.length - 1]!;
      prev.sum += last.sum;
      prev.n += last.n;
      prev.upper = last.upper;
    }
  }
  return { upper: blocks.map((b) => b.upper), value: blocks.map((b) => Math.round((b.sum / b.n) * 1e4) / 1e4) };
}

export const MODEL_FILE = new URL("../../model/scorer.json", import.meta.url);

let committed: Scorer | null = null;

/** The model `pnpm train` wrote into the package, checked to be one for the engine's features. */
export function committedScorer(): Scorer {
  if (committed) return committed;
  const scorer = JSON.parse(readFileSync(MODEL_FILE, "utf8")) as Scorer;
  const names = FEATURES.map(([name]) => name);
  if (scorer.features.join() !== names.join())
    throw new Error(`${MODEL_FILE.pathname} was trained on other features than the engine computes: run pnpm train`);
  return (committed = scorer);
}
