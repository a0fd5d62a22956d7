// What the scorer knows of a (field, candidate) pair. Every feature says how the field relates to the value and
// the words around it, never which field or which document it is: no field name, no word of a document, so what
// is learned on contracts and receipts carries over to a caller's own schema.
import type { PrimitiveType } from "@docsift/contract";
import type { Candidate } from "../candidates/candidates.ts";
import type { Page } from "@docsift/reader";
import type { LineRef } from "../layout.ts";
import type { Form } from "../facts/key-values.ts";
import { isFragment } from "../text.ts";

/** What a field brings to each of its candidates. */
export type FieldView = {
  type: PrimitiveType;
  /** How surely a pack knows the field: 1 from its name, 0.5 from its description, 0 not at all. */
  known: number;
  /** Words of the field's name the pack's labels do not say. */
  unexplained: number;
  /** The pack read its answer from the document's structure (a party's block, a signature). */
  structural: boolean;
  /** The field asks for a party's detail. */
  party: boolean;
  /** Words in the field's name. */
  nameWords: number;
};

/** The document as a whole: its size, and how each value stands among the other fields' candidates. */
export type DocView = {
  pages: number;
  /** For each value key, the best key match any other field of the schema has for it. */
  othersMatch: (valueKey: string) => number;
  /** The value's words are those of a key the document prints (a label read as a value). */
  printsAsKey: (value: string) => boolean;
  /**
   * How well the value's own words name this field (a label read for its value) and, at best, another field of the
   * schema (that field's label read as a value).
   */
  names: (value: string) => { own: number; other: number };
  /** Fields of the schema of the same type. */
  sameType: number;
};

const TYPES: PrimitiveType[] = ["string", "number", "date", "phone", "email"];
const FORMS: Form[] = ["inline", "column", "above", "gap", "prose", "defined", "cell", "section"];

/** Each feature's name and what it measures; the order is the model's. */
export const FEATURES: [name: string, meaning: string][] = [
  ...TYPES.map((t): [string, string] => [`type_${t}`, `the field is of type ${t}`]),
  ["known", "how surely a pack knows the field (1 by its name, 0.5 by its description)"],
  ["unexplained", "words of the field's name the pack's labels leave unsaid"],
  ["structural", "the pack read the answer from the document's structure (a party block, a signature)"],
  ["party_field", "the field asks for a party's detail"],
  ["name_words", "words in the field's name"],
  ["same_type_fields", "fields of the schema of the same type, which compete for the same values"],
  ["pack", "a pack read this value for the field"],
  ["pack_confidence", "how sure the pack is of its reading (0 when no pack read it)"],
  ["key_match", "how well the best key printed for the value names the field (words, stems, WordNet)"],
  ["keys", "how many keys lead to this value"],
  ...FORMS.map((f): [string, string] => [`form_${f}`, `the best key stands to the value as ${f}`]),
  ["quotes_description", "the key quotes the field's description"],
  ["left_match", "how well the words left of the value on its line name the field"],
  ["adjacent_match", "how well the words of the value's own column before it name the field"],
  ["above_match", "how well the words above the value name the field"],
  ["quoted", "the words left of or above the value quote the label the description gives"],
  ["self_match", "how well the value's own words name the field (a label read as its value)"],
  ["scanned", "the value was found by its type or place alone"],
  ["parts", "segments of its line a piece of the page joins (0 when read otherwise)"],
  ["lines", "lines a piece of the page runs over (0 when read otherwise)"],
  ["readings", "how many readings of this value there are"],
  ["rank", "the value's place among the field's candidates by their best evidence (0 = first)"],
  ["gap_to_best", "how far the value's evidence is below the best other candidate's"],
  ["candidates", "how many values the field has"],
  ["others_match", "how much better another field's key names this value than this field's does"],
  ["page", "the page of the best reading (1-based, capped at 10)"],
  ["page_share", "where in the document that page is (0 first, 1 last)"],
  ["y", "the value's height on its page (0 top)"],
  ["x", "the value's left edge on its page"],
  ["emphasis", "how tall the value's words are beside the median word of its page (a heading's or a total's larger type)"],
  ["length", "characters in the value (capped at 200)"],
  ["words", "words in the value"],
  ["digits", "share of digits among the value's characters"],
  ["capitals", "share of capitals among its letters"],
  ["prints_as_key", "the value's words are those of a key printed in the document (a label, not a value)"],
  ["names_other", "how well the value's own words name another field of the schema (its label, not this field's value)"],
  ["fragment", "the value reads like a clause fragment or a label (a trailing colon or hyphen, a lone function word)"],
  ["ocr", "the OCR confidence of the value's words (1 for a text layer)"],
  ["magnitude", "for numbers: log10 of the absolute value"],
  ["integer", "for numbers: the value is a whole number"],
  ["sum_above", "for numbers: how many lines above it end with amounts that add up to it (capped at 10; 0 when none)"],
];

