import { createRequire } from "node:module";
import path from "node:path";
import type { PDFDocumentProxy } from "pdfjs-dist/types/src/display/api.js";
import { OcrUnavailableError, ReadError, shortReason } from "./errors.ts";
import { buildLines } from "./lines.ts";
import type { DocumentModel, Page } from "./model.ts";
import type { ResolvedReadOptions } from "./options.ts";
import { type QuarterTurn, dominantTextTurn, placeWords } from "./pdf-text.ts";
import { unturnLines, unturnTables } from "./rotation.ts";
import { detectTables } from "./tables.ts";
import { readPdfInThreads } from "./pdf-threads.ts";
import { requireText } from "./require-text.ts";

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

type Pdfjs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjs: Promise<Pdfjs> | undefined;

// pdf.js is large; text and CSV readers should not pay for loading it.
function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs");
  return pdfjs;
}

export async function readPdf(bytes: Uint8Array, opts: ResolvedReadOptions): Promise<DocumentModel> {
  const inProcess = await withPdf(bytes, async (doc) => {
    if (doc.numPages > opts.maxPages) {
      throw new ReadError("too_many_pages", `The PDF has ${doc.numPages} pages; at most ${opts.maxPages} are allowed.`);
    }
    // Long documents are read in threads, after this copy of the document is freed.
    if (doc.numPages >= PARALLEL_MIN_PAGES && opts.threads > 1) return { count: doc.numPages, pages: null };
    return { count: doc.numPages, pages: await readPages(doc, 1, doc.numPages) };
  });
  const pages = inProcess.pages ?? (await readPdfInThreads(bytes, inProcess.count, opts.threads));
  // Loaded here, not at the top: the threads that read page ranges import this module too, and must not each
  // load sharp and the OCR engine.
  const { addOcr } = await import("./pdf-ocr.ts");
  const withOcr = await addOcr(bytes, pages, opts, (use) => withPdf(bytes, use, opts.maxPixels));
  return requireText({ kind: "pdf", pages: withOcr });
}

/** Below this, starting threads costs more than it saves. */
const PARALLEL_MIN_PAGES = 8;

/** The text layer of pages first..last (1-based, inclusive); what each thread of a parallel read runs. */
export async function readPdfPages(bytes: Uint8Array, first: number, last: number): Promise<Page[]> {
  return withPdf(bytes, (doc) => readPages(doc, first, Math.min(last, doc.numPages)));
}

// One page at a time keeps memory flat on long documents.
async function readPages(doc: PDFDocumentProxy, first: number, last: number): Promise<Page[]> {
  const pages: Page[] = [];
  for (let number = first; number <= last; number++) pages.push(await readPage(doc, number));
  return pages;
}

/** The page count of a PDF, without reading its pages. */
export async function countPdfPages(bytes: Buffer | Uint8Array): Promise<number> {
  return withPdf(bytes, async (doc) => doc.numPages);
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
async function withPdf<T>(bytes: Uint8Array, use: (doc: PDFDocumentProxy) => Promise<T>, maxImagePixels = -1): Promise<T> {
  if (bytes.length === 0) throw new ReadError("empty_document", "The PDF file is empty.");
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    // A copy: pdf.js may take ownership of the buffer it is given.
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
  if (error instanceof ReadError || error instanceof OcrUnavailableError) return error;
  if (error instanceof Error && error.name === "PasswordException") {
    return new ReadError("encrypted_pdf", "The PDF is password-protected; upload a copy without a password.");
  }
  return new ReadError("corrupt_file", `The PDF could not be parsed: ${shortReason(error)}`);
}
