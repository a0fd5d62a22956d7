import type { PDFDocumentProxy, PDFOperatorList, PDFPageProxy } from "pdfjs-dist/types/src/display/api.js";
import type { PageViewport } from "pdfjs-dist/types/src/display/display_utils.js";
import sharp from "sharp";
import { mapConcurrent } from "./concurrency.ts";
import { buildLines, type PlacedWord } from "./lines.ts";
import type { BBox, Page } from "./model.ts";
import { pagesInFlight } from "./ocr/engine.ts";
import { ocrPage, ocrRegions } from "./ocr/page.ts";
import { MAX_OCR_PIXELS, prepareForOcr } from "./ocr/prepare.ts";
import type { OcrPass } from "./ocr/words.ts";
import type { ResolvedReadOptions } from "./options.ts";
import { type Matrix, multiply } from "./pdf-text.ts";
import { detectTables } from "./tables.ts";

type Ops = typeof import("pdfjs-dist/legacy/build/pdf.mjs").OPS;

const RENDER_DPI = 300;
/** Images covering less of the page (icons, bullets, small badges) are not worth reading. */
const MIN_IMAGE_AREA = 0.01;
/** The largest images of a page that are read; a page of hundreds of tiles is a picture, not a form. */
const MAX_IMAGES = 8;
/**
 * OCR words added to a text layer must be this sure: images on text pages are mostly logos, photos and QR
 * codes, whose shapes tesseract may read as short, unsure "words". In the corpus the words of pictured text
 * scored 0.84-0.96, an IBAN with O/0 doubts 0.54-0.58, and the only stray (a "3" in a logo) 0.39.
 */
const MIN_MERGED_CONFIDENCE = 0.5;
/** An OCR word covered this much by a text-layer word is that word again (text printed over an image). */
const MAX_OVERLAP = 0.3;
/**
 * Image XObjects are streams, and a stream's dictionary is never compressed, so this finds every image of a
 * file without parsing it: most text PDFs have none, and need no per-page look at what is drawn.
 */
const IMAGE_XOBJECT = /\/Subtype\s*\/Image(?![A-Za-z])/;

/**
 * Fills in what only OCR can read: pages without a text layer are rendered and read whole (source "ocr"), and
 * text in sizeable images of the other pages (a seller block pasted in as a picture) is added to their text
 * layer (source "text+ocr"). The document is opened again with `open` only when some page may need it; pages
 * are read in parallel, one per OCR worker and one more being rendered.
 */
export async function addOcr(
  bytes: Uint8Array,
  pages: Page[],
  opts: ResolvedReadOptions,
  open: (use: (doc: PDFDocumentProxy) => Promise<Page[]>) => Promise<Page[]>,
): Promise<Page[]> {
  const hasImages = IMAGE_XOBJECT.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"));
  const candidates = pages.filter((page) => page.lines.length === 0 || (hasImages && !readsSideways(page)));
  if (candidates.length === 0) return pages;
  const { OPS } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const read = await open((doc) =>
    mapConcurrent(candidates, pagesInFlight(), async (page) => {
      const pdfPage = await doc.getPage(page.number);
      try {
        return await ocrPdfPage(doc, pdfPage, page, OPS, opts);
      } finally {
        pdfPage.cleanup();
      }
    }),
  );
  const byNumber = new Map(read.map((page) => [page.number, page]));
  return pages.map((page) => byNumber.get(page.number) ?? page);
}

async function ocrPdfPage(doc: PDFDocumentProxy, pdfPage: PDFPageProxy, page: Page, OPS: Ops, opts: ResolvedReadOptions): Promise<Page> {
  const viewport = pdfPage.getViewport({ scale: 1 });
  const drawing = survey(await pdfPage.getOperatorList(), OPS, viewport);
  if (page.lines.length === 0) {
    // A blank page (or one of empty forms) has nothing to read.
    if (!drawing.paints) return page;
    const { rgba, width, height } = await render(doc, pdfPage, opts);
    const image = await prepareForOcr(sharp(rgba, { raw: { width, height, channels: 4 } }), width, height, 1);
    return { ...page, source: "ocr", ...(await ocrPage(image, page.number, opts)) };
  }
  // Invisible text over a page image is an earlier OCR of that image.
  if (drawing.invisibleText || drawing.images.length === 0) return page;
  const { rgba, width, height } = await render(doc, pdfPage, opts);
  const regions = drawing.images.map((bbox) => pixelRegion(bbox, width, height)).filter((region) => region.width > 1 && region.height > 1);
  const images = await Promise.all(
    regions.map((region) => prepareForOcr(sharp(rgba, { raw: { width, height, channels: 4 } }).extract(region), region.width, region.height, 1)),
  );
  const passes = await ocrRegions(images, page.number, opts);
  const words = passes.flatMap((pass, i) => placeInPage(pass, regions[i]!, width, height, page));
  return mergeIntoTextLayer(page, words);
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
    } else if (fn === OPS.shadingFill || fn === OPS.paintSolidColorImageMask || fn === OPS.paintImageMaskXObjectGroup || fn === OPS.paintInlineImageXObjectGroup) {
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
  for (const [u, v] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
    xs.push((m[0] * u + m[2] * v + m[4]) / viewport.width);
    ys.push((m[1] * u + m[3] * v + m[5]) / viewport.height);
  }
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [clamp(Math.min(...xs)), clamp(Math.min(...ys)), clamp(Math.max(...xs)), clamp(Math.max(...ys))];
}

