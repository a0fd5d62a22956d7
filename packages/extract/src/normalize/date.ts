// Calendar dates as business documents print them, in English, German and French. The common shapes are read
// by our own patterns, whose every match is checked against the calendar; chrono-node covers the rarer wordings.
import * as chrono from "chrono-node";
import { remembered } from "./memo.ts";
import { foldKeepingOffsets } from "../text.ts";

export type DateOrder = "DMY" | "MDY";
export type DateMatch = { iso: string; start: number; end: number; matched: string };
export type DateOptions = {
  order?: DateOrder | undefined;
  /** Whether "20230917" counts as a date; only where a label says a date follows. */
  compact?: boolean;
};

// Folded month names and abbreviations; French and German names share entries where they coincide ("mai").
/** English month names in full or cut short, as an alternation for other patterns ("jan(?:uary)?|..."). */
export const ENGLISH_MONTH =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
/** English weekday names in full or cut short ("tue", "tues", "thurs"), as an alternation. */
export const ENGLISH_WEEKDAY = "mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?";

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  janvier: 1,
  janv: 1,
  januar: 1,
  janner: 1,
  januari: 1,
  enero: 1,
  gennaio: 1,
  february: 2,
  feb: 2,
  febr: 2,
  fevrier: 2,
  fevr: 2,
  fev: 2,
  februar: 2,
  februari: 2,
  febrero: 2,
  febbraio: 2,
  march: 3,
  mar: 3,
  mars: 3,
  marz: 3,
  maerz: 3,
  mrz: 3,
  maart: 3,
  mrt: 3,
  marzo: 3,
  april: 4,
  apr: 4,
  avril: 4,
  avr: 4,
  abril: 4,
  aprile: 4,
  may: 5,
  mai: 5,
  mei: 5,
  mayo: 5,
  maggio: 5,
  june: 6,
  jun: 6,
  juin: 6,
  juni: 6,
  junio: 6,
  giugno: 6,
  july: 7,
  jul: 7,
  juillet: 7,
  juil: 7,
  juli: 7,
  julio: 7,
  luglio: 7,
  august: 8,
  aug: 8,
  aout: 8,
  augustus: 8,
  agosto: 8,
  september: 9,
  sep: 9,
  sept: 9,
  septembre: 9,
  septiembre: 9,
  settembre: 9,
  october: 10,
  oct: 10,
  octobre: 10,
  oktober: 10,
  okt: 10,
  octubre: 10,
  ottobre: 10,
  november: 11,
  nov: 11,
  novembre: 11,
  noviembre: 11,
  december: 12,
  dec: 12,
  decembre: 12,
  dezember: 12,
  dez: 12,
  diciembre: 12,
  dicembre: 12,
};
const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|")})\\.?(?![\\p{L}])`;
const YEAR = String.raw`(\d{4}|\d{2})(?![\d:]|[.,]\d)`;

type Pattern = { re: RegExp; read: (m: RegExpMatchArray, opts: DateOptions) => [number, number, number] | null };

// 3 mars 2024, 13. Juni 2018, 03-Jan-2019, 1er janvier 2024, the 4th day of May, 2011
const DAY_MONTH_NAME: Pattern = {
  re: new RegExp(
    String.raw`(?<![\p{L}\d])(\d{1,2})(?:st|nd|rd|th|er|e|\.)?(?:\s+day\s+of|\s+of|\s+de)?[\s./-]*${MONTH}[\s.,/-]*(?:(?:of|de)\s+)?${YEAR}`,
    "gu",
  ),
  read: (m) => [fullYear(num(m[3])), MONTHS[m[2]!] ?? 0, num(m[1])],
};

// March 3, 2024; Aug. 3rd 2014; August 3 , 2014
const MONTH_NAME_DAY: Pattern = {
  re: new RegExp(String.raw`(?<![\p{L}])${MONTH}\s*(\d{1,2})(?:st|nd|rd|th)?\s*,?\s*(\d{4})(?![\d:])`, "gu"),
  read: (m) => [num(m[3]), MONTHS[m[1]!] ?? 0, num(m[2])],
};

const PATTERNS: Pattern[] = [
  {
    // 2024-03-12, 2024/03/12, 2024.03.12
    re: /(?<![\d.,/-])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d]|[.,]\d)/gu,
    read: (m) => [num(m[1]), num(m[3]), num(m[4])],
  },
  {
    // 12.03.2024, 12/03/24, 3-12-2024
    // OCR may double the last separator ("09-11- -2019") or read a space after one ("6/ 21/ 99", "09-11- 2019").
    re: new RegExp(String.raw`(?<![\d.,/-])(\d{1,2})([-/.]) ?(\d{1,2})\2(?: ?\2)? ?${YEAR}`, "gu"),
    read: (m, opts) => numericDate(num(m[1]), num(m[3]), num(m[4]), m[2]!, opts.order),
  },
  DAY_MONTH_NAME,
  MONTH_NAME_DAY,
];
const COMPACT = /(?<![\d\p{L}])(\d{4})(\d{2})(\d{2})(?![\d\p{L}])/gu;

