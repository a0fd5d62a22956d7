import type { PlacedWord } from "../lines.ts";
import type { GreyImage } from "./prepare.ts";
import { median } from "./words.ts";

// Tesseract's page layout analysis sometimes leaves a line of plain print out of every text block: a receipt's
// "INV NO: CS-SA-0118810   Date: 20/10/2017" between two rows of dashes, or the figures at the right of its
// total lines. Read as one uniform block the same pixels read well. So after the page is read, the ink that no
// word covers is gathered into bands of a text line's height and read again as a block (tesseract's --psm 6),
// with everything already read whitened out.

/** A pixel darker than this (after the contrast stretch) is ink. */
const INK = 128;
/** Word boxes are widened by this share of their height: the edges of their glyphs reach past them. */
const WORD_MARGIN = 0.25;
/** A vertical run of ink longer than this many line heights is a rule or an edge. */
const MAX_RUN_LINES = 3;
/** A row holds missed text where at least this many of its pixels are uncovered ink. */
const MIN_ROW_INK = 4;
/** Rows with less ink than that inside a band (between a line's words, under its x-height) do not split it. */
const MAX_ROW_GAP = 2;
/** A band of missed ink reads as text when its height is within these shares of the page's median line height. */
const BAND_HEIGHT = [0.6, 2.2] as const;
/** ...and it is at least this many times as wide as it is high (a few characters; not a stamp or a dot). */
const MIN_BAND_WIDTH = 2;
/** ...and ink covers at least this share of its area (a faint smudge or a rule's shadow is not text). */
const MIN_BAND_DENSITY = 0.04;

/** Uncovered ink to read again: an image (white but for the missed bands) and where it sits on the page. */
export type MissedInk = { image: GreyImage; x: number; y: number; bands: number };

/**
 * The ink of `page` that no word of `words` covers, in bands shaped like lines of text, cut out of the page with
 * everything else white; null when there is none.
 */
export function missedInk(page: GreyImage, words: readonly PlacedWord[]): MissedInk | null {
  if (words.length === 0) return null;
  const { grey, width, height } = page;
  const covered = new Uint8Array(width * height);
  for (const w of words) {
    const m = Math.round(WORD_MARGIN * (w.y1 - w.y0));
    const x0 = Math.max(0, Math.floor(w.x0) - m);
    const x1 = Math.min(width - 1, Math.ceil(w.x1) + m);
    for (let y = Math.max(0, Math.floor(w.y0) - m); y <= Math.min(height - 1, Math.ceil(w.y1) + m); y++)
      covered.fill(1, y * width + x0, y * width + x1 + 1);
  }
  const lineHeight = median(words.map((w) => w.y1 - w.y0));
  // Ink running down far further than a line is high is no text: a table's rule, a box, the dark edge of a scan
  // around a receipt. It would join every row into one band.
  const tallRun = Math.round(MAX_RUN_LINES * lineHeight);
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const dark = y < height && grey[y * width + x]! < INK;
      if (dark && start < 0) start = y;
      if (!dark && start >= 0) {
        if (y - start > tallRun) for (let r = start; r < y; r++) covered[r * width + x] = 1;
        start = -1;
      }
    }
  }
  const uncovered = (i: number) => grey[i]! < INK && covered[i] === 0;
  const rowInk = new Uint32Array(height);
  for (let y = 0; y < height; y++) for (let x = 0, i = y * width; x < width; x++, i++) if (uncovered(i)) rowInk[y]!++;
  const bands: { y0: number; y1: number; x0: number; x1: number }[] = [];
  let y = 0;
  while (y < height) {
    if (rowInk[y]! < MIN_ROW_INK) {
      y++;
      continue;
    }
    let end = y;
    for (let k = y + 1; k < height && k - end <= MAX_ROW_GAP + 1; k++) if (rowInk[k]! >= MIN_ROW_INK) end = k;
    const h = end - y + 1;
    if (h >= BAND_HEIGHT[0] * lineHeight && h <= BAND_HEIGHT[1] * lineHeight) {
      let x0 = width;
      let x1 = -1;
      let ink = 0;
      for (let r = y; r <= end; r++) {
        for (let x = 0, i = r * width; x < width; x++, i++) {
          if (!uncovered(i)) continue;
          ink++;
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
        }
      }
      if (x1 - x0 + 1 >= MIN_BAND_WIDTH * h && ink >= MIN_BAND_DENSITY * h * (x1 - x0 + 1)) bands.push({ y0: y, y1: end, x0, x1 });
    }
    y = end + 1;
  }
  if (bands.length === 0) return null;

  // The cut-out reaches a little past the bands, so that tesseract sees white around them.
  const pad = Math.round(lineHeight / 2);
  const cx0 = Math.max(0, Math.min(...bands.map((b) => b.x0)) - pad);
  const cx1 = Math.min(width - 1, Math.max(...bands.map((b) => b.x1)) + pad);
  const cy0 = Math.max(0, bands[0]!.y0 - pad);
  const cy1 = Math.min(height - 1, bands.at(-1)!.y1 + pad);
  const w = cx1 - cx0 + 1;
  const out = Buffer.alloc(w * (cy1 - cy0 + 1), 255);
  for (const b of bands) {
    for (let r = b.y0; r <= b.y1; r++) {
      for (let x = b.x0; x <= b.x1; x++) {
        const i = r * width + x;
        if (covered[i] === 0) out[(r - cy0) * w + (x - cx0)] = grey[i]!;
      }
    }
  }
  return { image: { grey: out, width: w, height: cy1 - cy0 + 1 }, x: cx0, y: cy0, bands: bands.length };
}
