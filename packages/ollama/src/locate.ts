// Finding a value the model returned in the document model: exactly as written, then equal once normalised for
// its type, then (for text) nearly equal. Where it is found says which page, line and words it came from.
import type { PrimitiveType } from "@docsift/contract";
import { detectDateOrder, normalizePhone, parseDate, parseNumber } from "@docsift/extract";
import { type BBox, type DocumentModel, type Line, type Word, documentText } from "@docsift/reader";
import { distance } from "fastest-levenshtein";
import { type Folded, collapse, foldLoose, foldSpaces, isAlnum, standsAlone } from "./text.ts";
import { type DateOrder, type DecimalHint, sameNumber } from "./values.ts";

export type Level = "exact" | "normalised" | "fuzzy";

/** A value as the model returned it, with the type its field asks for. */
export type Probe = { type: PrimitiveType; raw: string | number };

type IndexedLine = {
  page: number;
  /** Position in the page's lines. */
  index: number;
  line: Line;
  /** Where each word stands in line.text; null when words and text disagree and only the line's box is known. */
  wordSpans: [number, number][] | null;
  cache: { spaced?: Folded; words?: string[]; amounts?: Span<number[]>[]; dates?: Span<string>[]; phones?: Span<string>[] };
};

type Span<T> = { start: number; end: number; value: T };
type IndexedPage = { lines: IndexedLine[]; loose?: Folded & { lineOf: number[] } };

type Segment = { line: IndexedLine; start: number; end: number };
/** One place a value stands; several segments when it runs over consecutive lines (an address). */
export type Hit = { segments: [Segment, ...Segment[]]; level: Level; ratio: number };

const FUZZY_MIN_RATIO = 0.85;
const FUZZY_MIN_LENGTH = 4;
/** A value running over more lines than this is not one value. */
const MAX_LINES_PER_VALUE = 5;

export class DocumentIndex {
  readonly dateOrder: DateOrder | undefined;
  readonly decimal: DecimalHint;
  private readonly pages = new Map<number, IndexedPage>();

  constructor(
    doc: DocumentModel,
    readonly phoneRegion?: string,
  ) {
    const text = documentText(doc);
    this.dateOrder = detectDateOrder(text) ?? undefined;
    this.decimal = decimalHabit(text);
    for (const page of doc.pages) {
      this.pages.set(page.number, {
        lines: page.lines.map((line, index) => ({ page: page.number, index, line, wordSpans: wordSpans(line), cache: {} })),
      });
    }
  }

  /** The places on `pages` where the value stands, at the best level any of them reaches; first in reading order. */
  find(probe: Probe, pages: readonly number[]): Hit[] {
    const scope = pages.flatMap((n) => this.pages.get(n) ?? []);
    const text = typeof probe.raw === "number" ? String(probe.raw) : collapse(probe.raw);
    if (text === "") return [];
    const exact = scope.flatMap((p) => p.lines.flatMap((l) => this.exact(l, text)));
    if (exact.length > 0) return exact;
    const normalised = this.normalised(probe, scope);
    if (normalised.length > 0) return normalised;
    return probe.type === "string" ? this.fuzzy(text, scope) : [];
  }

  /** The line before `line` on its page. */
  previous(line: IndexedLine): IndexedLine | undefined {
    return this.pages.get(line.page)?.lines[line.index - 1];
  }

  private exact(line: IndexedLine, needle: string): Hit[] {
    const spaced = (line.cache.spaced ??= foldSpaces(line.line.text));
    const hits: Hit[] = [];
    for (let at = spaced.text.indexOf(needle); at >= 0; at = spaced.text.indexOf(needle, at + 1)) {
      const start = spaced.starts[at]!;
      const end = spaced.ends[at + needle.length - 1]!;
      if (standsAlone(line.line.text, start, end)) hits.push(hit([{ line, start, end }], "exact"));
    }
    return hits;
  }

