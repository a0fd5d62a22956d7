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
  const aligned = detectAlignedTables(lines, page);
  const headed = detectHeaderTables(lines, page);
  // A table read from its header knows its multi-line rows; an aligned run over the same lines gives way to it.
  const overlaps = (a: Table, b: Table) => a.bbox !== null && b.bbox !== null && a.bbox[1] < b.bbox[3] && b.bbox[1] < a.bbox[3];
  return [...aligned.filter((t) => !headed.some((h) => overlaps(h, t))), ...headed].sort((a, b) => (a.bbox?.[1] ?? 0) - (b.bbox?.[1] ?? 0));
}

function detectAlignedTables(lines: readonly Line[], page: number): Table[] {
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
function splitCells(line: Line): Cell[] {
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
  const hasLongNumber = (text.match(/\d[\d.,:/-]*\d/g) ?? []).some((n) => n.replace(/\D/g, "").length >= 4);
  return chars.length > 0 && (digits / chars.length >= 0.5 || hasLongNumber);
}

// ---------------------------------------------------------------------------------------------------------------
// Tables read from their header row. Item tables of invoices often break the simple alignment the detector above
// needs: a row's amounts sit a little lower than its description, descriptions wrap onto a second line, pdf.js
// merges two header labels into one cell, and totals follow the last row. Here the header's words give the
// columns (split where the rows below show two columns under one merged label), every line with amounts starts a
// row, lines of amounts only complete the row above, lines of text only that follow closely continue it, and
// summary lines ("Subtotal", "Total", "VAT") and wide gaps end the table.

type Column = { x0: number; x1: number; words: string[] };
type BodyRow = { cells: (Cell | null)[]; bottom: number };

/** Words that open a summary line after the items, in the languages invoices are commonly written in. */
const SUMMARY_LINE =
  /^(?:sub-?\s?total|total|totals|totaal|subtotaal|summe|zwischensumme|gesamt\p{L}*|netto\p{L}*|brutto\p{L}*|positionssumme|rechnungs(?:summe|betrag)|endbetrag|übertrag|uebertrag|sous-total|montant|net total|net amount|grand total|amount due|balance|tax|vat|gst|mwst|ust|tva|btw|iva|steuer|umsatzsteuer)\b/iu;
/** How many lines may stand between the header and the first row. */
const HEADER_LOOKAHEAD = 5;
/** A vertical gap (in median line heights) that ends the table. */
const MAX_ROW_GAP = 5;
/** A text line closer than this (in line heights) under a row continues its description. */
const CONTINUATION_GAP = 0.6;

function isNumberCell(text: string): boolean {
  return /\d/.test(text) && (text.match(/\p{L}/gu)?.length ?? 0) <= 8 && !/\p{L}{4,}.*\p{L}{4,}/u.test(text);
}

function isHeaderLine(cells: Cell[]): boolean {
  if (cells.length < 3) return false;
  const text = cells.map((c) => c.text).join(" ");
  if ((text.match(/\d/g)?.length ?? 0) > 2 || cells.some((c) => looksLikeData(c.text))) return false;
  return cells.every((c) => c.text.split(" ").length <= 4 && /\p{L}{2}/u.test(c.text.replace(/[%#()[\]]/g, "") || "x"));
}

function detectHeaderTables(lines: readonly Line[], page: number): Table[] {
  const tables: Table[] = [];
  const cellsOf = new Map<number, Cell[]>();
  const split = (j: number) => {
    let cells = cellsOf.get(j);
    if (!cells) cellsOf.set(j, (cells = splitCells(lines[j]!)));
    return cells;
  };
  for (let i = 0; i < lines.length; i++) {
    // Most lines are no header; a cheap look at the text spares splitting them into cells.
    if (!/\S {2,}\S/.test(lines[i]!.text.trim()) || lines[i]!.text.length > 200) continue;
    const cells = split(i);
    if (cells.some((c) => c.bbox[2] - c.bbox[0] > MAX_CELL_WIDTH) || !isHeaderLine(cells)) continue;
    const table = readUnderHeader(lines, i, cells, page, split);
    if (table) {
      tables.push(table.table);
      i = table.last;
    }
  }
  return tables;
}

function readUnderHeader(
  lines: readonly Line[],
  at: number,
  headerCells: Cell[],
  page: number,
  split: (index: number) => Cell[],
): { table: Table; last: number } | null {
  const header = lines[at]!;
  const height = header.bbox[3] - header.bbox[1];
  const body: { line: Line; cells: Cell[]; index: number }[] = [];
  let afterSummary = false;
  let last = at;
  let bottom = header.bbox[3];
  for (let j = at + 1; j < lines.length; j++) {
    const line = lines[j]!;
    if (line.bbox[1] < header.bbox[1]) continue;
    const lineHeight = Math.max(line.bbox[3] - line.bbox[1], height * 0.5);
    if (line.bbox[1] - bottom > MAX_ROW_GAP * Math.max(height, lineHeight)) break;
    const cells = split(j);
    if (cells.some((c) => c.bbox[2] - c.bbox[0] > MAX_CELL_WIDTH + 0.1)) break;
    const numeric = cells.filter((c) => isNumberCell(c.text)).length;
    if (body.length === 0 && j - at > HEADER_LOOKAHEAD) return null;
    if (SUMMARY_LINE.test(cells[0]?.text.trim() ?? "") && numeric > 0) {
      afterSummary = true;
      last = j;
      bottom = line.bbox[3];
      continue;
    }
    // A larger single line is the title of what comes next.
    if (cells.length === 1 && lineHeight > height * 1.3 && body.length > 0) break;
    if (isHeaderLine(cells) && body.length > 0) break;
    if (afterSummary && (cells.length < 2 || numeric === 0)) {
      // After a subtotal, only more item rows (perhaps under a section title) carry the table on.
      const nextCells = j + 1 < lines.length ? split(j + 1) : [];
      if (!(cells.length === 1 && nextCells.length >= 2 && nextCells.some((c) => isNumberCell(c.text)))) break;
    }
    afterSummary = false;
    body.push({ line, cells, index: j });
    last = j;
    bottom = line.bbox[3];
  }
  const anchors = body.filter((b) => b.cells.length >= 2 && b.cells.some((c) => isNumberCell(c.text)));
  if (anchors.length === 0) return null;
  const columns = headerColumns(
    header,
    headerCells,
    anchors.map((a) => a.cells),
  );
  // The rows must fill at least two of the header's columns, or the header belongs to something else.
  const used = new Set(anchors.flatMap((a) => a.cells.map((c) => nearestColumn(c, columns))));
  if (used.size < 2) return null;
  const textColumn = mainTextColumn(
    body.map((b) => b.cells),
    columns,
  );
  const rows: BodyRow[] = [];
  for (const { line, cells } of body) {
    const placed: (Cell | null)[] = columns.map(() => null);
    for (const cell of cells) {
      const col = nearestColumn(cell, columns);
      const known = placed[col];
      placed[col] = known ? { text: `${known.text} ${cell.text}`, bbox: unionBBox([known.bbox, cell.bbox])! } : cell;
    }
    const filled = placed.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
    const textOnly = filled.length === 1 && filled[0] === textColumn;
    const previous = rows.at(-1);
    const gap = previous ? line.bbox[1] - previous.bottom : Infinity;
    const lineHeight = Math.max(line.bbox[3] - line.bbox[1], height * 0.5);
    const amounts = filled.filter((i) => i !== textColumn && isNumberCell(placed[i]!.text));
    const tight = (filled.includes(textColumn) ? 0.5 : 1.5) * lineHeight;
    // A row without amounts above (a section title) is not completed by the next item's line.
    const previousHasAmounts = previous?.cells.some((c, i) => c !== null && i !== textColumn && isNumberCell(c.text)) ?? false;
    const completes = !filled.includes(textColumn) || previousHasAmounts;
    if (previous && completes && amounts.length > 0 && amounts.every((i) => previous.cells[i] === null) && gap < tight) {
      // The rest of a row printed a little lower: its amounts, and the second line of its description.
      for (const i of filled) {
        const cell = placed[i]!;
        const known = previous.cells[i];
        if (!known) previous.cells[i] = cell;
        else if (i === textColumn && cell.bbox[0] >= Math.min(known.bbox[0], columns[i]!.x0) - 0.01) {
          previous.cells[i] = { text: `${known.text}\n${cell.text}`, bbox: unionBBox([known.bbox, cell.bbox])! };
        }
      }
      previous.bottom = Math.max(previous.bottom, line.bbox[3]);
      continue;
    }
    if (previous && textOnly && gap < CONTINUATION_GAP * lineHeight && previous.cells[textColumn]) {
      const known = previous.cells[textColumn]!;
      previous.cells[textColumn] = {
        text: `${known.text}\n${placed[textColumn]!.text}`,
        bbox: unionBBox([known.bbox, placed[textColumn]!.bbox])!,
      };
      previous.bottom = Math.max(previous.bottom, line.bbox[3]);
      continue;
    }
    rows.push({ cells: placed, bottom: line.bbox[3] });
  }
  // Text after the last row (a note, a closing sentence) is not part of the table.
  while (rows.length > 0 && !rows.at(-1)!.cells.some((c, i) => c !== null && i !== textColumn && isNumberCell(c.text))) rows.pop();
  const kept = body.filter((b) => b.line.bbox[1] < (rows.at(-1)?.bottom ?? 0));
  return {
    table: {
      page,
      bbox: unionBBox([header.bbox, ...kept.map((b) => b.line.bbox)]),
      header: columns.map((c) => c.words.join(" ")),
      rows: rows.map((r) => r.cells.map((c) => (c ? { text: c.text, bbox: c.bbox } : { text: "", bbox: null }))),
    },
    last,
  };
}

/**
 * Columns from the header's cells. Where the rows show two or more cells under one header cell (pdf.js joined
 * "VAT" and "Amount incl. VAT" with a single space), the header cell's words are divided among them.
 */
function headerColumns(header: Line, cells: Cell[], rows: Cell[][]): Column[] {
  const columns: Column[] = cells.map((c) => ({ x0: c.bbox[0], x1: c.bbox[2], words: [c.text] }));
  const out: Column[] = [];
  columns.forEach((column, ci) => {
    let split: Cell[] = [];
    for (const row of rows) {
      const under = row.filter((c) => nearestColumn(c, columns) === ci);
      if (under.length > split.length) split = under;
    }
    const words = header.words.filter((w) => w.bbox[0] >= column.x0 - 1e-6 && w.bbox[2] <= column.x1 + 1e-6);
    if (split.length < 2 || words.length < split.length) {
      out.push(column);
      return;
    }
    const groups = bestSplit(words, split);
    out.push(...groups);
  });
  return out;
}

/** The column a cell overlaps most, or the nearest one. */
function nearestColumn(cell: Cell, columns: Column[]): number {
  let best = 0;
  let bestScore = -Infinity;
  columns.forEach((c, i) => {
    const overlap = Math.min(c.x1, cell.bbox[2]) - Math.max(c.x0, cell.bbox[0]);
    if (overlap > bestScore) {
      bestScore = overlap;
      best = i;
    }
  });
  return best;
}

/** The column most of whose cells are words: the description. */
function mainTextColumn(rows: Cell[][], columns: Column[]): number {
  const votes = columns.map(() => 0);
  for (const row of rows) {
    for (const cell of row) {
      if (!isNumberCell(cell.text)) votes[nearestColumn(cell, columns)]! += cell.text.match(/\p{L}/gu)?.length ?? 0;
    }
  }
  return votes.indexOf(Math.max(...votes));
}

/** The division of header words into contiguous groups that best lines the groups up with the cells below. */
function bestSplit(words: Line["words"], cells: Cell[]): Column[] {
  const k = cells.length;
  let best: { score: number; cuts: number[] } = { score: -Infinity, cuts: [] };
  const visit = (cuts: number[]) => {
    if (cuts.length === k - 1) {
      const bounds = [0, ...cuts, words.length];
      let score = 0;
      for (let g = 0; g < k; g++) {
        const part = words.slice(bounds[g], bounds[g + 1]);
        const x0 = part[0]!.bbox[0];
        const x1 = part.at(-1)!.bbox[2];
        const [c0, , c1] = cells[g]!.bbox;
        score += Math.max(0, Math.min(x1, c1) - Math.max(x0, c0)) / (Math.max(x1, c1) - Math.min(x0, c0) || 1);
      }
      if (score > best.score) best = { score, cuts };
      return;
    }
    for (let c = (cuts.at(-1) ?? 0) + 1; c <= words.length - (k - 1 - cuts.length); c++) visit([...cuts, c]);
  };
  visit([]);
  const bounds = [0, ...best.cuts, words.length];
  return cells.map((_, g) => {
    const part = words.slice(bounds[g], bounds[g + 1]);
    return { x0: part[0]!.bbox[0], x1: part.at(-1)!.bbox[2], words: part.map((w) => w.text) };
  });
}
