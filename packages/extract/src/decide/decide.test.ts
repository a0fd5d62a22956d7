// Decisions from the scorer's probabilities: a type's own threshold, where training fitted one, decides whether a
// field of that type is answered; the threshold of all types decides for the others.
import { describe, expect, it } from "vitest";
import type { Candidate } from "../candidates/candidates.ts";
import { FEATURES } from "../features/features.ts";
import { CONFIDENCE_INPUTS } from "../scorer/confidence.ts";
import type { Scorer } from "../scorer/scorer.ts";
import { type FieldChoice, decide } from "./decide.ts";

/** A scorer that gives every candidate probability p: one leaf of value logit(p), calibrated to itself. */
function scorerAt(p: number, thresholds: Scorer["thresholds"], threshold = 0.3): Scorer {
  const logit = Math.log(p / (1 - p));
  return {
    features: [],
    model: { base: 0, rate: 1, trees: [{ feature: [-1], threshold: [0], left: [-1], right: [-1], value: [logit] }] },
    calibration: { upper: [1], value: [p] },
    threshold,
    thresholds,
    // The confidence is the probability itself: a weight of 1 on its logit, none on the other inputs.
    confidence: [0, 1, ...new Array<number>(CONFIDENCE_INPUTS - 2).fill(0)],
  };
}

function field(name: string, type: FieldChoice["type"], value: string, page: number): FieldChoice {
  const reading = {
    origin: "key" as const,
    page,
    bbox: undefined,
    context: value,
    ref: undefined,
    start: 0,
    end: value.length,
    match: 0.5,
    form: null,
    quotes: false,
  };
  const candidate: Candidate = {
    value,
    readings: [reading],
    packConfidence: 0,
    best: reading,
    leftMatch: 0,
    adjacentMatch: 0,
    aboveMatch: 0,
    quoted: false,
    ocr: 1,
    sumAbove: 0,
  };
  return { name, type, candidates: [candidate], rows: [new Float64Array(FEATURES.length)] };
}

describe("decide", () => {
  it("answers a field whose type's own threshold its best value passes, and leaves one of another type null", () => {
    const fields = [field("issued_on", "date", "2025-03-14", 1), field("reference", "string", "AB-1207", 2)];
    decide(fields, scorerAt(0.2, { date: 0.1 }));
    expect(fields[0]!.answer).toMatchObject({ value: "2025-03-14", confidence: 0.2 });
    expect(fields[1]!.answer).toMatchObject({ value: null });
  });

  it("uses the threshold of all types where the type has none of its own", () => {
    const fields = [field("reference", "string", "AB-1207", 1)];
    decide(fields, scorerAt(0.35, { date: 0.5 }));
    expect(fields[0]!.answer).toMatchObject({ value: "AB-1207", confidence: 0.35 });
    decide(fields, scorerAt(0.25, { date: 0.1 }));
    expect(fields[0]!.answer).toMatchObject({ value: null });
  });

  it("among values calibrated alike, takes the one the trees rate higher", () => {
    // Calibration maps every probability to 0.8; the trees rate a row whose first feature is 1 higher.
    const scorer = scorerAt(0.8, {});
    scorer.model.trees = [{ feature: [0, -1, -1], threshold: [0.5, 0, 0], left: [1, -1, -1], right: [2, -1, -1], value: [0, 1, 2] }];
    const choice = field("net_weight", "string", "31", 1);
    const wider = field("net_weight", "string", "31 kg", 1);
    choice.candidates.push(wider.candidates[0]!);
    const preferred = new Float64Array(FEATURES.length);
    preferred[0] = 1;
    choice.rows.push(preferred);
    decide([choice], scorer);
    expect(choice.answer).toMatchObject({ value: "31 kg" });
  });
});
