export { listSources, runSource, type CaseReport } from "./run.ts";
export { summarize, formatSummary, formatSuite, type EvalSummary, type SuiteTarget } from "./report.ts";
export { scoreCase, scoreArray, scorePrimitive, tokenF1, type Scored, type ScoreRules } from "./score.ts";

/** The source name of the generality suite (our own documents of trades the shared corpus does not cover). */
export const GENERALITY_SOURCE = "generality";

/**
 * Builds the generality suite into `<dir>/generality` (cases.json + docs/) and returns that folder. Loaded on
 * demand: it renders PDFs and scans, which no other command needs.
 */
export async function buildGenerality(dir: string): Promise<string> {
  return (await import("./generality/build.ts")).buildGenerality(dir);
}

/** The source name of the suite's printed half (HTML documents printed to PDF by Chromium). */
export const PRINTED_SOURCE = "printed";

/** Builds the printed documents into `<dir>/printed` and returns that folder. */
export async function buildPrinted(dir: string): Promise<string> {
  return (await import("./generality/printed.ts")).buildPrinted(dir);
}

export { loadOwnSuites, loadTrainCorpus, TRAIN_DIR, TRAIN_SOURCES, type LabelledCase } from "./learn/cases.ts";
export { rowsOf, trainScorer, formatScorer, type CaseRows } from "./learn/train.ts";
export { learnedReport, formatLearned, TRAINED_SOURCES, type LearnedReport } from "./learn/figures.ts";
