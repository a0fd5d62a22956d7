// The text layer of PDF pages, read with pdf.js. Runs in the PDF threads only (pdf-threads.ts): pdf.js is loaded
// there before the TypeScript loader, which keeps the caller's process free of it.
import { createRequire } from "node:module";
import path from "node:path";
import type { PDFDocumentProxy } from "pdfjs-dist/types/src/display/api.js";
import { ReadError, shortReason } from "./errors.ts";
import { buildLines } from "./lines.ts";
import type { Page } from "./model.ts";
import { type QuarterTurn, dominantTextTurn, placeWords } from "./pdf-text.ts";
import { unturnLines, unturnTables } from "./rotation.ts";
import { detectTables } from "./tables.ts";

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/**
 * The number of pages, refusing a document over `maxPages` before any page is read, and the text layer of every
 * page when there are at most `readUpTo`: a short document is read in the one go, with its fonts loaded once.
 */
export async function openPdf(bytes: Uint8Array, maxPages: number, readUpTo: number): Promise<{ count: number; pages: Page[] | null }> {
  return withPdf(bytes, async (doc) => {
    if (doc.numPages > maxPages) {
      throw new ReadError("too_many_pages", `The PDF has ${doc.numPages} pages; at most ${maxPages} are allowed.`);
    }
    return { count: doc.numPages, pages: doc.numPages <= readUpTo ? await readPages(doc, 1, doc.numPages) : null };
  });
}

/** The text layer of pages first..last (1-based, inclusive). */
export async function readTextLayer(bytes: Uint8Array, first: number, last: number): Promise<Page[]> {
  return withPdf(bytes, (doc) => readPages(doc, first, Math.min(last, doc.numPages)));
}

// One page at a time keeps memory flat on long documents.
async function readPages(doc: PDFDocumentProxy, first: number, last: number): Promise<Page[]> {
  const pages: Page[] = [];
  for (let number = first; number <= last; number++) pages.push(await readPage(doc, number));
  return pages;
}

async function readPage(doc: PDFDocumentProxy, number: number): Promise<Page> {
  const page = await doc.getPage(number);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    // Sideways text is laid out on a view turned so that it reads horizontally, then mapped back.
    const textTurn = dominantTextTurn(content, viewport.transform);
    const layoutTurn = ((360 - textTurn) % 360) as QuarterTurn;
    const layout = layoutTurn === 0 ? viewport : page.getViewport({ scale: 1, rotation: (viewport.rotation + layoutTurn) % 360 });
    const { horizontal, angled } = placeWords(content, layout.transform);
    // A page without text is kept, empty: it is probably a scan, for OCR to fill (pdf-ocr.ts).
    const lines = buildLines(horizontal, layout, angled);
    return {
      number,
      width: viewport.width,
      height: viewport.height,
      source: "text",
      lines: unturnLines(lines, layoutTurn),
      tables: unturnTables(detectTables(lines, number), layoutTurn),
    };
  } finally {
    page.cleanup();
  }
}

/** `maxImagePixels`: images declaring more pixels are not decoded (-1: no limit, for reading text only). */
export async function withPdf<T>(bytes: Uint8Array, use: (doc: PDFDocumentProxy) => Promise<T>, maxImagePixels = -1): Promise<T> {
  if (bytes.length === 0) throw new ReadError("empty_document", "The PDF file is empty.");
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = getDocument({
    // A copy: pdf.js may take ownership of the buffer it is given, and the caller's bytes are shared.
    data: new Uint8Array(bytes),
    standardFontDataUrl: path.join(pdfjsRoot, "standard_fonts") + path.sep,
    cMapUrl: path.join(pdfjsRoot, "cmaps") + path.sep,
    cMapPacked: true,
    disableFontFace: true,
    useSystemFonts: false,
    maxImageSize: maxImagePixels,
    verbosity: 0,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    throw pdfError(error);
  }
  try {
    if (doc.numPages === 0) throw new ReadError("empty_document", "The PDF has no pages.");
    return await use(doc);
  } catch (error) {
    throw pdfError(error);
  } finally {
    await doc.destroy();
  }
}

function pdfError(error: unknown): Error {
  if (error instanceof ReadError) return error;
  if (error instanceof Error && error.name === "PasswordException") {
    return new ReadError("encrypted_pdf", "The PDF is password-protected; upload a copy without a password.");
  }
  return new ReadError("corrupt_file", `The PDF could not be parsed: ${shortReason(error)}`);
}
