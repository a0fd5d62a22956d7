import type { BBox, Line, Word } from "./model.ts";

// Plain text and CSV are laid out on a character grid: one column per character, one row per line. Their
// geometry is what a monospaced viewer would show.

export type GridWord = {
  text: string;
  /** 0-based column of the first character, after tab expansion. */
  col: number;
  /** Whether the gap before this word separates columns (2+ spaces or a tab) rather than words. */
  wideGapBefore: boolean;
};

const TAB_STOP = 8;

/** Splits a raw text line into words with their columns, expanding tabs to the next multiple of 8. */
export function tokenizeGridLine(raw: string): GridWord[] {
  const words: GridWord[] = [];
  let col = 0;
  let current: { text: string; col: number } | null = null;
  let gapCols = 0;
  let gapHasTab = false;
  const flush = () => {
    if (!current) return;
    words.push({ ...current, wideGapBefore: words.length > 0 && (gapCols >= 2 || gapHasTab) });
    current = null;
    gapCols = 0;
    gapHasTab = false;
  };
  for (const ch of raw) {
    if (ch === "\t") {
      flush();
      const next = (Math.floor(col / TAB_STOP) + 1) * TAB_STOP;
      gapCols += next - col;
      gapHasTab = true;
      col = next;
    } else if (/\s/u.test(ch)) {
      flush();
      gapCols++;
      col++;
    } else {
      if (current) current.text += ch;
      else current = { text: ch, col };
      col++;
    }
  }
  flush();
  return words;
}

/** Column count of a raw line once tabs are expanded, ignoring trailing whitespace. */
export function gridLineWidth(words: GridWord[]): number {
  const last = words.at(-1);
  return last ? last.col + charCount(last.text) : 0;
}

/** A Line on a grid of `width` columns and `height` rows; `words` must not be empty. */
export function gridLine(words: GridWord[], row: number, width: number, height: number): Line {
  const modelWords: Word[] = words.map((w) => ({
    text: w.text,
    bbox: cellBox(w.col, w.col + charCount(w.text), row, width, height),
    confidence: 1,
  }));
  let text = "";
  words.forEach((w, i) => {
    if (i > 0) {
      const prev = words[i - 1]!;
      const gap = w.col - (prev.col + charCount(prev.text));
      text += w.wideGapBefore ? " ".repeat(Math.max(2, gap)) : " ";
    }
    text += w.text;
  });
  const startCol = words[0]?.col ?? 0;
  const endCol = gridLineWidth(words);
  return { text, bbox: cellBox(startCol, endCol, row, width, height), confidence: 1, words: modelWords };
}

export function cellBox(startCol: number, endCol: number, row: number, width: number, height: number): BBox {
  return [startCol / width, row / height, endCol / width, (row + 1) / height];
}

export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
