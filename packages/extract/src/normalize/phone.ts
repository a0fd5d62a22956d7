// Phone numbers: found by shape, normalised to E.164 by libphonenumber-js when it can place them, and otherwise
// kept as printed, because a number we cannot parse is still the number the document gives.
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";
import { collapse } from "../text.ts";

export type PhoneMatch = { text: string; start: number; end: number };

// Digits with single spaces or punctuation between them (a wider gap separates columns); "(0)" is the trunk
// prefix that international notation keeps in brackets ("+49 (0)30 ...").
const PHONE =
  /(?<![\p{L}\d+.,/-])(?:\+|00)?\s?(?:\(\s?\d{1,5}\s?\)[\s-]?)?\d(?:(?:[ \u00a0]?[()./–-][ \u00a0]?|[ \u00a0])?\d)*(?![\p{L}\d]|[.,]\d)/gu;

/** Phone-like numbers in `text`: 7 to 15 digits, not dates, not decimal amounts. */
export function findPhones(text: string): PhoneMatch[] {
  const found: PhoneMatch[] = [];
  for (const m of text.matchAll(PHONE)) {
    let raw = m[0].trim();
    // "1-877-555-0139 (weekdays)": a bracket opened and not closed in the number starts a note after it.
    const open = raw.lastIndexOf("(");
    if (open > 0 && !raw.includes(")", open)) raw = raw.slice(0, open).trim();
    const start = m.index + m[0].indexOf(raw);
    const digits = raw.replace(/\D/g, "").length;
    if (digits < 7 || digits > 15) continue;
    // Dates and amounts share the shape; a phone number does not group into 1-2 digit dotted parts like a date.
    if (/^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$/.test(raw) || /^\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{2})?$/.test(raw)) continue;
    found.push({ text: raw, start, end: start + raw.length });
  }
  return found;
}

export function validRegion(region: string | undefined): CountryCode | undefined {
  const upper = region?.toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : undefined;
}

/** E.164 when libphonenumber-js finds the number possible (with `region` for national numbers), else as printed. */
export function normalizePhone(text: string, region?: string): string | null {
  const match = findPhones(text)[0];
  if (!match) return null;
  return e164(match.text, region) ?? collapse(match.text);
}

export function e164(printed: string, region?: string): string | null {
  const international = printed.replace(/^00/, "+");
  const parsed = parsePhoneNumberFromString(international, validRegion(region));
  return parsed?.isPossible() ? parsed.number : null;
}

/** Whether libphonenumber-js knows the number as a real one, which is what a number taken without a label needs. */
export function isValidPhone(printed: string, region?: string): boolean {
  return parsePhoneNumberFromString(printed.replace(/^00/, "+"), validRegion(region))?.isValid() ?? false;
}

/** The country a +CC number belongs to, which tells the document's region. */
export function phoneCountry(printed: string): CountryCode | undefined {
  if (!/^(?:\+|00)/.test(printed)) return undefined;
  return parsePhoneNumberFromString(printed.replace(/^00/, "+"))?.country;
}
