import { unionBBox } from "./bbox.ts";
import type { BBox, Line, Table, TableCell } from "./model.ts";

type Cell = { text: string; bbox: BBox };
type Range = [number, number];
type RunLine = { line: Line; cells: Cell[]; columns: number[] };

/** Lines of a single cell may sit inside a table (section titles, wrapped descriptions), but not many in a row. */
const MAX_SINGLE_CELL_LINES = 2;
const MIN_TABLE_LINES = 3;
/** How far (in characters) a cell may sit from a column it does not overlap and still belong to it. */
const NEAR_COLUMN_CHARS = 3;
/** A cell covering more than this share of a second column spans columns, which simple tables do not have. */
const SPAN_FRACTION = 0.3;
/**
 * Cells wider than this share of the page are prose, not table cells: without this limit, every numbered or
 * lettered list with a hanging indent ("(a)  the Employee shall...") reads as a two-column table.
 */
const MAX_CELL_WIDTH = 0.5;

/**
 * Finds simple tables in a page's lines: runs of at least three lines whose cells (the parts of Line.text
 * between gaps of 2+ spaces) fall into the same columns. Only lines that follow the model's contract are
 * needed, so this works for any source of lines.
 */
export function detectTables(lines: readonly Line[], page: number): Table[] {
  const tables: Table[] = [];
  let run: RunLine[] = [];
  let columns: Range[] = [];
  const close = () => {
    while (run.length > 0 && run.at(-1)!.cells.length < 2) run.pop();
    if (run.length >= MIN_TABLE_LINES) tables.push(toTable(run, columns.length, page));
    run = [];
    columns = [];
  };
  for (const line of lines) {
    const cells = splitCells(line);
    if (cells.some((c) => c.bbox[2] - c.bbox[0] > MAX_CELL_WIDTH)) {
      close();
      continue;
    }
    const assigned = run.length > 0 ? assignColumns(cells, columns, charWidthOf(line)) : null;
    const trailingSingles = run.length - 1 - run.findLastIndex((r) => r.cells.length >= 2);
    if (assigned !== null && (cells.length >= 2 || trailingSingles < MAX_SINGLE_CELL_LINES)) {
      run.push({ line, cells, columns: assigned });
      columns = widen(columns, cells, assigned);
      continue;
    }
    close();
    if (cells.length >= 2) {
      run = [{ line, cells, columns: cells.map((_, i) => i) }];
      columns = cells.map((c) => [c.bbox[0], c.bbox[2]]);
    }
  }
  close();
  return tables;
}

/** The parts of a line between column gaps, each with the box of its words. */
export function splitCells(line: Line): Cell[] {
  const segments = line.text.trim().split(/ {2,}/);
  const cells: Cell[] = [];
  let next = 0;
  for (const segment of segments) {
    const count = segment.split(" ").length;
    const words = line.words.slice(next, next + count);
    next += count;
    const bbox = unionBBox(words.map((w) => w.bbox));
    if (!bbox || words.length < count) return [{ text: line.text.trim(), bbox: line.bbox }];
    cells.push({ text: segment, bbox });
  }
  // Text and words that disagree leave no way to know where the cells are.
  return next === line.words.length ? cells : [{ text: line.text.trim(), bbox: line.bbox }];
}

/**
 * The column of each cell: the one it overlaps most, or failing that the nearest within a few characters (a
 * short number right-aligned under a wide, centred header may not touch it). Null when a cell fits no column,
 * spans two, or shares one with another cell.
 */
function assignColumns(cells: Cell[], columns: Range[], charWidth: number): number[] | null {
  const assigned: number[] = [];
  for (const cell of cells) {
    // Negative overlaps are distances between the cell and a column it does not touch.
    const overlaps = columns.map(([x0, x1]) => Math.min(x1, cell.bbox[2]) - Math.max(x0, cell.bbox[0]));
    const ranked = overlaps.map((overlap, i) => ({ overlap, i })).sort((a, b) => b.overlap - a.overlap);
    const best = ranked[0];
    const second = ranked[1];
    if (!best || best.overlap < -NEAR_COLUMN_CHARS * charWidth) return null;
    if (second && second.overlap > SPAN_FRACTION * width(columns[second.i]!)) return null;
    if (assigned.includes(best.i)) return null;
    assigned.push(best.i);
  }
  return assigned;
}

function width([x0, x1]: Range): number {
  return x1 - x0;
}

/** Average width of a character of the line's words, in page fractions. */
function charWidthOf(line: Line): number {
  let width = 0;
  let chars = 0;
  for (const word of line.words) {
    width += word.bbox[2] - word.bbox[0];
    chars += [...word.text].length;
  }
  return chars > 0 ? width / chars : 0;
}

/** Columns grow to hold their cells, but never into a neighbouring column. */
function widen(columns: Range[], cells: Cell[], assigned: number[]): Range[] {
  const next = columns.map((c) => [...c] as Range);
  cells.forEach((cell, i) => {
    const col = assigned[i]!;
    const range = next[col]!;
    const left = next[col - 1]?.[1] ?? -Infinity;
    const right = next[col + 1]?.[0] ?? Infinity;
    range[0] = Math.max(Math.min(range[0], cell.bbox[0]), left);
    range[1] = Math.min(Math.max(range[1], cell.bbox[2]), right);
  });
  return next;
}

function toTable(run: RunLine[], columnCount: number, page: number): Table {
  const first = run[0]!;
  const hasHeader = first.cells.length === columnCount && !first.cells.some((c) => looksLikeData(c.text));
  const body = hasHeader ? run.slice(1) : run;
  return {
    page,
    bbox: unionBBox(run.map((r) => r.line.bbox)),
    header: hasHeader ? first.cells.map((c) => c.text) : null,
    rows: body.map((r) => {
      const row: TableCell[] = Array.from({ length: columnCount }, () => ({ text: "", bbox: null }));
      r.cells.forEach((cell, i) => {
        row[r.columns[i]!] = { text: cell.text, bbox: cell.bbox };
      });
      return row;
    }),
  };
}

// Header rows name their columns; a first row holding amounts, dates or ids is data.
function looksLikeData(text: string): boolean {
  const chars = text.replace(/\s/g, "");
  const digits = chars.replace(/\D/g, "").length;
  const hasLongNumber = (text.match(/\d[\d.,:\/-]*\d/g) ?? []).some((n) => n.replace(/\D/g, "").length >= 4);
  return chars.length > 0 && (digits / chars.length >= 0.5 || hasLongNumber);
}
