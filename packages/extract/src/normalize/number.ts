import { remembered } from "./memo.ts";
import { ISO_CODES } from "./currency.ts";

// Locale-aware numbers: which of "." and "," is the decimal separator is decided from the number itself where it
// can be ("1.234,56"), and from the document's habit (`hint`) where it cannot ("1,234").

export type DecimalHint = { decimal?: "." | "," };

const SYMBOLS = "€$£¥₹₩₽¢₺₴₦₱฿";
// Currency markers written next to amounts: ISO codes and local abbreviations.
const CURRENCY_WORDS = [...ISO_CODES, "RM", "Rs", "Rp", "kr", "Fr", "zł", "Kč", "Ft", "US\\$", "S\\$", "A\\$", "C\\$", "HK\\$", "R\\$"];
const CURRENCY = `(?:[${SYMBOLS}]|(?:${CURRENCY_WORDS.join("|")})\\.?)`;
// Case matters: "Fr" before a number is a currency, "FR" before digits is a French VAT number.
const LEADING_CURRENCY = new RegExp(`^${CURRENCY}\\s*`);
const TRAILING_CURRENCY = new RegExp(`\\s*${CURRENCY}$`);
const CURRENCY_ANYWHERE = new RegExp(CURRENCY);
const SIGN = /^[-−–+]\s*/;

