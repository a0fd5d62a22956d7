import sharp from "sharp";
import { mapConcurrent } from "./concurrency.ts";
import { buildLines, type PlacedWord } from "./lines.ts";
import type { BBox, Page } from "./model.ts";
import { pagesInFlight } from "./ocr/engine.ts";
import { ocrPage, ocrRegions } from "./ocr/page.ts";
import { MAX_OCR_PIXELS, prepareForOcr } from "./ocr/prepare.ts";
import type { OcrPass } from "./ocr/words.ts";
import { type ResolvedReadOptions, inflationLimits } from "./options.ts";
import type { OcrInput } from "./pdf-render.ts";
import { ocrInputInThread } from "./pdf-threads.ts";
import { detectTables } from "./tables.ts";

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
 * layer (source "text+ocr"). Pages are surveyed and rendered in the PDF threads, one per OCR worker and one more,
 * so that the workers do not wait for the next page.
 */
export async function addOcr(bytes: Uint8Array, pages: Page[], opts: ResolvedReadOptions): Promise<Page[]> {
  const hasImages = IMAGE_XOBJECT.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"));
  const candidates = pages.filter((page) => page.lines.length === 0 || (hasImages && !readsSideways(page)));
  if (candidates.length === 0) return pages;
  const read = await mapConcurrent(candidates, pagesInFlight(), async (page) => {
    const input = await ocrInputInThread(
      {
        bytes,
        page: page.number,
        hasText: page.lines.length > 0,
        renderPixels: Math.min(MAX_OCR_PIXELS, opts.maxPixels),
        maxImagePixels: opts.maxPixels,
        limits: inflationLimits(opts),
      },
      opts.pageTimeoutMs,
    );
    return readInput(page, input, opts);
  });
  const byNumber = new Map(read.map((page) => [page.number, page]));
  return pages.map((page) => byNumber.get(page.number) ?? page);
}

async function readInput(page: Page, input: OcrInput, opts: ResolvedReadOptions): Promise<Page> {
  if (input.kind === "none") return page;
  const { rgba, width, height } = input;
  const pixels = () => sharp(rgba, { raw: { width, height, channels: 4 } });
  if (input.kind === "page") {
    const image = await prepareForOcr(pixels(), width, height, 1);
    return { ...page, source: "ocr", ...(await ocrPage(image, page.number, opts)) };
  }
  const regions = input.images.map((bbox) => pixelRegion(bbox, width, height)).filter((region) => region.width > 1 && region.height > 1);
  const images = await Promise.all(regions.map((region) => prepareForOcr(pixels().extract(region), region.width, region.height, 1)));
  const passes = await ocrRegions(images, page.number, opts);
  const words = passes.flatMap((pass, i) => placeInPage(pass, regions[i]!, width, height, page));
  return mergeIntoTextLayer(page, words);
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