function evidence(c: Candidate): number {
  return Math.max(c.packConfidence > 0 ? 0.5 + 0.5 * c.packConfidence : 0, ...c.readings.map((r) => r.match), c.leftMatch, c.aboveMatch);
}

/** The feature rows of a field's candidates, in FEATURES' order. */
export function featureRows(field: FieldView, candidates: Candidate[], doc: DocView, keyOf: (c: Candidate) => string): Float64Array[] {
  const strength = candidates.map(evidence);
  const order = strength.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const rankOf = new Map(order.map(([, i], r) => [i, r]));
  return candidates.map((c, i) => {
    const keys = c.readings.filter((r) => r.origin === "key");
    const bestKey = keys.reduce<(typeof keys)[number] | null>((a, b) => (!a || b.match > a.match ? b : a), null);
    const keyMatch = bestKey?.match ?? 0;
    const others = strength.filter((_, j) => j !== i);
    const text = String(c.value);
    const letters = text.replace(/[^\p{L}]/gu, "");
    const box = c.best.bbox;
    const row = [
      ...TYPES.map((t) => (field.type === t ? 1 : 0)),
      field.known,
      field.unexplained,
      field.structural ? 1 : 0,
      field.party ? 1 : 0,
      field.nameWords,
      doc.sameType,
      c.packConfidence > 0 ? 1 : 0,
      c.packConfidence,
      keyMatch,
      keys.length,
      ...FORMS.map((f) => (bestKey?.form === f ? 1 : 0)),
      keys.some((r) => r.quotes) ? 1 : 0,
      c.leftMatch,
      c.adjacentMatch,
      c.aboveMatch,
      c.quoted ? 1 : 0,
      typeof c.value === "string" ? doc.names(c.value).own : 0,
      c.readings.some((r) => r.origin === "scan") ? 1 : 0,
      Math.min(...c.readings.map((r) => r.parts ?? 0)),
      Math.min(...c.readings.map((r) => r.lines ?? 0)),
      c.readings.length,
      rankOf.get(i)!,
      others.length > 0 ? Math.max(...others) - strength[i]! : -1,
      candidates.length,
      doc.othersMatch(keyOf(c)) - Math.max(keyMatch, c.leftMatch, c.aboveMatch),
      Math.min(c.best.page, 10),
      doc.pages > 1 ? (c.best.page - 1) / (doc.pages - 1) : 0,
      box ? box[1] : -1,
      box ? box[0] : -1,
      emphasis(c.best),
      Math.min(text.length, 200),
      text.split(/\s+/).filter(Boolean).length,
      text.length ? text.replace(/\D/g, "").length / text.length : 0,
      letters.length ? letters.replace(/\P{Lu}/gu, "").length / letters.length : 0,
      typeof c.value === "string" && doc.printsAsKey(c.value) ? 1 : 0,
      typeof c.value === "string" ? doc.names(c.value).other : 0,
      typeof c.value === "string" && (isFragment(c.value) || /(?::|\p{L}-)\s*$/u.test(c.value)) ? 1 : 0,
      c.ocr,
      typeof c.value === "number" ? Math.log10(Math.abs(c.value) + 1) : -1,
      typeof c.value === "number" ? (Number.isInteger(c.value) ? 1 : 0) : -1,
      typeof c.value === "number" ? Math.min(c.sumAbove, 10) : -1,
    ];
    return Float64Array.from(row);
  });
}

/** The median height of a page's words, once a page (the page objects are the document's own). */
const MEDIAN_HEIGHT = new WeakMap<Page, number>();

/**
 * How tall a value's words stand beside the median word of its page: type size says what a page makes prominent
 * (a title, a company's name, a total) in any language and layout. Read from the words of the value's span on
 * the line its reading names; capped at 5; -1 without a line.
 */
function emphasis({ ref, start, end }: { ref: LineRef | undefined; start: number; end: number }): number {
  if (!ref) return -1;
  let m = MEDIAN_HEIGHT.get(ref.page);
  if (m === undefined) {
    const heights = ref.page.lines
      .flatMap((l) => l.words.map((w) => w.bbox[3] - w.bbox[1]))
      .filter((h) => h > 0)
      .sort((a, b) => a - b);
    m = heights[Math.floor(heights.length / 2)] ?? 0;
    MEDIAN_HEIGHT.set(ref.page, m);
  }
  if (m <= 0) return -1;
  const heights = ref.words.filter((w) => w.start < end && start < w.end).map((w) => w.bbox[3] - w.bbox[1]);
  return heights.length ? Math.min(Math.max(...heights) / m, 5) : -1;
}
