// Tables read from the layout itself, for any trade: a line whose column segments name the item's sub-fields is a
// header, and the lines under it whose segments fall into its columns are rows, until the columns stop. This
// needs no ruling lines and no header guess from the reader, only the positions of the words; a table that
// repeats its header on the next page is read on.
import type { ArrayItemResult, FieldDefinition, PrimitiveType } from "@docsift/contract";
import type { BBox } from "@docsift/reader";
import { type Layout, type LineRef, type Segment, hasGeometry, spanBox } from "../layout.ts";
import { type FieldTerms, canonicalWords, fieldTerms, matchKey } from "../matcher/terms.ts";
import { foundResult, notFound } from "../result.ts";
import { type Found, type Reading, findValue, shapeOf, wishFor } from "../values.ts";
import { collapse, nameWords } from "../text.ts";
import { findDates } from "../normalize/date.ts";

type SubField = FieldDefinition & { type: PrimitiveType };
type Column = { field: SubField; terms: FieldTerms; x0: number; x1: number };
/** `cells`: every header cell's span, asked for or not, so a row's other cells count as the table's. */
type Header = { ref: LineRef; columns: Column[]; cells: { x0: number; x1: number }[] };

const MIN_HEADER = 0.6;

export function layoutTable(field: FieldDefinition, layout: Layout, reading: Reading): ArrayItemResult[] {
  const subFields = (field.fields ?? []).filter((f): f is SubField => f.type !== "object" && f.type !== "array");
  if (subFields.length === 0) return [];
  const context = `${nameWords(field.name)} ${field.description ?? ""}`;
  const terms = subFields.map((f) => fieldTerms(f, context));
  const own = canonicalWords(context);
  const headers = layout.lines.map((ref) => header(ref, subFields, terms, own)).filter((h): h is Header => h !== null);
  if (headers.length === 0) return headedList(field, layout, reading, subFields, terms);
  // The best header, and those of the same columns further on (the table repeated on later pages).
  const best = headers.reduce((a, b) => (b.columns.length > a.columns.length ? b : a));
  const same = headers.filter(
    (h) => h.columns.length === best.columns.length && h.columns.every((c, i) => c.field === best.columns[i]!.field),
  );
  const items: ArrayItemResult[] = [];
  for (const h of same) items.push(...rowsUnder(h, layout, reading, subFields));
  return items;
}

