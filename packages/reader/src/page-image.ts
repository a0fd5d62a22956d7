// A page of a document as a PNG for people to look at (the playground draws value boxes over it): PDF pages
// rendered by pdf.js in the PDF threads, image pages (each TIFF page) upright as displayed. Boxes the reader
// reports are fractions of these same pages, so they fit whatever size the image is shown at.
import sharp from "sharp";
import { ReadError, shortReason } from "./errors.ts";
import { checkStructure } from "./image-limits.ts";
import { IMAGE_CONTENT_TYPES } from "./image.ts";
import { type ReadOptions, inflationLimits, resolveOptions } from "./options.ts";
import { pagePixelsInThread, shareBytes } from "./pdf-threads.ts";

/** About 150 dpi on an A4 or Letter page: sharp on a screen, a few hundred kilobytes as PNG. */
const DISPLAY_PIXELS = 2_400_000;
const DISPLAY_EDGE = 1800;

/** Whether pages of this content type can be rendered (text and CSV have no pages to look at). */
export function hasPageImages(contentType: string): boolean {
  return contentType === "application/pdf" || (IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType);
}

/**
 * Page `page` (1-based) as a PNG, or null when the document has no such page. Throws a ReadError when the
 * document cannot be read, within the same limits as reading it (`opts`).
 */
export async function renderPageImage(bytes: Uint8Array, contentType: string, page: number, opts?: ReadOptions): Promise<Buffer | null> {
  const o = resolveOptions(opts);
  if (contentType === "application/pdf") {
    const pixels = await pagePixelsInThread(
      { bytes: shareBytes(bytes), page, renderPixels: DISPLAY_PIXELS, maxImagePixels: o.maxPixels, limits: inflationLimits(o) },
      o.pageTimeoutMs,
    );
    if (!pixels) return null;
    return sharp(pixels.rgba, { raw: { width: pixels.width, height: pixels.height, channels: 4 } })
      .png()
      .toBuffer();
  }
  if (!hasPageImages(contentType)) throw new ReadError("unsupported_content_type", `Files of type "${contentType}" have no page images.`);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkStructure(input);
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    // Only TIFF pages are pages; GIF and WebP frames are moments of one picture, of which the first is read.
    if (page > (meta.format === "tiff" ? (meta.pages ?? 1) : 1)) return null;
    return await sharp(input, { page: page - 1, limitInputPixels: o.maxPixels })
      .autoOrient()
      .resize({ width: DISPLAY_EDGE, height: DISPLAY_EDGE, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (error) {
    throw new ReadError("corrupt_file", `The image could not be rendered: ${shortReason(error)}`);
  }
}
