import { unionBBox } from "./bbox.ts";
import type { BBox, Line, Word } from "./model.ts";

/** A word placed on a page, in page units with the origin at the top-left corner. */
export type PlacedWord = {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Font size or text height in page units: the yardstick for what counts as near or far. */
  size: number;
  confidence: number;
  /**
   * Words of one run (part of a PDF text item, an OCR line) never merge with each other, as the run knew where its
   * spaces were, and keep their order.
   */
  run: number;
};

export type PageSize = { width: number; height: number };

/** Gaps wider than this many average character widths separate columns rather than words. */
const COLUMN_GAP_CHARS = 1.5;
/** Past a few spaces a wider gap says nothing more, and long runs of spaces only bloat the text. */
const MAX_GAP_SPACES = 8;
/** Runs closer than this (in font sizes) continue the same word: pdf.js starts new runs at font changes and kerning. */
const TOUCH_GAP = 0.1;
/** Runs overlapping by more than this (in font sizes) are text printed over text, not one word. */
const OVERLAP_GAP = 0.3;

/**
 * Groups horizontal words into visual lines, top to bottom, words left to right. Words share a line when each
 * one's vertical centre lies within the other's height, so superscripts and label/value pairs in different
 * sizes stay together while a large heading beside two small lines does not swallow them.
 * `ownLines` are runs that form a line each (text at an angle), placed among the others by height.
 */
export function buildLines(words: readonly PlacedWord[], page: PageSize, ownLines: readonly PlacedWord[][] = []): Line[] {
  const rows: PlacedWord[][] = [];
  const anchors: PlacedWord[] = [];
  const sorted = [...words].sort((a, b) => centre(a) - centre(b) || a.x0 - b.x0);
  for (const word of sorted) {
    let row = -1;
    // Sorting by centre leaves a row's words within a few rows of the end.
    for (let i = rows.length - 1; i >= Math.max(0, rows.length - 3); i--) {
      if (sameRow(word, anchors[i]!)) {
        row = i;
        break;
      }
    }
    if (row < 0) {
      rows.push([word]);
      anchors.push(word);
    } else {
      rows[row]!.push(word);
      if (height(word) > height(anchors[row]!)) anchors[row] = word;
    }
  }
  return [
    ...rows.map((row) => lineFromWords(joinSpacedLetters(joinTouching(dropDuplicates(inReadingOrder(row)))), page)),
    ...ownLines.filter((run) => run.length > 0).map((run) => lineFromWords(run, page)),
  ].sort((a, b) => a.bbox[1] + a.bbox[3] - (b.bbox[1] + b.bbox[3]));
}

/** One line from words already in reading order, with column gaps kept as 2+ spaces. */
function lineFromWords(words: readonly PlacedWord[], page: PageSize): Line {
  const charWidth = averageCharWidth(words);
  const gaps = words.slice(1).map((word, i) => word.x0 - words[i]!.x1);
  const columnGap = Math.max(COLUMN_GAP_CHARS * charWidth, justifiedWordGap(gaps, charWidth));
  let text = words[0]?.text ?? "";
  gaps.forEach((gap, i) => {
    const spaces = gap > columnGap ? Math.min(MAX_GAP_SPACES, Math.max(2, Math.round(gap / charWidth))) : 1;
    text += " ".repeat(spaces) + words[i + 1]!.text;
  });
  const modelWords: Word[] = words.map((w) => ({ text: w.text, bbox: toFractions(w, page), confidence: w.confidence }));
  return {
    text,
    bbox: unionBBox(modelWords.map((w) => w.bbox)) ?? [0, 0, 0, 0],
    confidence: Math.min(...modelWords.map((w) => w.confidence)),
    words: modelWords,
  };
}

/**
 * Justified text stretches every space of a line by the same amount, sometimes past the column-gap threshold.
 * When most gaps of a line are alike, gaps up to a little above their median are word gaps; 0 otherwise. Gaps of
 * many characters are a table's evenly spaced columns ("Delta Mechanical   Plumbing   10   80"), not stretched
 * spaces.
 */
function justifiedWordGap(gaps: readonly number[], charWidth: number): number {
  if (gaps.length < 4) return 0;
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  if (median > JUSTIFIED_MAX_CHARS * charWidth) return 0;
  const alike = gaps.filter((gap) => Math.abs(gap - median) <= 0.15 * median).length;
  return median > 0 && alike >= 0.75 * gaps.length ? 1.3 * median : 0;
}
// A justified line's spaces stretch to a few characters at most.
const JUSTIFIED_MAX_CHARS = 4;

/**
 * Runs left to right, each run's words in its own order. Sorting words alone would interleave runs that
 * overlap (text printed over other text), turning "prélèvement :" next to "29.99" into "prélèvement29.99:".
 */