  private normalised(probe: Probe, scope: IndexedPage[]): Hit[] {
    const lines = scope.flatMap((p) => p.lines);
    const raw = String(probe.raw);
    switch (probe.type) {
      case "number": {
        const wanted = typeof probe.raw === "number" ? [probe.raw] : readings(raw, this.decimal);
        return spansWhere(
          lines,
          (l) => this.amounts(l),
          (values) => values.some((v) => wanted.some((w) => sameNumber(v, w))),
        );
      }
      case "date": {
        // The model may have turned a printed date around; either reading of its answer may be the printed one.
        const wanted = (["DMY", "MDY"] as const).flatMap((order) => parseDate(raw, { order })?.iso ?? []);
        return spansWhere(
          lines,
          (l) => this.dates(l),
          (iso) => wanted.includes(iso),
        );
      }
      case "phone":
        return spansWhere(
          lines,
          (l) => this.phones(l),
          (printed) => samePhone(printed, raw, this.phoneRegion),
        );
      case "email": {
        const needle = raw.trim().toLowerCase();
        return lines.flatMap((line) => {
          const lower = line.line.text.toLowerCase();
          const hits: Hit[] = [];
          // Lower-casing keeps offsets for addresses, which are ASCII in practice; a shifted one fails standsAlone.
          for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
            if (standsAlone(line.line.text, at, at + needle.length))
              hits.push(hit([{ line, start: at, end: at + needle.length }], "normalised"));
          }
          return hits;
        });
      }
      case "string":
        return scope.flatMap((page) => this.looseOnPage(page, foldLoose(raw).text));
    }
  }

  /** Matches ignoring case, spacing and punctuation, also across line ends (values printed on two lines). */
  private looseOnPage(page: IndexedPage, needle: string): Hit[] {
    if (needle === "") return [];
    const loose = (page.loose ??= foldPage(page));
    const hits: Hit[] = [];
    for (let at = loose.text.indexOf(needle); at >= 0; at = loose.text.indexOf(needle, at + 1)) {
      const last = at + needle.length - 1;
      const first = page.lines[loose.lineOf[at]!]!;
      const final = page.lines[loose.lineOf[last]!]!;
      const start = loose.starts[at]!;
      const end = loose.ends[last]!;
      if (final.index - first.index >= MAX_LINES_PER_VALUE) continue;
      if (isAlnum(first.line.text[start - 1]) || isAlnum(final.line.text[end])) continue;
      const segments = page.lines.slice(first.index, final.index + 1).map((line) => ({
        line,
        start: line === first ? start : 0,
        end: line === final ? end : line.line.text.length,
      }));
      hits.push(hit(segments as Hit["segments"], "normalised"));
    }
    return hits;
  }

  /** Runs of words about as long as the value, read without case and punctuation, at most a few edits away. */
  private fuzzy(text: string, scope: IndexedPage[]): Hit[] {
    const wanted = foldLoose(text).text;
    if (wanted.length < FUZZY_MIN_LENGTH) return [];
    const words = text.split(" ").length;
    const hits: Hit[] = [];
    for (const line of scope.flatMap((p) => p.lines)) {
      const spans = line.wordSpans ?? [[0, line.line.text.length]];
      // Folding drops what stands between words, so a run of words folds to its words' folds joined.
      const folded = (line.cache.words ??= spans.map(([start, end]) => foldLoose(line.line.text.slice(start, end)).text));
      let best: Hit | undefined;
      for (let count = Math.max(1, words - 1); count <= words + 1; count++) {
        for (let i = 0; i + count <= spans.length; i++) {
          const start = spans[i]![0];
          const end = spans[i + count - 1]![1];
          const candidate = folded.slice(i, i + count).join("");
          const longest = Math.max(candidate.length, wanted.length);
          if (Math.abs(candidate.length - wanted.length) > (1 - FUZZY_MIN_RATIO) * longest) continue;
          const ratio = 1 - distance(candidate, wanted) / longest;
          if (ratio >= FUZZY_MIN_RATIO && ratio > (best?.ratio ?? 0)) best = { segments: [{ line, start, end }], level: "fuzzy", ratio };
        }
      }
      if (best) hits.push(best);
    }
    return hits.sort((a, b) => b.ratio - a.ratio);
  }

  /** Every run of one to three words that reads as a number, with its value under either decimal separator. */
  private amounts(line: IndexedLine): Span<number[]>[] {
    if (line.cache.amounts) return line.cache.amounts;
    const text = line.line.text;
    const spans = line.wordSpans ?? [];
    const out: Span<number[]>[] = [];
    for (let i = 0; i < spans.length; i++) {
      for (let count = 1; count <= 3 && i + count <= spans.length; count++) {
        const start = spans[i]![0];
        let end = spans[i + count - 1]![1];
        const piece = text.slice(start, end);
        if (!/\d/.test(piece)) continue;
        // More than one word is one amount only with a currency word ("EUR 12,50") or digit groups ("1 234,56").
        if (count > 1 && !/\s\D+$|^\D+\s/.test(piece) && !/^\d{1,3}(?:\s\d{3})+[.,]\d{1,2}$/.test(piece)) continue;
        const trimmed = piece.replace(/[.:;,]+$/, "");
        end -= piece.length - trimmed.length;
        const values = readings(trimmed, this.decimal);
        if (values.length > 0) out.push({ start, end, value: values });
      }
    }
    return (line.cache.amounts = out);
  }

  private dates(line: IndexedLine): Span<string>[] {
    if (line.cache.dates) return line.cache.dates;
    const text = line.line.text;
    const out: Span<string>[] = [];
    // parseDate reads the first date of a text; reading on after each one finds them all.
    for (let from = 0; /\d/.test(text.slice(from));) {
      const found = parseDate(text.slice(from), { order: this.dateOrder });
      const at = found ? text.indexOf(found.matched, from) : -1;
      if (!found || at < 0) break;
      out.push({ start: at, end: at + found.matched.length, value: found.iso });
      from = Math.max(from + 1, at + found.matched.length);
    }
    return (line.cache.dates = out);
  }

  private phones(line: IndexedLine): Span<string>[] {
    if (line.cache.phones) return line.cache.phones;
    const out: Span<string>[] = [];
    for (const m of line.line.text.matchAll(/(?:\+|\b00)?\(?\d+\)?(?:[ ./-]?\(?\d+\)?)*/g)) {
      const digits = m[0].replace(/\D/g, "").length;
      if (digits >= 6 && digits <= 15) out.push({ start: m.index, end: m.index + m[0].length, value: m[0] });
    }
    return (line.cache.phones = out);
  }
}

