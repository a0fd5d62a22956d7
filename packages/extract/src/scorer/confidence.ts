// How sure an answer is, learned apart from which answer it is. The trees rank a field's candidates; how often the
// best of them is right on a kind of document the trees have not seen depends also on what the ranking leaves out:
// how far ahead of the runner-up it is, how many values competed, whether a key or a pack read it, how surely OCR
// read its words. A logistic regression over these, fitted on answers of kinds left out of training, gives the
// confidence an answer carries; the calibrated probability still decides which value answers and whether any does.
import { FEATURES } from "../features/features.ts";

/** The candidate's features the confidence also reads, by name (see FEATURES). */
const ROW_INPUTS = [
  "type_string",
  "type_number",
  "type_date",
  "key_match",
  "left_match",
  "above_match",
  "pack",
  "pack_confidence",
  "scanned",
  "fragment",
  "ocr",
] as const;
const AT = ROW_INPUTS.map((name) => FEATURES.findIndex(([n]) => n === name));

/** How many inputs the confidence reads, and so how many weights it has. */
export const CONFIDENCE_INPUTS = 4 + ROW_INPUTS.length;

/** The margin over the runner-up given to a field with one candidate: as far ahead as any answer gets. */
const ALONE = 5;

const logit = (p: number) => {
  const q = Math.min(Math.max(p, 1e-4), 1 - 1e-4);
  return Math.log(q / (1 - q));
};

/**
 * The inputs of the confidence of one answer, the field's candidate `at`: the trees' probability of it and of the
 * field's best other value (the runner-up), the number of values the field had, and the chosen value's features.
 */
export function answerInputs(probabilities: number[], at: number, row: ArrayLike<number>): number[] {
  const p = probabilities[at]!;
  let runnerUp: number | null = null;
  probabilities.forEach((q, i) => {
    if (i !== at && (runnerUp === null || q > runnerUp)) runnerUp = q;
  });
  return [
    1,
    logit(p),
    runnerUp === null ? ALONE : logit(p) - logit(runnerUp),
    Math.log(Math.max(1, probabilities.length)),
    ...AT.map((i) => row[i]!),
  ];
}

/** The confidence from the fitted weights (one per input). */
export function confidenceFrom(weights: number[], inputs: number[]): number {
  const z = inputs.reduce((s, x, i) => s + x * weights[i]!, 0);
  return Math.round((1 / (1 + Math.exp(-z))) * 1e4) / 1e4;
}

/**
 * The L2 penalty of the confidence's weights, in answers (the samples' weights add up to their number). A strong
 * one: the weights are fitted on kinds of documents the trees had not seen, and are used on a kind nobody has, so
 * they are held closer to zero than the fitted kinds alone would ask. Leave one source out, 2026-12-02 (the same
 * trees and answers): at 1, answers at 0.9 and over were right 86.2% of the time and the Brier score was 0.193; at
 * 100, 89.3% and 0.174, with every band's answers right about as often as the band says (docs/engine.md).
 */
const CONFIDENCE_PENALTY = 100;

/**
 * Weighted logistic regression by Newton's method with an L2 penalty (every input is of order one), a fixed
 * number of steps so that the same answers always give the same weights. Our own: fifteen inputs and a few thousand
 * answers need no library, and npm's do not fit this: ml-logistic-regression fits by gradient descent with a learning
 * rate to tune and no weight per sample; qminer's Newton fit needs a native build against OpenBLAS.
 */
export function fitConfidence(samples: { x: number[]; y: number; w: number }[], penalty = CONFIDENCE_PENALTY, steps = 30): number[] {
  const k = samples[0]?.x.length ?? 0;
  const beta = new Array<number>(k).fill(0);
  for (let step = 0; step < steps; step++) {
    const grad = beta.map((b) => penalty * b);
    const hess = beta.map((_, i) => beta.map((__, j) => (i === j ? penalty : 0)));
    for (const { x, y, w } of samples) {
      const p = 1 / (1 + Math.exp(-x.reduce((s, v, i) => s + v * beta[i]!, 0)));
      for (let i = 0; i < k; i++) {
        grad[i]! += w * (p - y) * x[i]!;
        for (let j = 0; j < k; j++) hess[i]![j]! += w * p * (1 - p) * x[i]! * x[j]!;
      }
    }
    solve(hess, grad).forEach((d, i) => (beta[i]! -= d));
  }
  return beta.map((b) => Math.round(b * 1e6) / 1e6);
}

/** Solves a x = b for a symmetric positive definite a (Gaussian elimination; a and b are overwritten). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let c = 0; c < n; c++) {
    for (let r = c + 1; r < n; r++) {
      const f = a[r]![c]! / a[c]![c]!;
      for (let j = c; j < n; j++) a[r]![j]! -= f * a[c]![j]!;
      b[r]! -= f * b[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let j = r + 1; j < n; j++) s -= a[r]![j]! * x[j]!;
    x[r] = s / a[r]![r]!;
  }
  return x;
}
