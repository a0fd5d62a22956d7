import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prepareForOcr } from "./prepare.ts";

const WIDTH = 800;
const HEIGHT = 800;

/** A page of paper grey 250, with `paint` setting the pixels it returns a grey for. */
async function prepared(paint: (x: number, y: number) => number | null): Promise<(x: number, y: number) => number> {
  const grey = Buffer.alloc(WIDTH * HEIGHT, 250);
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) grey[y * WIDTH + x] = paint(x, y) ?? 250;
  const out = await prepareForOcr(sharp(grey, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } }), WIDTH, HEIGHT, 1);
  return (x, y) => out.grey[y * out.width + x]!;
}

// Strokes two pixels wide, five apart, over the first rows: what lines of letters add up to.
const strokes = (rows: number, ink: number) => (x: number, y: number) => (y < rows && x % 7 < 2 ? ink : null);

describe("contrast stretch", () => {
  it("keeps a large flat light shade light where the ink is black (a receipt on a grey page)", async () => {
    const ink = strokes(30, 30);
    const at = await prepared((x, y) => (x < 24 ? 204 : ink(x, y)));
    expect(at(10, 400)).toBeGreaterThan(170);
    expect(at(700, 10)).toBeLessThan(40);
  });

  it("still stretches faded grey strokes to black, though they fill a narrow band of greys", async () => {
    const at = await prepared(strokes(160, 140));
    expect(at(0, 10)).toBeLessThan(30);
    expect(at(5, 400)).toBeGreaterThan(240);
  });
});
