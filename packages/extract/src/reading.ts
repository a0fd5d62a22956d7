// How the document writes things, learnt from the document itself before any field is read: its decimal
// separator, its order of day and month, and the country its phone numbers belong to.
import type { Reading } from "./candidates.ts";
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
    order: detectDateOrder(text) ?? (region === "US" ? "MDY" : undefined),
    region,
  };
}

/** The country most often named by international phone numbers, valid IBANs and VAT numbers. */
function documentRegion(text: string): string | undefined {
  const votes = new Map<string, number>();
  const vote = (country: string | undefined) => {
    const region = validRegion(country);
    if (region) votes.set(region, (votes.get(region) ?? 0) + 1);
  };
  for (const p of findPhones(text)) vote(phoneCountry(p.text));
  for (const iban of findIbans(text)) if (iban.checksumOk) vote(iban.text.slice(0, 2));
  for (const vat of findVatIds(text)) vote(vat.text.slice(0, 2).replace("EL", "GR"));
  let best: [string, number] | undefined;
  for (const entry of votes) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0];
}
