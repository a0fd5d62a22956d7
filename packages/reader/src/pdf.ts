import { ReadError } from "./errors.ts";
import type { DocumentModel } from "./model.ts";
import { DEFAULT_INFLATION_LIMITS, type ResolvedReadOptions, inflationLimits } from "./options.ts";
import type { InflationLimits } from "./pdf-inflation.ts";
import { addOcr } from "./pdf-ocr.ts";
import { countPagesInThread, openPdf, readPageRange, releaseAfter, shareBytes } from "./pdf-threads.ts";
import { requireText } from "./require-text.ts";

/** Reads a PDF whole: the text layer of every page, then OCR of what only pixels hold (pdf-ocr.ts). */
export async function readPdf(bytes: Uint8Array, opts: ResolvedReadOptions): Promise<DocumentModel> {
  let whole: DocumentModel | undefined;
  for await (const window of readPdfWindows(bytes, opts, Number.POSITIVE_INFINITY)) whole = window;
  return whole!;
}

/**
 * Reads a PDF a window of `windowPages` pages at a time, each window a document of its own (its pages keep their
 * numbers in the whole), so that a long document is never held whole: the caller extracts each window and lets it
 * go. A document of one window is read with up to `opts.threads` PDF threads at once. A longer one is read by one,
 * a window ahead of the caller: reading the next window and extracting this one keep two cores busy, where a second
 * PDF thread would hold another copy of pdf.js and the document's structure (about 120 MB for 1,500 pages).
 */
export async function* readPdfWindows(bytes: Uint8Array, opts: ResolvedReadOptions, windowPages: number): AsyncGenerator<DocumentModel> {
  if (bytes.length === 0) throw emptyFile();
  const shared = shareBytes(bytes);
  const settings = { maxPages: opts.maxPages, parallel: opts.threads, pageTimeoutMs: opts.pageTimeoutMs, limits: inflationLimits(opts) };
  const opened = await openPdf(shared, settings);
  if (opened.pages || opened.count <= windowPages) {
    const pages = opened.pages ?? (await readPageRange(shared, settings, 1, opened.count));
    await releaseAfter(opened.count);
    yield requireText({ kind: "pdf", pages: await addOcr(shared, pages, opts) });
    return;
  }
  const read = (first: number) => {
    const last = Math.min(opened.count, first + windowPages - 1);
    const pages = readPageRange(shared, { ...settings, parallel: 1 }, first, last).then((text) => addOcr(shared, text, opts));
    // Handled when awaited; until then (the caller extracting the window before) a failure must not count as
    // unhandled, which would end the thread.
    pages.catch(() => undefined);
    return pages;
  };
  let text = false;
  let next = read(1);
  try {
    for (let first = 1; first <= opened.count; first += windowPages) {
      const pages = await next;
      if (first + windowPages <= opened.count) next = read(first + windowPages);
      text ||= pages.some((page) => page.lines.length > 0);
      yield { kind: "pdf", pages };
    }
  } finally {
    await releaseAfter(opened.count);
  }
  if (!text) requireText({ kind: "pdf", pages: [] });
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
