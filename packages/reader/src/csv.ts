import { parse } from "csv-parse/sync";
import { unionBBox } from "./bbox.ts";
import { decodeText } from "./decode.ts";
import { ReadError, shortReason } from "./errors.ts";
import { type GridWord, cellBox, charCount, gridLine } from "./grid.ts";
import type { DocumentModel, Line, TableCell } from "./model.ts";

const DELIMITERS = [",", ";", "\t"] as const;
/** What separates cells in Line.text, so columns stay apart the way the model promises. */
const CELL_GAP = "  ";

export async function readCsv(bytes: Uint8Array): Promise<DocumentModel> {
  const text = decodeText(bytes);
  if (text.trim() === "") throw new ReadError("empty_document", "The CSV file is empty.");

  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
    });
  } catch (error) {
    throw new ReadError("corrupt_file", `The CSV could not be parsed: ${shortReason(error)}`);
  }
  const rows = records
    .map((record) => record.map((cell) => cell.replace(/\s+/g, " ").trim()))
    .filter((cells) => cells.some((cell) => cell !== ""));
  if (rows.length === 0) throw new ReadError("empty_document", "The CSV file has no values.");

  const laidOut = rows.map(layOutRow);
  const width = laidOut.reduce((max, row) => Math.max(max, row.width), 1);
  const height = rows.length;
  const lines: Line[] = laidOut.map((row, i) => gridLine(row.words, i, width, height));
  const cells: TableCell[][] = laidOut.map((row, i) =>
    row.spans.map((span) => ({
      text: span.text,
      bbox: span.text === "" ? null : cellBox(span.start, span.end, i, width, height),
    })),
  );
  const [header, ...body] = cells;
  const columns = header?.length ?? 0;
  const table = {
    page: 1,
    bbox: unionBBox(lines.map((line) => line.bbox)),
    header: header?.map((cell) => cell.text) ?? null,
    // Rows align with the header's columns; short rows are padded, extra cells are kept rather than dropped.
    rows: body.map((row) => [...row, ...Array.from({ length: Math.max(0, columns - row.length) }, () => emptyCell())]),
  };
  return { kind: "csv", pages: [{ number: 1, width, height, source: "text", lines, tables: [table] }] };
}

function emptyCell(): TableCell {
  return { text: "", bbox: null };
}

function layOutRow(cells: string[]): { words: GridWord[]; spans: { text: string; start: number; end: number }[]; width: number } {
  const words: GridWord[] = [];
  const spans: { text: string; start: number; end: number }[] = [];
  let col = 0;
  cells.forEach((cell, i) => {
    if (i > 0) col += CELL_GAP.length;
    const start = col;
    for (const [j, part] of cell.split(" ").entries()) {
      if (part === "") continue;
      words.push({ text: part, col, wideGapBefore: j === 0 && words.length > 0 });
      col += charCount(part) + 1;
    }
    col = start + charCount(cell);
    spans.push({ text: cell, start, end: col });
  });
  return { words, spans, width: col };
}

/**
 * Picks the delimiter that occurs, outside quotes, on every one of the first lines the same number of times;
 * failing that, on the most lines. A file with none of them is a single column, parsed with commas.
 */
export function detectDelimiter(text: string): string {
  const sampleLines = logicalLines(text, 20);
  let best: { delimiter: string; score: [number, number, number] } = { delimiter: ",", score: [0, 0, 0] };
  for (const delimiter of DELIMITERS) {
    const counts = sampleLines.map((line) => line.split(delimiter).length - 1);
    const first = counts[0] ?? 0;
    const consistent = first > 0 && counts.every((c) => c === first) ? 1 : 0;
    const score: [number, number, number] = [consistent, counts.filter((c) => c > 0).length, counts.reduce((a, b) => a + b, 0)];
    if (compareScores(score, best.score) > 0) best = { delimiter, score };
  }
  return best.delimiter;
}

function compareScores(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Up to `max` non-empty records of the text with quoted sections (which may span lines) removed. */
function logicalLines(text: string, max: number): string[] {
  const lines: string[] = [];
  let current = "";
  let quoted = false;
  const sample = text.slice(0, 65536);
  for (const ch of sample) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) {
      if (current.trim() !== "") lines.push(current);
      current = "";
      if (lines.length >= max) return lines;
    } else if (!quoted) current += ch;
  }
  // A record cut off by the sample limit would skew the counts.
  if (current.trim() !== "" && !quoted && sample.length === text.length) lines.push(current);
  return lines;
}