/** Every date in `text`, left to right, overlapping readings resolved in favour of the longer one. */
export const findDates: (text: string, opts?: DateOptions) => DateMatch[] = remembered(scanDates);

function scanDates(text: string, opts: DateOptions = {}): DateMatch[] {
  // Every date has a digit.
  if (!/\d/.test(text)) return [];
  // OCR reads a digit between digits and separators as a letter: "11/0l/2019", "O5.03.2019".
  const folded = foldKeepingOffsets(text).replace(
    /(?<=\d[-/.]?)[lI](?=[-/.]?\d)|(?<=\d[-/.]?)[O](?=[-/.]?\d)|(?<=[-/.])O(?=\d)|(?<=\d)O(?=[-/.])/g,
    (c) => (c === "O" ? "0" : "1"),
  );
  const found: DateMatch[] = [];
  const add = (start: number, end: number, ymd: [number, number, number] | null) => {
    const iso = ymd && isoOf(...ymd);
    if (iso) found.push({ iso, start, end, matched: text.slice(start, end) });
  };
  for (const { re, read } of PATTERNS) {
    for (const m of folded.matchAll(re)) add(m.index, m.index + m[0].length, read(m, opts));
  }
  if (opts.compact) {
    for (const m of folded.matchAll(COMPACT)) add(m.index, m.index + m[0].length, [num(m[1]), num(m[2]), num(m[3])]);
  }
  found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: DateMatch[] = [];
  for (const d of found) {
    const last = kept.at(-1);
    if (last && d.start < last.end) continue;
    kept.push(d);
  }
  return kept;
}

/**
 * The first date in `text` as an ISO date, with the text it was read from. Numeric dates whose day and month
 * cannot be told apart follow `hint.order` (day first when none is given).
 */
export function parseDate(text: string, hint: { order?: DateOrder } = {}): { iso: string; matched: string } | null {
  const compact = /^\s*\d{8}\s*$/.test(text);
  const first = findDates(text, { order: hint.order, compact })[0] ?? chronoDate(text);
  return first ? { iso: first.iso, matched: first.matched } : null;
}

const CHRONO = [chrono.en.strict, chrono.de.strict, chrono.fr.strict];

/** chrono's reading, accepted only when it states day, month and year and is not a bare run of digits. */
function chronoDate(text: string): DateMatch | null {
  for (const parser of CHRONO) {
    for (const result of parser.parse(text)) {
      const start = result.start;
      if (!start.isCertain("day") || !start.isCertain("month") || !start.isCertain("year")) continue;
      if (/^[\d\s]+$/.test(result.text)) continue;
      const iso = isoOf(start.get("year") ?? 0, start.get("month") ?? 0, start.get("day") ?? 0);
      if (iso) return { iso, start: result.index, end: result.index + result.text.length, matched: result.text };
    }
  }
  return null;
}

/**
 * The order of day and month in the document's numeric dates: a first part above 12 votes for day first, a
 * second part above 12 for month first. Null when the votes tie or nothing tells.
 */
export function detectDateOrder(text: string): DateOrder | null {
  let dmy = 0;
  let mdy = 0;
  for (const m of text.matchAll(/(?<![\d.,/-])(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/g)) {
    const a = num(m[1]);
    const b = num(m[3]);
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) dmy++;
    else if (b > 12 && b <= 31 && a >= 1 && a <= 12) mdy++;
  }
  // A date written with its month's name shows the writer's habit too: "June 30, 1994" is written month first,
  // "30 June 1994" day first, and the same hand writes "6/7/94" in the same order.
  const folded = foldKeepingOffsets(text);
  for (const _ of folded.matchAll(DAY_MONTH_NAME.re)) dmy++;
  for (const _ of folded.matchAll(MONTH_NAME_DAY.re)) mdy++;
  if (dmy === mdy) return null;
  return dmy > mdy ? "DMY" : "MDY";
}

function numericDate(a: number, b: number, year: number, sep: string, order: DateOrder | undefined): [number, number, number] | null {
  const y = fullYear(year);
  if (a > 12 && b <= 12) return [y, b, a];
  if (b > 12 && a <= 12) return [y, a, b];
  // Dotted dates are day first wherever they are written.
  if (sep === "." || order !== "MDY") return [y, b, a];
  return [y, a, b];
}

// Two-digit years split where X.509's do (RFC 5280, UTCTime): 50-99 are 1950-1999, 00-49 are 2000-2049. Documents
// date the past far more often than decades ahead: a memo dated "4/17/58" is of 1958, not 2058.
const CENTURY_PIVOT = 50;

function fullYear(year: number): number {
  if (year >= 100) return year;
  return year < CENTURY_PIVOT ? 2000 + year : 1900 + year;
}

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function num(s: string | undefined): number {
  return Number(s ?? "0");
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}
