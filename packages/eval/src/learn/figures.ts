// The learned engine's honest figures: each source's test part scored with the model trained on train parts
// only, beside the hand-set resolver on the same cases; and leave one source out, where each real source is
// scored by a model trained without it: the figure for kinds of documents the engine has not seen.
import { readFile } from "node:fs/promises";
import { extractWithRules, type Scorer } from "@docsift/extract";
import type { ReadOptions } from "@docsift/reader";
import { type Scored, scoreCase } from "../score.ts";
import { type LabelledCase, TRAIN_SOURCES } from "./cases.ts";
import { readCached } from "./reads.ts";
import { type CaseRows, rowsOfAll, trainScorer } from "./train.ts";

/** Sources a model is trained on: invoice2data's cases are the shared corpus's own, which must stay unseen. */
export const TRAINED_SOURCES = TRAIN_SOURCES.filter((s) => s !== "invoice2data");

type SourceFigures = {
  source: string;
  cases: number;
  fields: number;
  accuracy: number;
  /** Of the fields the document lacks, the share answered with a value anyway. */
  wrongNonNull: number;
  absent: number;
};

function figuresOf(source: string, scored: { source: string; fields: Scored[] }[]): SourceFigures {
  const fields = scored.flatMap((c) => c.fields);
  const absent = fields.filter((f) => f.expectedNull);
  return {
    source,
    cases: scored.length,
    fields: fields.length,
    accuracy: fields.length ? fields.reduce((s, f) => s + f.score, 0) / fields.length : 1,
    wrongNonNull: absent.length ? absent.filter((f) => f.predicted !== null).length / absent.length : 0,
    absent: absent.length,
  };
}

async function scoreWith(c: LabelledCase, scorer: Scorer | null, read: ReadOptions): Promise<Scored[]> {
  const doc = await readCached(await readFile(c.path), c.contentType, read);
  return scoreCase(c.schema.fields, c.expected, extractWithRules(doc, c.schema, { scorer }), "", c.rules);
}

export type LearnedReport = {
  testParts: { learned: SourceFigures; resolver: SourceFigures }[];
  loso: SourceFigures[];
  /** The hand-set resolver on the same cases as each leave-one-source-out row. */
  losoResolver: SourceFigures[];
  /** Every primitive answer of the leave-one-source-out runs, for the calibration table. */
  losoScored: Scored[];
  testScored: Scored[];
};

/** Test parts and leave one source out (our own suites `own` always trained on), with `onProgress` told of each step. */
export async function learnedReport(
  cases: LabelledCase[],
  own: LabelledCase[],
  read: ReadOptions,
  onProgress: (line: string) => void = () => {},
): Promise<LearnedReport> {
  const rows = await rowsOfAll([...cases, ...own], read);
  onProgress(`candidates of ${rows.length} cases`);
  const ownSources = new Set(own.map((c) => c.source));
  const trainable = (r: CaseRows) =>
    r.case.split === "train" &&
    (ownSources.has(r.case.source) || TRAINED_SOURCES.includes(r.case.source as (typeof TRAINED_SOURCES)[number]));
  const main = trainScorer(rows.filter(trainable));
  onProgress("model trained on every source's train part");
  const testParts: LearnedReport["testParts"] = [];
  const testScored: Scored[] = [];
  for (const source of TRAINED_SOURCES) {
    const test = cases.filter((c) => c.source === source && c.split === "test");
    if (test.length === 0) continue;
    const learned: { source: string; fields: Scored[] }[] = [];
    const resolver: { source: string; fields: Scored[] }[] = [];
    for (const c of test) {
      learned.push({ source, fields: await scoreWith(c, main, read) });
      resolver.push({ source, fields: await scoreWith(c, null, read) });
    }
    testScored.push(...learned.flatMap((l) => l.fields));
    testParts.push({ learned: figuresOf(source, learned), resolver: figuresOf(source, resolver) });
  }
  const loso: SourceFigures[] = [];
  const losoResolver: SourceFigures[] = [];
  const losoScored: Scored[] = [];
  for (const source of TRAIN_SOURCES) {
    const scorer = trainScorer(rows.filter((r) => trainable(r) && r.case.source !== source));
    const scored: { source: string; fields: Scored[] }[] = [];
    const resolver: { source: string; fields: Scored[] }[] = [];
    for (const c of cases.filter((x) => x.source === source)) {
      scored.push({ source, fields: await scoreWith(c, scorer, read) });
      resolver.push({ source, fields: await scoreWith(c, null, read) });
    }
    losoScored.push(...scored.flatMap((s) => s.fields));
    loso.push(figuresOf(source, scored));
    losoResolver.push(figuresOf(source, resolver));
    onProgress(`left out ${source}: ${(loso.at(-1)!.accuracy * 100).toFixed(1)}%`);
  }
  return { testParts, loso, losoResolver, losoScored, testScored };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Confidence bands of non-null primitive answers and how often each was right. */
function calibrationTable(scored: Scored[]): string[] {
  const answered = scored.filter((f) => f.confidence !== null);
  const bands: [number, number][] = [
    [0.9, 1.01],
    [0.8, 0.9],
    [0.7, 0.8],
    [0.5, 0.7],
    [0, 0.5],
  ];
  const rows = bands.map(([lo, hi]) => {
    const inBand = answered.filter((f) => f.confidence! >= lo && f.confidence! < hi);
    const right = inBand.filter((f) => f.score === 1).length;
    return `  ${lo.toFixed(1)}-${Math.min(hi, 1).toFixed(1)}  ${String(inBand.length).padStart(5)} answers  ${inBand.length ? pct(right / inBand.length) : "-"} right`;
  });
  // One figure for the table: the mean squared distance of each answer's confidence from its score (0 at best).
  const brier = answered.reduce((s, f) => s + (f.confidence! - f.score) ** 2, 0) / Math.max(1, answered.length);
  return [...rows, `  Brier score ${brier.toFixed(3)}`];
}

export function formatLearned(r: LearnedReport): string {
  const line = (f: SourceFigures) =>
    `  ${f.source.padEnd(14)} ${String(f.cases).padStart(4)} cases ${String(f.fields).padStart(5)} fields  ${pct(f.accuracy).padStart(6)}  wrong non-null ${f.absent ? `${pct(f.wrongNonNull)} of ${f.absent}` : "-"}`;
  const mean = r.loso.reduce((s, f) => s + f.accuracy, 0) / Math.max(1, r.loso.length);
  const absent = r.losoScored.filter((f) => f.expectedNull);
  const lines = [
    "Leave one source out (each source scored by a model trained without it)",
    ...r.loso.map((f, i) => `${line(f)}   resolver ${pct(r.losoResolver[i]!.accuracy)}`),
    `  mean over sources ${pct(mean)}; lowest ${pct(Math.min(...r.loso.map((f) => f.accuracy)))}; wrong non-null ${absent.length ? pct(absent.filter((f) => f.predicted !== null).length / absent.length) : "-"}`,
    "  calibration:",
    ...calibrationTable(r.losoScored),
    "",
    "Test parts (model trained on the train parts), beside the hand-set resolver on the same cases",
    ...r.testParts.map((t) => `${line(t.learned)}   resolver ${pct(t.resolver.accuracy)}`),
  ];
  const all = r.testParts.map((t) => t.learned);
  const fields = all.reduce((s, f) => s + f.fields, 0);
  lines.push(
    `  all test parts ${pct(all.reduce((s, f) => s + f.accuracy * f.fields, 0) / Math.max(1, fields))} of ${fields} fields`,
    "  calibration:",
    ...calibrationTable(r.testScored),
  );
  return lines.join("\n");
}
