// Counts over the generality suite (what its requirements are stated in) and a check that every expected value is
// actually printed in its document, so the expectations are not typos.
import type { Expected } from "../score.ts";
import type { GenCase } from "./build.ts";
import { FORMS, NAMINGS } from "./spec.ts";

export type SuiteStats = {
  docs: number;
  trades: string[];
  /** Scored leaves: primitives, object sub-fields, arrays (as the eval counts them). */
  fields: number;
  expectedNull: number;
  nullShare: number;
  /** Fields per layout form, and the number of documents each form appears in. */
  forms: Record<string, { fields: number; docs: number }>;
  namings: Record<string, { fields: number; share: number }>;
  formats: Record<string, number>;
  scannedDocs: number;
  scanPages: number;
  /** Documents with at least one value only on page 2 or later. */
  laterPageDocs: number;
  types: Record<string, number>;
};

export function suiteStats(cases: GenCase[]): SuiteStats {
  const tags = cases.flatMap((c) => Object.values(c.field_tags).map((t) => ({ ...t, id: c.id })));
  const forms: SuiteStats["forms"] = {};
  for (const form of [...FORMS, "absent"]) {
    const of = tags.filter((t) => t.form === form);
    forms[form] = { fields: of.length, docs: new Set(of.map((t) => t.id)).size };
  }
  const namings: SuiteStats["namings"] = {};
  for (const naming of NAMINGS) {
    const n = tags.filter((t) => t.naming === naming).length;
    namings[naming] = { fields: n, share: tags.length ? n / tags.length : 0 };
  }
  const formats: Record<string, number> = {};
  for (const c of cases) formats[c.content_type] = (formats[c.content_type] ?? 0) + 1;
  const scans = cases.filter((c) => c.content_type.startsWith("image/"));
  const types: Record<string, number> = {};
  const count = (fields: GenCase["schema"]["fields"]) => {
    for (const f of fields) {
      if (f.type === "object") count(f.fields ?? []);
      else types[f.type] = (types[f.type] ?? 0) + 1;
    }
  };
  for (const c of cases) count(c.schema.fields);
  const expectedNull = tags.filter((t) => t.form === "absent").length;
  return {
    docs: cases.length,
    trades: [...new Set(cases.map((c) => c.trade))].sort(),
    fields: tags.length,
    expectedNull,
    nullShare: tags.length ? expectedNull / tags.length : 0,
    forms,
    namings,
    formats,
    scannedDocs: scans.length,
    scanPages: scans.reduce((s, c) => s + c.pages, 0),
    laterPageDocs: new Set(tags.filter((t) => (t.page ?? 1) > 1).map((t) => t.id)).size,
    types,
  };
}

const alnum = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** The ways a document may print an ISO date, as alphanumeric strings. */
function dateSpellings(iso: string): string[] {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const dd = String(d).padStart(2, "0");
  const mm = String(m).padStart(2, "0");
  const yy = String(y).slice(2);
  const month = MONTHS[m - 1]!;
  const mon = month.slice(0, 3);
  const ord = d === 1 || d === 21 || d === 31 ? "st" : d === 2 || d === 22 ? "nd" : d === 3 || d === 23 ? "rd" : "th";
  const out = [
    `${y}${mm}${dd}`,
    `${mm}${dd}${y}`,
    `${mm}${dd}${yy}`,
    `${dd}${mm}${y}`,
    `${d}${month}${y}`,
    `${d}${mon}${y}`,
    `${month}${d}${y}`,
    `${mon}${d}${y}`,
    `${d}${ord}dayof${month}${y}`,
  ];
  return out;
}

/** Every number printed in `text`, read both the US way (1,234.56) and the European way (1.234,56). */
function printedNumbers(text: string): number[] {
  const out: number[] = [];
  for (const token of text.match(/\d[\d.,]*/g) ?? []) {
    const t = token.replace(/[.,]$/, "");
    out.push(Number(t.replace(/,/g, "")));
    out.push(Number(t.replace(/\./g, "").replace(",", ".")));
  }
  return out.filter((n) => Number.isFinite(n));
}

/**
 * Expected non-null values that cannot be found in the document's text: strings, e-mails and phones must appear
 * (ignoring case, spacing and punctuation), numbers must be printed (US or European style, sign aside), dates in
 * one of the usual spellings. Returns one message per miss.
 */
export function missingValues(c: GenCase, text: string): string[] {
  const hay = alnum(text);
  const numbers = printedNumbers(text);
  const misses: string[] = [];
  const check = (path: string, type: string, value: Expected) => {
    if (value === null) return;
    if (type === "number") {
      const n = Math.abs(Number(value));
      if (!numbers.some((p) => Math.abs(p - n) < 0.005)) misses.push(`${c.id} ${path}: number ${value} not printed`);
    } else if (type === "date") {
      const iso = String(value);
      const y = iso.slice(0, 4);
      const ok =
        dateSpellings(iso).some((s) => hay.includes(s)) ||
        (text.includes(y.slice(2)) && hay.includes(y.slice(2)) && dateInRange(iso, text));
      if (!ok) misses.push(`${c.id} ${path}: date ${iso} not printed`);
    } else if (type === "phone") {
      if (!hay.includes(String(value).replace(/\D/g, ""))) misses.push(`${c.id} ${path}: phone ${value} not printed`);
    } else if (!hay.includes(alnum(String(value)))) misses.push(`${c.id} ${path}: ${type} "${value}" not printed`);
  };
  for (const f of c.schema.fields) {
    const exp = c.expected[f.name] ?? null;
    if (f.type === "object") {
      for (const sub of f.fields ?? [])
        check(`${f.name}.${sub.name}`, sub.type, (exp as Record<string, Expected> | null)?.[sub.name] ?? null);
    } else if (f.type === "array") {
      for (const [i, item] of ((exp as Record<string, Expected>[] | null) ?? []).entries()) {
        for (const sub of f.fields ?? []) check(`${f.name}[${i}].${sub.name}`, sub.type, item[sub.name] ?? null);
      }
    } else check(f.name, f.type, exp);
  }
  return misses;
}

/**
 * Dates printed as part of a range whose year is written once ("8-10 October 2024", "Jul 3 - Aug 2, 2024"):
 * the day and the month name must both appear near each other.
 */
function dateInRange(iso: string, text: string): boolean {
  const [, m, d] = iso.split("-").map(Number) as [number, number, number];
  const month = MONTHS[m - 1]!;
  const re = new RegExp(
    `(\\b${d}\\b[^\\n]{0,12}\\b${month.slice(0, 3)}|\\b${month.slice(0, 3)}[a-z]*\\.? ${d}\\b|\\b0?${m}/0?${d}\\b)`,
    "i",
  );
  return re.test(text);
}
