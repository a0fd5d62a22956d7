// Cutting a typed value out of the text where a label says it stands. Each finder looks only at the given span
// of a line and returns offsets in that line, so the value is always a piece of the document.
import type { PrimitiveType } from "@docsift/contract";
import { findCurrencies } from "./normalize/currency.ts";
import { type DateOrder, findDates } from "./normalize/date.ts";
import { findEmails } from "./normalize/email.ts";
import { formatDate } from "./normalize/format.ts";
import { findBics, findIbans, findVatIds } from "./normalize/identifiers.ts";
import { type AmountMatch, type DecimalHint, findAmounts } from "./normalize/number.ts";
import { SPELLED_NUMBER, spelledNumber } from "./normalize/number-words.ts";
import { e164, findPhones } from "./normalize/phone.ts";
import { findUrls } from "./normalize/url.ts";
import { findCountries, findIncoterms, findPaymentMethods, findRegistrationNumbers, sirenOf } from "./normalize/business.ts";
import type { FieldTerms } from "./matcher/terms.ts";
import { onlyDescribes } from "./matcher/wordnet.ts";
import { STOPWORDS, collapse, keys, tokenize } from "./text.ts";

export type Found = {
  value: string | number;
  start: number;
  end: number;
  /** Whether the value passed its type's strict check (a parseable phone, an IBAN with valid check digits...). */
  strict: boolean;
};

/** How a string value is cut out of the text after its label (see Concept.shape). */
export type Shape =
  | "text"
  | "name"
  | "id"
  | "iban"
  | "vat"
  | "bic"
  | "currency"
  | "url"
  | "duration"
  | "place"
  | "email"
  | "phone"
  | "regno"
  | "country"
  | "payment"
  | "incoterm";

export type ValueWish = {
  type: PrimitiveType;
  shape: Shape | null;
  description: string;
  wantsPercent: boolean;
  /** Which of several amounts in the span is meant (see Concept.amountPick). */
  pick: "first" | "last" | "largest";
  monetary: boolean;
};

export type Reading = { decimal: DecimalHint; order: DateOrder | undefined; region: string | undefined };

/** Words that ask for an identifier, which must hold a digit: "policy number", "employee id". */
export const ID_WORDS = new Set(["number", "id", "no"]);

export function shapeOf(terms: FieldTerms): Shape {
  return terms.type === "string" && terms.name.some((w) => ID_WORDS.has(w)) ? "id" : "text";
}

export function wishFor(terms: FieldTerms, description: string, shape: Shape | null): ValueWish {
  return {
    type: terms.type,
    shape,
    description,
    wantsPercent: /percent|%/.test(`${terms.name.join(" ")} ${description}`.toLowerCase()) && terms.type === "number",
    pick: "first",
    monetary: false,
  };
}

/** The value of the wished type in text[from, to) (the first, or the one `wish.pick` names); null when none. */
export function findValue(text: string, from: number, to: number, wish: ValueWish, reading: Reading): Found | null {
  const span = text.slice(from, to);
  const shift = (f: Found | null | undefined): Found | null => (f ? { ...f, start: f.start + from, end: f.end + from } : null);
  switch (wish.type) {
    case "number": {
      const pick = pickAmount(span, wish, reading);
      return pick ? shift({ value: pick.value, start: pick.start, end: pick.end, strict: true }) : null;
    }
    case "date": {
      const d = findDates(span, { order: reading.order, compact: true })[0];
      return d ? shift({ value: formatDate(d.iso, wish.description), start: d.start, end: d.end, strict: true }) : null;
    }
    case "email": {
      const e = findEmails(span)[0];
      return e ? shift({ value: e.text.toLowerCase(), start: e.start, end: e.end, strict: true }) : null;
    }
    case "phone": {
      const p = findPhones(span)[0];
      if (!p) return null;
      const normal = e164(p.text, reading.region);
      return shift({ value: normal ?? collapse(p.text), start: p.start, end: p.end, strict: normal !== null });
    }
    case "string":
      return shift(findString(span, wish.shape ?? "text", reading, wish.description));
  }
}

// Words after a number that make it a count or a duration, not an amount: "30 days", "4 kg", "2 x".
const UNITS_OF_COUNT = [
  "days?",
  "tage?n?",
  "jours?",
  "j",
  "weeks?",
  "wochen?",
  "semaines?",
  "months?",
  "monate?n?",
  "mois",
  "years?",
  "jahre?n?",
  "ans?",
  "x",
  "pcs?",
  "stk",
  "stück",
  "kg",
  "g",
  "l",
  "h",
  "hours?",
  "hrs?",
  "stunden?",
  "min",
  "items?",
  "units?",
  "unit\\(s\\)",
  "articles?",
  "artikel",
];
const UNIT_AFTER = new RegExp(`^\\s*(?:${UNITS_OF_COUNT.join("|")})(?![\\p{L}])`, "iu");

