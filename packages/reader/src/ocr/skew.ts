/** Past this, text is set at an angle on purpose (a stamp, a margin note) rather than scanned askew. */
export const MAX_SKEW = 10;
/** About this many pixels are sampled: enough to see the lines of any page, few enough for a few ms of work. */
const SAMPLES = 250_000;
/** A page whose best angle stacks its dark pixels into rows barely better than level has no lines to go by. */
const MIN_GAIN = 1.05;

/**
 * How far the text lines of a grey image slope clockwise, in degrees, found without OCR: text lines stack dark
 * pixels into narrow rows, so the angle at which projecting the dark pixels (darker than `threshold`) onto the
 * vertical axis gives the most uneven profile is the angle of the lines (Postl's method). Searched from
 * -MAX_SKEW to MAX_SKEW in half degrees, then in tenths around the best.
 */
export function estimateSkew(grey: Uint8Array, width: number, height: number, channels: number, threshold: number): number {
  const step = Math.max(1, Math.round(Math.sqrt((width * height) / SAMPLES)));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if (grey[(y * width + x) * channels]! < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 100) return 0;
  const counts = new Float64Array(Math.ceil((width + height) / step) + 2);
  const unevenness = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    counts.fill(0);
    for (let i = 0; i < xs.length; i++) counts[Math.floor((ys[i]! * cos - xs[i]! * sin + width) / step)]!++;
    let sum = 0;
    for (const count of counts) sum += count * count;
    return sum;
  };
  const level = unevenness(0);
  let best = { degrees: 0, score: level };
  const search = (from: number, to: number, by: number) => {
    for (let degrees = from; degrees <= to + 1e-9; degrees += by) {
      const score = unevenness(degrees);
      if (score > best.score) best = { degrees, score };
    }
  };
  search(-MAX_SKEW, MAX_SKEW, 0.5);
  search(best.degrees - 0.4, best.degrees + 0.4, 0.1);
  return best.score >= MIN_GAIN * level ? Math.round(best.degrees * 10) / 10 : 0;
}
