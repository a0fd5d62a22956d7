// Every plausible value of one field, with what the scorer needs to weigh it: what the packs read, what the keys
// of the document's facts hold, and for typed fields every value of the type printed anywhere. Readings of one
// value are merged, so the scorer weighs values, not the paths that led to them.
import type { PrimitiveResult, PrimitiveType } from "@docsift/contract";
import type { BBox } from "@docsift/reader";
import type { Form } from "../facts/key-values.ts";
import { type Layout, type LineRef, spanBox, spanConfidence } from "../layout.ts";
import { type FieldTerms, canonicalWords, matchKey, quotesDescription } from "../matcher/terms.ts";
import type { GenericCandidate } from "../resolver/generic.ts";
import { type Found, type Reading, type ValueWish, findValue } from "../values.ts";
import { collapse } from "../text.ts";
import { sumAbove } from "./sums.ts";

/** One way a value was read: by a pack, after a key, or found by its type alone. */
type ValueReading = {
  origin: "pack" | "key" | "scan";
  page: number;
  bbox: BBox | undefined;
  context: string;
  ref: LineRef | undefined;
  start: number;
  end: number;
  /** How well the key names the field (the matcher's measure); 0 where no key was read. */
  match: number;
  form: Form | null;
  quotes: boolean;
  /** For a piece of the page: the segments of its line it joins, and the lines it runs over. */
  parts?: number;
  lines?: number;
};

/** A value of one field with every reading of it. */
export type Candidate = {
  value: string | number;
  readings: ValueReading[];
  /** The pack's confidence where a pack read this value, else 0. */
  packConfidence: number;
  /** The best reading: where the answer points. */
  best: ValueReading;
  /** How well the words left of the value and on the line above it name the field (the best occurrence). */
  leftMatch: number;
  /** How well the words of the value's own column before it name the field. */
  adjacentMatch: number;
  aboveMatch: number;
  /** The words left of or above the value quote the label the field's description gives. */
  quoted: boolean;
  ocr: number;
  /** For a number: how many lines above it end with amounts that add up to it (0 when none do). */
  sumAbove: number;
};

/** A field takes at most this many values found by type or position alone: those whose surroundings name it best. */
const MAX_SCANNED = 100;
/** A string field's pieces of the page are cut around this many segments: those whose surroundings name it best. */
const MAX_ANCHORS = 20;
/** Words read left of a value, and of the value itself where its words are matched as a label. */
export const LEFT_WORDS = 6;

export function valueKey(value: string | number): string {
  return typeof value === "number" ? value.toFixed(2) : collapse(value).toLowerCase();
}

/**
 * The candidates of one primitive field: the pack's answer, the keys' values (what the facts hold), and for dates,
 * numbers, phones and e-mails every value of the type in the document.
 */
export function candidatesOf(
  type: PrimitiveType,
  terms: FieldTerms,
  pack: PrimitiveResult,
  keyed: GenericCandidate[],
  layout: Layout,
  reading: Reading,
  wish: ValueWish,
  lineOf: (page: number, bbox: BBox) => LineRef | undefined,
): Candidate[] {
  const readings = new Map<string, { value: string | number; list: ValueReading[]; pack: number }>();
  const add = (value: string | number, r: ValueReading, packConfidence = 0) => {
    const key = valueKey(value);
    if (key === "") return;
    const entry = readings.get(key) ?? { value, list: [], pack: 0 };
    entry.list.push(r);
    entry.pack = Math.max(entry.pack, packConfidence);
    readings.set(key, entry);
  };
  if (pack.value !== null) {
    const ref = pack.page_index && pack.bbox ? lineOf(pack.page_index, pack.bbox) : undefined;
    const at = ref && typeof pack.value === "string" ? ref.line.text.indexOf(pack.value) : -1;
    add(
      pack.value,
      {
        origin: "pack",
        page: pack.page_index ?? 1,
        bbox: pack.bbox,
        context: pack.source_context,
        ref,
        start: Math.max(0, at),
        end: at >= 0 ? at + String(pack.value).length : 0,
        match: 0,
        form: null,
        quotes: false,
      },
      Math.max(pack.confidence, 0.01),
    );
  }
  for (const c of keyed) {
    if (c.value === null) continue;
    const keyLine = c.fact.keyRef === c.ref ? "" : `${collapse(c.fact.keyRef.line.text)} | `;
    add(c.value, {
      origin: "key",
      page: c.ref.page.number,
      bbox: spanBox(c.ref, c.start, c.end),
      context: `${keyLine}${collapse(c.ref.line.text)}`.slice(0, 240),
      ref: c.ref,
      start: c.start,
      end: c.end,
      match: c.match,
      form: c.fact.form,
      quotes: quotesDescription(c.fact.key, terms),
    });
  }
  const measure = new Measure(terms);
  for (const r of type === "string" ? segments(layout, measure) : scan(layout, measure, reading, wish)) add(r.value, r.reading);
  return [...readings.values()].map(({ value, list, pack: packConfidence }) => {
    const best = list.reduce((a, b) => (rank(b) > rank(a) ? b : a));
    const around = list.filter((r) => r.ref).map((r) => surroundings(layout, r.ref!, r.start, r.end, measure));
    return {
      value,
      readings: list,
      packConfidence,
      best,
      leftMatch: Math.max(0, ...around.map((a) => a.left)),
      adjacentMatch: Math.max(0, ...around.map((a) => a.adjacent)),
      aboveMatch: Math.max(0, ...around.map((a) => a.above)),
      quoted: around.some((a) => a.quoted),
      ocr: best.ref ? spanConfidence(best.ref, best.start, best.end) : 1,
      sumAbove:
        typeof value === "number" ? Math.max(0, ...list.map((r) => (r.ref ? sumAbove(layout, r.ref, value, reading.decimal) : 0))) : 0,
    };
  });
}

