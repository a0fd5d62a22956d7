import type { BBox } from "./model.ts";

/** The smallest box holding all of `boxes`, or null when there are none. */
export function unionBBox(boxes: readonly BBox[]): BBox | null {
  if (boxes.length === 0) return null;
  const union: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x0, y0, x1, y1] of boxes) {
    union[0] = Math.min(union[0], x0);
    union[1] = Math.min(union[1], y0);
    union[2] = Math.max(union[2], x1);
    union[3] = Math.max(union[3], y1);
  }
  return union;
}
