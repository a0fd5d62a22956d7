// Aggregates scored cases into the figures we track: accuracy per source, per field type and overall, the rate
// of answers where none was expected, a calibration table of confidence against accuracy, and the worst cases.
import type { CaseReport } from "./run.ts";
import type { Scored } from "./score.ts";

type Row = { name: string; fields: number; accuracy: number };
type CalibrationRow = { bucket: string; predictions: number; accuracy: number | null };

export type EvalSummary = {
  overall: Row;
  bySource: Row[];
  byType: Row[];
  expectedNull: { fields: number; answered: number; rate: number };
  calibration: CalibrationRow[];
  /** For sources whose cases carry field tags (the generality suite): accuracy by layout form, naming kind, file kind. */
  byForm: Row[];
  byNaming: Row[];
  byFormat: Row[];
  worst: {
    source: string;
    id: string;
    path: string;
    type: string;
    expected: unknown;
    predicted: unknown;
    score: number;
    confidence: number | null;
  }[];
  errors: { source: string; id: string; error: string }[];
  msPerCase: number;
};

const BUCKETS: [number, number][] = [
  [0, 0.5],
  [0.5, 0.7],
  [0.7, 0.8],
  [0.8, 0.9],
  [0.9, 1.0001],
];

function row(name: string, scored: Scored[]): Row {
  return { name, fields: scored.length, accuracy: scored.length ? scored.reduce((s, f) => s + f.score, 0) / scored.length : 0 };
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

const FORM_ORDER = ["inline", "gap", "columns", "above", "prose", "table", "range", "absent"];
const NAMING_ORDER = ["label", "synonym", "abbrev"];

function fileKind(file: string): string {
  const ext = file.slice(file.lastIndexOf(".") + 1).toLowerCase();
  return ext === "pdf" ? "text PDF" : ext === "txt" || ext === "csv" ? "plain text" : "scan (OCR)";
}

/** Rows for the tagged fields, grouped by `key`, in `order` (unknown groups last). */
function tagRows<T extends Scored>(tagged: T[], key: (f: T) => string, order: string[]): Row[] {
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...groupBy(tagged, key)]
    .map(([name, fs]) => row(name, fs))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

export function summarize(cases: CaseReport[], worstCount = 25): EvalSummary {
  const all = cases.flatMap((c) => c.fields.map((f) => ({ ...f, source: c.source, id: c.id })));
  const tagged = cases.flatMap((c) =>
    c.tags ? c.fields.flatMap((f) => (c.tags![f.path] ? [{ ...f, tag: c.tags![f.path]!, kind: fileKind(c.file) }] : [])) : [],
  );
  const expectedNull = all.filter((f) => f.expectedNull);
  const answered = expectedNull.filter((f) => f.score < 1).length;
  const withConfidence = all.filter((f) => f.confidence !== null);
  return {
    overall: row("overall", all),
    bySource: [...groupBy(all, (f) => f.source)].map(([name, fs]) => row(name, fs)),
    byType: [...groupBy(all, (f) => f.type)].map(([name, fs]) => row(name, fs)).sort((a, b) => a.name.localeCompare(b.name)),
    expectedNull: { fields: expectedNull.length, answered, rate: expectedNull.length ? answered / expectedNull.length : 0 },
    calibration: BUCKETS.map(([lo, hi]) => {
      const inBucket = withConfidence.filter((f) => f.confidence! >= lo && f.confidence! < hi);
      return {
        bucket: `${lo.toFixed(1)}-${Math.min(hi, 1).toFixed(1)}`,
        predictions: inBucket.length,
        accuracy: inBucket.length ? inBucket.reduce((s, f) => s + f.score, 0) / inBucket.length : null,
      };
    }),
    byForm: tagRows(tagged, (f) => (f.tag.form === "absent" ? "absent" : f.tag.form), FORM_ORDER),
    byNaming: tagRows(tagged, (f) => f.tag.naming, NAMING_ORDER),
    byFormat: tagRows(tagged, (f) => f.kind, ["text PDF", "scan (OCR)", "plain text"]),
    worst: all
      .filter((f) => f.score < 1)
      .sort((a, b) => a.score - b.score || (b.confidence ?? 0) - (a.confidence ?? 0))
      .slice(0, worstCount)
      .map((f) => ({
        source: f.source,
        id: f.id,
        path: f.path,
        type: f.type,
        expected: f.expected,
        predicted: f.predicted,
        score: f.score,
        confidence: f.confidence,
      })),
    errors: cases.filter((c) => c.error).map((c) => ({ source: c.source, id: c.id, error: c.error! })),
    msPerCase: cases.length ? cases.reduce((s, c) => s + c.ms, 0) / cases.length : 0,
  };
}

const pct = (x: number | null) => (x === null ? "   -  " : `${(x * 100).toFixed(1).padStart(5)}%`);
const clip = (v: unknown, n = 40) => {
  const s = JSON.stringify(v) ?? "null";
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
};

export function formatSummary(s: EvalSummary): string {
  const lines: string[] = [];
  const table = (title: string, rows: Row[]) => {
    lines.push(title);
    for (const r of rows) lines.push(`  ${r.name.padEnd(16)} ${String(r.fields).padStart(5)} fields  ${pct(r.accuracy)}`);
  };
  table("Accuracy by source", s.bySource);
  table("Accuracy by field type", s.byType);
  lines.push(`Overall: ${pct(s.overall.accuracy)} over ${s.overall.fields} fields`);
  lines.push(
    `Non-null answers where null was expected: ${s.expectedNull.answered}/${s.expectedNull.fields} (${pct(s.expectedNull.rate).trim()})`,
  );
  lines.push("Calibration (non-null primitive answers)");
  for (const c of s.calibration)
    lines.push(`  confidence ${c.bucket}  ${String(c.predictions).padStart(5)} answers  ${pct(c.accuracy)} right`);
  if (s.byForm.length) {
    table("Accuracy by layout form (tagged sources; absent = value not in the document)", s.byForm);
    table("Accuracy by field naming (tagged sources)", s.byNaming);
    table("Accuracy by file kind (tagged sources)", s.byFormat);
  }
  if (s.errors.length) {
    lines.push("Cases that failed to run");
    for (const e of s.errors) lines.push(`  ${e.source}/${e.id}: ${e.error}`);
  }
  lines.push("Worst fields");
  for (const w of s.worst) {
    lines.push(
      `  ${`${w.source}/${w.id}`.padEnd(34)} ${w.path.padEnd(24)} expected ${clip(w.expected)}  got ${clip(w.predicted)}  (conf ${w.confidence?.toFixed(2) ?? "-"})`,
    );
  }
  lines.push(`Mean time per case: ${s.msPerCase.toFixed(0)} ms`);
  return lines.join("\n");
}

/** A suite's headline figures against its target: accuracy, and at most `maxWrongNonNull` answers where null was expected. */
export type SuiteTarget = { accuracy: number; maxWrongNonNull?: number };

export function formatSuite(name: string, s: EvalSummary, target: SuiteTarget): string {
  const lines: string[] = [];
  const accOk = s.overall.accuracy >= target.accuracy;
  const nullOk = target.maxWrongNonNull === undefined || s.expectedNull.rate <= target.maxWrongNonNull;
  const goal = `target >= ${pct(target.accuracy).trim()}${target.maxWrongNonNull !== undefined ? `, wrong non-null <= ${pct(target.maxWrongNonNull).trim()}` : ""}`;
  lines.push(
    `== ${name}: ${pct(s.overall.accuracy).trim()} over ${s.overall.fields} fields (${goal}: ${accOk && nullOk ? "met" : "NOT met"})`,
  );
  lines.push(`  sources: ${s.bySource.map((r) => `${r.name} ${pct(r.accuracy).trim()}`).join(", ")}`);
  lines.push(
    `  non-null answers where null was expected: ${s.expectedNull.answered}/${s.expectedNull.fields} (${pct(s.expectedNull.rate).trim()})`,
  );
  lines.push("  calibration (non-null primitive answers):");
  for (const c of s.calibration)
    lines.push(`    confidence ${c.bucket}  ${String(c.predictions).padStart(5)} answers  ${pct(c.accuracy)} right`);
  const tableOf = (title: string, rows: Row[]) => {
    if (!rows.length) return;
    lines.push(`  ${title}: ${rows.map((r) => `${r.name} ${pct(r.accuracy).trim()} (${r.fields})`).join(", ")}`);
  };
  tableOf("by layout form", s.byForm);
  tableOf("by naming", s.byNaming);
  tableOf("by file kind", s.byFormat);
  if (s.errors.length) lines.push(`  cases that failed to run: ${s.errors.length}`);
  return lines.join("\n");
}
