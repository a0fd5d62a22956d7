// A tiny layout language for the generality suite's documents: a Sheet is one page on which lines, label/value
// pairs, form boxes, wrapped paragraphs and tables are set from the top down, as a clerk's template would place
// them. Positions are PDF points from the top-left corner of an A4 page; text is Helvetica (what makePdf sets).
import { type PdfText, textWidth } from "@docsift/reader/testing";

const PAGE = { width: 595.28, height: 841.89 };

type Align = "left" | "right";
export type Column = { x: number; header: string; align?: Align };

export class Sheet {
  readonly items: PdfText[] = [];
  y: number;
  readonly margin: number;
  readonly size: number;

  constructor(opts: { margin?: number; size?: number; top?: number } = {}) {
    this.margin = opts.margin ?? 50;
    this.size = opts.size ?? 10;
    this.y = opts.top ?? 50;
  }

  private lh(size: number): number {
    return Math.round(size * 1.45 * 10) / 10;
  }

  /** A text at an absolute position (does not move the cursor). */
  at(x: number, y: number, text: string, size = this.size): this {
    if (text) this.items.push({ text, x, y, size });
    return this;
  }

  /** A text whose right edge is at `x`, on the cursor's line (does not move the cursor). */
  right(x: number, text: string, size = this.size, y = this.y): this {
    return this.at(x - textWidth(text, size), y, text, size);
  }

  /** One line of text at the margin (or `x`), then the cursor moves down. */
  line(text: string, opts: { x?: number; size?: number; center?: boolean } = {}): this {
    const size = opts.size ?? this.size;
    const x = opts.center ? (PAGE.width - textWidth(text, size)) / 2 : (opts.x ?? this.margin);
    this.at(x, this.y, text, size);
    this.y += this.lh(size);
    return this;
  }

  /** Several lines, one below the other. */
  lines(texts: string[], opts: { x?: number; size?: number } = {}): this {
    for (const t of texts) this.line(t, opts);
    return this;
  }

  /** Texts side by side on one line, each at its x (a negative x means: right-aligned at -x). */
  row(cells: [number, string][], size = this.size): this {
    for (const [x, text] of cells) {
      if (x < 0) this.right(-x, text, size);
      else this.at(x, this.y, text, size);
    }
    this.y += this.lh(size);
    return this;
  }

  /** Blocks placed side by side: each column is a list of lines starting at the same y; the cursor moves below the longest. */
  columns(blocks: [number, string[]][], size = this.size): this {
    const top = this.y;
    let rows = 0;
    for (const [x, texts] of blocks) {
      texts.forEach((t, i) => this.at(x, top + i * this.lh(size), t, size));
      rows = Math.max(rows, texts.length);
    }
    this.y = top + rows * this.lh(size);
    return this;
  }

  /** A label column and a value column: one pair a line. */
  kv(pairs: [string, string][], opts: { x?: number; vx?: number; size?: number } = {}): this {
    const x = opts.x ?? this.margin;
    const vx = opts.vx ?? x + 130;
    for (const [label, value] of pairs)
      this.row(
        [
          [x, label],
          [vx, value],
        ],
        opts.size,
      );
    return this;
  }

  /**
   * A grid of label/value pairs, several pairs a line: `cols` gives each pair's label x and value x; `rows` the
   * pairs line by line (an empty label leaves the cell blank).
   */
  grid(cols: [number, number][], rows: [string, string][][], size = this.size): this {
    for (const pairs of rows) {
      const cells: [number, string][] = [];
      pairs.forEach(([label, value], i) => {
        const [lx, vx] = cols[i]!;
        cells.push([lx, label], [vx, value]);
      });
      this.row(cells, size);
    }
    return this;
  }

  /** Form boxes: a small label, its value on the line below; several boxes side by side. */
  boxes(cells: [number, string, string][], opts: { labelSize?: number; size?: number } = {}): this {
    const labelSize = opts.labelSize ?? Math.max(7, this.size - 2);
    const size = opts.size ?? this.size;
    for (const [x, label] of cells) this.at(x, this.y, label, labelSize);
    this.y += this.lh(labelSize);
    for (const [x, , value] of cells) this.at(x, this.y, value, size);
    this.y += this.lh(size) + 4;
    return this;
  }

  /** Running prose wrapped to `width`. */
  para(text: string, opts: { x?: number; width?: number; size?: number } = {}): this {
    const size = opts.size ?? this.size;
    const x = opts.x ?? this.margin;
    const width = opts.width ?? PAGE.width - x - this.margin;
    let current = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && textWidth(next, size) > width) {
        this.line(current, { x, size });
        current = word;
      } else current = next;
    }
    if (current) this.line(current, { x, size });
    this.y += Math.round(size * 0.5);
    return this;
  }

  /** A table: a header row naming the columns, then one line a row (right-aligned columns end at their x). */
  table(cols: Column[], rows: string[][], opts: { size?: number; rule?: boolean } = {}): this {
    const size = opts.size ?? this.size;
    const cell = (c: Column, text: string): [number, string] => [c.align === "right" ? -c.x : c.x, text];
    this.row(
      cols.map((c) => cell(c, c.header)),
      size,
    );
    if (opts.rule !== false) this.rule(cols[0]!.x, Math.max(...cols.map((c) => (c.align === "right" ? c.x : c.x + 60))), size);
    for (const r of rows)
      this.row(
        r.map((text, i) => cell(cols[i]!, text)),
        size,
      );
    return this;
  }

  /** A dashed rule from x0 to x1. */
  rule(x0 = this.margin, x1 = PAGE.width - this.margin, size = this.size): this {
    const dash = "-";
    const n = Math.max(3, Math.floor((x1 - x0) / textWidth(dash, size * 0.8)));
    this.at(x0, this.y - size * 0.35, dash.repeat(n), size * 0.8);
    this.y += Math.round(size * 0.5);
    return this;
  }

  gap(h = 8): this {
    this.y += h;
    return this;
  }

  /** Moves the cursor to an absolute y. */
  moveTo(y: number): this {
    this.y = y;
    return this;
  }

  /** Texts that run past the right edge of the page (less a small margin) or below its bottom. */
  overflows(): PdfText[] {
    return this.items.filter((i) => i.x + textWidth(i.text, i.size ?? this.size) > PAGE.width - 20 || i.y > PAGE.height - 30);
  }

  /** The page's text in reading order (top to bottom, left to right), one line per distinct y. */
  text(): string {
    const sorted = [...this.items].sort((a, b) => a.y - b.y || a.x - b.x);
    const lines: string[] = [];
    let lastY = Number.NEGATIVE_INFINITY;
    for (const item of sorted) {
      if (Math.abs(item.y - lastY) > 2) {
        lines.push(item.text);
        lastY = item.y;
      } else lines[lines.length - 1] += `   ${item.text}`;
    }
    return lines.join("\n");
  }
}

/** Adds "Page n of N" (or a custom footer) at the bottom of every sheet. */
export function paginate(sheets: Sheet[], footer: (n: number, of: number) => string = (n, of) => `Page ${n} of ${of}`, size = 8): Sheet[] {
  sheets.forEach((s, i) => {
    const text = footer(i + 1, sheets.length);
    s.at(PAGE.width - s.margin - textWidth(text, size), PAGE.height - 36, text, size);
  });
  return sheets;
}