type CanvasFactory = {
  create(width: number, height: number): { canvas: unknown; context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
  destroy(entry: unknown): void;
};

/** The page at 300 dpi (less when that would exceed the OCR pixel budget), as RGBA pixels. */
async function render(doc: PDFDocumentProxy, pdfPage: PDFPageProxy, opts: ResolvedReadOptions): Promise<{ rgba: Buffer; width: number; height: number }> {
  const base = pdfPage.getViewport({ scale: 1 });
  const maxPixels = Math.min(MAX_OCR_PIXELS, opts.maxPixels);
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
    return { rgba: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height };
  } finally {
    factory.destroy(entry);
  }
}

type Region = { left: number; top: number; width: number; height: number };

function pixelRegion([x0, y0, x1, y1]: BBox, width: number, height: number): Region {
  const left = Math.floor(x0 * width);
  const top = Math.floor(y0 * height);
  return { left, top, width: Math.min(width, Math.ceil(x1 * width)) - left, height: Math.min(height, Math.ceil(y1 * height)) - top };
}

/** OCR words of a region of the rendered page, placed in page units. */
function placeInPage(pass: OcrPass, region: Region, width: number, height: number, page: Page): PlacedWord[] {
  const sx = page.width / width;
  const sy = page.height / height;
  return pass.words.map((word) => ({
    ...word,
    x0: (region.left + word.x0) * sx,
    x1: (region.left + word.x1) * sx,
    y0: (region.top + word.y0) * sy,
    y1: (region.top + word.y1) * sy,
    size: word.size * sy,
  }));
}

/**
 * The page with the sure OCR words that no text-layer word covers, laid out into lines together with the text
 * layer, so that a label in an image and its value in text share a line.
 */
function mergeIntoTextLayer(page: Page, ocrWords: PlacedWord[]): Page {
  const textBoxes = page.lines.flatMap((line) => line.words.map((word) => word.bbox));
  const size = { width: page.width, height: page.height };
  const runs = page.lines.length;
  const added = ocrWords
    .filter((word) => word.confidence >= MIN_MERGED_CONFIDENCE && !coveredByText(word, textBoxes, size))
    .map((word) => ({ ...word, run: runs + word.run }));
  if (added.length === 0) return page;
  const horizontal: PlacedWord[] = [];
  const vertical: PlacedWord[][] = [];
  page.lines.forEach((line, run) => {
    // Each text line is one run: lines.ts keeps its words together and in order, as they were.
    const words = line.words.map(({ text, bbox: [x0, y0, x1, y1], confidence }) => ({
      text,
      x0: x0 * page.width,
      y0: y0 * page.height,
      x1: x1 * page.width,
      y1: y1 * page.height,
      size: (y1 - y0) * page.height,
      confidence,
      run,
    }));
    if (isVertical(line.bbox, size)) vertical.push(words);
    else horizontal.push(...words);
  });
  const lines = buildLines([...horizontal, ...added], size, vertical);
  return { ...page, source: "text+ocr", lines, tables: detectTables(lines, page.number) };
}

function coveredByText(word: PlacedWord, textBoxes: BBox[], size: { width: number; height: number }): boolean {
  const box: BBox = [word.x0 / size.width, word.y0 / size.height, word.x1 / size.width, word.y1 / size.height];
  const area = (box[2] - box[0]) * (box[3] - box[1]);
  return textBoxes.some((text) => {
    const w = Math.min(box[2], text[2]) - Math.max(box[0], text[0]);
    const h = Math.min(box[3], text[3]) - Math.max(box[1], text[1]);
    return w > 0 && h > 0 && w * h > MAX_OVERLAP * area;
  });
}

function isVertical([x0, y0, x1, y1]: BBox, size: { width: number; height: number }): boolean {
  return (y1 - y0) * size.height > (x1 - x0) * size.width;
}

/**
 * Whether most of the page's text runs up or down the page (a table printed sideways). Its lines were laid out
 * turned, which a merge on the page as displayed would undo; such pages keep their text layer as it is.
 */
function readsSideways(page: Page): boolean {
  const size = { width: page.width, height: page.height };
  let vertical = 0;
  let horizontal = 0;
  for (const line of page.lines) {
    if (isVertical(line.bbox, size)) vertical += line.text.length;
    else horizontal += line.text.length;
  }
  return vertical > horizontal;
}
