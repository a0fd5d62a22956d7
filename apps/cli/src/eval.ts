import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Config } from "@docsift/config";
import type { EngineChoice } from "@docsift/pipeline";
import { pipelineOptions } from "./extract.ts";
import {
  buildGenerality,
  buildPrinted,
  formatSuite,
  formatSummary,
  GENERALITY_SOURCE,
  PRINTED_SOURCE,
  listSources,
  runSource,
  summarize,
  type CaseReport,
  type ScoreRules,
  type EvalSummary,
  type SuiteTarget,
} from "@docsift/eval";

/** The corpus lives beside the repository (shared/corpus), never inside it. */
export const DEFAULT_CORPUS = fileURLToPath(new URL("../../../../shared/corpus", import.meta.url));

/** Where the generality suite (our own documents, packages/eval/src/generality) is built: git-ignored. */
const GENERALITY_DIR = fileURLToPath(new URL("../../../.eval", import.meta.url));

const TARGETS: Record<"corpus" | "generality" | "printed", SuiteTarget> = {
  corpus: { accuracy: 0.93 },
  generality: { accuracy: 0.95, maxWrongNonNull: 0.03 },
  printed: { accuracy: 0.95, maxWrongNonNull: 0.03 },
};

/** Our suites expect phones as printed, national numbers among them; the service returns E.164 (see score.ts). */
const OWN_RULES: ScoreRules = { trunkPrefix: true };

export type Evaluation = {
  /** Every case run, shared corpus and generality suite together. */
  summary: EvalSummary;
  /** The same figures per suite: their targets differ. */
  suites: { name: string; summary: EvalSummary; target: SuiteTarget }[];
};

/**
 * Runs the shared corpus's sources and the generality suite (unless `generality` is false). `only` picks sources
 * by name; "generality" is the suite's name.
 */
export async function runEvaluation(
  corpus: string,
  only: string[] | undefined,
  out: string,
  config: Config,
  engine: EngineChoice | undefined,
  generality = true,
): Promise<Evaluation> {
  const ours = [GENERALITY_SOURCE, PRINTED_SOURCE];
  const corpusSources = only ? only.filter((s) => !ours.includes(s)) : await listSources(corpus);
  const runGenerality = only ? only.includes(GENERALITY_SOURCE) : generality;
  const runPrinted = only ? only.includes(PRINTED_SOURCE) : generality;
  const options = {
    ...pipelineOptions(config, engine),
    onCase: (r: CaseReport) =>
      process.stderr.write(`${r.source}/${r.id}: ${(r.accuracy * 100).toFixed(0)}% in ${r.ms} ms${r.error ? ` (${r.error})` : ""}\n`),
  };
  const corpusCases: CaseReport[] = [];
  for (const source of corpusSources) corpusCases.push(...(await runSource(corpus, source, options)));
  const generalityCases: CaseReport[] = [];
  if (runGenerality) {
    const started = Date.now();
    await buildGenerality(GENERALITY_DIR);
    process.stderr.write(`generality suite built in ${GENERALITY_DIR} (${Date.now() - started} ms)\n`);
    generalityCases.push(...(await runSource(GENERALITY_DIR, GENERALITY_SOURCE, { ...options, rules: OWN_RULES })));
  }
  const printedCases: CaseReport[] = [];
  if (runPrinted)
    printedCases.push(
      ...(await (await buildPrinted(GENERALITY_DIR), runSource(GENERALITY_DIR, PRINTED_SOURCE, { ...options, rules: OWN_RULES }))),
    );
  const summary = summarize([...corpusCases, ...generalityCases, ...printedCases]);
  const suites: Evaluation["suites"] = [];
  if (corpusCases.length) suites.push({ name: "shared corpus", summary: summarize(corpusCases), target: TARGETS.corpus });
  if (generalityCases.length) suites.push({ name: "generality", summary: summarize(generalityCases), target: TARGETS.generality });
  if (printedCases.length) suites.push({ name: "printed", summary: summarize(printedCases), target: TARGETS.printed });
  await writeFile(
    out,
    `${JSON.stringify({ summary, suites: Object.fromEntries(suites.map((s) => [s.name, s.summary])), cases: [...corpusCases, ...generalityCases, ...printedCases] }, null, 2)}\n`,
  );
  return { summary, suites };
}

export function formatEvaluation(e: Evaluation): string {
  return [formatSummary(e.summary), "", "Per suite", ...e.suites.map((s) => formatSuite(s.name, s.summary, s.target))].join("\n");
}
