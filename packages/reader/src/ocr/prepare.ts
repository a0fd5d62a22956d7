import sharp from "sharp";
import { estimateSkew } from "./skew.ts";

/** Grey pixels, one byte each, row by row. */
export type GreyImage = { grey: Buffer; width: number; height: number };

/** A grey image ready for tesseract, and how far its text lines slope (clockwise, degrees). */
export type OcrImage = GreyImage & { skew: number };

// Text reads best with capitals about 30 px tall (300 dpi). An image says nothing reliable about its resolution
// (phones and many scanners write 72 dpi), so small images are enlarged until the short side would be a till
// receipt's width at 300 dpi, or the long side a good part of a page's height. On the SROIE receipts (440-940 px
// wide) this read 92% of the annotated words, against 88% at their own size and 90% when enlarging by the long
// side alone.
const MIN_SHORT_SIDE = 1000;
const MIN_LONG_SIDE = 2000;
const MAX_UPSCALE = 3;
/** Above about 300 dpi of an A4 page (8.7 million pixels) tesseract reads no better and only slower. */
export const MAX_OCR_PIXELS = 20_000_000;

/**
 * Contrast is stretched so that the darkest 3% of the pixels become black (on SROIE 90.7% of the annotated words
 * read, against 90.1% at 2% and 87.3% at 1%: faded print needs a firm stretch), but never over fewer than this
 * many grey levels, which would turn paper grain into noise.
 */
const INK_PERCENTILE = 0.03;
const MIN_STRETCHED_RANGE = 80;
/** A band of this many grey levels holding this share of the pixels, light and short of the paper, is a shade. */
const SHADE_BAND = 9;
const SHADE_SHARE = 0.02;
const SHADE_MIN_LEVEL = 128;
const SHADE_BELOW_PAPER = 24;
const SHADE_REACH = 4;
const SHADE_SAMPLES = 5000;
const SHADE_INSIDE = 0.6;

/**
 * The lowest grey level of a flat light shade, or null: a narrow band of levels that holds many pixels, most of
 * them inside an area of that grey (their neighbours four pixels away are of it too). Faded ink can fill such a
 * band too, but in strokes, whose pixels mostly lie at an edge.
 */
function flatShade(histogram: Uint32Array, count: number, paper: number, grey: Buffer, channels: number, width: number): number | null {
  for (let start = SHADE_MIN_LEVEL; start + SHADE_BAND <= paper - SHADE_BELOW_PAPER; start++) {
    let mass = 0;
    for (let level = start; level < start + SHADE_BAND; level++) mass += histogram[level]!;
    if (mass < SHADE_SHARE * count) continue;
    const inBand = (i: number) => i >= 0 && i < grey.length && grey[i]! >= start && grey[i]! < start + SHADE_BAND;
    const reach = SHADE_REACH * width * channels;
    let seen = 0;
    let inside = 0;
    for (let i = 0; i < grey.length && seen < SHADE_SAMPLES; i += 7 * channels) {
      if (!inBand(i)) continue;
      seen++;
      if (inBand(i - reach) && inBand(i + reach) && inBand(i - SHADE_REACH * channels) && inBand(i + SHADE_REACH * channels)) inside++;
    }
    return inside >= SHADE_INSIDE * seen ? start : null;
  }
  return null;
}

// A rule is a run of ink along a row, dots or dashes bridged, at least this share of the page's width long
// (a word's strokes never run that far along one row), and thin: the rows a few pixels above and below it are
// paper nearly all along.
const RULE_MIN_SHARE = 0.1;
const RULE_MAX_GAP = 4;
const RULE_REACH = 3;
const RULE_THIN = 0.95;
/** Dots or dashes cover about half their run at least; the top edge of a row of capitals has wider gaps. */
const RULE_DENSITY = 0.4;
/** An underline stands this many pixels (at 200-300 dpi) under the text written on it, over this share of its length. */
const UNDERLINE_GAP = [4, 16] as const;
const UNDERLINED = 0.15;

/**
 * Whitens the rules that text stands on: form lines under filled-in values (solid or dotted). Tesseract takes a
 * line of text that stands on a dotted rule for a picture and drops it whole ("Date of birth: 09/11/1985" over
 * its dots); without the rule it reads the line.
 */
function removeRules(grey: Buffer, width: number, height: number): void {
  const dark = (x: number, y: number) => y >= 0 && y < height && grey[y * width + x]! < 128;
  const minRun = Math.max(80, Math.round(width * RULE_MIN_SHARE));
  const rules: [number, number, number][] = [];
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      if (!dark(x, y)) {
        x++;
        continue;
      }
      let last = x;
      for (let k = x + 1; k < width && k - last <= RULE_MAX_GAP; k++) if (dark(k, y)) last = k;
      if (last - x + 1 >= minRun) {
        let clear = 0;
        let inked = 0;
        for (let k = x; k <= last; k++) {
          if (dark(k, y)) inked++;
          if (!dark(k, y - RULE_REACH) && !dark(k, y + RULE_REACH)) clear++;
        }
        const length = last - x + 1;
        if (clear >= RULE_THIN * length && inked >= RULE_DENSITY * length && underText(grey, width, height, x, last, y))
          rules.push([y, x, last]);
      }
      x = last + 1;
    }
  }
  for (const [y, from, to] of rules) grey.fill(255, y * width + from, y * width + to + 1);
}

/**
 * Whether text stands on the rule: ink in the band a little above it over part of its length. A rule alone between
 * lines (a receipt's row of dashes) is left as it is: tesseract reads around it well.
 */
