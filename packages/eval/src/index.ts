export { listSources, runSource, type CaseReport } from "./run.ts";
export { summarize, formatSummary, type EvalSummary } from "./report.ts";
export { scoreCase, scoreArray, scorePrimitive, tokenF1, type Scored } from "./score.ts";
