import type { BBox, Line, Table } from "./model.ts";
import type { QuarterTurn } from "./pdf-text.ts";

/**
 * Maps lines and tables laid out on a view turned clockwise by `turn` (so that sideways text reads
 * horizontally) back to fractions of the page as displayed.
 */
export function unturnLines(lines: Line[], turn: QuarterTurn): Line[] {
  return turn === 0 ? lines : mapLineBoxes(lines, (bbox) => unturnBBox(bbox, turn));
}

export function unturnTables(tables: Table[], turn: QuarterTurn): Table[] {
  return turn === 0 ? tables : mapTableBoxes(tables, (bbox) => unturnBBox(bbox, turn));
}

/** The lines with every box (line and word) replaced by `map(box)`. */
export function mapLineBoxes(lines: Line[], map: (bbox: BBox) => BBox): Line[] {
  return lines.map((line) => ({
    ...line,
    bbox: map(line.bbox),
    words: line.words.map((word) => ({ ...word, bbox: map(word.bbox) })),
  }));
}

/** The tables with every box (table and cell) replaced by `map(box)`. */
export function mapTableBoxes(tables: Table[], map: (bbox: BBox) => BBox): Table[] {
  return tables.map((table) => ({
    ...table,
    bbox: table.bbox && map(table.bbox),
    rows: table.rows.map((row) => row.map((cell) => ({ ...cell, bbox: cell.bbox && map(cell.bbox) }))),
  }));
}

function unturnBBox([u0, v0, u1, v1]: BBox, turn: QuarterTurn): BBox {
  const [xa, ya] = unturnPoint(u0, v0, turn);
  const [xb, yb] = unturnPoint(u1, v1, turn);
  return [Math.min(xa, xb), Math.min(ya, yb), Math.max(xa, xb), Math.max(ya, yb)];
}

function unturnPoint(u: number, v: number, turn: QuarterTurn): [number, number] {
  switch (turn) {
    case 0:
      return [u, v];
    case 90:
      return [v, 1 - u];
    case 180:
      return [1 - u, 1 - v];
    case 270:
      return [1 - v, u];
  }
}
