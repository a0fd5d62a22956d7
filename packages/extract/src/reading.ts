// How the document writes things, learnt from the document itself before any field is read: its decimal
// separator, its order of day and month, and the country its phone numbers belong to.
import type { Reading } from "./values.ts";
import type { Layout } from "./layout.ts";
import { detectDateOrder } from "./normalize/date.ts";
import { findIbans, findVatIds } from "./normalize/identifiers.ts";
import { detectDecimal } from "./normalize/number.ts";
import { findPhones, phoneCountry, validRegion } from "./normalize/phone.ts";

export function readingOf(layout: Layout, defaultRegion: string | undefined): Reading {
  const text = layout.lines.map((l) => l.line.text).join("\n");
  const decimal = detectDecimal(text);
  const region = documentRegion(text) ?? validRegion(defaultRegion);
  return {
    decimal: decimal ? { decimal } : {},
    // North American phone numbers ("(303) 555-0142") say nothing sure of the phone's country, but the dates
    // around them are written month first.
    order: detectDateOrder(text) ?? (region === "US" || (!region && NANP.test(text)) ? "MDY" : undefined),
    region,
  };
}

// Country names in English, German, French and their own language, as addresses print them.
const COUNTRIES: [string, RegExp][] = [
  ["US", /\b(?:united states|usa|u\.s\.a\.|vereinigte staaten|états-unis)\b/i],
  ["GB", /\b(?:united kingdom|england|großbritannien|grossbritannien|royaume-uni)\b/i],
  ["DE", /\b(?:germany|deutschland|allemagne)\b/i],
  ["FR", /\b(?:france|frankreich)\b/i],
  ["AT", /\b(?:austria|österreich|autriche)\b/i],
  ["CH", /\b(?:switzerland|schweiz|suisse|svizzera)\b/i],
  ["NL", /\b(?:netherlands|nederland|niederlande|pays-bas)\b/i],
  ["BE", /\b(?:belgium|belgien|belgique|belgië)\b/i],
  ["LU", /\b(?:luxembourg|luxemburg)\b/i],
  ["IT", /\b(?:italy|italia|italien|italie)\b/i],
  ["ES", /\b(?:spain|españa|spanien|espagne)\b/i],
  ["PL", /\b(?:poland|polska|polen|pologne)\b/i],
  ["IE", /\b(?:ireland|irland|irlande)\b/i],
  ["MY", /\bmalaysia\b/i],
  ["SG", /\bsingapore\b/i],
  ["IN", /\b(?:india|indien|inde)\b/i],
  ["CA", /\b(?:canada|kanada)\b/i],
  ["AU", /\b(?:australia|australien|australie)\b/i],
];

const NANP = /(?<![\d+])(?:\(\d{3}\)\s?|\b\d{3}[-.])\d{3}[-.]\d{4}\b/;

const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  ),
);

/** The country most often named by international phone numbers, valid IBANs, VAT numbers and country names. */
function documentRegion(text: string): string | undefined {
  const votes = new Map<string, number>();
  const vote = (country: string | undefined) => {
    const region = validRegion(country);
    if (region) votes.set(region, (votes.get(region) ?? 0) + 1);
  };
  for (const p of findPhones(text)) vote(phoneCountry(p.text));
  for (const iban of findIbans(text)) if (iban.checksumOk) vote(iban.text.slice(0, 2));
  for (const vat of findVatIds(text)) vote(vat.text.slice(0, 2).replace("EL", "GR"));
  for (const [country, name] of COUNTRIES) for (const _ of text.matchAll(new RegExp(name.source, "gi"))) vote(country);
  // A state and ZIP code ("Olympia, WA 98501") are American.
  for (const m of text.matchAll(/\b([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/g)) if (US_STATES.has(m[1]!)) vote("US");
  // So is a city and state that end a line or a column ("Yakima, WA", "YAKIMA, WA"), but for "DE", Germany's
  // code too.
  for (const m of text.matchAll(/\p{L}{3},\s*([A-Z]{2})(?=[ \t]*$|\s{2,}|\s+[|·-]\s)/gmu))
    if (US_STATES.has(m[1]!) && m[1] !== "DE") vote("US");
  // Postcodes say their country too: "M14 5RB" is British, "K2P 1X4" Canadian, "VIC 3121" Australian; so does
  // the pound sign.
  for (const _ of text.matchAll(/\b[A-Z]{1,2}\d[A-Z\d]?\s\d[ABD-HJLNP-UW-Z]{2}\b/g)) vote("GB");
  for (const _ of text.matchAll(/£\s?\d/g)) vote("GB");
  for (const _ of text.matchAll(/\b[ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d\b/g)) vote("CA");
  for (const _ of text.matchAll(/\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s+\d{4}\b/g)) vote("AU");
  let best: [string, number] | undefined;
  for (const entry of votes) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0];
}
