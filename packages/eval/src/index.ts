export { listSources, runSource, type CaseReport } from "./run.ts";
export { summarize, formatSummary, formatSuite, type EvalSummary, type SuiteTarget } from "./report.ts";
export { scoreCase, type ScoreRules } from "./score.ts";

export { GENERALITY_SOURCE, PRINTED_SOURCE, buildGenerality, buildPrinted } from "./suites.ts";

export { loadOwnSuites, loadTrainCorpus, TRAIN_DIR } from "./learn/cases.ts";
export { rowsOfAll, trainScorer, formatScorer } from "./learn/train.ts";
export { learnedReport, formatLearned, TRAINED_SOURCES } from "./learn/figures.ts";
