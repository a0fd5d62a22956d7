import { ReadError } from "./errors.ts";
import type { DocumentModel } from "./model.ts";
import type { ResolvedReadOptions } from "./options.ts";
import { addOcr } from "./pdf-ocr.ts";
import { countPagesInThread, readTextInThreads, shareBytes } from "./pdf-threads.ts";
import { requireText } from "./require-text.ts";

/** Reads a PDF: the text layer of every page, then OCR of what only pixels hold (pdf-ocr.ts). */
export async function readPdf(bytes: Uint8Array, opts: ResolvedReadOptions): Promise<DocumentModel> {
  if (bytes.length === 0) throw emptyFile();
  const shared = shareBytes(bytes);
  const pages = await readTextInThreads(shared, opts.maxPages, opts.threads, opts.pageTimeoutMs);
  return requireText({ kind: "pdf", pages: await addOcr(shared, pages, opts) });
}

/** The page count of a PDF, without reading its pages; `timeoutMs` bounds the parse. */
export async function countPdfPages(bytes: Uint8Array, timeoutMs = 10_000): Promise<number> {
  if (bytes.length === 0) throw emptyFile();
  return countPagesInThread(shareBytes(bytes), Number.MAX_SAFE_INTEGER, timeoutMs);
}

function emptyFile() {
  return new ReadError("empty_document", "The PDF file is empty.");
}