/** The line as a header: each segment given to the sub-field it names best, two columns at least. */
function header(ref: LineRef, subFields: SubField[], terms: FieldTerms[], arrayWords: string[]): Header | null {
  if (ref.segments.length < 2 || !hasGeometry(ref)) return null;
  const pairs: { seg: Segment; i: number; score: number }[] = [];
  // A cell that repeats what the array is ("Repairs Made" over `repairs` described as "Repairs made") heads
  // the items' text, the one text sub-field no cell names.
  const echoes: Segment[] = [];
  for (const seg of ref.segments) {
    // Header cells are words (":30 Slots" too); a cell of figures or a date makes the line a row.
    const cell = ref.line.text.slice(seg.start, seg.end);
    if (/^\s*[#№]\s*$/.test(cell)) continue; // the rows' numbers
    if (!/\p{L}/u.test(cell) || /\d[.,/:]\d|\d{3}/.test(cell)) return null;
    const words = canonicalWords(ref.line.text.slice(seg.start, seg.end));
    terms.forEach((t, i) => {
      const score = matchKey(words, t);
      if (score >= MIN_HEADER) pairs.push({ seg, i, score });
    });
    if (words.length > 0 && words.every((w) => arrayWords.includes(w))) echoes.push(seg);
  }
  const unnamed = subFields.flatMap((f, i) => (f.type === "string" && !pairs.some((p) => p.i === i) ? [i] : []));
  if (echoes.length === 1 && unnamed.length === 1) pairs.push({ seg: echoes[0]!, i: unnamed[0]!, score: MIN_HEADER });
  pairs.sort((a, b) => b.score - a.score);
  const usedSeg = new Set<Segment>();
  const usedField = new Set<number>();
  const columns: Column[] = [];
  for (const p of pairs) {
    if (usedSeg.has(p.seg) || usedField.has(p.i)) continue;
    usedSeg.add(p.seg);
    usedField.add(p.i);
    const box = spanBox(ref, p.seg.start, p.seg.end)!;
    columns.push({ field: subFields[p.i]!, terms: terms[p.i]!, x0: box[0], x1: box[2] });
  }
  if (columns.length < Math.min(2, subFields.length)) return null;
  // Columns that name nothing the caller asked for still bound their neighbours.
  const all = ref.segments.map((s) => spanBox(ref, s.start, s.end)!);
  columns.sort((a, b) => a.x0 - b.x0);
  const cells = all.map((b) => ({ x0: b[0], x1: b[2] })).map((c) => bounds(c, all));
  return { ref, columns: columns.map((c) => ({ ...c, ...bounds(c, all) })), cells };
}

/** A column reaches from the end of the header cell before it to the start of the one after it. */
function bounds(c: { x0: number; x1: number }, cells: BBox[]): { x0: number; x1: number } {
  const before = cells.filter((b) => b[2] <= c.x0).map((b) => b[2]);
  const after = cells.filter((b) => b[0] >= c.x1).map((b) => b[0]);
  return { x0: before.length ? Math.max(...before) : 0, x1: after.length ? Math.min(...after) : 1 };
}

function rowsUnder(h: Header, layout: Layout, reading: Reading, subFields: SubField[]): ArrayItemResult[] {
  const lines = layout.pages[h.ref.pageIndex] ?? [];
  let known: number | null | undefined;
  const year = () => (known === undefined ? (known = documentYear(layout, reading)) : known);
  const items: ArrayItemResult[] = [];
  let misses = 0;
  let filledLead = 0;
  let fullRows = 0;
  let widest = 0;
  for (let i = h.ref.index + 1; i < lines.length; i++) {
    const ref = lines[i]!;
    const text = ref.line.text;
    if (!/[\p{L}\p{N}]/u.test(text)) continue; // a ruling line
    const cells = new Map<Column, string[]>();
    let outside = 0;
    for (const seg of ref.segments) {
      const box = spanBox(ref, seg.start, seg.end);
      if (!box) continue;
      // A cell belongs to the header cell it overlaps most, asked for or not ("6:00P-9:00P" under "Time" reaches
      // towards "Show").
      const under = h.cells.reduce<{ x0: number; x1: number } | null>(
        (a, c) => (overlap(box, c) > (a ? overlap(box, a) : 0) ? c : a),
        null,
      );
      const column = under
        ? h.columns.find((c) => c.x0 === under.x0 && c.x1 === under.x1 && overlap(box, c) > 0.5 * (box[2] - box[0]))
        : undefined;
      if (!column) {
        if (!under) outside++;
        continue;
      }
      cells.set(column, [...(cells.get(column) ?? []), text.slice(seg.start, seg.end)]);
    }
    // A section heading or a note inside the table has one cell; the table ends where lines stop filling columns.
    if (cells.size < Math.min(2, h.columns.length)) {
      if (++misses > 1 || (items.length > 0 && ref.segments.length > 1)) break;
      continue;
    }
    if (outside > cells.size) break;
    // After a heading inside the table ("PRICING"), rows narrower than the items so far belong to what follows it
    // ("System Price   $26,460.00"), not to the table.
    if (misses > 0 && items.length > 0 && ref.segments.length < widest) break;
    misses = 0;
    // A row that sums or carries the table says so in a cell of words ("07/01   OPENING BALANCE   2,118.40",
    // "4  CTN   1,200   GRAND TOTAL").
    if (ref.segments.some((sg) => SUMMARY.test(text.slice(sg.start, sg.end)))) continue;
    const row = item(cells, ref, reading, subFields, year);
    const values = Object.values(row).map((r) => (r as { value: unknown }).value);
    if (values.every((v) => v === null)) continue;
    // After rows as wide as the header, a row of half its cells or fewer is what stands under the table ("Courtesy
    // Slots (unpaid, any time)  4" under a schedule of five columns).
    if (fullRows >= 1 && ref.segments.length * 2 <= h.cells.length) break;
    if (ref.segments.length >= h.cells.length - 1) fullRows++;
    // Rows that stop filling the leading column every row so far filled are the sums under the table ("Parts
    // 273.55", "Labor 317.50"), not items.
    const lead = h.columns[0]!;
    if (items.length > 0 && !cells.has(lead) && filledLead === items.length) break;
    if (cells.has(lead)) filledLead++;
    items.push(row);
    widest = Math.max(widest, ref.segments.length);
  }
  return items;
}

// The first cell of a row that sums or carries the table: "GRAND TOTAL", "Gross", "Opening Balance".
const SUMMARY = /^\s*(?:(?:sub-?\s?|grand\s+)?totals?|gross|net|sum|summe|gesamt|montant total)\b|\bbalance\b/i;

/** The year most of the document's full dates fall in, if any. */
function documentYear(layout: Layout, reading: Reading): number | null {
  const counts = new Map<number, number>();
  for (const ref of layout.lines) {
    for (const d of findDates(ref.line.text, { order: reading.order })) {
      const y = Number(d.iso.slice(0, 4));
      counts.set(y, (counts.get(y) ?? 0) + 1);
    }
  }
  let best: number | null = null;
  for (const [y, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = y;
  return best;
}

function overlap(box: BBox, c: { x0: number; x1: number }): number {
  return Math.min(box[2], c.x1) - Math.max(box[0], c.x0);
}

/** A row that sums the table ("Total", "Subtotal") is no item. */
function item(
  cells: Map<Column, string[]>,
  ref: LineRef,
  reading: Reading,
  subFields: SubField[],
  year: () => number | null,
): ArrayItemResult {
  const out: ArrayItemResult = {};
  for (const f of subFields) out[f.name] = notFound(f.name, f.type);
  for (const [column, parts] of cells) {
    const text = collapse(parts.join(" "));
    const wish = wishFor(column.terms, column.field.description ?? "", column.field.type === "string" ? "text" : shapeOf(column.terms));
    let found = findValue(text, 0, text.length, wish, reading);
    // A statement's rows print the day and month only ("04/02"): the year is the one the document's dates name.
    const dayMonth = column.field.type === "date" && !found ? /^(\d{1,2})([/.-])(\d{1,2})$/.exec(text) : null;
    const y = dayMonth ? year() : null;
    if (dayMonth && y) {
      const full = `${text}${dayMonth[2]}${y}`;
      const withYear = findValue(full, 0, full.length, wish, reading);
      if (withYear) found = { ...withYear, start: 0, end: text.length };
    }
    if (!found) continue;
    const at = ref.line.text.indexOf(parts[0]!);
    out[column.field.name] = foundResult(column.field.name, column.field.type, found.value, {
      confidence: 0.8,
      page: ref.page.number,
      context: collapse(ref.line.text),
      bbox: at >= 0 ? spanBox(ref, at, at + parts[0]!.length) : undefined,
    });
  }
  return out;
}

const LIST_HEADING = 0.7;

/**
 * A list with no header row under a heading that names the array ("PETTY CASH ITEMS" over "Taxi to depot
 * $42.00" for `petty_cash`): each line of two cells or more up to its total is an item, its cells given to the
 * sub-fields by type, left to right (the words to the text field, the figures to the number fields in order).
 */
function headedList(
  field: FieldDefinition,
  layout: Layout,
  reading: Reading,
  subFields: SubField[],
  terms: FieldTerms[],
): ArrayItemResult[] {
  const own = fieldTerms({ name: field.name, type: "string", description: field.description }, "");
  for (const page of layout.pages) {
    for (const ref of page) {
      if (ref.segments.length !== 1 || /\d/.test(ref.line.text) || matchKey(canonicalWords(ref.line.text), own) < LIST_HEADING) continue;
      const items: ArrayItemResult[] = [];
      for (let i = ref.index + 1; i < page.length; i++) {
        const row = page[i]!;
        if (row.segments.length < 2 || row.segments.some((sg) => SUMMARY.test(row.line.text.slice(sg.start, sg.end)))) break;
        const item = listItem(row, reading, subFields, terms);
        if (!item) break;
        items.push(item);
      }
      if (items.length > 0) return items;
    }
  }
  return [];
}

function listItem(row: LineRef, reading: Reading, subFields: SubField[], terms: FieldTerms[]): ArrayItemResult | null {
  const out: ArrayItemResult = {};
  const cells = row.segments.map((sg) => ({ sg, text: row.line.text.slice(sg.start, sg.end), used: false }));
  let found = 0;
  subFields.forEach((f, i) => {
    out[f.name] = notFound(f.name, f.type);
    const wish = wishFor(terms[i]!, f.description ?? "", f.type === "string" ? "text" : shapeOf(terms[i]!));
    // Words go to a text field only from a cell of words; a figure is read from a cell of figures before one of
    // words ("Parking permits (4 @ $12.50)   $50.00").
    const wordy = (c: { text: string }) => /\p{L}{2}/u.test(c.text);
    const order = f.type === "string" ? cells.filter(wordy) : [...cells.filter((c) => !wordy(c)), ...cells.filter(wordy)];
    let value: Found | null = null;
    const cell = order.find((c) => !c.used && (value = findValue(c.text, 0, c.text.length, wish, reading)) !== null);
    if (!cell || !value) return;
    cell.used = true;
    found++;
    out[f.name] = foundResult(f.name, f.type, (value as Found).value, {
      confidence: 0.7,
      page: row.page.number,
      context: collapse(row.line.text),
      bbox: spanBox(row, cell.sg.start, cell.sg.end),
    });
  });
  return found >= Math.min(2, subFields.length) ? out : null;
}
