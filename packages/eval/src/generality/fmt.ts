// Number formatting as documents print it, so a document and its expected values come from the same figures.

/** 1234.5 -> "1,234.50" */
export function us(n: number, decimals = 2): string {
  return n.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** 1234.5 -> "1.234,50" */
export function eu(n: number, decimals = 2): string {
  return n.toLocaleString("de-DE", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** 1234.5 -> "$1,234.50"; negative -> "-$1,234.50" */
export function usd(n: number, decimals = 2): string {
  return `${n < 0 ? "-" : ""}$${us(Math.abs(n), decimals)}`;
}

/** Rounds to cents. */
export function cents(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Pads `s` with spaces to `width` (left-aligned), or right-aligned when width is negative: for plain-text tables. */
function pad(s: string, width: number): string {
  return width < 0 ? s.padStart(-width) : s.padEnd(width);
}

/** A plain-text table row: each cell padded to its width. */
export function cols(cells: [string, number][]): string {
  return cells
    .map(([s, w]) => pad(s, w))
    .join("")
    .trimEnd();
}
