// Aggregates scored cases into the figures we track: accuracy per source, per field type and overall, the rate
// of answers where none was expected, a calibration table of confidence against accuracy, and the worst cases.
import type { CaseReport } from "./run.ts";
import type { Scored } from "./score.ts";

export type Row = { name: string; fields: number; accuracy: number };
export type CalibrationRow = { bucket: string; predictions: number; accuracy: number | null };

export type EvalSummary = {
  overall: Row;
  bySource: Row[];
  byType: Row[];
  expectedNull: { fields: number; answered: number; rate: number };
  calibration: CalibrationRow[];
  worst: { source: string; id: string; path: string; type: string; expected: unknown; predicted: unknown; score: number; confidence: number | null }[];
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

export function summarize(cases: CaseReport[], worstCount = 25): EvalSummary {
  const all = cases.flatMap((c) => c.fields.map((f) => ({ ...f, source: c.source, id: c.id })));
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
    worst: all
      .filter((f) => f.score < 1)
      .sort((a, b) => a.score - b.score || (b.confidence ?? 0) - (a.confidence ?? 0))
      .slice(0, worstCount)
      .map((f) => ({ source: f.source, id: f.id, path: f.path, type: f.type, expected: f.expected, predicted: f.predicted, score: f.score, confidence: f.confidence })),
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
  lines.push(`Non-null answers where null was expected: ${s.expectedNull.answered}/${s.expectedNull.fields} (${pct(s.expectedNull.rate).trim()})`);
  lines.push("Calibration (non-null primitive answers)");
  for (const c of s.calibration) lines.push(`  confidence ${c.bucket}  ${String(c.predictions).padStart(5)} answers  ${pct(c.accuracy)} right`);
  if (s.errors.length) {
    lines.push("Cases that failed to run");
    for (const e of s.errors) lines.push(`  ${e.source}/${e.id}: ${e.error}`);
  }
  lines.push("Worst fields");
  for (const w of s.worst) {
    lines.push(`  ${`${w.source}/${w.id}`.padEnd(34)} ${w.path.padEnd(24)} expected ${clip(w.expected)}  got ${clip(w.predicted)}  (conf ${w.confidence?.toFixed(2) ?? "-"})`);
  }
  lines.push(`Mean time per case: ${s.msPerCase.toFixed(0)} ms`);
  return lines.join("\n");
}
