import type { PageSize } from "../lines.ts";
import type { BBox } from "../model.ts";

/**
 * Maps a box on a copy of an image turned clockwise by `angle` degrees back onto the image itself, as fractions
 * of each. The copy is the one sharp's rotate() makes: a canvas grown to hold the turned image, which stays
 * centred. A box turned by other than a quarter turn becomes the smallest upright box holding its corners.
 */
export function unrotateBBox([x0, y0, x1, y1]: BBox, angle: number, turned: PageSize, image: PageSize): BBox {
  const radians = (-angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [u, v] of [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ] as const) {
    const dx = (u - 0.5) * turned.width;
    const dy = (v - 0.5) * turned.height;
    xs.push(0.5 + (dx * cos - dy * sin) / image.width);
    ys.push(0.5 + (dx * sin + dy * cos) / image.height);
  }
  return [clamp01(Math.min(...xs)), clamp01(Math.min(...ys)), clamp01(Math.max(...xs)), clamp01(Math.max(...ys))];
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}
