// The document model every extraction engine reads. Readers of every format produce it; nothing downstream
// knows which format a page came from, except through `Page.source`.

/** [x0, y0, x1, y1] as fractions (0..1) of the page's width and height, origin at the top-left corner. */
export type BBox = [number, number, number, number];

export type Word = {
  text: string;
  bbox: BBox;
  /** 1 for a PDF text layer or plain text; the OCR engine's confidence (0..1) otherwise. */
  confidence: number;
};

export type Line = {
  /** The words joined with single spaces (wider gaps between columns are kept as two or more spaces). */
  text: string;
  bbox: BBox;
  confidence: number;
  words: Word[];
};

export type TableCell = { text: string; bbox: BBox | null };

export type Table = {
  /** 1-based number of the page the table stands on. */
  page: number;
  bbox: BBox | null;
  /** Cell texts of the row guessed to be the header, or null when no row looks like one. */
  header: string[] | null;
  /** Body rows (the header row excluded), each a list of cells aligned with `header`'s columns. */
  rows: TableCell[][];
};

/** Where a page's text came from: its PDF text layer, OCR of its pixels, or both merged. */
type PageSource = "text" | "ocr" | "text+ocr";

export type Page = {
  /** 1-based. */
  number: number;
  /** In the page's own units (PDF points, image pixels; characters and lines for plain text). */
  width: number;
  height: number;
  source: PageSource;
  /** In reading order. */
  lines: Line[];
  tables: Table[];
};

type DocumentKind = "pdf" | "image" | "text" | "csv";

export type DocumentModel = {
  kind: DocumentKind;
  pages: Page[];
};
