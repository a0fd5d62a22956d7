// Array fields from tables: the table whose header cells best match the item's sub-fields is chosen, its columns
// are mapped to sub-fields, and every body row becomes one item. A table that runs on over the next page (same
// column count) is read as one.
import type { ArrayItemResult, FieldDefinition, PrimitiveResult, PrimitiveType } from "@docsift/contract";
import type { DocumentModel, TableCell } from "@docsift/reader";
import { type Column, checkArithmetic } from "./arithmetic.ts";
import { findValue } from "../values.ts";
import type { DocContext } from "./context.ts";
import { wishOf } from "./fields.ts";
import { type FieldQuery, buildQuery, isFiller, matchLabel } from "./labels.ts";
import { type FieldTerms, canonicalWords, fieldTerms, matchKey } from "../matcher/terms.ts";
import { findAmounts } from "../normalize/number.ts";
import { asksForParties, partiesAsItems } from "./parties.ts";
import { foundResult, notFound } from "../result.ts";
import { collapse, nameWords, tokenize } from "../text.ts";

type Row = { cells: TableCell[]; page: number };
type TableGroup = { header: string[]; rows: Row[] };

const MIN_HEADER = 0.5;

export function extractArray(field: FieldDefinition, doc: DocumentModel, ctx: DocContext): ArrayItemResult[] {
  // Array items hold primitive fields only (the contract rejects anything else).
  const subFields = (field.fields ?? []).filter(
    (f): f is FieldDefinition & { type: PrimitiveType } => f.type !== "object" && f.type !== "array",
  );
  const words = `${nameWords(field.name)} ${field.description ?? ""}`;
  const queries = subFields.map((f) => buildQuery(f, { words, item: true }));

  let best: { group: TableGroup; columns: Column[]; score: number } | null = null;
  for (const group of groupTables(doc)) {
    const columns = mapColumns(queries, group.header, group.rows);
    const score = columns.reduce((sum, c) => sum + c.strength, 0);
    // One matching column is chance ("Betrag" in a tax summary); an item table matches two or more.
    if (columns.length < Math.min(2, queries.length)) continue;
    const better = !best || score > best.score || (score === best.score && group.rows.length > best.group.rows.length);
    if (better) best = { group, columns, score };
  }
  if (!best) return asksForParties(field) ? partiesAsItems(field, ctx.layout) : [];
  const { group } = best;
  const columns = checkArithmetic(
    best.columns,
    queries,
    group.rows.map((r) => r.cells),
    ctx.reading.decimal,
  );
  const numbers = columns.filter((c) => c.query.type === "number");
  const money = numbers.filter((c) => c.query.concepts.some((k) => k.monetary));
  const items: ArrayItemResult[] = [];
  // An item printed without its amounts, which may follow on its next line.
  let awaiting: ArrayItemResult | null = null;
  // Under a "Subtotal" row come more sums ("Shipping   $12.00"), and a sum may print its label outside the
  // description column ("Sales tax (WA 6.5%)" under Qty): a row there, or under a heading within the table
  // ("CHARGES" over the lines of another list), that fills fewer of the number columns than every item did is a
  // sum or a line of that other list, not an item. So is a row whose text columns are empty (a sum whose label
  // stands in a column no field asks for) where every item had text.
  const texts = columns.filter((c) => c.query.type !== "number");
  const dates = columns.filter((c) => c.query.type === "date");
  let summed = false;
  let headed = false;
  for (const row of group.rows) {
    if (isRepeatedHeader(row, group.header)) continue;
    if (isSummaryRow(row, columns)) {
      summed = true;
      continue;
    }
    const item = readRow(row, group.header, columns, queries, ctx);
    const untitled = texts.length > 0 && filled(item, texts).length === 0;
    if (untitled && items.length > 0 && items.every((i) => filled(i, texts).length > 0)) continue;
    if ((summed || headed) && items.length > 0 && filled(item, numbers).length < Math.min(...items.map((i) => filled(i, numbers).length)))
      continue;
    splitCode(item, queries, columns);
    // A row with text but none of the mapped amounts is a section heading or a detail line under an item (a base
    // unit, an article note), not an item; an item awaiting its amounts may still find them on a later line. A
    // row that fills a date column is an item without amounts (a day off in a timesheet).
    if (numbers.length > 0 && numbers.every((c) => item[c.query.name]?.value === null) && filled(item, dates).length === 0) {
      headed ||= items.length > 0 && isHeading(row);
      continue;
    }
    if (awaiting && completes(awaiting, item, numbers, money)) {
      items.push(fillFrom(awaiting, item));
      awaiting = null;
      continue;
    }
    // A row with a quantity but no price or amount is a part of the item above it (the pieces of a bundle), or an
    // item whose amounts stand on its next line.
    if (money.length > 0 && money.every((c) => item[c.query.name]?.value === null)) {
      awaiting = item;
      continue;
    }
    awaiting = null;
    if (isTotalRow(item, items, numbers, money)) continue;
    if (Object.values(item).some((r) => r.value !== null)) items.push(item);
  }
  return items;
}