export function hitText(hit: Hit): string {
  return collapse(hit.segments.map((s) => s.line.line.text.slice(s.start, s.end)).join(" "));
}

/** The words a hit covers; empty when a line's words cannot be placed in its text. */
function hitWords(hit: Hit): Word[] {
  return hit.segments.flatMap(({ line, start, end }) =>
    (line.wordSpans ?? []).flatMap(([ws, we], i) => (ws < end && we > start ? [line.line.words[i]!] : [])),
  );
}

export function hitBBox(hit: Hit): BBox {
  const words = hitWords(hit);
  const boxes = words.length > 0 ? words.map((w) => w.bbox) : hit.segments.map((s) => s.line.line.bbox);
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}

/** Mean OCR confidence of what the hit covers (1 for text layers). */
export function hitOcr(hit: Hit): number {
  const words = hitWords(hit);
  const values = words.length > 0 ? words.map((w) => w.confidence) : hit.segments.map((s) => s.line.line.confidence);
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function hit(segments: Hit["segments"], level: Level): Hit {
  return { segments, level, ratio: 1 };
}

function spansWhere<T>(lines: IndexedLine[], spans: (line: IndexedLine) => Span<T>[], wanted: (value: T) => boolean): Hit[] {
  return lines.flatMap((line) => {
    const hits: Hit[] = [];
    let taken = -1;
    // Runs sharing a start ("12,50" and "12,50 EUR") are one place; the first that matches stands for it.
    for (const span of spans(line)) {
      if (span.start < taken || !wanted(span.value)) continue;
      hits.push(hit([{ line, start: span.start, end: span.end }], "normalised"));
      taken = span.end;
    }
    return hits;
  });
}

function wordSpans(line: Line): [number, number][] | null {
  const spans: [number, number][] = [];
  let from = 0;
  for (const word of line.words) {
    const at = line.text.indexOf(word.text, from);
    if (at < 0 || word.text === "") return null;
    spans.push([at, at + word.text.length]);
    from = at + word.text.length;
  }
  return spans;
}

function foldPage(page: IndexedPage): Folded & { lineOf: number[] } {
  const out = { text: "", starts: [] as number[], ends: [] as number[], lineOf: [] as number[] };
  for (const line of page.lines) {
    const folded = foldLoose(line.line.text);
    out.text += folded.text;
    out.starts.push(...folded.starts);
    out.ends.push(...folded.ends);
    for (let i = 0; i < folded.text.length; i++) out.lineOf.push(line.index);
  }
  return out;
}

/** The document's decimal separator, from amounts with two decimals, which only one reading allows. */
function decimalHabit(text: string): DecimalHint {
  const commas = text.match(/\d,\d{2}(?![\d.,])/g)?.length ?? 0;
  const dots = text.match(/\d\.\d{2}(?![\d.,])/g)?.length ?? 0;
  if (commas === dots) return {};
  return { decimal: commas > dots ? "," : "." };
}

/** The values a printed number may have: the document's reading first, then either separator's. */
function readings(text: string, hint: DecimalHint): number[] {
  const first = parseNumber(text, hint);
  if (!/[.,]/.test(text)) return first === null ? [] : [first];
  const values = [first, parseNumber(text, { decimal: "." }), parseNumber(text, { decimal: "," })];
  return [...new Set(values.filter((v): v is number => v !== null))];
}

/** Same digits, the same E.164 number, or the same national number with and without its country code. */
function samePhone(printed: string, answer: string, region: string | undefined): boolean {
  const a = printed.replace(/\D/g, "").replace(/^00/, "");
  const b = answer.replace(/\D/g, "").replace(/^00/, "");
  if (a.length < 6 || b.length < 6) return false;
  if (a === b) return true;
  const e164 = normalizePhone(answer, region);
  if (e164?.startsWith("+") && e164 === normalizePhone(printed, region)) return true;
  const [shorter, longer] = [a.replace(/^0+/, ""), b.replace(/^0+/, "")].sort((x, y) => x.length - y.length) as [string, string];
  return shorter.length >= 6 && longer.length - shorter.length <= 3 && longer.endsWith(shorter);
}
