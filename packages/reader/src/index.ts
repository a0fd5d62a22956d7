import { readCsv } from "./csv.ts";
import { ReadError } from "./errors.ts";
import { IMAGE_CONTENT_TYPES, readImage } from "./image.ts";
import type { DocumentModel } from "./model.ts";
import { type ReadOptions, type ResolvedReadOptions, resolveOptions } from "./options.ts";
import { readPdf, readPdfWindows } from "./pdf.ts";
import { readText } from "./text.ts";

export type * from "./model.ts";
export { ReadError, type ReadErrorCode } from "./errors.ts";
export type { ReadOptions } from "./options.ts";
export { countPdfPages } from "./pdf.ts";
export { hasPageImages, renderPageImage } from "./page-image.ts";
export { closePdfThreads } from "./pdf-threads.ts";
export { THREAD_EXEC_ARGV } from "./thread-argv.ts";
export { coreBudget, onACore, useCores } from "./cores.ts";
export { collectGarbage } from "./collect-garbage.ts";
export { closeOcr, configureOcr } from "./ocr/engine.ts";
export { installedFile as ocrModelFile, removeThreadLanguageFolders } from "./ocr/languages.ts";

type FormatReader = (bytes: Uint8Array, opts: ResolvedReadOptions) => Promise<DocumentModel>;

/** One reader per content type; images, and what PDF pages hold only as pixels, are read through OCR. */
const READERS = new Map<string, FormatReader>([
  ["application/pdf", readPdf],
  ["text/plain", readText],
  ["text/csv", readCsv],
  ...IMAGE_CONTENT_TYPES.map((type): [string, FormatReader] => [type, readImage]),
]);

/** Reads a file into the document model, or throws a ReadError that says why it cannot be read. */
export async function readDocument(bytes: Buffer | Uint8Array, contentType: string, opts?: ReadOptions): Promise<DocumentModel> {
  const reader = READERS.get(mediaType(contentType));
  if (!reader) throw new ReadError("unsupported_content_type", `Files of type "${contentType}" cannot be read.`);
  return reader(bytes, resolveOptions(opts));
}

/**
 * Reads a file as readDocument does, a PDF of more than `windowPages` pages in windows of that many pages (see
 * readPdfWindows); any other file in one window.
 */
export async function* readDocumentWindows(
  bytes: Buffer | Uint8Array,
  contentType: string,
  windowPages: number,
  opts?: ReadOptions,
): AsyncGenerator<DocumentModel> {
  if (mediaType(contentType) === "application/pdf") yield* readPdfWindows(bytes, resolveOptions(opts), windowPages);
  else yield await readDocument(bytes, contentType, opts);
}

/** Parameters such as "; charset=utf-8" do not change the reader; the text readers detect the encoding. */
function mediaType(contentType: string): string {
  return contentType.split(";", 1)[0]!.trim().toLowerCase();
}

/** The document's text: lines joined with \n, pages separated by \f. */
export function documentText(doc: DocumentModel): string {
  return doc.pages.map((page) => page.lines.map((line) => line.text).join("\n")).join("\f");
}
