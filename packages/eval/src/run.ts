// Runs the extraction pipeline in-process on every case of the corpus and scores it. The corpus stays where it
// is (../shared/corpus): it is evaluation data, never copied into the repository.
import { readFile, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { DocumentSchemaSchema, type DocumentSchema, type FieldResult } from "@docsift/contract";
import { processDocument, type PipelineOptions } from "@docsift/pipeline";
import type { FieldTag } from "./generality/spec.ts";
import { scoreCase, type Expected, type Scored, type ScoreRules } from "./score.ts";

type Case = {
  id: string;
  file: string;
  content_type: string;
  schema: unknown;
  expected: Record<string, Expected>;
  expected_normalized?: Record<string, unknown>;
  /** Layout form and naming kind per scored path (the generality suite carries them). */
  field_tags?: Record<string, FieldTag>;
};

export type CaseReport = {
  source: string;
  id: string;
  file: string;
  ms: number;
  error: string | null;
  fields: Scored[];
  accuracy: number;
  /** The case's field tags, when its source has them: the report breaks accuracy down by them. */
  tags?: Record<string, FieldTag>;
};

export async function listSources(corpusDir: string): Promise<string[]> {
  const entries = await readdir(corpusDir);
  const sources: string[] = [];
  for (const name of entries.sort()) {
    if ((await stat(join(corpusDir, name))).isDirectory() && (await exists(join(corpusDir, name, "cases.json")))) sources.push(name);
  }
  return sources;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The expected values, with normalised forms (SROIE's ISO dates) taking the place of the printed ones. */
function expectedOf(c: Case, schema: DocumentSchema): Record<string, Expected> {
  const names = new Set(schema.fields.map((f) => f.name));
  const normalized = Object.fromEntries(Object.entries(c.expected_normalized ?? {}).filter(([k]) => names.has(k))) as Record<
    string,
    Expected
  >;
  return { ...c.expected, ...normalized };
}

export async function runSource(
  corpusDir: string,
  source: string,
  opts: PipelineOptions & { filter?: (id: string) => boolean; onCase?: (r: CaseReport) => void; rules?: ScoreRules } = {},
): Promise<CaseReport[]> {
  const cases = JSON.parse(await readFile(join(corpusDir, source, "cases.json"), "utf8")) as Case[];
  const reports: CaseReport[] = [];
  for (const c of cases) {
    if (opts.filter && !opts.filter(c.id)) continue;
    const schema = DocumentSchemaSchema.parse(c.schema);
    const expected = expectedOf(c, schema);
    const started = Date.now();
    let predicted: Record<string, FieldResult> = {};
    let error: string | null = null;
    try {
      const bytes = await readFile(join(corpusDir, source, c.file));
      predicted = (await processDocument(bytes, c.content_type, schema, opts)).fields;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const fields = scoreCase(schema.fields, expected, predicted, "", opts.rules);
    const report: CaseReport = {
      source,
      id: c.id,
      file: c.file,
      ms: Date.now() - started,
      error,
      fields,
      accuracy: fields.length ? fields.reduce((s, f) => s + f.score, 0) / fields.length : 1,
      ...(c.field_tags ? { tags: c.field_tags } : {}),
    };
    opts.onCase?.(report);
    reports.push(report);
  }
  return reports;
}