function underText(grey: Buffer, width: number, height: number, from: number, to: number, y: number): boolean {
  let columns = 0;
  for (let x = from; x <= to; x++) {
    for (let dy = UNDERLINE_GAP[0]; dy <= UNDERLINE_GAP[1]; dy++) {
      if (y - dy >= 0 && grey[(y - dy) * width + x]! < 128) {
        columns++;
        break;
      }
    }
  }
  return columns >= UNDERLINED * (to - from + 1);
}

/** The factor by which an image of `width` x `height` pixels is scaled before OCR. */
export function ocrScale(width: number, height: number): number {
  const enlarge = Math.min(MAX_UPSCALE, Math.max(1, MIN_SHORT_SIDE / Math.min(width, height), MIN_LONG_SIDE / Math.max(width, height)));
  return Math.min(enlarge, Math.sqrt(MAX_OCR_PIXELS / (width * height)));
}

/**
 * The image (`width` x `height` pixels as it is displayed) flattened onto white, grey, scaled by `scale` and
 * contrast-stretched: faded till receipts and pale scans read far better stretched (on SROIE, 91% of the
 * annotated words against 79%). Also measures its skew.
 */
export async function prepareForOcr(image: sharp.Sharp, width: number, height: number, scale: number): Promise<OcrImage> {
  let flat = image.flatten({ background: "#ffffff" }).grayscale();
  if (scale !== 1) flat = flat.resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), { fit: "fill" });
  const { data, info } = await flat.raw().toBuffer({ resolveWithObject: true });
  const levels = greyLevels(data, info.channels, info.width);
  const skew = estimateSkew(data, info.width, info.height, info.channels, (levels.ink + levels.paper) / 2);
  const stretch = stretchTable(levels.ink, levels.paper);
  const grey = Buffer.alloc(info.width * info.height);
  for (let i = 0; i < grey.length; i++) grey[i] = stretch[data[i * info.channels]!]!;
  removeRules(grey, info.width, info.height);
  return { grey, width: info.width, height: info.height, skew };
}

/**
 * The image as a binary PGM file, the form tesseract decodes fastest: a header and the pixels as they are. A PNG
 * of an A4 page at 300 dpi took tesseract.js 0.3 s to decode, and sharp about as long to encode.
 */
export function toPgm({ grey, width, height }: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, "latin1"), grey]);
}

/**
 * A lookup table stretching the greys from `ink` (to black) to `paper` (to white) evenly in perceived
 * lightness (CIE L*), as sharp's normalise() does, which read the receipts better than stretching the grey
 * values themselves; a table on the grey pixels does it in a fraction of the time normalise() takes through the
 * Lab colour space (0.1 s against 0.5 s for an A4 page), and keeps the image grey.
 */
function stretchTable(ink: number, paper: number): Uint8Array {
  const low = lightness(ink);
  const high = lightness(paper);
  return Uint8Array.from({ length: 256 }, (_, level) => {
    if (high - low <= 1) return level;
    const stretched = ((lightness(level) - low) * 100) / (high - low);
    return Math.round(255 * Math.min(1, Math.max(0, fromLinear(fromLightness(stretched)))));
  });
}

/** CIE L* (0..100) of an sRGB grey level (0..255). */
function lightness(level: number): number {
  const v = level / 255;
  const y = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  return y > (6 / 29) ** 3 ? 116 * Math.cbrt(y) - 16 : (y * 116 * (29 / 6) ** 2) / 3;
}

/** Relative luminance (0..1) of an L*. */
function fromLightness(l: number): number {
  const f = (l + 16) / 116;
  return f > 6 / 29 ? f ** 3 : 3 * (6 / 29) ** 2 * (f - 4 / 29);
}

/** The sRGB value (0..1) of a relative luminance. */
function fromLinear(y: number): number {
  return y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055;
}

/**
 * The paper's grey (the 99th percentile), the ink's (see INK_PERCENTILE), and whether less than 1% of the
 * pixels are clearly darker than the paper: a page with a few lines of text. The darkest percents of such a page
 * are paper grain, and stretching them to black buries the text in noise that tesseract then spends minutes
 * reading; such pages are stretched from their darkest pixel instead.
 */
function greyLevels(grey: Buffer, channels: number, width: number): { paper: number; ink: number; sparseInk: boolean } {
  const histogram = new Uint32Array(256);
  // Every third pixel is plenty for percentiles, and keeps the event loop free on large pages.
  const step = 3 * channels;
  let count = 0;
  for (let i = 0; i < grey.length; i += step) {
    histogram[grey[i]!]!++;
    count++;
  }
  const percentile = (fraction: number) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += histogram[level]!;
      if (seen >= fraction * count) return level;
    }
    return 255;
  };
  const paper = percentile(0.99);
  let darker = 0;
  for (let level = 0; level < paper - MIN_STRETCHED_RANGE; level++) darker += histogram[level]!;
  const sparseInk = darker < 0.01 * count;
  let darkest = 0;
  while (darkest < paper && histogram[darkest] === 0) darkest++;
  // A large flat light grey (a shaded box, the coloured page around a receipt) is no ink: counted as ink, it is
  // stretched to a dark block that tesseract reads the page around, losing the text beside it. Where the darkest
  // 3% reach into such a grey, the ink is the middle grey of what is darker than it.
  const shade = flatShade(histogram, count, paper, grey, channels, width);
  let ink = percentile(INK_PERCENTILE);
  if (shade !== null && ink >= shade - SHADE_BAND) {
    let inked = 0;
    for (let level = 0; level < shade - SHADE_BAND; level++) inked += histogram[level]!;
    let seen = 0;
    for (ink = 0; ink < shade - SHADE_BAND && seen + histogram[ink]! < inked / 2; ink++) seen += histogram[ink]!;
  }
  return { paper, ink: sparseInk ? darkest : Math.min(ink, paper - MIN_STRETCHED_RANGE), sparseInk };
}
