// The document as the model reads it: page markers, tables as rows of cells, and pieces small enough for the
// model's context. Consecutive pieces overlap (a page, or some lines of a split page) so that a value or a table
// row on a boundary is seen whole at least once; merging removes what the overlap finds twice.
import type { DocumentModel, Line, Page, Table } from "@docsift/reader";
import { collapse } from "./text.ts";

export type Chunk = {
  /** Numbers of the pages (1-based) whose text the chunk holds, in order. */
  pages: number[];
  text: string;
};

export type ChunkOptions = {
  maxChars: number;
  /** Whole pages repeated at the start of the next chunk. */
  overlapPages?: number;
  /** Lines repeated at the start of the next piece of a page too long for one chunk. */
  overlapLines?: number;
};

/** Characters per token of business text in current tokenizers, on average. */
const CHARS_PER_TOKEN = 3.5;
/** Room for the chat template's own tokens and for the estimate being short. */
const SPARE_TOKENS = 256;
const MIN_CHUNK_CHARS = 1000;
const MIN_ANSWER_TOKENS = 256;

/**
 * How much document text one request can carry, and how long its answer may grow, within `numCtx` tokens that
 * the prompt, the text and the answer share. A list's answer copies its rows back as JSON, keys and quotes
 * included, so it needs about twice the room of the rows it came from; single values need little.
 */
export function contextBudget(
  numCtx: number,
  promptChars: number,
  answer: { lists: boolean; values: number },
): { maxChars: number; answerTokens: number } {
  const free = numCtx - Math.ceil(promptChars / CHARS_PER_TOKEN) - SPARE_TOKENS;
  const answerTokens = Math.max(
    MIN_ANSWER_TOKENS,
    answer.lists ? Math.floor((free * 2) / 3) : Math.min(Math.floor(free / 2), 64 + 48 * answer.values),
  );
  return { maxChars: Math.max(MIN_CHUNK_CHARS, Math.floor((free - answerTokens) * CHARS_PER_TOKEN)), answerTokens };
}

/** A rendered line; `header` restates its table's header when a piece of a split page starts at it. */
type Row = { text: string; header: string[] };
type Unit = { page: number; text: string; whole: boolean };

export function documentChunks(doc: DocumentModel, opts: ChunkOptions): Chunk[] {
  const overlapPages = opts.overlapPages ?? 1;
  const overlapLines = opts.overlapLines ?? 3;
  const units = doc.pages.flatMap((page) => pageUnits(page, opts.maxChars, overlapLines));
  const groups: Unit[][] = [];
  let current: Unit[] = [];
  // Whether `current` holds a unit that no earlier chunk has; a chunk of overlap alone would be asked twice.
  let fresh = false;
  for (const unit of units) {
    if (fresh && size([...current, unit]) > opts.maxChars) {
      groups.push(current);
      current = overlapPages > 0 && unit.whole ? current.slice(-overlapPages).filter((u) => u.whole) : [];
      while (current.length > 0 && size([...current, unit]) > opts.maxChars) current.shift();
    }
    current.push(unit);
    fresh = true;
  }
  if (fresh) groups.push(current);
  return groups.map((group) => ({
    pages: [...new Set(group.map((u) => u.page))],
    text: group.map((u) => u.text).join("\n\n"),
  }));
}

function size(units: Unit[]): number {
  return units.reduce((sum, u) => sum + u.text.length, 0) + 2 * Math.max(0, units.length - 1);
}

function pageUnits(page: Page, maxChars: number, overlapLines: number): Unit[] {
  const rows = renderPage(page);
  // A page without text (a scan nobody read) gives the model nothing to answer from.
  if (rows.length === 0) return [];
  const whole = [marker(page.number, false), ...rows.map((r) => r.text)].join("\n");
  if (whole.length <= maxChars) return [{ page: page.number, text: whole, whole: true }];
  const lines = rows.flatMap((row) => sliceRow(row, Math.max(1, Math.floor(maxChars / 2))));
  const units: Unit[] = [];
  let start = 0;
  while (start < lines.length) {
    const first = lines[start]!;
    const out = [marker(page.number, start > 0), ...(start > 0 ? first.header : [])];
    let used = out.join("\n").length;
    let end = start;
    while (end < lines.length && (end === start || used + 1 + lines[end]!.text.length <= maxChars)) {
      used += 1 + lines[end]!.text.length;
      out.push(lines[end]!.text);
      end++;
    }
    units.push({ page: page.number, text: out.join("\n"), whole: false });
    if (end >= lines.length) break;
    start = Math.max(end - overlapLines, start + 1);
  }
  return units;
}

function marker(page: number, continued: boolean): string {
  return `=== Page ${page}${continued ? " (continued)" : ""} ===`;
}

/** Very long lines (text without line breaks) are cut so that every piece of a page holds at least one. */
function sliceRow(row: Row, limit: number): Row[] {
  if (row.text.length <= limit) return [row];
  const out: Row[] = [];
  for (let i = 0; i < row.text.length; i += limit) out.push({ text: row.text.slice(i, i + limit), header: row.header });
  return out;
}

/** The page's lines in reading order, each table written once as rows of cells where its first line stood. */
function renderPage(page: Page): Row[] {
  const placedAt = new Map<number, Table[]>();
  const covered = new Set<number>();
  const unplaced: Table[] = [];
  for (const table of page.tables) {
    const inside = tableLineTest(table);
    const lines = page.lines.flatMap((line, i) => (inside(line) ? [i] : []));
    const first = lines[0];
    if (first === undefined) {
      unplaced.push(table);
      continue;
    }
    for (const i of lines) covered.add(i);
    placedAt.set(first, [...(placedAt.get(first) ?? []), table]);
  }
  const rows: Row[] = [];
  page.lines.forEach((line, i) => {
    for (const table of placedAt.get(i) ?? []) rows.push(...tableRows(table));
    if (!covered.has(i)) rows.push({ text: line.text, header: [] });
  });
  for (const table of unplaced) rows.push(...tableRows(table));
  return rows;
}

/**
 * Which lines a table was read from: those inside its box, or, for readers that give no box, those whose text
 * is one of its rows.
 */
function tableLineTest(table: Table): (line: Line) => boolean {
  const box = table.bbox;
  if (box) {
    return (line) => {
      const cx = (line.bbox[0] + line.bbox[2]) / 2;
      const cy = (line.bbox[1] + line.bbox[3]) / 2;
      return cx >= box[0] && cx <= box[2] && cy >= box[1] && cy <= box[3];
    };
  }
  const texts = [table.header ?? [], ...table.rows.map((r) => r.map((c) => c.text))];
  const keys = new Set(texts.map((cells) => collapse(cells.filter((c) => c.trim() !== "").join(" "))).filter(Boolean));
  return (line) => keys.has(collapse(line.text));
}

function tableRows(table: Table): Row[] {
  const header = table.header ? [cellRow(table.header), `|${table.header.map(() => " --- ").join("|")}|`] : [];
  const body = table.rows
    .map((r) => r.map((c) => c.text))
    .filter((cells) => cells.some((c) => c.trim() !== ""))
    .map((cells) => ({ text: cellRow(cells), header }));
  return [...header.map((text) => ({ text, header: [] })), ...body];
}

function cellRow(cells: string[]): string {
  return `| ${cells.map((c) => collapse(c).replace(/\|/g, "\\|")).join(" | ")} |`;
}
