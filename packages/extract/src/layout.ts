// The document as the engine reads it: lines in reading order, cut into column segments, with the character
// span of every word so that a value found in the text gets its words' boxes, and geometry to find what stands
// below a label.
import type { BBox, DocumentModel, Line, Page } from "@docsift/reader";
import { type Token, tokenize } from "./text.ts";

/** A run of text between column gaps (two or more spaces, or a " | " / " · " separator). */
export type Segment = { start: number; end: number; tokens: Token[] };

export type WordSpan = { start: number; end: number; bbox: BBox; confidence: number };

export type LineRef = {
  page: Page;
  pageIndex: number;
  line: Line;
  /** Position among its page's lines. */
  index: number;
  segments: Segment[];
  words: WordSpan[];
};

export type Layout = { lines: LineRef[]; pages: LineRef[][] };

const SEPARATOR = /^[|·•]$/;

/**
 * A narrow gap after a comma goes on with the same value: OCR and some PDF writers space the words after a comma
 * wider ("FAIRWEATHER,  TOBIAS M", "GARDEN HOSE,  BRASS NOZZLE SET"), and no column ends with a comma.
 */
function afterComma(text: string, end: number, gap: string): boolean {
  return text[end - 1] === "," && gap.length <= 3 && !gap.includes("\t");
}

// A form's blanks printed or read as underscores ("Name: ________", "Qty: __ 7 __"): a run of them, or one at a
// word's edge. One inside a word ("ACCT_NO", "ada_lane@example.com") is part of it.
const FILL = /_{2,}|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;

const unfilled = (text: string) => text.replace(FILL, (m) => " ".repeat(m.length));

/**
 * The document with its blanks read as the spaces they are, every text keeping its length (and so every offset):
 * a value written on a blank is the value, not "__B7".
 */
export function withoutBlanks(doc: DocumentModel): DocumentModel {
  // Only a line that holds an underscore is copied: most hold none.
  const line = (l: Line): Line =>
    l.text.includes("_")
      ? { ...l, text: unfilled(l.text), words: l.words.map((w) => ({ ...w, text: unfilled(w.text) })).filter((w) => w.text.trim()) }
      : l;
  return { ...doc, pages: doc.pages.map((page) => ({ ...page, lines: page.lines.map(line) })) };
}

export function layOut(doc: DocumentModel): Layout {
  const pages = doc.pages.map((page, pageIndex) => page.lines.map((line, index) => lineRef(page, pageIndex, line, index)));
  return { lines: pages.flat(), pages };
}

function lineRef(page: Page, pageIndex: number, line: Line, index: number): LineRef {
  const segments: Segment[] = [];
  let open: { start: number; end: number } | null = null;
  const close = () => {
    if (!open) return;
    const { start, end } = open;
    const tokens = tokenize(line.text.slice(start, end)).map((t) => ({ ...t, start: t.start + start, end: t.end + start }));
    segments.push({ start, end, tokens });
    open = null;
  };
  for (const m of line.text.matchAll(/\S+/g)) {
    const gap = open ? line.text.slice(open.end, m.index) : "";
    if (SEPARATOR.test(m[0])) {
      close();
      continue;
    }
    if (open && (gap.length >= 2 || gap.includes("\t")) && !afterComma(line.text, open.end, gap)) close();
    if (open) open.end = m.index + m[0].length;
    else open = { start: m.index, end: m.index + m[0].length };
  }
  close();
  const words: WordSpan[] = [];
  let cursor = 0;
  for (const word of line.words) {
    const at = line.text.indexOf(word.text, cursor);
    if (at < 0) continue;
    words.push({ start: at, end: at + word.text.length, bbox: word.bbox, confidence: word.confidence });
    cursor = at + word.text.length;
  }
  return { page, pageIndex, line, index, segments, words };
}

/** The union of the boxes of the words that the span touches; undefined when the words are not known. */
export function spanBox(ref: LineRef, start: number, end: number): BBox | undefined {
  const all = ref.words.filter((w) => w.start < end && start < w.end);
  if (all.length === 0) return undefined;
  // A value read across a line break ("Senior" / "Quantity Surveyor") points at its first line: one box over both lines
  // would cover the words beside it, which other fields' values are.
  const [, top, , bottom] = all[0]!.bbox;
  const touched = all.filter((w) => w.bbox[1] < bottom && w.bbox[3] > top);
  return [
    Math.min(...touched.map((w) => w.bbox[0])),
    Math.min(...touched.map((w) => w.bbox[1])),
    Math.max(...touched.map((w) => w.bbox[2])),
    Math.max(...touched.map((w) => w.bbox[3])),
  ];
}

/** Whether two boxes cover the same words: they overlap by most of the smaller one (neighbouring lines only touch). */
export function boxesOverlap(a: BBox, b: BBox): boolean {
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  if (w <= 0 || h <= 0) return false;
  const area = (r: BBox) => (r[2] - r[0]) * (r[3] - r[1]);
  return w * h >= 0.5 * Math.min(area(a), area(b));
}

