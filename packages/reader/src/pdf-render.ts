// What OCR needs from a PDF page: where it draws images, and the page as pixels. Runs in the PDF threads
// (pdf-threads.ts), so rendering never blocks the caller's event loop.
import type { PDFDocumentProxy, PDFOperatorList, PDFPageProxy } from "pdfjs-dist/types/src/display/api.js";
import type { PageViewport } from "pdfjs-dist/types/src/display/display_utils.js";
import type { BBox } from "./model.ts";
import { withPdf } from "./pdf-parse.ts";
import { type Matrix, multiply } from "./pdf-text.ts";

type Ops = typeof import("pdfjs-dist/legacy/build/pdf.mjs").OPS;

const RENDER_DPI = 300;
/** Images covering less of the page (icons, bullets, small badges) are not worth reading. */
const MIN_IMAGE_AREA = 0.01;
/** The largest images of a page that are read; a page of hundreds of tiles is a picture, not a form. */
const MAX_IMAGES = 8;

export type Pixels = { rgba: Uint8Array; width: number; height: number };

/**
 * What to read of a page: nothing, the whole page (it has no text layer), or the regions of its images (boxes as
 * fractions of the page) whose text the text layer lacks.
 */
export type OcrInput = { kind: "none" } | ({ kind: "page" } & Pixels) | ({ kind: "images"; images: BBox[] } & Pixels);

/**
 * `hasText`: whether the page has a text layer. `renderPixels`: the most pixels a rendering may have.
 * `maxImagePixels`: images declaring more are not decoded.
 */
export async function ocrInput(
  bytes: Uint8Array,
  number: number,
  hasText: boolean,
  renderPixels: number,
  maxImagePixels: number,
): Promise<OcrInput> {
  return withPdf(
    bytes,
    async (doc) => {
      const { OPS } = await import("pdfjs-dist/legacy/build/pdf.mjs");
      const page = await doc.getPage(number);
      try {
        const drawing = survey(await page.getOperatorList(), OPS, page.getViewport({ scale: 1 }));
        // A blank page (or one of empty forms) has nothing to read.
        if (!hasText) return drawing.paints ? { kind: "page", ...(await render(doc, page, renderPixels)) } : { kind: "none" };
        // Invisible text over a page image is an earlier OCR of that image.
        if (drawing.invisibleText || drawing.images.length === 0) return { kind: "none" };
        return { kind: "images", images: drawing.images, ...(await render(doc, page, renderPixels)) };
      } finally {
        page.cleanup();
      }
    },
    maxImagePixels,
  );
}

type Drawing = {
  /** Whether anything is drawn at all. */
  paints: boolean;
  /** Boxes (fractions of the page as displayed) of the largest images worth reading. */
  images: BBox[];
  /** Whether most text is drawn invisibly. */
  invisibleText: boolean;
};

/**
 * What the page draws, from its operator list: where its images are (the unit square under the current
 * transform) and how its text is rendered, following the graphics state through save/restore and forms.
 */
function survey(list: PDFOperatorList, OPS: Ops, viewport: PageViewport): Drawing {
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObjectRepeat,
  ]);
  const textOps = new Set<number>([OPS.showText, OPS.showSpacedText, OPS.nextLineShowText, OPS.nextLineSetSpacingShowText]);
  const stack: { ctm: Matrix; textMode: number }[] = [];
  let state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, textMode: 0 };
  let paints = false;
  let visible = 0;
  let invisible = 0;
  const images: { bbox: BBox; area: number }[] = [];
  list.fnArray.forEach((fn, i) => {
    const args = list.argsArray[i];
    if (fn === OPS.save || fn === OPS.paintFormXObjectBegin) {
      stack.push(state);
      state = { ...state };
      if (fn === OPS.paintFormXObjectBegin && Array.isArray(args?.[0])) state.ctm = multiply(state.ctm, args[0] as number[]);
    } else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) {
      state = stack.pop() ?? state;
    } else if (fn === OPS.transform) {
      state.ctm = multiply(state.ctm, args as number[]);
    } else if (fn === OPS.setTextRenderingMode) {
      state.textMode = Number(args?.[0] ?? 0);
    } else if (textOps.has(fn)) {
      paints = true;
      // Modes 3 and 7 draw nothing (7 only clips).
      if (state.textMode === 3 || state.textMode === 7) invisible++;
      else visible++;
    } else if (imageOps.has(fn)) {
      paints = true;
      const bbox = unitSquareOnPage(state.ctm, viewport);
      const area = (bbox[2] - bbox[0]) * (bbox[3] - bbox[1]);
      if (area >= MIN_IMAGE_AREA) images.push({ bbox, area });
    } else if (fn === OPS.constructPath) {
      // pdf.js 5 folds the painting operator into constructPath; a path that only clips draws nothing.
      if (args?.[0] !== OPS.endPath) paints = true;
    } else if (
      fn === OPS.shadingFill ||
      fn === OPS.paintSolidColorImageMask ||
      fn === OPS.paintImageMaskXObjectGroup ||
      fn === OPS.paintInlineImageXObjectGroup
    ) {
      paints = true;
    }
  });
  const largest = images.sort((a, b) => b.area - a.area).slice(0, MAX_IMAGES);
  return { paints, images: largest.map((image) => image.bbox), invisibleText: invisible > visible };
}

function unitSquareOnPage(ctm: Matrix, viewport: PageViewport): BBox {
  const m = multiply(viewport.transform, ctm);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [u, v] of [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ] as const) {
    xs.push((m[0] * u + m[2] * v + m[4]) / viewport.width);
    ys.push((m[1] * u + m[3] * v + m[5]) / viewport.height);
  }
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [clamp(Math.min(...xs)), clamp(Math.min(...ys)), clamp(Math.max(...xs)), clamp(Math.max(...ys))];
}

type CanvasFactory = {
  create(
    width: number,
    height: number,
  ): { canvas: unknown; context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
  destroy(entry: unknown): void;
};

/** Page `number` as RGBA pixels at most `maxPixels` large (for display), or null when the PDF has no such page. */
export async function pagePixels(bytes: Uint8Array, number: number, maxPixels: number, maxImagePixels: number): Promise<Pixels | null> {
  return withPdf(
    bytes,
    async (doc) => {
      if (number > doc.numPages) return null;
      const page = await doc.getPage(number);
      try {
        return await render(doc, page, maxPixels);
      } finally {
        page.cleanup();
      }
    },
    maxImagePixels,
  );
}

/** The page at 300 dpi (less when that would exceed `maxPixels`), as RGBA pixels. */
async function render(doc: PDFDocumentProxy, pdfPage: PDFPageProxy, maxPixels: number): Promise<Pixels> {
  const base = pdfPage.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_DPI / 72, Math.sqrt(maxPixels / (base.width * base.height)));
  const viewport = pdfPage.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  // pdf.js's own canvases (its copy of @napi-rs/canvas under Node): drawing with objects of two copies of that
  // native module in one process crashes it.
  const factory = doc.canvasFactory as CanvasFactory;
  const entry = factory.create(width, height);
  try {
    await pdfPage.render({ canvas: entry.canvas as never, canvasContext: entry.context as never, viewport }).promise;
    const { data } = entry.context.getImageData(0, 0, width, height);
    return { rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
  } finally {
    factory.destroy(entry);
  }
}
