import sharp from "sharp";
import { mapConcurrent } from "./concurrency.ts";
import { ReadError, shortReason } from "./errors.ts";
import { checkDecodedSize, checkStructure } from "./image-limits.ts";
import type { DocumentModel, Page } from "./model.ts";
import { pagesInFlight } from "./ocr/engine.ts";
import { ocrPage } from "./ocr/page.ts";
import { ocrScale, prepareForOcr } from "./ocr/prepare.ts";
import type { ResolvedReadOptions } from "./options.ts";
import { requireText } from "./require-text.ts";

export const IMAGE_CONTENT_TYPES = ["image/png", "image/jpeg", "image/jpg", "image/gif", "image/webp", "image/tiff"] as const;

/** Reads an image (every page of a TIFF) through OCR; page sizes are the image's pixels as displayed. */
export async function readImage(bytes: Uint8Array, opts: ResolvedReadOptions): Promise<DocumentModel> {
  if (bytes.length === 0) throw new ReadError("empty_document", "The image file is empty.");
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkStructure(input);
  const meta = await metadata(input, 0);
  // Only TIFF pages are pages; the frames of an animated GIF or WebP are moments of one picture, the first of
  // which is read.
  const pageCount = meta.format === "tiff" ? (meta.pages ?? 1) : 1;
  if (pageCount > opts.maxPages) {
    throw new ReadError("too_many_pages", `The image has ${pageCount} pages; at most ${opts.maxPages} are allowed.`);
  }
  const indexes = Array.from({ length: pageCount }, (_, i) => i);
  const pages = await mapConcurrent(indexes, pagesInFlight(), async (index) =>
    readPage(input, index, index === 0 ? meta : await metadata(input, index), opts),
  );
  return requireText({ kind: "image", pages });
}

async function readPage(input: Buffer, index: number, meta: sharp.Metadata, opts: ResolvedReadOptions): Promise<Page> {
  const { width, height } = meta.autoOrient;
  const of = index > 0 ? ` (page ${index + 1})` : "";
  if (!width || !height) throw new ReadError("corrupt_file", `The image${of} has no size.`);
  // Checked against the declared size, before decoding: a few kilobytes can declare gigabytes of pixels.
  if (width * height > opts.maxPixels) {
    throw new ReadError(
      "image_too_large",
      `The image${of} declares ${width} x ${height} pixels, more than the limit of ${opts.maxPixels.toLocaleString("en")} pixels.`,
    );
  }
  checkDecodedSize(meta, width, height, opts.maxPixels, of);
  const decoded = sharp(input, { page: index, limitInputPixels: opts.maxPixels }).autoOrient();
  const image = await prepareForOcr(decoded, width, height, ocrScale(width, height)).catch((error: unknown) => {
    throw new ReadError("corrupt_file", `The image${of} could not be decoded: ${shortReason(error)}`);
  });
  const { lines, tables } = await ocrPage(image, index + 1, opts);
  return { number: index + 1, width, height, source: "ocr", lines, tables };
}

async function metadata(input: Buffer, page: number): Promise<sharp.Metadata> {
  try {
    // Headers only; the pixel limit is checked by the caller with a clearer message than sharp's.
    return await sharp(input, { page, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ReadError("corrupt_file", `The image could not be read: ${shortReason(error)}`);
  }
}