/** The mean OCR confidence of the words the span touches (the line's own when no word is known). */
export function spanConfidence(ref: LineRef, start: number, end: number): number {
  const touched = ref.words.filter((w) => w.start < end && start < w.end);
  if (touched.length === 0) return ref.line.confidence;
  return touched.reduce((sum, w) => sum + w.confidence, 0) / touched.length;
}

/**
 * The lines above `ref` in its block: up to `max`, while no gap wider than a line's height parts them, up to the
 * section's heading (a contact column beside a "PRODUCER" address block reaches its heading three lines up); the
 * two lines above without geometry.
 */
function blockAbove(layout: Layout, ref: LineRef, max = 4): LineRef[] {
  const lines = layout.pages[ref.pageIndex] ?? [];
  if (!hasGeometry(ref)) return lines.slice(Math.max(0, ref.index - 2), ref.index);
  const above: LineRef[] = [];
  let below = ref;
  for (let i = ref.index - 1; i >= 0 && above.length < max; i--) {
    const line = lines[i]!;
    if (!hasGeometry(line) || below.line.bbox[1] - line.line.bbox[3] > below.line.bbox[3] - below.line.bbox[1]) break;
    above.unshift(line);
    below = line;
    // A section's heading opens its block: what stands above it is another section's.
    if (line.segments.length === 1 && !/\p{Ll}/u.test(line.line.text.replace(/\([^()]*\)/g, ""))) break;
  }
  return above;
}

/**
 * The text of the lines above `ref` in its block, without notes in brackets ("NEXT OF KIN (other than
 * spouse)"): the two nearest whole, further up only their short segments (headings and labels, not a paragraph).
 */
export function blockTextAbove(layout: Layout, ref: LineRef): string {
  return blockAbove(layout, ref)
    .map((l, i, all) =>
      i >= all.length - 2
        ? l.line.text
        : l.segments
            .filter((s) => s.tokens.length <= SHORT_SEGMENT)
            .map((s) => l.line.text.slice(s.start, s.end))
            .join(" "),
    )
    .map((text) => text.replace(/\([^()]*\)/g, " "))
    .join(" ");
}
const SHORT_SEGMENT = 4;

/** The line of page `page` (1-based) that a found value's box stands on. */
export function lineAt(layout: Layout, page: number, bbox: BBox): LineRef | undefined {
  const middle = (bbox[1] + bbox[3]) / 2;
  return layout.pages[page - 1]?.find(
    (l) => l.line.bbox[1] <= middle && middle <= l.line.bbox[3] && l.line.bbox[0] <= bbox[2] && bbox[0] <= l.line.bbox[2],
  );
}

export function hasGeometry(ref: LineRef): boolean {
  const [x0, y0, x1, y1] = ref.line.bbox;
  return x1 > x0 && y1 > y0;
}

/**
 * The segments of the next lines below `ref` that stand under the span [x0, x1] of it, nearest first. Without
 * geometry, the next line in reading order and its segment at the same character column.
 */
export function segmentsBelow(layout: Layout, ref: LineRef, start: number, end: number, max = 2): { ref: LineRef; segment: Segment }[] {
  const lines = layout.pages[ref.pageIndex] ?? [];
  const out: { ref: LineRef; segment: Segment }[] = [];
  const box = spanBox(ref, start, end);
  if (!hasGeometry(ref) || !box) {
    const next = lines[ref.index + 1];
    const segment = next?.segments.find((s) => s.start < end && start < s.end);
    return next && segment ? [{ ref: next, segment }] : [];
  }
  const height = ref.line.bbox[3] - ref.line.bbox[1];
  const below = lines
    .filter((l) => l !== ref && l.line.bbox[1] >= ref.line.bbox[1] + height * 0.5 && l.line.bbox[1] - ref.line.bbox[3] < height * 2.5)
    .sort((a, b) => a.line.bbox[1] - b.line.bbox[1]);
  for (const l of below) {
    let best: { segment: Segment; overlap: number } | null = null;
    for (const segment of l.segments) {
      const sb = spanBox(l, segment.start, segment.end);
      if (!sb) continue;
      const overlap = Math.min(sb[2], box[2]) - Math.max(sb[0], box[0]);
      if (overlap > 0 && (!best || overlap > best.overlap)) best = { segment, overlap };
    }
    if (best) out.push({ ref: l, segment: best.segment });
    if (out.length >= max) break;
  }
  return out;
}

/** The segment of each line that starts between x0 and x1 (page fractions): one column of a block, in reading order. */
export function segmentsFrom(lines: LineRef[], x0: number, x1: number): { ref: LineRef; segment: Segment }[] {
  return lines.flatMap((ref) => {
    const segment = ref.segments.find((sg) => {
      const x = spanBox(ref, sg.start, sg.end)?.[0];
      return x !== undefined && x >= x0 && x < x1;
    });
    return segment ? [{ ref, segment }] : [];
  });
}
