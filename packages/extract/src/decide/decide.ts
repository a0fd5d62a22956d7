// Decisions from the learned scorer: fields compete for the document's values over the whole schema by
// probability, a field whose best value is under the learned threshold is null, and the confidence an answer
// carries is the learned confidence of it (scorer/confidence.ts).
import type { PrimitiveResult, PrimitiveType } from "@docsift/contract";
import type { Candidate } from "../candidates/candidates.ts";
import { boxesOverlap } from "../layout.ts";
import { foundResult, notFound } from "../result.ts";
import { answerInputs, confidenceFrom } from "../scorer/confidence.ts";
import { type Scorer, calibrated, probability } from "../scorer/scorer.ts";

export type FieldChoice = {
  name: string;
  type: PrimitiveType;
  candidates: Candidate[];
  rows: Float64Array[];
  /** Set by decide. */
  answer?: PrimitiveResult;
};

/** A candidate offered for its field: `raws` are the trees' probabilities of all the field's candidates. */
type Offer = { field: FieldChoice; candidate: Candidate; index: number; raws: number[]; p: number };

export function decide(fields: FieldChoice[], scorer: Scorer): void {
  const offers: Offer[] = [];
  for (const field of fields) {
    const raws = field.rows.map((row) => probability(scorer, row));
    field.candidates.forEach((candidate, i) =>
      offers.push({ field, candidate, index: i, raws, p: calibrated(scorer.calibration, raws[i]!) }),
    );
  }
  // Highest first. Calibration is a step function, so many offers share a calibrated probability: among those the
  // trees' own probability decides (the order training takes a field's answer in), then the order the schema and
  // the candidates came, so the same input decides the same.
  offers.sort((a, b) => b.p - a.p || b.raws[b.index]! - a.raws[a.index]!);
  const taken: Offer[] = [];
  const decided = new Set<FieldChoice>();
  for (const offer of offers) {
    if (decided.has(offer.field) || offer.p < (scorer.thresholds[offer.field.type] ?? scorer.threshold)) continue;
    // A printed value answers one field: the place on the page another field took is not this one's, unless packs
    // read both (a pack knows that the grand total is the amount due).
    if (
      taken.some((t) => samePlace(t.candidate, offer.candidate) && !(t.candidate.packConfidence > 0 && offer.candidate.packConfidence > 0))
    )
      continue;
    decided.add(offer.field);
    taken.push(offer);
    const { best } = offer.candidate;
    const inputs = answerInputs(offer.raws, offer.index, offer.field.rows[offer.index]!);
    offer.field.answer = foundResult(offer.field.name, offer.field.type, offer.candidate.value, {
      confidence: confidenceFrom(scorer.confidence, inputs),
      page: best.page,
      context: best.context,
      bbox: best.bbox,
    });
  }
  for (const field of fields) if (!decided.has(field)) field.answer = notFound(field.name, field.type);
}

function samePlace(a: Candidate, b: Candidate): boolean {
  const x = a.best;
  const y = b.best;
  return x.page === y.page && x.bbox !== undefined && y.bbox !== undefined && boxesOverlap(x.bbox, y.bbox);
}
