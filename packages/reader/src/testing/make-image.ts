import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { type PdfText, makePdf } from "./make-pdf.ts";

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

type CanvasFactory = {
  create(
    width: number,
    height: number,
  ): {
    canvas: unknown;
    context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
  };
};

/**
 * Each page of a PDF as a grey PNG at `dpi`, drawn by pdf.js with the fonts it ships: the same pixels on every
 * machine, with no system fonts needed.
 */
export async function renderPdf(pdf: Uint8Array, dpi: number): Promise<Buffer[]> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: path.join(pdfjsRoot, "standard_fonts") + path.sep,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pngs: Buffer[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const width = Math.round(viewport.width);
      const height = Math.round(viewport.height);
      const { canvas, context } = (doc.canvasFactory as CanvasFactory).create(width, height);
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      const { data } = context.getImageData(0, 0, width, height);
      pngs.push(
        await sharp(Buffer.from(data.buffer), { raw: { width, height, channels: 4 } })
          .grayscale()
          .png()
          .toBuffer(),
      );
    }
    return pngs;
  } finally {
    await doc.destroy();
  }
}

/** A multi-page TIFF (LZW) of page images, as a scanner's document feeder delivers a document. */
export function multiPageTiff(pages: Buffer[]): Promise<Buffer> {
  return sharp(pages, { join: { animated: true } })
    .tiff({ compression: "lzw" })
    .toBuffer();
}

/** A "scan": `texts` set in Helvetica on a page of `size` points (positions from its top-left), at `dpi`. */
export async function textImage(texts: PdfText[], size: [number, number], dpi = 300): Promise<Buffer> {
  const [png] = await renderPdf(await makePdf([texts], { size }), dpi);
  return png!;
}

/** Text lines down a page: by default one every 24 points from 36 points from the top, 36 points from the left. */
export function textLines(lines: string[], size = 14, at: { x: number; y: number; step: number } = { x: 36, y: 36, step: 24 }): PdfText[] {
  return lines.map((text, i) => ({ text, x: at.x, y: at.y + i * at.step, size }));
}
