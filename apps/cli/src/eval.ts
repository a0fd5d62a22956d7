import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Config } from "@docsift/config";
import { listSources, runSource, summarize, type CaseReport, type EvalSummary } from "@docsift/eval";

/** The corpus lives beside the repository (shared/corpus), never inside it. */
export const DEFAULT_CORPUS = fileURLToPath(new URL("../../../../shared/corpus", import.meta.url));

export async function runEvaluation(corpus: string, only: string[] | undefined, out: string, config: Config): Promise<EvalSummary> {
  const sources = only ?? (await listSources(corpus));
  const cases: CaseReport[] = [];
  for (const source of sources) {
    cases.push(
      ...(await runSource(corpus, source, {
        maxPages: config.DOCSIFT_MAX_PAGES,
        ...(config.DOCSIFT_PHONE_REGION ? { defaultPhoneRegion: config.DOCSIFT_PHONE_REGION } : {}),
        onCase: (r) => process.stderr.write(`${r.source}/${r.id}: ${(r.accuracy * 100).toFixed(0)}% in ${r.ms} ms${r.error ? ` (${r.error})` : ""}\n`),
      })),
    );
  }
  const summary = summarize(cases);
  await writeFile(out, `${JSON.stringify({ summary, cases }, null, 2)}\n`);
  return summary;
}
