import os from "node:os";
import type { InflationLimits } from "./pdf-inflation.ts";

export type ReadOptions = {
  /** Documents with more pages (PDF pages, TIFF pages) are refused with `too_many_pages`. Default 2000. */
  maxPages?: number;
  /**
   * Images whose pages declare more pixels are refused with `image_too_large` before anything is decoded, so a
   * small file cannot expand into gigabytes. Default 50 million (a page scanned at 600 dpi is about 35 million).
   */
  maxPixels?: number;
  /**
   * Tesseract language codes to read scans and images with, each installed as an `@tesseract.js-data/<code>`
   * package. Default eng, deu and fra.
   */
  ocrLanguages?: string[];
  /**
   * A folder of plain `<lang>.traineddata` files to read with instead of the npm packages: Debian's "fast"
   * models (/usr/share/tesseract-ocr/5/tessdata, from tesseract-ocr-eng and friends) read about 1.25x faster
   * and less accurately; a model trained for your documents goes here too. Default: none.
   */
  ocrDataDir?: string | null;
  /**
   * The time one page may take: OCR of a page taking longer fails the document with `ocr_timeout`; parsing or
   * rendering a PDF page, with `read_timeout`. Default 60 000 ms.
   */
  pageTimeoutMs?: number;
  /** Threads that read the text layer of a long PDF in parallel (page ranges). Default: one per core. */
  threads?: number;
  /**
   * What one PDF stream may inflate to (all its filters' output together), checked before pdf.js inflates it and
   * again inside pdf.js; over it the document fails with `too_large`. Default 256 MiB: the largest streams of real
   * documents are images, and an image at the pixel limit (50 million pixels, RGBA) is 200 MB.
   */
  maxInflatedStreamBytes?: number;
  /** What the content streams of one PDF page may inflate to together. Default 256 MiB (real pages: kilobytes to a few MB). */
  maxInflatedPageBytes?: number;
  /**
   * What all streams of a PDF may inflate to together (a page's contents counted for each page that draws them).
   * Default 1 GiB: 40 times the default upload limit, while real documents inflate 2 to 15 times.
   */
  maxInflatedBytes?: number;
};

export type ResolvedReadOptions = Required<ReadOptions>;

export function resolveOptions(opts: ReadOptions = {}): ResolvedReadOptions {
  return {
    maxPages: opts.maxPages ?? 2000,
    maxPixels: opts.maxPixels ?? 50_000_000,
    // German and French invoices are part of what we read; on the SROIE receipts the three together also read
    // English more accurately than English alone, as uncertain words get a second opinion.
    ocrLanguages: opts.ocrLanguages ?? ["eng", "deu", "fra"],
    ocrDataDir: opts.ocrDataDir ?? null,
    pageTimeoutMs: opts.pageTimeoutMs ?? 60_000,
    threads: opts.threads ?? os.availableParallelism(),
    maxInflatedStreamBytes: opts.maxInflatedStreamBytes ?? DEFAULT_INFLATION_LIMITS.stream,
    maxInflatedPageBytes: opts.maxInflatedPageBytes ?? DEFAULT_INFLATION_LIMITS.page,
    maxInflatedBytes: opts.maxInflatedBytes ?? DEFAULT_INFLATION_LIMITS.document,
  };
}

const MIB = 1024 * 1024;

export const DEFAULT_INFLATION_LIMITS: InflationLimits = { stream: 256 * MIB, page: 256 * MIB, document: 1024 * MIB };

export function inflationLimits(opts: ResolvedReadOptions): InflationLimits {
  return { stream: opts.maxInflatedStreamBytes, page: opts.maxInflatedPageBytes, document: opts.maxInflatedBytes };
}