/** Parses one printed number (currency marks, signs and a trailing % allowed); null when it is not a number. */
export function parseNumber(text: string, hint: DecimalHint = {}): number | null {
  let s = text.normalize("NFKC").trim();
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  s = s.replace(LEADING_CURRENCY, "");
  const sign = SIGN.exec(s);
  if (sign) {
    negative ||= sign[0][0] !== "+";
    s = s.slice(sign[0].length);
  }
  s = s.replace(LEADING_CURRENCY, "").replace(TRAILING_CURRENCY, "");
  // Accounting and SAP print negatives with a trailing minus: "5,00-".
  if (/\d\s*[-−]$/.test(s)) {
    negative = true;
    s = s.replace(/\s*[-−]$/, "");
  }
  s = s.replace(/\s*%$/, "").replace(TRAILING_CURRENCY, "");
  // "1.234,-" and "12,–" are whole amounts in German price notation.
  s = s.replace(/[.,][-–—]$/, "");
  if (!/^\d(?:[\d.,'’ ]*\d)?$/.test(s)) return null;
  const value = interpret(s, hint);
  if (value === null) return null;
  return negative && value !== 0 ? -value : value;
}

function interpret(s: string, hint: DecimalHint): number | null {
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  let decimal: "." | "," | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? "." : ",";
  else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? "." : ",";
    const at = Math.max(lastDot, lastComma);
    const occurrences = s.split(sep).length - 1;
    const after = s.length - at - 1;
    const before = s.slice(0, at).replace(/[ '’]/g, "");
    if (occurrences > 1) decimal = null;
    else if (after !== 3) decimal = sep;
    // Thousands groups never start with 0, and a space or apostrophe already groups thousands: "0.500", "1 234.567".
    else if (/^0+$/.test(before) || /[ '’]/.test(s)) decimal = sep;
    else decimal = hint.decimal === sep ? sep : null;
  }
  const [intPart, fracPart] = decimal === null ? [s, ""] : [s.slice(0, s.lastIndexOf(decimal)), s.slice(s.lastIndexOf(decimal) + 1)];
  if (!/^\d*$/.test(fracPart)) return null;
  const groups = intPart.split(/[.,'’ ]/);
  if (groups.length > 1 && !groups.every((g, i) => (i === 0 ? /^\d{1,3}$/.test(g) : /^\d{3}$/.test(g)))) return null;
  const digits = groups.join("");
  if (digits === "" && fracPart === "") return null;
  return Number(`${digits || "0"}.${fracPart || "0"}`);
}

export type AmountMatch = { value: number; start: number; end: number; percent: boolean; hasDecimals: boolean; hasCurrency: boolean };

// A number with its currency, sign, grouping and decimals as one printed unit. Space-grouped thousands
// ("1 234,56") are only taken with a decimal part, so "Qty 2 100,00" does not become 2100.
const AMOUNT = new RegExp(
  String.raw`(?<![\p{L}\d.,/+-])(?<!\d:)` +
    String.raw`(?:\(\s*)?(?:[-−–]\s?)?(?:${CURRENCY}\s?)?(?:[-−–]\s?)?` +
    String.raw`(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+,\d{1,2}|\d(?:[\d.,'’]*\d)?)` +
    String.raw`(?:,[-–])?(?:\s?${CURRENCY}(?![\p{L}]))?(?:\s*\))?(?:-(?![\d\p{L}]))?(?:\s?%)?` +
    // "12/05" is a date, but "$60/mo" an amount per unit of time or quantity.
    String.raw`(?![\p{L}\d]|/(?!(?:mo|month|yr|year|wk|week|day|d|hr|hour|h|night|nt|unit|ea|each|kg|lb|person|pp)\b)|[.,:]\d|-\d)`,
  "gu",
);

/** Whether the text ends with a number or sum in words, which a bracketed figure after it restates. */
export function restates(before: string): boolean {
  return RESTATES.test(before);
}
const RESTATES =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dollars?|euros?|pounds?(?:\s+sterling)?|cents|\d{2}\/100)\s*$/i;

/** Every amount-like number printed in `text`, with offsets; dates, ids and phone numbers do not parse as such. */
export const findAmounts: (text: string, hint?: DecimalHint) => AmountMatch[] = remembered(scanAmounts);

function scanAmounts(text: string, hint: DecimalHint = {}): AmountMatch[] {
  if (!/\d/.test(text)) return [];
  const found: AmountMatch[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const raw = m[0];
    // A bracket belongs to the number only when it both opens and closes around it: "(6.80)", not "(3 items".
    // One that only closes ends a remark ("(see note 5)"), or after a sum with cents is a mark OCR read after
    // the figure ("Total (incl. GST): 12.50)").
    const opens = raw.startsWith("(");
    const closes = raw.trimEnd().endsWith(")");
    const lead = opens && !closes ? raw.slice(1).trimStart() : raw;
    const trimmed = closes && !opens ? lead.trimEnd().slice(0, -1).trimEnd() : lead;
    if (closes && !opens && !/[.,]\d{2}$/.test(trimmed)) continue;
    const start = m.index + (raw.length - lead.length);
    let value = parseNumber(trimmed, hint);
    // "four (4) weeks", "Eight Hundred Pounds (£800.00)": a figure in brackets after the number in words restates
    // it; only a bracket standing for itself is an accountant's minus.
    if (value !== null && value < 0 && opens && closes && restates(text.slice(0, m.index))) value = -value;
    // Eight digits or more without grouping are an identifier (a VAT number, a GLN), not an amount.
    if (value === null || /\d{8,}/.test(trimmed.replace(/[.,]\d{1,2}\D*$/, ""))) continue;
    found.push({
      value,
      start,
      end: start + trimmed.length,
      percent: /%$/.test(trimmed),
      hasDecimals: /[.,]\d{1,2}(?!\d)\D*$/.test(trimmed),
      hasCurrency: CURRENCY_ANYWHERE.test(trimmed),
    });
  }
  return found;
}

/** Which separator the document uses for decimals, from amounts with two decimals; null when it does not tell. */
export function detectDecimal(text: string): "." | "," | null {
  const commas = text.match(/\d,\d{2}(?![\d.,])/g)?.length ?? 0;
  const dots = text.match(/\d\.\d{2}(?![\d.,])/g)?.length ?? 0;
  if (commas === dots) return null;
  return commas > dots ? "," : ".";
}
