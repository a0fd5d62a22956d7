// pdf.js reports where a text run starts and how wide it is, not where each glyph is. To place the words of a
// run, its width is shared among the characters in proportion to typical proportional-font advances (Helvetica's,
// in 1/1000 em): spreading it evenly would shift word boundaries in long runs by several characters.
const ASCII_WIDTHS: Record<string, number> = {};
const GROUPS: [string, number][] = [
  ["ijl|'", 222],
  [" !,./:;I[\\]ft", 278],
  ['"', 355],
  ["()-`r", 333],
  ["*", 389],
  ["^", 469],
  ["Jcksvxyz", 500],
  ["#$0123456789?_abdeghnopqu", 556],
  ["+<=>~", 584],
  ["FTZ", 611],
  ["ABEKPSVXY&", 667],
  ["CDHNRUw", 722],
  ["GOQ", 778],
  ["Mm", 833],
  ["%", 889],
  ["W", 944],
  ["@", 1015],
  ["{}", 334],
];
for (const [chars, width] of GROUPS) for (const ch of chars) ASCII_WIDTHS[ch] = width;

const DEFAULT_WIDTH = 556;

function charWidth(ch: string): number {
  const known = ASCII_WIDTHS[ch];
  if (known !== undefined) return known;
  const code = ch.codePointAt(0) ?? 0;
  // CJK ideographs, kana and full-width forms are square.
  if (code >= 0x2e80 && code <= 0xffef) return 1000;
  // Accented Latin letters are as wide as their base letter.
  const base = ch.normalize("NFD")[0];
  return (base !== undefined && base !== ch && ASCII_WIDTHS[base]) || DEFAULT_WIDTH;
}

/**
 * For each character of `chars`, the fraction of the run's width at which it starts, plus a final 1; `monospace`
 * spreads the width evenly.
 */
export function charOffsets(chars: readonly string[], monospace: boolean): number[] {
  const widths = chars.map((ch) => (monospace ? 1 : charWidth(ch)));
  const total = widths.reduce((a, b) => a + b, 0) || 1;
  const offsets = [0];
  let sum = 0;
  for (const width of widths) {
    sum += width;
    offsets.push(sum / total);
  }
  return offsets;
}
