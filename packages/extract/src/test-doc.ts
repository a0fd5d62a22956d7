// Builds DocumentModels for tests from plain strings, laid out on a character grid the way the reader lays out
// plain text: one column per character, one row per line, words split at spaces.
import type { DocumentModel, Line, Page, Table } from "@docsift/reader";

type TableSpec = { header: string[] | null; rows: string[][] };
export type PageSpec = string | { text: string; tables?: TableSpec[]; confidence?: number };

export function docFromText(...pages: PageSpec[]): DocumentModel {
  return { kind: "text", pages: pages.map((spec, i) => page(typeof spec === "string" ? { text: spec } : spec, i + 1)) };
}

/** A CSV document: every record a line with cells two spaces apart, and one table headed by the first record. */
export function docFromCsv(records: string[][]): DocumentModel {
  const [header, ...rows] = records;
  return {
    kind: "csv",
    pages: [{ ...page({ text: records.map((r) => r.join("  ")).join("\n") }, 1), tables: [table(1, { header: header ?? null, rows })] }],
  };
}

function page(spec: Exclude<PageSpec, string>, number: number): Page {
  const raw = spec.text.split("\n");
  const width = Math.max(1, ...raw.map((l) => l.trimEnd().length));
  const height = Math.max(1, raw.length);
  const lines: Line[] = [];
  raw.forEach((text, row) => {
    const words = [...text.matchAll(/\S+/g)].map((m) => ({
      text: m[0],
      bbox: [m.index / width, row / height, (m.index + m[0].length) / width, (row + 1) / height] as [number, number, number, number],
      confidence: spec.confidence ?? 1,
    }));
    const first = words[0];
    const last = words.at(-1);
    if (!first || !last) return;
    lines.push({
      text: text.trim(),
      bbox: [first.bbox[0], first.bbox[1], last.bbox[2], last.bbox[3]],
      confidence: spec.confidence ?? 1,
      words,
    });
  });
  return { number, width, height, source: "text", lines, tables: (spec.tables ?? []).map((t) => table(number, t)) };
}

function table(pageNumber: number, spec: TableSpec): Table {
  return { page: pageNumber, bbox: null, header: spec.header, rows: spec.rows.map((r) => r.map((text) => ({ text, bbox: null }))) };
}
