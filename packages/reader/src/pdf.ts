import { ReadError } from "./errors.ts";
import type { DocumentModel } from "./model.ts";
import { DEFAULT_INFLATION_LIMITS, type ResolvedReadOptions, inflationLimits } from "./options.ts";
import type { InflationLimits } from "./pdf-inflation.ts";
import { addOcr } from "./pdf-ocr.ts";
import { countPagesInThread, readTextInThreads, shareBytes } from "./pdf-threads.ts";
import { requireText } from "./require-text.ts";

/** Reads a PDF: the text layer of every page, then OCR of what only pixels hold (pdf-ocr.ts). */
export async function readPdf(bytes: Uint8Array, opts: ResolvedReadOptions): Promise<DocumentModel> {
  if (bytes.length === 0) throw emptyFile();
  const shared = shareBytes(bytes);
  const pages = await readTextInThreads(shared, {
    maxPages: opts.maxPages,
    parallel: opts.threads,
    pageTimeoutMs: opts.pageTimeoutMs,
    limits: inflationLimits(opts),
  });
  return requireText({ kind: "pdf", pages: await addOcr(shared, pages, opts) });
}

/**
 * The page count of a PDF, without reading its pages; `timeoutMs` bounds the parse. What pdf.js inflates to count
 * (cross-reference and object streams) is measured against `limits` first.
 */
export async function countPdfPages(
  bytes: Uint8Array,
  timeoutMs = 10_000,
  limits: InflationLimits = DEFAULT_INFLATION_LIMITS,
): Promise<number> {
  if (bytes.length === 0) throw emptyFile();
  return countPagesInThread(shareBytes(bytes), limits, timeoutMs);
}

function emptyFile() {
  return new ReadError("empty_document", "The PDF file is empty.");
}
