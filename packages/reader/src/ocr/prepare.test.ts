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

describe("rules under text", () => {
  // "Letters": strokes two pixels wide over rows 100-120; a dotted rule under them at row 126, and one alone at 300.
  const letters = (x: number, y: number) => (y >= 100 && y <= 120 && x >= 50 && x < 400 && x % 5 < 2 ? 20 : null);
  const dotted = (row: number) => (x: number, y: number) => (y === row && x >= 40 && x < 700 && x % 4 < 2 ? 20 : null);

  it("whitens a dotted rule that text stands on, and keeps the text", async () => {
    const at = await prepared((x, y) => letters(x, y) ?? dotted(126)(x, y));
    expect(at(60, 126)).toBeGreaterThan(240);
    expect(at(55, 110)).toBeLessThan(40);
  });

  it("keeps a rule with no text above it (a receipt's row of dashes)", async () => {
    const at = await prepared((x, y) => letters(x, y) ?? dotted(300)(x, y));
    expect(at(60, 300)).toBeLessThan(40);
  });
});
