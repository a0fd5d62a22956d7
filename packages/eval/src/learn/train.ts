// Training the scorer: every primitive field of every labelled case gives its candidates' feature rows, labelled
// by the corpus's scoring rules (a candidate is right when it would score 1 as the answer). Calibration and the
// null threshold are fitted on out-of-fold predictions, never on rows the trees saw, with one fold for each kind of
// document: a caller's documents are of a kind the model has not seen, so confidence says how often an answer
// was right on a kind the trees had not seen.
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import {
  DEFAULT_TRAIN,
  FEATURES,
  fieldCandidates,
  fitCalibration,
  calibrated,
  answerInputs,
  fitConfidence,
  predict,
  train,
  type Scorer,
  type TrainOptions,
} from "@docsift/extract";
import type { PrimitiveType } from "@docsift/contract";
import type { DocumentModel, ReadOptions } from "@docsift/reader";
import { type Expected, scorePrimitive } from "../score.ts";
import type { LabelledCase } from "./cases.ts";
import { readCached } from "./reads.ts";

type FieldRows = {
  path: string;
  type: PrimitiveType;
  /** The document has no value for the field. */
  absent: boolean;
  rows: Float64Array[];
  labels: number[];
};

export type CaseRows = { case: LabelledCase; fields: FieldRows[] };

function expectedAt(expected: Record<string, Expected>, path: string): Expected | undefined {
  let at: Expected | undefined = expected;
  for (const part of path.split("."))
    at = at && typeof at === "object" && !Array.isArray(at) ? (at as Record<string, Expected>)[part] : undefined;
  return at;
}

/**
 * The labelled candidate rows of every case, in the cases' order. The documents are read as many at a time as
 * there are cores, ahead of the candidates: OCR of one page keeps one core busy, and a first run OCRs 400 scans.
 * The candidates of each case are taken one after the other, in order, so the rows do not depend on which read
 * ended first. (A window of promises in flight is all this needs; no pool library is worth a dependency here.)
 */
export async function rowsOfAll(cases: LabelledCase[], read: ReadOptions): Promise<CaseRows[]> {
  const ahead = Math.max(1, availableParallelism());
  const reads: Promise<DocumentModel>[] = [];
  const start = (i: number) => {
    const c = cases[i];
    if (c) reads[i] = readFile(c.path).then((bytes) => readCached(bytes, c.contentType, read));
  };
  for (let i = 0; i < ahead; i++) start(i);
  const rows: CaseRows[] = [];
  for (let i = 0; i < cases.length; i++) {
    const doc = await reads[i]!;
    delete reads[i];
    start(i + ahead);
    rows.push(rowsOfDocument(cases[i]!, doc));
  }
  return rows;
}

/** The labelled candidate rows of one case. */
function rowsOfDocument(c: LabelledCase, doc: DocumentModel): CaseRows {
  const fields = fieldCandidates(doc, c.schema).map((f) => {
    const expected = expectedAt(c.expected, f.path);
    return {
      path: f.path,
      type: f.type,
      absent: expected === null || expected === undefined,
      rows: f.rows,
      labels: f.values.map((v) => scorePrimitive(f.type, expected ?? null, v, c.rules)),
    };
  });
  return { case: c, fields };
}

/**
 * The weight of one field of an average source: large beside the least hessian weight a leaf may hold (`minLeaf`,
 * 1), so that the trees can still split off the candidates of a single field. (Measured at 10; not tuned.)
 */
const FIELD_WEIGHT = 10;

function trainingSet(cases: CaseRows[]): { rows: Float64Array[]; labels: number[]; weights: number[] } {
  // Each source weighs as much as any other, whatever its number of fields: the model is for kinds of documents,
  // not for the largest source.
  const fieldsPerSource = new Map<string, number>();
  for (const c of cases) fieldsPerSource.set(c.case.source, (fieldsPerSource.get(c.case.source) ?? 0) + c.fields.length);
  const mean = [...fieldsPerSource.values()].reduce((s, n) => s + n, 0) / Math.max(1, fieldsPerSource.size);
  // Every negative is kept: leaving out the candidates with the least evidence (tried) taught the trees nothing of
  // them, and they then outranked the right value on unseen sources.
  const rows: Float64Array[] = [];
  const labels: number[] = [];
  const weights: number[] = [];
  for (const c of cases) {
    const weight = (FIELD_WEIGHT * mean) / fieldsPerSource.get(c.case.source)!;
    for (const f of c.fields) {
      // Each field weighs the same, whatever its number of candidates, and its right candidates together as much
      // as its wrong ones (a field with none right gives its whole weight to the wrong ones): with a weight per
      // row, the fields with hundreds of candidates taught the trees most, and mostly what a wrong value is.
      const right = f.labels.filter((y) => y === 1).length;
      const wrong = f.rows.length - right;
      f.rows.forEach((row, i) => {
        rows.push(row);
        labels.push(f.labels[i]!);
        weights.push(f.labels[i] === 1 ? weight / 2 / right : right ? weight / 2 / wrong : weight / wrong);
      });
    }
  }
  return { rows, labels, weights };
}

