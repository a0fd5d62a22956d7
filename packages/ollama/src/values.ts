// Values are read from the document's text where they were found, never from the model's answer, with the
// normalisers the rules engine uses, so both engines return the same value for the same printed text.
import type { PrimitiveType } from "@docsift/contract";
import { type detectDateOrder, formatDate, normalizeEmail, normalizePhone, parseDate, parseNumber } from "@docsift/extract";
import { collapse, foldLoose } from "./text.ts";

export type DateOrder = NonNullable<ReturnType<typeof detectDateOrder>>;
export type DecimalHint = { decimal?: "." | "," };

/** How a document writes numbers, dates and phone numbers (what its DocumentIndex learnt from its text). */
export type Conventions = { dateOrder: DateOrder | undefined; decimal: DecimalHint; phoneRegion?: string };

export function normaliseValue(
  type: PrimitiveType,
  printed: string,
  description: string | undefined,
  index: Conventions,
): string | number | null {
  switch (type) {
    case "number":
      return parseNumber(printed, index.decimal);
    case "date": {
      const date = parseDate(printed, { order: index.dateOrder });
      return date ? formatDate(date.iso, description ?? "") : null;
    }
    case "phone":
      return normalizePhone(printed, index.phoneRegion);
    case "email":
      return normalizeEmail(printed);
    case "string":
      return collapse(printed) || null;
  }
}

/** Whether two normalised values are the same, ignoring case and punctuation in text. */
export function sameValue(a: string | number, b: string | number): boolean {
  if (typeof a === "number" && typeof b === "number") return sameNumber(a, b);
  return foldLoose(String(a)).text === foldLoose(String(b)).text;
}

export function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
