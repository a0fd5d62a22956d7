import sharp from "sharp";
import { ReadError } from "../errors.ts";
import { buildLines, type PageSize, type PlacedWord } from "../lines.ts";
import type { Line, Table } from "../model.ts";
import type { ResolvedReadOptions } from "../options.ts";
import { mapLineBoxes, mapTableBoxes } from "../rotation.ts";
import { detectTables } from "../tables.ts";
import { type OcrModels, type PageBudget, detectOrientation, recognize } from "./engine.ts";
import { unrotateBBox } from "./frame.ts";
import { missedInk } from "./missed.ts";
import type { GreyImage, OcrImage } from "./prepare.ts";
import { MAX_SKEW } from "./skew.ts";
import { type OcrPass, readPass } from "./words.ts";

// Upright text reads with a mean confidence of 63-89 on the SROIE receipts; the same receipts turned by a
// quarter or half turn read at 31-58. Below this, the page may be turned, and tesseract's orientation detection
// is asked. It is not asked for every page: it costs a tenth of a reading and was wrong for 15 of 108 turned
// receipts (faint dot-matrix print), so its answer is only a candidate, kept when it reads better.
const GOOD_QUALITY = 65;
/** Fewer characters than this (a stamp, a page number) say nothing about how a page is turned. */
const MIN_CHARS_TO_TURN = 20;
/** Pages whose lines slope more than this are straightened before reading (cheap: it needs no OCR). */
const MIN_SKEW = 1;
/**
 * When the text lines tesseract found still slope more than this, the page is read again straightened: lines
 * sloping by 1-2 degrees read about as well as level ones, by 4 degrees noticeably worse.
 */
const MIN_RESIDUAL_SKEW = 2;

/** One pass over the page image turned clockwise by `angle` degrees, in the pixels of the turned image. */
type Reading = OcrPass & PageSize & { angle: number; image: GreyImage };

export type OcrLayout = { lines: Line[]; tables: Table[] };

/**
 * Reads an image of a page (as displayed) into lines and tables, with boxes as fractions of the image. A skewed
 * page is straightened, a page that reads poorly is tried the way tesseract's orientation detection says it is
 * turned, and one whose lines tesseract still finds sloping is read again straightened.
 */
export async function ocrPage(image: OcrImage, page: number, opts: ResolvedReadOptions): Promise<OcrLayout> {
  const budget = newBudget(page, opts);
  const models = ocrModels(opts);
  const read = (angle: number) => readTurned(image, angle, models, budget);
  const straighten = Math.abs(image.skew) >= MIN_SKEW ? -image.skew : 0;
  let best = await read(straighten);
  const sideways = !isLevel(best);
  if (best.chars >= MIN_CHARS_TO_TURN && (best.quality < GOOD_QUALITY || sideways)) {
    for (const turn of turnsToTry(await detectOrientation(image, opts.ocrDataDir, budget), sideways)) {
      const turned = await read(turn + straighten);
      if (isBetter(turned, best)) best = turned;
      if (best.quality >= GOOD_QUALITY && isLevel(best)) break;
    }
  }
  if (Math.abs(best.skew) >= MIN_RESIDUAL_SKEW && Math.abs(best.skew) <= MAX_SKEW) {
    const straightened = await read(best.angle - best.skew);
    if (!isBetter(best, straightened)) best = straightened;
  }
  const lines = buildLines([...best.words, ...(await rereadMissed(best, models, budget))], best);
  const tables = detectTables(lines, page);
  if (best.angle === 0) return { lines, tables };
  const unrotate = (bbox: Line["bbox"]) => unrotateBBox(bbox, best.angle, best, image);
  return { lines: mapLineBoxes(lines, unrotate), tables: mapTableBoxes(tables, unrotate) };
}

/**
 * The words of parts of a page (its images, when it has a text layer), each read as it is, in its own pixels.
 * They share the page's time limit.
 */