// Units of measure a form prints a column after its figure: "18   mm", "2.4   mg/cc", "80   gm/m2", "12   %".
const UNIT_COLUMN = /^[ \t]+((?:[mck]?m|km|[mk]?g|gm|lbs?|oz|m?l|cc|%)(?:\/[ \t]?(?:[mck]?m[23]?|cc|m?l|[mk]?g))?)(?=[ \t]{2,}|[ \t]*$)/i;

/** A text value that is a bare figure takes the unit printed in the next column: the unit is part of what it says. */
export function withUnit(text: string, found: Found): Found {
  if (typeof found.value !== "string" || !/^\d[\d.,]*$/.test(found.value)) return found;
  const unit = UNIT_COLUMN.exec(text.slice(found.end));
  return unit ? { ...found, value: `${found.value} ${unit[1]}`, end: found.end + unit[0].length } : found;
}

/** The amounts a number field may take from the span, and the one the wish points at. */
export function amountsIn(span: string, wish: ValueWish, reading: Reading): AmountMatch[] {
  // Pieces of an international phone number ("+33 4 91 55 20 18") are no amounts.
  const phones = findPhones(span).filter((p) => /^[+(]/.test(p.text));
  // Nor are the groups of an identifier printed in blocks ("VAT DE 318 604 927", "21 774310 K 902").
  const blocks = [...span.matchAll(/(?<![\d.,])\d+(?:[ \u00a0]+\d+){2,}(?![\d.,])/g)].map((m) => [m.index, m.index + m[0].length] as const);
  // Nor the day or month of a date ("the year ended 31 March 2023" holds no amount 31); its year may be asked for.
  const dates = findDates(span, { order: reading.order });
  return findAmounts(span, reading.decimal).filter((a) => {
    if (!a.hasDecimals && !a.hasCurrency && blocks.some(([from, to]) => from <= a.start && a.end <= to)) return false;
    if (!a.hasDecimals && !a.hasCurrency && a.value < 100 && dates.some((d) => d.start <= a.start && a.end <= d.end)) return false;
    // "MwSt. % 19,0" prints the rate after its sign; in "19 %  142,12" the sign belongs to the number before.
    const percent = a.percent || /(?:^|[^\d\s])\s*%\s?$/.test(span.slice(0, a.start));
    if (percent !== wish.wantsPercent) return false;
    if (phones.some((p) => p.start <= a.start && a.end <= p.end)) return false;
    return !wish.monetary || !UNIT_AFTER.test(span.slice(a.end));
  });
}

function pickAmount(span: string, wish: ValueWish, reading: Reading): AmountMatch | undefined {
  const amounts = amountsIn(span, wish, reading);
  // "Total (3 items): 45.00": amounts with decimals outrank those with only a currency sign, which outrank bare
  // integers in the same span ("Total (incl. $5 deposit): 52.40").
  const decimals = amounts.filter((a) => a.hasDecimals);
  const currency = amounts.filter((a) => a.hasCurrency);
  const pool = decimals.length > 0 ? decimals : currency.length > 0 ? currency : amounts;
  if (wish.pick === "last") return pool.at(-1);
  if (wish.pick === "largest") return pool.reduce<AmountMatch | undefined>((a, b) => (!a || b.value > a.value ? b : a), undefined);
  return pool[0];
}

/** Whether a description asks for a code rather than a name ("the alpha-2 code of the destination country"). */
export function wantsCode(description: string): boolean {
  return /\b(?:code|iso|alpha-?2|two-letter|2-letter)\b/i.test(description);
}

/**
 * A registration number after its label, up to three words on ("KvK Rotterdam 24330087"); a field that asks for
 * a French SIREN gets the 9 digits of a SIREN or of the SIRET that starts with it.
 */
function registration(span: string, description: string): Found | null {
  const lead = LEADING.exec(span)?.[0].length ?? 0;
  if (/\bsiren\b/i.test(description)) {
    const siren = sirenOf(span.slice(lead, lead + 40));
    return siren ? { value: siren.text, start: lead + siren.start, end: lead + siren.end, strict: true } : null;
  }
  const m = findRegistrationNumbers(span)[0];
  if (!m) return null;
  const before = tokenize(span.slice(lead, m.start)).filter((t) => !/^[A-Z]$/.test(t.text));
  if (before.length > 3) return null;
  return { value: collapse(m.text), start: m.start, end: m.end, strict: true };
}

function findString(span: string, shape: Shape, reading: Reading, description = ""): Found | null {
  const printed = (m: { text: string; start: number; end: number } | undefined, strict = true): Found | null =>
    m ? { value: collapse(m.text), start: m.start, end: m.end, strict } : null;
  switch (shape) {
    case "email":
      return printed(findEmails(span)[0]);
    case "phone": {
      const p = findPhones(span)[0];
      return printed(p, p !== undefined && e164(p.text, reading.region) !== null);
    }
    case "iban": {
      const iban = findIbans(span)[0];
      return iban ? printed(iban, iban.checksumOk) : null;
    }
    case "vat":
      return printed(findVatIds(span)[0]) ?? identifier(span);
    case "bic":
      return printed(findBics(span)[0]);
    case "url":
      return printed(findUrls(span)[0]);
    case "currency": {
      const c = findCurrencies(span)[0];
      return c ? { value: c.code, start: c.start, end: c.end, strict: c.explicit } : null;
    }
    case "id":
      return identifier(span);
    case "duration":
      return duration(span);
    case "place":
      return place(span);
    case "regno":
      return registration(span, description);
    case "country": {
      const c = findCountries(span)[0];
      if (c) return { value: wantsCode(description) ? c.code : c.text, start: c.start, end: c.end, strict: true };
      // A code printed as such ("Country: NL").
      const code = /^(?:\s|[:;=-])*([A-Z]{2})(?![\p{L}\d])/u.exec(span);
      return code ? { value: code[1]!, start: span.indexOf(code[1]!), end: span.indexOf(code[1]!) + 2, strict: true } : null;
    }
    case "payment": {
      const p = findPaymentMethods(span, true)[0];
      if (p) return { value: p.text, start: p.start, end: p.end, strict: true };
      const text = plainText(span);
      return text && String(text.value).split(" ").length <= 3 && !/\d/.test(String(text.value)) ? { ...text, strict: false } : null;
    }
    case "incoterm":
      return printed(findIncoterms(span)[0]);
    case "text":
      return plainText(span);
    case "name": {
      // A name is mostly letters: "GLN 4304170880" or "FR19787878784" under a party label is an identifier.
      const name = plainText(span);
      const text = String(name?.value ?? "");
      return name && (text.match(/\p{L}/gu)?.length ?? 0) > (text.match(/\d/gu)?.length ?? 0) && !namesNothing(text) ? name : null;
    }
  }
}

const LEADING = /^(?:\s|[:;=]|[-–—](?=\s))+/;

/** The rest of the segment after its label, as printed. */
function plainText(span: string): Found | null {
  const lead = LEADING.exec(span)?.[0].length ?? 0;
  let end = span.trimEnd().length;
  // Running text: the value is the clause after the label, not the rest of the sentence.
  if (tokenize(span).length > 12) {
    const stop = /[;(]|,\s|\.\s|\.$/.exec(span.slice(lead));
    if (stop) end = Math.min(end, lead + stop.index);
  }
  const value = span.slice(lead, end).replace(/[\s,;:]+$/, "");
  // "Nummer: 549910" is another field's label with its value, not a value of this one.
  if (!/[\p{L}\p{N}]/u.test(value) || /^[^:]{1,40}:(?:\s|$)/.test(value) || isMarking(value)) return null;
  return { value: collapse(value), start: lead, end: lead + value.length, strict: true };
}

/** A sum ("2,480.00", "2.480,00", "$60"), a fraction ("0.0475") or a day of the month ("14th") is no identifier. */
const NOT_AN_ID = /^(?:\d{1,3}(?:,\d{3})+\.\d{2}|\d{1,3}(?:\.\d{3})+,\d{2}|[$€£¥].*|0[.,]\d+|\d{1,2}(?:st|nd|rd|th))$/i;

/**
 * An identifier: the first run of tokens that carry digits or are short codes ("G 5521M18/0937/04",
 * "DE 232 446 240"), up to the next ordinary word ("INV-7 dated ..."); it must hold a digit and not be a date.
 * A few words may come first ("Rechnung des Versicherers (575) Nr. 4711"); the caller weighs them as a gap.
 */
function identifier(span: string): Found | null {
  const lead = LEADING.exec(span)?.[0].length ?? 0;
  let start = -1;
  let end = -1;
  let skipped = 0;
  for (const m of span
    .slice(lead)
    .replace(/\([^)]*\)/g, (p) => " ".repeat(p.length))
    .matchAll(/\S+/g)) {
    const t = m[0];
    const isCode = /\d/.test(t) || /^[A-Z#/-]{1,3}\.?$/.test(t) || (/^[A-Z0-9_#/.-]+$/.test(t) && /[_#/-]/.test(t));
    if (start < 0 && !isCode) {
      // The word "number" and a few others may stand before the identifier.
      if (/^(?:nr|no|n°|nº|num|number|nummer|numéro|numero)\.?:?$/i.test(t) || ++skipped <= 3) continue;
      break;
    }
    if (!isCode) break;
    if (start < 0) start = lead + m.index;
    end = lead + m.index + t.length;
  }
  if (start < 0) return null;
  let value = span.slice(start, end).replace(/[.,;:]+$/, "");
  // Trailing short letter codes belong to what follows ("4711 EUR"), not to the number.
  while (/\s[A-Za-z]{1,3}$/.test(value) && /\d/.test(value.replace(/\s[A-Za-z]{1,3}$/, ""))) value = value.replace(/\s[A-Za-z]{1,3}$/, "");
  if (!/\d/.test(value) || NOT_AN_ID.test(value)) return null;
  const date = findDates(value)[0];
  if (date && date.start === 0 && date.end === value.length) return null;
  return { value: collapse(value), start, end: start + value.length, strict: true };
}

const UNITS = "years?|months?|weeks?|days?|jahre?n?|monate?n?|wochen?|tage?n?|ans?|années?|mois|semaines?|jours?";
const DURATION = new RegExp(String.raw`(?:\b[\p{L}-]+\s+)?\(?\d{1,3}\)?\s*(?:${UNITS})\b|\b${SPELLED_NUMBER}\s+(?:${UNITS})\b`, "iu");

/** A duration such as "four (4) weeks" or "9 months", as printed. */
function duration(span: string): Found | null {
  const m = DURATION.exec(span);
  if (!m) return null;
  let text = m[0];
  let start = m.index;
  // The word before "(4)" is the number spelled out; any other word before a bare number is not part of it.
  if (!/\(/.test(text) && /^[\p{L}-]+\s+\d/u.test(text)) {
    const cut = text.search(/\d/);
    start += cut;
    text = text.slice(cut);
  }
  return { value: durationValue(text), start, end: start + text.length, strict: true };
}

/** A duration as a number and its unit: "four (4) weeks" and "four weeks" are "4 weeks". */
function durationValue(printed: string): string {
  const text = collapse(printed);
  const unit = new RegExp(String.raw`(?:${UNITS})$`, "iu").exec(text)?.[0];
  const digits = /\d{1,3}/.exec(text)?.[0];
  const spelled = spelledNumber(text.slice(0, text.length - (unit?.length ?? 0)));
  const n = digits ?? (spelled !== null ? String(spelled) : undefined);
  return n !== undefined && unit ? `${n} ${unit.toLowerCase()}` : text;
}

const PLACE_LEAD = /^(?:\s|[:;,-])*(?:the\s+)?(?:(?:state|commonwealth|republic|province|kingdom|federal republic)\s+of\s+)?(?:the\s+)?/i;

/** A place name after "the laws of": "Manitoba" of "the Province of Manitoba, without ...". */
function place(span: string): Found | null {
  // Under a "Governing Law" heading the value is in a sentence: "This Lease is to be read under the laws of ...".
  const laws = /\blaws?\s+of\s+/i.exec(span);
  if (laws) {
    const found = place(span.slice(laws.index + laws[0].length));
    const shift = laws.index + laws[0].length;
    return found && { ...found, start: found.start + shift, end: found.end + shift };
  }
  const lead = PLACE_LEAD.exec(span)?.[0].length ?? 0;
  const rest = span.slice(lead);
  const m = /^\p{Lu}[\p{L}'-]*(?:\s+(?:of\s+)?\p{Lu}[\p{L}'-]*){0,4}/u.exec(rest);
  if (!m) return null;
  const value = m[0].replace(/[.,]+$/, "");
  // A line that breaks after "the laws of the" holds no place yet.
  if (/^(?:the|state|commonwealth|republic|province|kingdom|of|\s)+$/i.test(value)) return null;
  return { value, start: lead, end: lead + value.length, strict: true };
}

/** What a form prints for its reader, not as anyone's value: a question ("Over 65?"), a box reserved for the issuer ("CLINIC USE ONLY"). */
export function isMarking(text: string): boolean {
  return /\?\s*$/.test(text) || /\buse\s+only\b/i.test(text);
}

/** Words that name nothing, only say how something is ("URGENT AND CONFIDENTIAL"): no one's name. */
export function namesNothing(text: string): boolean {
  const words = keys(text).filter((k) => !STOPWORDS.has(k));
  return words.length > 0 && words.every(onlyDescribes);
}
