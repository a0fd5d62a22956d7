// Identifiers with a recognisable shape: IBANs, VAT numbers, BICs.
import { isSupportedCountry } from "libphonenumber-js";

export type IdMatch = { text: string; start: number; end: number };
export type IbanMatch = IdMatch & { checksumOk: boolean };

const IBAN_CANDIDATE = /(?<![\p{L}\d])[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]){8,30}/gu;

// IBAN lengths by country (ISO 13616 registry), for cutting a printed IBAN off the text that follows it.
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  TN: 24,
  TR: 26,
  UA: 29,
  VG: 24,
  XK: 20,
};

/**
 * IBAN-shaped text, each as printed (with its spaces) and cut to its country's length. Sample invoices print
 * IBANs whose check digits are wrong, so the checksum is reported rather than required: a labelled IBAN is the
 * document's word, an unlabelled one is only trusted when its checksum holds.
 */
export function findIbans(text: string): IbanMatch[] {
  const found: IbanMatch[] = [];
  for (const m of text.matchAll(IBAN_CANDIDATE)) {
    const positions: number[] = [];
    for (let i = 0; i < m[0].length; i++) if (/[A-Z0-9]/.test(m[0][i]!)) positions.push(i);
    const compact = m[0].replace(/[^A-Z0-9]/g, "");
    const known = IBAN_LENGTHS[compact.slice(0, 2)];
    // Without a known length the IBAN ends where a group of letters only (the "BIC" that follows) begins.
    // One printed shorter than its country's length is taken as printed, its checksum failing.
    const length = known !== undefined && known <= compact.length ? known : unknownLength(m[0]);
    if (length > compact.length || length < 12) continue;
    const end = m.index + positions[length - 1]! + 1;
    const checksumOk = known === length && ibanChecksumOk(compact.slice(0, length));
    found.push({ text: text.slice(m.index, end), start: m.index, end, checksumOk });
  }
  return found;
}

function unknownLength(printed: string): number {
  const groups = printed.split(/[ \u00a0]/);
  let length = 0;
  for (const [i, group] of groups.entries()) {
    if (i > 0 && /^[A-Z]+$/.test(group)) break;
    length += group.length;
  }
  return length;
}

function ibanChecksumOk(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const value = ch >= "A" ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = (rest * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return rest === 1;
}

// EU VAT numbers (plus Swiss, Norwegian and UK ones): a country prefix, then 8 to 14 characters, mostly digits.
const VAT =
  /(?<![\p{L}\d])(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|GR|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|GB|XI|CHE|NO)[ -]?[0-9A-Z](?:[ .-]?[0-9A-Z]){6,13}(?![\p{L}\d])/gu;

// Countries whose VAT numbers are digits only after the country code (Austria's "U", Spain's, France's, Ireland's,
// the Netherlands' and Cyprus's letters aside): "GRP-23-7052", a contract number, is no Greek VAT number.
const DIGITS_ONLY = new Set([
  "BG",
  "CZ",
  "DE",
  "DK",
  "EE",
  "EL",
  "GR",
  "FI",
  "HR",
  "HU",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
  "NO",
]);

export function findVatIds(text: string): IdMatch[] {
  return [...text.matchAll(VAT)]
    .filter((m) => (m[0].match(/\d/g)?.length ?? 0) >= 6)
    .filter((m) => !DIGITS_ONLY.has(m[0].slice(0, 2)) || /^[\d .-]+$/.test(m[0].slice(2)))
    .map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

const BIC = /(?<![\p{L}\d])[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?(?![\p{L}\d])/gu;

/** BIC/SWIFT codes; the country letters must name a country, so that an upper-case word is not taken for one. */
export function findBics(text: string): IdMatch[] {
  return [...text.matchAll(BIC)]
    .filter((m) => isSupportedCountry(m[1]!))
    .map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}