/** The kinds of documents among the cases, in a fixed order so that training is reproducible: one fold each. */
function kindsOf(cases: CaseRows[]): string[] {
  const kinds = [...new Set(cases.map((c) => c.case.kind))].sort();
  if (kinds.length < 2) throw new Error("training needs documents of two kinds at least, to calibrate on a kind the trees have not seen");
  return kinds;
}

/**
 * Trains the scorer on the cases: trees on all of them; calibration and threshold from the predictions, for each
 * kind of document, of trees trained without it.
 */
export function trainScorer(cases: CaseRows[], opts: TrainOptions = DEFAULT_TRAIN): Scorer {
  const fieldBest: { p: number; right: boolean; absent: boolean; type: PrimitiveType; kind: string; inputs: number[] }[] = [];
  for (const kind of kindsOf(cases)) {
    const set = trainingSet(cases.filter((c) => c.case.kind !== kind));
    const model = train(set.rows, set.labels, set.weights, opts);
    for (const c of cases.filter((c) => c.case.kind === kind)) {
      for (const f of c.fields) {
        const ps = f.rows.map((row) => predict(model, row));
        let at = -1;
        ps.forEach((p, i) => {
          if (at < 0 || p > ps[at]!) at = i;
        });
        fieldBest.push({
          p: at < 0 ? -1 : ps[at]!,
          right: at >= 0 && f.labels[at] === 1,
          absent: f.absent,
          type: f.type,
          kind,
          inputs: at < 0 ? [] : answerInputs(ps, at, f.rows[at]!),
        });
      }
    }
  }
  // Calibrated on the answers themselves (each field's best candidate; a value where the document has none is
  // wrong), each kind weighing as much as any other. Tried before: folds by split group, calibrated on every
  // candidate: leave one source out 70.0% against 70.7%. (Calibrating on the kind least often right at each
  // score, also tried, scored 70.5% and was no better at 0.9 or more.)
  const answered = fieldBest.filter((b) => b.p >= 0);
  const ofKind = countByKind(answered);
  const calibration = fitCalibration(answered.map((b) => ({ p: b.p, y: b.right ? 1 : 0, w: 1 / ofKind.get(b.kind)! })));
  const best = fieldBest.map((b) => ({ ...b, p: b.p < 0 ? -1 : calibrated(calibration, b.p) }));
  const threshold = bestThreshold(best);
  const thresholds: Scorer["thresholds"] = {};
  for (const type of new Set(best.map((b) => b.type))) {
    const ofType = best.filter((b) => b.type === type);
    if (ofType.length >= MIN_FIELDS_OF_TYPE) thresholds[type] = bestThreshold(ofType);
  }
  // The confidence of the answers given (each field's best candidate from its type's threshold up), each kind
  // weighing as much as any other. Unlike the calibration's (which no scale changes), these weights add up to the
  // number of answers, so that the regression's penalty (see confidence.ts) is counted in answers.
  const given = best.filter((b) => b.p >= 0 && b.p >= (thresholds[b.type] ?? threshold));
  const givenOfKind = countByKind(given);
  const confidence = fitConfidence(
    given.map((b) => ({ x: b.inputs, y: b.right ? 1 : 0, w: given.length / givenOfKind.size / givenOfKind.get(b.kind)! })),
  );
  const set = trainingSet(cases);
  return {
    features: FEATURES.map(([name]) => name),
    model: train(set.rows, set.labels, set.weights, opts),
    calibration,
    threshold,
    thresholds,
    confidence,
  };
}

function countByKind(items: { kind: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { kind } of items) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

/** A type's own threshold is fitted from this many out-of-fold fields of it; fewer take the threshold of all. */
const MIN_FIELDS_OF_TYPE = 100;

/**
 * The calibrated probability from which answering beats answering nothing: over the out-of-fold best candidates,
 * the threshold that makes the most fields right (a field the document lacks is right when it is left null), each
 * kind weighing as much as any other.
 */
function bestThreshold(fields: { p: number; right: boolean; absent: boolean; kind: string }[]): number {
  const levels = [...new Set(fields.map((f) => f.p).filter((p) => p >= 0))].sort((a, b) => a - b);
  const ofKind = countByKind(fields);
  let best = { t: 0.5, right: -1 };
  for (const t of [0, ...levels]) {
    const right = fields.reduce((n, f) => n + (f.p >= t && f.p >= 0 ? (f.right ? 1 : 0) : f.absent ? 1 : 0) / ofKind.get(f.kind)!, 0);
    if (right > best.right) best = { t, right };
  }
  return best.t;
}

/** One tree a line, so that a retrained model's diff says how much changed. */
export function formatScorer(s: Scorer): string {
  const head = JSON.stringify({
    features: s.features,
    threshold: s.threshold,
    thresholds: s.thresholds,
    calibration: s.calibration,
    confidence: s.confidence,
  });
  const trees = s.model.trees.map((t) => JSON.stringify(t)).join(",\n");
  return `${head.slice(0, -1)},\n"model": {"base": ${JSON.stringify(s.model.base)}, "rate": ${JSON.stringify(s.model.rate)}, "trees": [\n${trees}\n]}}\n`;
}
