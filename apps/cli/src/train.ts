// `docsift train`: the engine's scorer from the train parts of the training corpus, written where the engine
// loads it. Deterministic: the same corpus and code write the same bytes.
import { writeFile } from "node:fs/promises";
import type { Scorer } from "@docsift/extract";
import { TRAINED_SOURCES, formatScorer, loadOwnSuites, loadTrainCorpus, rowsOfAll, trainScorer } from "@docsift/eval";

export async function trainModel(
  opts: { trainDir: string; out: string; sources?: string[]; maxCases?: number; ownSuites: boolean },
  log: (line: string) => void,
): Promise<Scorer> {
  const sources = opts.sources ?? [...TRAINED_SOURCES];
  const cases = [
    ...(await loadTrainCorpus(opts.trainDir, sources)).filter((c) => c.split === "train"),
    ...(opts.ownSuites ? await loadOwnSuites() : []),
  ];
  const bySource = [...new Set(cases.map((c) => c.source))];
  const picked = opts.maxCases === undefined ? cases : bySource.flatMap((s) => cases.filter((c) => c.source === s).slice(0, opts.maxCases));
  const started = Date.now();
  const rows = await rowsOfAll(picked, {});
  log(`candidates of ${rows.length} cases in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const scorer = trainScorer(rows);
  log(`trained in ${((Date.now() - started) / 1000).toFixed(1)} s; answer from calibrated probability ${scorer.threshold}`);
  await writeFile(opts.out, formatScorer(scorer));
  return scorer;
}