function rank(r: ValueReading): number {
  return (r.origin === "pack" ? 2 : r.origin === "key" ? 1 : 0) + r.match;
}

type Typed = { ref: LineRef; f: Found };

// What findValue reads for a wish depends on the wish's type and shape (and for a date, the format its
// description asks for): one scan of the document serves every field that wishes the same.
const TYPED = new WeakMap<Layout, Map<string, Typed[]>>();

function typedValues(layout: Layout, reading: Reading, wish: ValueWish): Typed[] {
  let byWish = TYPED.get(layout);
  if (!byWish) TYPED.set(layout, (byWish = new Map()));
  const key = JSON.stringify({ ...wish, pick: "first", description: wish.type === "date" ? wish.description : "" });
  const known = byWish.get(key);
  if (known) return known;
  const out: Typed[] = [];
  for (const ref of layout.lines) {
    for (const segment of ref.segments) {
      let from = segment.start;
      while (from < segment.end) {
        const f = findValue(ref.line.text, from, segment.end, { ...wish, pick: "first" }, reading);
        if (!f || f.end <= from) break;
        out.push({ ref, f });
        from = f.end;
      }
    }
  }
  byWish.set(key, out);
  return out;
}

/** Every value of the field's type in the document, those whose surroundings name the field best first. */
function scan(layout: Layout, measure: Measure, reading: Reading, wish: ValueWish): { value: string | number; reading: ValueReading }[] {
  const found = typedValues(layout, reading, wish).map(({ ref, f }, order) => {
    const around = surroundings(layout, ref, f.start, f.end, measure);
    return { ref, f, near: Math.max(around.left, around.above), order };
  });
  return found
    .sort((a, b) => b.near - a.near || a.order - b.order)
    .slice(0, MAX_SCANNED)
    .map(({ ref, f }) => ({
      value: f.value,
      reading: {
        origin: "scan",
        page: ref.page.number,
        bbox: spanBox(ref, f.start, f.end),
        context: collapse(ref.line.text).slice(0, 240),
        ref,
        start: f.start,
        end: f.end,
        match: 0,
        form: null,
        quotes: false,
      },
    }));
}

/** Lines of the first page's top that may be its title or its issuer's name, whatever names them. */
const TOP_LINES = 8;
const MAX_SEGMENT = 160;
/** A value may run on over this many lines of its block (an address, a name with its title). */
const MAX_LINES = 4;

/**
 * For a string field, pieces of the document's lines whose surroundings name the field best, and those atop the
 * first page: each segment (a column's run of words, or what follows a colon in it), the segment with the next
 * one on its line (a figure and its unit printed as two columns: "250   kg"), and the segment with the lines under it
 * in its column (a value that wraps, as an address does: "Caddon Vale Works" / "Harrowgate Wharf").
 */