/** A row of one cell of capitals, without figures: a heading over the rows below it, not a note on an item. */
function isHeading(row: Row): boolean {
  const cells = row.cells.filter((c) => c.text.trim() !== "");
  const text = cells[0]?.text ?? "";
  return cells.length === 1 && !/[\d:]/.test(text) && /\p{Lu}{3}/u.test(text) && text === text.toUpperCase();
}

const filled = (item: ArrayItemResult, columns: Column[]) => columns.filter((c) => item[c.query.name]?.value != null);

/**
 * The next line completes an item printed without amounts when it brings the amounts and none of the numbers the
 * item already has: its cells fill the item's gaps instead of repeating them, as a new item's would.
 */
function completes(awaiting: ArrayItemResult, next: ArrayItemResult, numbers: Column[], money: Column[]): boolean {
  const had = new Set(filled(awaiting, numbers));
  const brings = filled(next, numbers);
  return brings.some((c) => money.includes(c)) && brings.every((c) => !had.has(c));
}

/** The item's own values first: the next line's text (a detail line) only fills what the item left empty. */
function fillFrom(item: ArrayItemResult, next: ArrayItemResult): ArrayItemResult {
  return Object.fromEntries(Object.entries(item).map(([name, result]) => [name, result.value === null ? (next[name] ?? result) : result]));
}

/**
 * A row of amounts alone that are all zero (a blank "received payments 0,00") or that adds up the items above it
 * is the table's total, not an item.
 */
function isTotalRow(item: ArrayItemResult, items: ArrayItemResult[], numbers: Column[], money: Column[]): boolean {
  const values = filled(item, numbers).map((c) => item[c.query.name]!.value as number);
  if (values.length > 0 && values.every((v) => v === 0)) return true;
  const amount = money.find((c) => c.query.concepts.some((k) => k.id === "line_amount"));
  if (!amount || filled(item, numbers).some((c) => c !== amount) || items.length < 2) return false;
  const amountOf = (i: ArrayItemResult) => (typeof i[amount.query.name]?.value === "number" ? (i[amount.query.name]!.value as number) : 0);
  const sum = items.reduce((s, i) => s + amountOf(i), 0);
  return Math.abs(sum - amountOf(item)) < 0.011;
}

/**
 * The header of the table still running at the document's last page (a table that may go on over the next page),
 * or null: what a document read in windows carries into its next window.
 */
export function headerOpenAtEnd(doc: DocumentModel): string[] | null {
  const last = doc.pages.at(-1)?.number;
  return groupTables(doc).find((group) => group.rows.at(-1)?.page === last)?.header ?? null;
}

/**
 * Tables with their continuations: a page's first table continues the previous page's last one when they have as
 * many columns, and so does a later table of the page that repeats its header (under a letterhead printed again).
 */
function groupTables(doc: DocumentModel): TableGroup[] {
  const groups: TableGroup[] = [];
  type Last = { group: TableGroup | null; page: number; width: number };
  let previous: Last | null = null;
  for (const page of doc.pages) {
    // (Assigned in the callback below, which the compiler's narrowing does not see.)
    const last = previous as Last | null;
    let carried = false;
    page.tables.forEach((table, i) => {
      const width = table.header?.length ?? table.rows[0]?.length ?? 0;
      const rows = table.rows.map((cells) => ({ cells, page: table.page }));
      const open = last?.group && last.page + 1 === table.page && last.width === width ? last.group : null;
      const first = i === 0 && open !== null && !startsOtherTable(table.header, open.header);
      const repeated = i > 0 && !carried && open !== null && table.header !== null && sameTexts(table.header, open.header);
      const continued = first || repeated ? open : null;
      carried ||= continued !== null;
      if (continued) {
        // A continuation repeats the header, or has none and the reader took its first row for one.
        if (table.header && !sameTexts(table.header, continued.header)) {
          continued.rows.push({ cells: table.header.map((text) => ({ text, bbox: null })), page: table.page });
        }
        continued.rows.push(...rows);
      }
      const group = continued ?? (table.header ? { header: table.header, rows } : null);
      if (group && !continued) groups.push(group);
      previous = { group, page: table.page, width };
    });
  }
  return groups;
}

