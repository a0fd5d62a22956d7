import type Tesseract from "tesseract.js";
import type { PlacedWord } from "../lines.ts";

/** What one OCR pass over an image read, in the pixels of that image. */
export type OcrPass = {
  words: PlacedWord[];
  /** Characters read. */
  chars: number;
  /** Their mean confidence (0..100): how well the image reads the way it is turned. */
  quality: number;
  /** How far the text lines slope clockwise, in degrees (the median over lines long enough to measure). */
  skew: number;
  /**
   * The share of characters in words standing upright (taller than wide): tesseract reads the lines of a
   * sideways page too, as vertical text, and then they must be turned to be laid out.
   */
  vertical: number;
};

/** Lines shorter than this many times their height say too little about their slope. */
const MIN_SLOPE_RUN = 4;
const MIN_SLOPED_LINES = 3;

export function readPass(page: Tesseract.Page): OcrPass {
  const words: PlacedWord[] = [];
  const slopes: number[] = [];
  let chars = 0;
  let verticalChars = 0;
  let confidence = 0;
  let run = 0;
  for (const line of (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))) {
    const { y0, y1 } = line.bbox;
    const height = y1 - y0;
    const slope = slopeDegrees(line.baseline);
    if (slope !== null && line.baseline.x1 - line.baseline.x0 >= MIN_SLOPE_RUN * height) slopes.push(slope);
    for (const word of line.words) {
      const text = word.text.trim();
      if (!text) continue;
      const length = [...text].length;
      chars += length;
      confidence += word.confidence * length;
      if (length > 1 && word.bbox.y1 - word.bbox.y0 > word.bbox.x1 - word.bbox.x0) verticalChars += length;
      // Every word takes its line's height: tesseract already knows which words share a line, and a word's own
      // box ("-", ".", "a") may be too flat for lines.ts to see it on the same row as its neighbours.
      words.push({ text, x0: word.bbox.x0, y0, x1: word.bbox.x1, y1, size: height, confidence: word.confidence / 100, run });
    }
    run++;
  }
  return {
    words,
    chars,
    quality: chars > 0 ? confidence / chars : 0,
    skew: slopes.length >= MIN_SLOPED_LINES ? median(slopes) : 0,
    vertical: chars > 0 ? verticalChars / chars : 0,
  };
}

function slopeDegrees({ x0, y0, x1, y1 }: Tesseract.Baseline): number | null {
  return x1 > x0 ? (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI : null;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
