// The labelled documents the scorer learns from and is measured on: the training corpus (../shared/train, each
// case marked train or test) and, as further sources, the shared corpus. Documents are read where they lie.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DocumentSchemaSchema, type DocumentSchema } from "@docsift/contract";
import { CORPUS_RULES, type Expected, type ScoreRules } from "../score.ts";

export const TRAIN_DIR = fileURLToPath(new URL("../../../../../shared/train", import.meta.url));

/** The training corpus's real sources, each a folder of ../shared/train. */
export const TRAIN_SOURCES = ["funsd", "invoice2data", "kleister_nda", "sroie", "zugferd"] as const;

export type LabelledCase = {
  source: string;
  /**
   * The kind of documents the case is of: each real source is a kind of its own; our two suites, laid out by our
   * own writer and printer, are one kind.
   */
  kind: string;
  /** Our own suites print national phone numbers that the engine returns in E.164 (see score.ts). */
  rules: ScoreRules;
  id: string;
  path: string;
  contentType: string;
  split: "train" | "test";
  group: string;
  schema: DocumentSchema;
  expected: Record<string, Expected>;
};

type RawCase = {
  id: string;
  file: string;
  content_type: string;
  split?: "train" | "test";
  split_group?: string;
  schema: unknown;
  expected: Record<string, Expected>;
  expected_normalized?: Record<string, unknown>;
};

/** A source's cases in the file's order, expected values with their normalised forms (SROIE's ISO dates). */
async function loadCases(
  dir: string,
  source: string,
  rules: ScoreRules = CORPUS_RULES,
  own?: { split: "train"; kind: string },
): Promise<LabelledCase[]> {
  const raw = JSON.parse(await readFile(join(dir, source, "cases.json"), "utf8")) as RawCase[];
  return raw.map((c) => {
    const schema = DocumentSchemaSchema.parse(c.schema);
    const names = new Set(schema.fields.map((f) => f.name));
    const normalized = Object.fromEntries(Object.entries(c.expected_normalized ?? {}).filter(([k]) => names.has(k))) as Record<
      string,
      Expected
    >;
    return {
      source,
      kind: own?.kind ?? source,
      rules,
      id: c.id,
      path: join(dir, source, c.file),
      contentType: c.content_type,
      split: own?.split ?? c.split ?? "test",
      group: c.split_group ?? c.id,
      schema,
      expected: { ...c.expected, ...normalized },
    };
  });
}

export async function loadTrainCorpus(dir = TRAIN_DIR, sources: readonly string[] = TRAIN_SOURCES): Promise<LabelledCase[]> {
  const all: LabelledCase[] = [];
  for (const source of sources) all.push(...(await loadCases(dir, source)));
  return all;
}

/** Where our own suites are built: git-ignored. */
const OWN_SUITES_DIR = fileURLToPath(new URL("../../../../.eval", import.meta.url));

/**
 * Our own suites (documents of two dozen trades, laid out by our PDF writer and printed by Chromium), built and
 * loaded as training sources: they bring schemas of many kinds of fields that the real sources do not have. They
 * are always trained on, never left out or scored as unseen.
 */
export async function loadOwnSuites(dir = OWN_SUITES_DIR): Promise<LabelledCase[]> {
  const { GENERALITY_SOURCE, PRINTED_SOURCE, buildGenerality, buildPrinted } = await import("../suites.ts");
  await buildGenerality(dir);
  await buildPrinted(dir);
  const rules = { trunkPrefix: true };
  const own = { split: "train", kind: "own" } as const;
  return [...(await loadCases(dir, GENERALITY_SOURCE, rules, own)), ...(await loadCases(dir, PRINTED_SOURCE, rules, own))];
}
