// Column roles from arithmetic: on an invoice every item row satisfies quantity × unit price ≈ line amount. Headers
// are often missing, misread or ambiguous ("Amount" for the quantity in one layout, for the line total in another);
// the numbers themselves say which column is which.
import type { TableCell } from "@docsift/reader";
import type { FieldQuery } from "./labels.ts";
import { type DecimalHint, findAmounts } from "../normalize/number.ts";

export type Column = { query: FieldQuery; column: number; strength: number };
type Role = "quantity" | "unit_price" | "line_amount";
type Assignment = Record<Role, number>;

const ROLES: Role[] = ["quantity", "unit_price", "line_amount"];
/** Strength of a column that only the arithmetic put there: believable, but below a clear header match. */
const ARITHMETIC_STRENGTH = 0.75;
/** Confidence factor for number columns whose header mapping the rows contradict and no other mapping explains. */
const UNEXPLAINED = 0.8;

/**
 * Checks the number columns the headers gave against the rows' arithmetic. A header mapping the rows agree with is
 * kept; one they contradict (or one with roles missing) gives way to the assignment the rows agree with that keeps
 * most of the headers; when no assignment fits, the mapped number columns keep their places with less confidence.
 */
export function checkArithmetic(columns: Column[], queries: FieldQuery[], rows: TableCell[][], hint: DecimalHint): Column[] {
  const roleQueries = new Map(
    ROLES.map((role) => [role, queries.find((q) => q.type === "number" && q.concepts.some((c) => c.id === role))]),
  );
  if (![...roleQueries.values()].some(Boolean)) return columns;
  const numbers = rows.map((cells) => cells.map((c) => cellNumber(c.text, hint)));
  const header = headerAssignment(columns, roleQueries);
  // The header's own number columns are candidates even when a few of their cells hold words.
  const numeric = [...new Set([...numericColumns(rows, numbers), ...Object.values(header)])];
  const fits = assignments(numeric).filter((a) => consistent(a, numbers));
  if (fits.length === 0) return isComplete(header) && fitting(header, numbers).checked > 0 ? weaken(columns, roleQueries) : columns;
  const best = pickAssignment(fits, columns, roleQueries, numbers);
  return applyAssignment(best, columns, roleQueries);
}

/** The one number a cell holds ("10 pcs", "8.90 €"); a percentage (a tax rate) or several numbers are none. */
function cellNumber(text: string, hint: DecimalHint): number | null {
  const found = findAmounts(text, hint);
  if (found.length !== 1 || found[0]!.percent) return null;
  // A cell of words with a number in them ("pack of 6 rolls") is text; a unit or currency beside the number is not.
  const letters = text.replace(/[^\p{L}]/gu, "").length;
  return letters > 5 ? null : found[0]!.value;
}

/** Columns of numbers: most of their filled cells hold one number each. */
function numericColumns(rows: TableCell[][], numbers: (number | null)[][]): number[] {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const result: number[] = [];
  for (let column = 0; column < width; column++) {
    const filled = rows.filter((r) => (r[column]?.text ?? "").trim() !== "").length;
    const counted = numbers.filter((r) => r[column] !== null && r[column] !== undefined).length;
    if (counted > 0 && counted >= 0.8 * filled) result.push(column);
  }
  return result;
}

function assignments(columns: number[]): Assignment[] {
  const result: Assignment[] = [];
  for (const quantity of columns)
    for (const unit_price of columns)
      for (const line_amount of columns)
        if (new Set([quantity, unit_price, line_amount]).size === 3) result.push({ quantity, unit_price, line_amount });
  return result;
}

/** Rows where quantity × unit price = amount, allowing a unit price rounded to the cent (or a half cent) per piece. */
function fitting(a: Assignment, numbers: (number | null)[][]): { checked: number; fit: number; telling: number } {
  let checked = 0;
  let fit = 0;
  let telling = 0;
  for (const row of numbers) {
    const [q, p, amount] = [row[a.quantity], row[a.unit_price], row[a.line_amount]];
    if (q == null || p == null || amount == null) continue;
    checked++;
    if (Math.abs(q * p - amount) > Math.max(0.011, 0.005 * Math.abs(q))) continue;
    fit++;
    // A row of one piece (1 × 40 = 40) fits any pairing of its columns; only other rows tell them apart.
    if (q !== 1 && p !== 1 && amount !== 0) telling++;
  }
  return { checked, fit, telling };
}

/** Most rows fit (a discounted row may not), and at least one of them tells the columns apart. */
function consistent(a: Assignment, numbers: (number | null)[][]): boolean {
  const { checked, fit, telling } = fitting(a, numbers);
  return checked > 0 && fit >= 0.8 * checked && telling > 0;
}

function isComplete(a: Partial<Assignment>): a is Assignment {
  return ROLES.every((role) => a[role] !== undefined);
}

function headerAssignment(columns: Column[], roleQueries: Map<Role, FieldQuery | undefined>): Partial<Assignment> {
  const result: Partial<Assignment> = {};
  for (const role of ROLES) {
    const column = columns.find((c) => c.query === roleQueries.get(role));
    if (column) result[role] = column.column;
  }
  return result;
}

/**
 * Among the assignments the rows agree with, the one keeping most header strength wins. Quantity and unit price
 * multiply alike, so without a header to tell them apart the column of whole numbers is taken for the quantity.
 */
function pickAssignment(
  fits: Assignment[],
  columns: Column[],
  roleQueries: Map<Role, FieldQuery | undefined>,
  numbers: (number | null)[][],
): Assignment {
  const score = (a: Assignment) => {
    let kept = 0;
    for (const c of columns) {
      const role = ROLES.find((r) => roleQueries.get(r) === c.query);
      // A column the headers gave another role, or gave a text sub-field, counts against the assignment.
      if (role && a[role] === c.column) kept += c.strength;
      else if (Object.values(a).includes(c.column)) kept -= c.strength;
    }
    return kept + 0.01 * wholeShare(a.quantity, numbers) - 0.01 * wholeShare(a.unit_price, numbers);
  };
  return fits.reduce((best, a) => (score(a) > score(best) ? a : best));
}

function wholeShare(column: number, numbers: (number | null)[][]): number {
  const values = numbers.map((r) => r[column]).filter((v): v is number => v != null);
  return values.length === 0 ? 0 : values.filter(Number.isInteger).length / values.length;
}

function applyAssignment(a: Assignment, columns: Column[], roleQueries: Map<Role, FieldQuery | undefined>): Column[] {
  const roleColumns = new Set(Object.values(a));
  const assigned = new Set(ROLES.map((r) => roleQueries.get(r)).filter(Boolean));
  // Other sub-fields keep their columns unless the arithmetic claims them.
  const result = columns.filter((c) => !assigned.has(c.query) && !roleColumns.has(c.column));
  for (const role of ROLES) {
    const query = roleQueries.get(role);
    if (!query) continue;
    const header = columns.find((c) => c.query === query && c.column === a[role]);
    result.push(header ?? { query, column: a[role], strength: ARITHMETIC_STRENGTH });
  }
  return result;
}

function weaken(columns: Column[], roleQueries: Map<Role, FieldQuery | undefined>): Column[] {
  const roles = new Set([...roleQueries.values()]);
  return columns.map((c) => (roles.has(c.query) ? { ...c, strength: c.strength * UNEXPLAINED } : c));
}