function segments(layout: Layout, measure: Measure): { value: string; reading: ValueReading }[] {
  // The segments whose surroundings name the field best, measured before any value is cut: most of a long
  // document's segments are no candidate at all.
  const anchors: { ref: LineRef; i: number; start: number; near: number; order: number }[] = [];
  for (const ref of layout.lines) {
    ref.segments.forEach((segment, i) => {
      const text = ref.line.text.slice(segment.start, segment.end);
      const colon = text.indexOf(":");
      const start =
        colon >= 0 && colon < text.length - 1
          ? segment.start + colon + 1 + (text.slice(colon + 1).length - text.slice(colon + 1).trimStart().length)
          : segment.start;
      const around = surroundings(layout, ref, start, segment.end, measure);
      const top = ref.pageIndex === 0 && ref.index < TOP_LINES ? 0.01 : 0;
      const near = Math.max(around.left, around.above, top);
      if (near > 0) anchors.push({ ref, i, start, near, order: anchors.length });
    });
  }
  anchors.sort((a, b) => b.near - a.near || a.order - b.order);
  const found: { value: string; reading: ValueReading }[] = [];
  const push = (ref: LineRef, start: number, end: number, value: string, parts: number, lines: number) => {
    if (value.length < 2 || value.length > MAX_SEGMENT || !/[\p{L}\p{N}]/u.test(value)) return;
    found.push({
      value,
      reading: {
        origin: "scan",
        page: ref.page.number,
        bbox: spanBox(ref, start, end),
        context: collapse(ref.line.text).slice(0, 240),
        ref,
        start,
        end,
        match: 0,
        form: null,
        quotes: false,
        parts,
        lines,
      },
    });
  };
  for (const { ref, i, start } of anchors.slice(0, MAX_ANCHORS)) {
    const segment = ref.segments[i]!;
    const own = collapse(ref.line.text.slice(start, segment.end));
    push(ref, start, segment.end, own, 1, 1);
    const next = ref.segments[i + 1];
    if (next) push(ref, start, next.end, collapse(ref.line.text.slice(start, next.end)), 2, 1);
    // The lines under the segment that start where it starts, in the same block.
    const page = layout.pages[ref.pageIndex] ?? [];
    const box = spanBox(ref, start, segment.end);
    let value = own;
    for (let k = 1; k < MAX_LINES && box; k++) {
      const below = page[ref.index + k];
      if (!below) break;
      const words = below.words.filter((w) => w.bbox[0] >= box[0] - 0.03 && w.bbox[0] <= box[2] + 0.03);
      if (words.length === 0 || Math.abs(words[0]!.bbox[0] - box[0]) > 0.03) break;
      value = `${value} ${collapse(below.line.text.slice(words[0]!.start, words.at(-1)!.end))}`;
      push(ref, start, segment.end, value, 1, k + 1);
    }
  }
  return found;
}

type Around = { left: number; adjacent: number; above: number; quoted: boolean };

/** The words around a value, as the matcher compares them: before it on its line, in its own column, and above it. */
type Words = { before: string[]; own: string[]; above: string[][] };

// Computed once a document (the lines are the layout's own objects) and shared by every field that asks.
const AROUND = new WeakMap<LineRef, Map<string, Words>>();

function wordsAround(layout: Layout, ref: LineRef, start: number, end: number): Words {
  let byRef = AROUND.get(ref);
  if (!byRef) AROUND.set(ref, (byRef = new Map()));
  const key = `${start}:${end}`;
  const known = byRef.get(key);
  if (known) return known;
  const before = canonicalWords(ref.line.text.slice(0, start)).slice(-LEFT_WORDS);
  const column = ref.segments.filter((sg) => sg.start < start).at(-1);
  const own = column ? canonicalWords(ref.line.text.slice(column.start, Math.min(start, column.end))).slice(-LEFT_WORDS) : [];
  const box = spanBox(ref, start, end);
  const lines = layout.pages[ref.pageIndex] ?? [];
  const above: string[][] = [];
  for (let i = ref.index - 1; i >= Math.max(0, ref.index - 2); i--) {
    const over = lines[i]!;
    const words = box ? over.words.filter((w) => w.bbox[2] > box[0] - 0.02 && w.bbox[0] < box[2] + 0.02) : over.words;
    const text = words.map((w) => over.line.text.slice(w.start, w.end)).join(" ");
    const key = canonicalWords(text).slice(0, LEFT_WORDS);
    if (key.length > 0) above.push(key);
  }
  const words = { before, own, above };
  byRef.set(key, words);
  return words;
}

/** The matcher's measures for one field, remembered by key: many values share the words around them. */
class Measure {
  private readonly matches = new Map<string, number>();
  private readonly quotes = new Map<string, boolean>();
  constructor(readonly terms: FieldTerms) {}

  match(words: string[]): number {
    if (words.length === 0) return 0;
    const key = words.join(" ");
    let m = this.matches.get(key);
    if (m === undefined) this.matches.set(key, (m = matchKey(words, this.terms)));
    return m;
  }

  quoted(words: string[]): boolean {
    if (words.length === 0) return false;
    const key = words.join(" ");
    let q = this.quotes.get(key);
    if (q === undefined) this.quotes.set(key, (q = quotesDescription(words, this.terms)));
    return q;
  }
}

/**
 * How well the words before the value on its line (all of them, and those of its own column only), and the words
 * above it, name the field; and whether either quotes the label the description gives.
 */
function surroundings(layout: Layout, ref: LineRef, start: number, end: number, measure: Measure): Around {
  const { before, own, above } = wordsAround(layout, ref, start, end);
  return {
    left: measure.match(before),
    adjacent: measure.match(own),
    above: Math.max(0, ...above.map((a) => measure.match(a))),
    quoted: measure.quoted(before) || measure.quoted(own) || above.some((a) => measure.quoted(a)),
  };
}