/**
 * A different header made of words only, every cell filled ("Tax category", "Basis", "Rate", ...), heads a table of
 * its own (the tax summary after the items), not a continuation whose first row the reader took for a header.
 */
function startsOtherTable(header: string[] | null, previous: string[]): boolean {
  if (!header || sameTexts(header, previous)) return false;
  return header.every((text) => text.trim() !== "" && !/\d/.test(text));
}

const isCodeQuery = (q: FieldQuery) => q.concepts.some((c) => c.id === "item_code");
const isNameQuery = (q: FieldQuery) => q.concepts.some((c) => c.id === "item_description");

/** A column whose cells are single tokens with digits ("K220914", "LAMP-3301") holds article codes, not names. */
function codeLike(rows: Row[], column: number): boolean {
  const cells = rows.map((r) => collapse(r.cells[column]?.text ?? "")).filter(Boolean);
  if (cells.length === 0) return false;
  const codes = cells.filter((t) => /^[\p{L}\d_./#-]{3,24}$/u.test(t) && /\d/.test(t) && !/^\d+[.,]\d{2}$/.test(t));
  return codes.length >= Math.max(1, 0.8 * cells.length);
}

/**
 * Each sub-field takes the header cell its labels fit best, strongest pairs first, one column each. A column
 * of codes is no name column: when a name and a code are both asked for, the code takes it.
 */
function mapColumns(queries: FieldQuery[], header: string[], rows: Row[] = []): Column[] {
  const pairs: Column[] = [];
  const codes = header.map((_, column) => codeLike(rows, column));
  const wantsCode = queries.some(isCodeQuery);
  queries.forEach((query) => {
    header.forEach((cell, column) => {
      const tokens = tokenize(cell);
      const hit = matchLabel(query, cell, { start: 0, end: cell.length, tokens });
      let strength = hit ? hit.strength * explained(hit.regionKeys.length, tokens.length) : 0;
      if (hit && wantsCode && isNameQuery(query) && codes[column]) strength *= 0.6;
      // The field matcher reads any trade's headers ("Test", "Result", "Reference Range") by the caller's words.
      // A sub-field named by a type word alone ("name", "amount") is left to the lexicon: any header has one.
      const t = termsOf(query);
      const generic = t.name.some((w) => !t.typeWords.has(w)) ? matchKey(canonicalWords(cell), t) : 0;
      if (generic > strength) strength = generic;
      if (strength >= MIN_HEADER) pairs.push({ query, column, strength });
      // "Artikel" over a column of codes: the code sub-field takes it when its own labels are not there.
      else if (hit && isCodeQuery(query) && codes[column] && hit.strength === 0) pairs.push({ query, column, strength: 0.6 });
    });
  });
  const codeQuery = queries.find(isCodeQuery);
  const nameQuery = queries.find(isNameQuery);
  if (codeQuery && nameQuery) {
    header.forEach((cell, column) => {
      if (!codes[column] || pairs.some((p) => p.query === codeQuery && p.column === column)) return;
      const tokens = tokenize(cell);
      const hit = matchLabel(nameQuery, cell, { start: 0, end: cell.length, tokens });
      if (hit && hit.strength >= MIN_HEADER) pairs.push({ query: codeQuery, column, strength: 0.6 });
    });
  }
  pairs.sort((a, b) => b.strength - a.strength);
  const taken = new Set<number>();
  const mapped = new Set<FieldQuery>();
  const columns: Column[] = [];
  for (const p of pairs) {
    if (taken.has(p.column) || mapped.has(p.query) || p.strength < MIN_HEADER) continue;
    taken.add(p.column);
    mapped.add(p.query);
    columns.push(p);
  }
  return columns;
}

const terms = new WeakMap<FieldQuery, FieldTerms>();
function termsOf(query: FieldQuery): FieldTerms {
  let t = terms.get(query);
  if (!t) {
    t = fieldTerms(query);
    terms.set(query, t);
  }
  return t;
}

/** A header cell is a label as a whole: words of it the label does not account for weaken the match. */
function explained(labelWords: number, cellWords: number): number {
  return cellWords === 0 ? 0 : 0.7 + (0.3 * Math.min(labelWords, cellWords)) / cellWords;
}

function readRow(row: Row, header: string[], columns: Column[], queries: FieldQuery[], ctx: DocContext): ArrayItemResult {
  const rowText = row.cells
    .map((c) => collapse(c.text))
    .filter(Boolean)
    .join(" | ");
  const item: ArrayItemResult = {};
  for (const query of queries) {
    const column = columns.find((c) => c.query === query);
    const cell = column ? row.cells[column.column] : undefined;
    item[query.name] =
      column && cell
        ? readCell(query, cell, { label: header[column.column] ?? "", strength: column.strength, row, rowText }, ctx)
        : notFound(query.name, query.type);
  }
  return item;
}

type CellContext = { label: string; strength: number; row: Row; rowText: string };

function readCell(query: FieldQuery, cell: TableCell, { label, strength, row, rowText }: CellContext, ctx: DocContext): PrimitiveResult {
  const text = cell.text;
  const wish = wishOf(query);
  // In a cell the whole text is the value, unless the type asks for a shape inside it.
  const wholeCell = query.type === "string" && (query.shape === null || query.shape === "text" || query.shape === "id");
  const found = wholeCell
    ? collapse(text) === ""
      ? null
      : { value: collapse(text), strict: true }
    : findValue(text, 0, text.length, wish, ctx.reading);
  if (!found) return notFound(query.name, query.type);
  // A number cell holds one number; "2 x 3" or "5,00 / 4,00" is not read as either.
  if (query.type === "number" && findAmounts(text, ctx.reading.decimal).length > 1) return notFound(query.name, query.type);
  return foundResult(query.name, query.type, found.value, {
    confidence: Math.min(0.95, strength * 0.92) * (found.strict ? 1 : 0.85),
    page: row.page,
    context: collapse(`${label}: ${text}`) + ` | ${rowText}`,
    bbox: cell.bbox ?? undefined,
  });
}

const BRACKETED_CODE = /^\s*\[([^\]\s]{2,30})\]\s*/;

/**
 * A description cell that starts with a bracketed code ("[FURN_7777] Office Chair") holds two values: when the
 * code sub-field has no column of its own, the code goes there and the name keeps the rest.
 */
function splitCode(item: ArrayItemResult, queries: FieldQuery[], columns: Column[]): void {
  const code = queries.find(isCodeQuery);
  const name = queries.find(isNameQuery);
  if (!code || !name || columns.some((c) => c.query === code)) return;
  const cell = item[name.name];
  const m = typeof cell?.value === "string" ? BRACKETED_CODE.exec(cell.value) : null;
  if (!cell || !m || m[0].length >= String(cell.value).length) return;
  item[name.name] = { ...cell, value: String(cell.value).slice(m[0].length) };
  item[code.name] = {
    ...cell,
    name: code.name,
    field_type: code.type,
    value: code.type === "number" && /^\d+$/.test(m[1]!) ? Number(m[1]) : m[1]!,
  };
}

function isRepeatedHeader(row: Row, header: string[]): boolean {
  return sameTexts(
    row.cells.map((c) => c.text),
    header,
  );
}

const SUMMARY = buildQuery({ name: "total", type: "number", description: "" }, { words: "", item: false });
const SUMMARY_PARTS = ["net", "tax", "amount_due"].map((name) => buildQuery({ name, type: "number" }, { words: "", item: false }));

/** Totals printed as the last rows of the table ("Subtotal", "VAT 19%", "Total") are not items. */
function isSummaryRow(row: Row, columns: Column[]): boolean {
  const textColumns = columns.filter((c) => c.query.type === "string").map((c) => c.column);
  const firstText = row.cells.find((c) => c.text.trim() !== "");
  // Any cell without digits may carry the label ("Factuur totaal EUR" standing in the quantity column).
  const wordCells = row.cells.filter((c) => !/\d/.test(c.text));
  const cells = [...textColumns.map((i) => row.cells[i]), firstText, ...wordCells].filter(
    (c): c is TableCell => c !== undefined && c.text.trim() !== "",
  );
  return cells.some((cell) => {
    const tokens = tokenize(cell.text);
    const words = tokens.filter((t) => /\p{L}/u.test(t.text) && !isFiller(t.key));
    if (words.length === 0 || words.length > 4) return false;
    return [SUMMARY, ...SUMMARY_PARTS].some((q) => {
      const hit = matchLabel(q, cell.text, { start: 0, end: cell.text.length, tokens });
      return hit !== null && hit.strength >= 0.8 && words.every((w) => hit.regionKeys.includes(w.key));
    });
  });
}

function sameTexts(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((t, i) => collapse(t).toLowerCase() === collapse(b[i] ?? "").toLowerCase());
}