function inReadingOrder(row: PlacedWord[]): PlacedWord[] {
  const runs = new Map<number, PlacedWord[]>();
  for (const word of row) {
    const run = runs.get(word.run);
    if (run) run.push(word);
    else runs.set(word.run, [word]);
  }
  return [...runs.values()]
    .map((words) => words.sort((a, b) => a.x0 - b.x0))
    .sort((a, b) => a[0]!.x0 - b[0]!.x0)
    .flat();
}

function centre(w: PlacedWord): number {
  return (w.y0 + w.y1) / 2;
}

function height(w: PlacedWord): number {
  return w.y1 - w.y0;
}

// Strict, so that a heading exactly as tall as two small lines beside it joins neither.
function sameRow(a: PlacedWord, b: PlacedWord): boolean {
  const ca = centre(a);
  const cb = centre(b);
  return ca > b.y0 && ca < b.y1 && cb > a.y0 && cb < a.y1;
}

// Some producers fake bold or shadows by drawing the same text twice, slightly offset.
function dropDuplicates(row: PlacedWord[]): PlacedWord[] {
  return row.filter(
    (word, i) => !row.slice(0, i).some((other) => other.text === word.text && Math.abs(other.x0 - word.x0) < 0.3 * word.size),
  );
}

function joinTouching(row: PlacedWord[]): PlacedWord[] {
  const joined: PlacedWord[] = [];
  for (const word of row) {
    const prev = joined.at(-1);
    const gap = prev ? word.x0 - prev.x1 : 0;
    const size = prev ? Math.min(prev.size, word.size) : 0;
    if (prev && prev.run !== word.run && gap < TOUCH_GAP * size && gap > -OVERLAP_GAP * size) {
      joined[joined.length - 1] = {
        text: prev.text + word.text,
        x0: Math.min(prev.x0, word.x0),
        y0: Math.min(prev.y0, word.y0),
        x1: Math.max(prev.x1, word.x1),
        y1: Math.max(prev.y1, word.y1),
        size: Math.max(prev.size, word.size),
        confidence: Math.min(prev.confidence, word.confidence),
        // The joined word may still touch a run that follows.
        run: word.run,
      };
    } else {
      joined.push(word);
    }
  }
  return joined;
}

/** Letters of a word set with wide tracking ("T O U R  C O D E") arrive one to a word: at least this many in a row. */
const MIN_SPACED_LETTERS = 4;
/** Past the gap between its letters, a gap this much wider (in font sizes) is the space between two such words. */
const SPACED_WORD_GAP = 0.15;

/**
 * Headings set in letter-spaced capitals come out of the PDF as one word per letter (pdf.js, like OCR, reads wide
 * tracking as spaces). A run of single letters (or pairs a kerning pulled together) close together is joined
 * into words again, split where a gap is clearly wider than the gaps between the letters.
 */
function joinSpacedLetters(row: PlacedWord[]): PlacedWord[] {
  const out: PlacedWord[] = [];
  let i = 0;
  while (i < row.length) {
    let j = i;
    while (j < row.length && /^\p{L}{1,2}$/u.test(row[j]!.text) && (j === i || row[j]!.x0 - row[j - 1]!.x1 < 0.6 * row[j]!.size)) j++;
    const letters = row.slice(i, j);
    if (letters.length < MIN_SPACED_LETTERS || letters.filter((w) => w.text.length === 1).length < 0.6 * letters.length) {
      out.push(row[i]!);
      i++;
      continue;
    }
    const gaps = letters.slice(1).map((w, k) => w.x0 - letters[k]!.x1);
    const letterGap = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 4)]!;
    let word = letters[0]!;
    letters.slice(1).forEach((w, k) => {
      if (gaps[k]! > letterGap + SPACED_WORD_GAP * w.size) {
        out.push(word);
        word = w;
      } else {
        word = {
          ...word,
          text: word.text + w.text,
          x1: Math.max(word.x1, w.x1),
          y0: Math.min(word.y0, w.y0),
          y1: Math.max(word.y1, w.y1),
          confidence: Math.min(word.confidence, w.confidence),
        };
      }
    });
    out.push(word);
    i = j;
  }
  return out;
}

function averageCharWidth(words: readonly PlacedWord[]): number {
  let width = 0;
  let chars = 0;
  for (const w of words) {
    width += w.x1 - w.x0;
    chars += [...w.text].length;
  }
  const size = words[0]?.size ?? 1;
  // Guards against degenerate runs reported with no width.
  return chars > 0 && width > 0 ? width / chars : size / 2;
}

function toFractions(w: PlacedWord, page: PageSize): BBox {
  const fx = (x: number) => clamp01(x / page.width);
  const fy = (y: number) => clamp01(y / page.height);
  return [fx(w.x0), fy(w.y0), fx(w.x1), fy(w.y1)];
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}
