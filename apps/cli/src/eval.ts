import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Config } from "@docsift/config";
import type { EngineChoice } from "@docsift/pipeline";
import { pipelineOptions } from "./extract.ts";
import { listSources, runSource, summarize, type CaseReport, type EvalSummary } from "@docsift/eval";

/** The corpus lives beside the repository (shared/corpus), never inside it. */
export const DEFAULT_CORPUS = fileURLToPath(new URL("../../../../shared/corpus", import.meta.url));

export async function runEvaluation(
  corpus: string,
  only: string[] | undefined,
  out: string,
  config: Config,
  engine: EngineChoice | undefined,
): Promise<EvalSummary> {
  const sources = only ?? (await listSources(corpus));
  const cases: CaseReport[] = [];
  for (const source of sources) {
    cases.push(
      ...(await runSource(corpus, source, {
        ...pipelineOptions(config, engine),
        onCase: (r) => process.stderr.write(`${r.source}/${r.id}: ${(r.accuracy * 100).toFixed(0)}% in ${r.ms} ms${r.error ? ` (${r.error})` : ""}\n`),
      })),
    );
  }
  const summary = summarize(cases);
  await writeFile(out, `${JSON.stringify({ summary, cases }, null, 2)}\n`);
  return summary;
}