export async function ocrRegions(images: OcrImage[], page: number, opts: ResolvedReadOptions): Promise<OcrPass[]> {
  const budget = newBudget(page, opts);
  const passes: OcrPass[] = [];
  for (const image of images) passes.push(readPass(await recognize(image, ocrModels(opts), budget)));
  return passes;
}

function newBudget(page: number, opts: ResolvedReadOptions): PageBudget {
  return { page, limitMs: opts.pageTimeoutMs, usedMs: 0 };
}

/**
 * Turns to try for text that tesseract's orientation detection sees turned counter-clockwise by `degrees`:
 * turning it back clockwise by as much first, then the opposite turn, which the detection often confuses it with
 * (on faint receipts it took upside-down pages for upright ones). Text read as vertical is tried both ways a
 * quarter turn, and other text upside down, whatever the detection says.
 */
function turnsToTry(degrees: number | null, sideways: boolean): number[] {
  const detected = degrees === 90 || degrees === 180 || degrees === 270 ? [degrees, (degrees + 180) % 360] : [];
  return [...new Set([...detected, ...(sideways ? [90, 270] : [180])])].filter((turn) => turn !== 0);
}

/** Whether most of the text was read in level lines: tesseract also reads a sideways page, as vertical text. */
function isLevel(pass: OcrPass): boolean {
  return pass.vertical <= 0.5;
}

/** Text in level lines beats text standing on end; then the surer reading wins. */
function isBetter(a: OcrPass, b: OcrPass): boolean {
  return isLevel(a) !== isLevel(b) ? isLevel(a) : a.quality > b.quality;
}

function ocrModels(opts: ResolvedReadOptions): OcrModels {
  return { languages: opts.ocrLanguages, dataDir: opts.ocrDataDir };
}

async function readTurned(image: OcrImage, angle: number, models: OcrModels, budget: PageBudget): Promise<Reading> {
  let turned: GreyImage = image;
  if (angle !== 0) {
    const { data, info } = await sharp(image.grey, { raw: { width: image.width, height: image.height, channels: 1 } })
      .rotate(angle, { background: "#ffffff" })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    turned = { grey: data, width: info.width, height: info.height };
  }
  return { ...readPass(await recognize(turned, models, budget)), width: turned.width, height: turned.height, angle, image: turned };
}

/** A line read again from missed ink is kept when tesseract is this sure of it (a logo or a stamp reads as noise). */
const MIN_REREAD_CONFIDENCE = 0.6;
/** Words further apart than this many line heights are in different cells. */
const RUN_GAP = 1.5;

/**
 * The words of the lines that the reading left out (see missed.ts), read as one block, in the reading's pixels.
 * The extra pass is worth its time only where the page still has time left: without it the page stands as read.
 */
async function rereadMissed(reading: Reading, models: OcrModels, budget: PageBudget): Promise<PlacedWord[]> {
  const missed = missedInk(reading.image, reading.words);
  if (!missed) return [];
  let pass: OcrPass;
  try {
    pass = readPass(await recognize(missed.image, models, budget, true));
  } catch (error) {
    if (error instanceof ReadError && error.code === "ocr_timeout") return [];
    throw error;
  }
  const byRun = new Map<number, PlacedWord[]>();
  for (const w of pass.words) byRun.set(w.run, [...(byRun.get(w.run) ?? []), w]);
  let run = Math.max(-1, ...reading.words.map((w) => w.run));
  const out: PlacedWord[] = [];
  for (const line of byRun.values()) {
    if (line.reduce((s, w) => s + w.confidence, 0) / line.length < MIN_REREAD_CONFIDENCE) continue;
    line.forEach((w, i) => {
      // Read as one block, the missed cells of a table row come as one line: a wide gap starts a run of its own,
      // so that the words read before can stand between them.
      if (i === 0 || w.x0 - line[i - 1]!.x1 > RUN_GAP * w.size) run++;
      out.push({ ...w, x0: w.x0 + missed.x, x1: w.x1 + missed.x, y0: w.y0 + missed.y, y1: w.y1 + missed.y, run });
    });
  }
  return out;
}
