import type { TextContent, TextItem, TextStyle } from "pdfjs-dist/types/src/display/api.js";
import { charOffsets } from "./charwidths.ts";
import type { PlacedWord } from "./lines.ts";

export type Matrix = [number, number, number, number, number, number];

export type PageWords = {
  /** Words on horizontal runs, to be grouped into lines. */
  horizontal: PlacedWord[];
  /** Runs at an angle (vertical margin notes, stamps); each forms a line of its own. */
  angled: PlacedWord[][];
};

export type QuarterTurn = 0 | 90 | 180 | 270;

/**
 * How far clockwise most of the page's text is turned, as displayed: 90 for text running top to bottom (a
 * landscape table printed sideways on a portrait page). Counted in characters, so a vertical margin note does
 * not turn a page of upright text.
 */
export function dominantTextTurn(content: TextContent, viewportTransform: readonly number[]): QuarterTurn {
  const chars = new Map<QuarterTurn, number>();
  for (const item of content.items) {
    if (!("str" in item)) continue;
    const m = multiply(viewportTransform, item.transform);
    const degrees = (Math.atan2(m[1], m[0]) * 180) / Math.PI;
    const turn = ((((Math.round(degrees / 90) * 90) % 360) + 360) % 360) as QuarterTurn;
    chars.set(turn, (chars.get(turn) ?? 0) + item.str.trim().length);
  }
  let best: QuarterTurn = 0;
  for (const [turn, count] of chars) if (count > (chars.get(best) ?? 0)) best = turn;
  return best;
}

/** Runs whose direction is within ~10 degrees of the page's x axis are read as horizontal text. */
const MAX_HORIZONTAL_SLOPE = 0.17;

// eslint-disable-next-line no-control-regex -- control characters are what this recognises
const UNPRINTABLE = /^(?:[\u0000-\u001f\u007f-\u009f]|[\ud800-\udfff])$/;

/**
 * Places the words of a page's text items in viewport space (top-left origin, page rotation applied), from each
 * item's transform and width.
 */
export function placeWords(content: TextContent, viewportTransform: readonly number[]): PageWords {
  const horizontal: PlacedWord[] = [];
  const angled: PlacedWord[][] = [];
  const runIds = { next: 0 };
  for (const item of content.items) {
    if (!("str" in item) || item.str.trim() === "") continue;
    const words = placeRun(item, runIds, content.styles[item.fontName], viewportTransform);
    if (!words) continue;
    if (words.horizontal) horizontal.push(...words.placed);
    else angled.push(words.placed);
  }
  return { horizontal, angled };
}

function placeRun(
  item: TextItem,
  runIds: { next: number },
  style: TextStyle | undefined,
  viewportTransform: readonly number[],
): { placed: PlacedWord[]; horizontal: boolean } | null {
  const m = multiply(viewportTransform, item.transform);
  const size = Math.hypot(m[2], m[3]);
  const scaleX = Math.hypot(m[0], m[1]);
  if (size === 0 || scaleX === 0) return null;
  const dir = { x: m[0] / scaleX, y: m[1] / scaleX };
  const up = { x: m[2] / size, y: m[3] / size };
  const { ascent, descent } = fontExtent(style);
  // Control characters and unpaired surrogates (glyphs a font maps to nothing printable) are spaces: no value
  // should carry them, and PostgreSQL cannot store a NUL or an unpaired surrogate in a result.
  const chars = [...item.str].map((ch) => (UNPRINTABLE.test(ch) ? " " : ch));
  const offsets = charOffsets(chars, style?.fontFamily === "monospace");

  let run = runIds.next++;
  const placed = wordSpans(chars).map(({ start, end, spacesBefore }, i) => {
    // Text padded with spaces into columns is several runs: other runs may be printed in the gaps.
    if (i > 0 && spacesBefore >= 2) run = runIds.next++;
    const xs: number[] = [];
    const ys: number[] = [];
    for (const s of [item.width * offsets[start]!, item.width * offsets[end]!]) {
      for (const v of [ascent * size, descent * size]) {
        xs.push(m[4] + dir.x * s + up.x * v);
        ys.push(m[5] + dir.y * s + up.y * v);
      }
    }
    return {
      text: chars.slice(start, end).join(""),
      x0: Math.min(...xs),
      y0: Math.min(...ys),
      x1: Math.max(...xs),
      y1: Math.max(...ys),
      size,
      confidence: 1,
      run,
    };
  });
  return { placed, horizontal: dir.x > 0 && Math.abs(dir.y) < MAX_HORIZONTAL_SLOPE };
}

/** Where the words of a run start and end, in characters, and how many spaces precede each. */
function wordSpans(chars: readonly string[]): { start: number; end: number; spacesBefore: number }[] {
  const spans: { start: number; end: number; spacesBefore: number }[] = [];
  let spaces = 0;
  chars.forEach((ch, i) => {
    if (/\s/u.test(ch)) spaces++;
    else if (spans.at(-1)?.end === i) spans.at(-1)!.end = i + 1;
    else {
      spans.push({ start: i, end: i + 1, spacesBefore: spaces });
      spaces = 0;
    }
  });
  return spans;
}

// Fonts report their ascent and descent in very different ways (some not at all, some including the tallest
// accent); keeping them in a plausible range gives word boxes that hug the visible glyphs.
function fontExtent(style: TextStyle | undefined): { ascent: number; descent: number } {
  const ascent = style?.ascent ? clamp(style.ascent, 0.6, 1.0) : 0.8;
  const descent = style?.descent ? clamp(style.descent, -0.3, 0) : -0.2;
  return { ascent, descent };
}

function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}

export function multiply(a: readonly number[], b: readonly number[]): Matrix {
  const [a0 = 1, a1 = 0, a2 = 0, a3 = 1, a4 = 0, a5 = 0] = a;
  const [b0 = 1, b1 = 0, b2 = 0, b3 = 1, b4 = 0, b5 = 0] = b;
  return [a0 * b0 + a2 * b1, a1 * b0 + a3 * b1, a0 * b2 + a2 * b3, a1 * b2 + a3 * b3, a0 * b4 + a2 * b5 + a4, a1 * b4 + a3 * b5 + a5];
}
