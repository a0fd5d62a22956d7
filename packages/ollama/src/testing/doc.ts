// DocumentModels for tests, from strings laid out on a character grid the way the text reader lays out plain
// text: one column per character, one row per line, words split at spaces.
import type { BBox, DocumentModel, Line, Page, Table } from "@docsift/reader";

type TableSpec = { header: string[] | null; rows: string[][] };
export type PageSpec = string | { text: string; tables?: TableSpec[]; confidence?: number };

export function docFromPages(...pages: PageSpec[]): DocumentModel {
  return { kind: "text", pages: pages.map((spec, i) => page(typeof spec === "string" ? { text: spec } : spec, i + 1)) };
}

function page(spec: Exclude<PageSpec, string>, number: number): Page {
  const raw = spec.text.split("\n");
  const width = Math.max(1, ...raw.map((l) => l.trimEnd().length));
  const height = Math.max(1, raw.length);
  const confidence = spec.confidence ?? 1;
  const lines: Line[] = [];
  raw.forEach((text, row) => {
    const words = [...text.matchAll(/\S+/g)].map((m) => ({
      text: m[0],
      bbox: [m.index / width, row / height, (m.index + m[0].length) / width, (row + 1) / height] as BBox,
      confidence,
    }));
    const first = words[0];
    const last = words.at(-1);
    if (!first || !last) return;
    lines.push({ text: text.trim(), bbox: [first.bbox[0], first.bbox[1], last.bbox[2], last.bbox[3]], confidence, words });
  });
  return { number, width, height, source: "text", lines, tables: (spec.tables ?? []).map((t) => table(number, t, lines)) };
}

/** The table's box is that of the lines printing its rows, as the PDF reader gives it. */
function table(pageNumber: number, spec: TableSpec, lines: Line[]): Table {
  const texts = new Set([spec.header ?? [], ...spec.rows].map((cells) => cells.join(" ").replace(/\s+/g, " ")));
  const boxes = lines.filter((l) => texts.has(l.text.replace(/\s+/g, " "))).map((l) => l.bbox);
  const bbox: BBox | null =
    boxes.length === 0
      ? null
      : [
          Math.min(...boxes.map((b) => b[0])),
          Math.min(...boxes.map((b) => b[1])),
          Math.max(...boxes.map((b) => b[2])),
          Math.max(...boxes.map((b) => b[3])),
        ];
  return { page: pageNumber, bbox, header: spec.header, rows: spec.rows.map((r) => r.map((text) => ({ text, bbox: null }))) };
}
