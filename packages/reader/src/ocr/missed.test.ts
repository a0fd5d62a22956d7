import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { PlacedWord } from "../lines.ts";
import { textImage, textLines } from "../testing/make-image.ts";
import { closeOcr, recognize } from "./engine.ts";
import { missedInk } from "./missed.ts";
import { ocrScale, prepareForOcr } from "./prepare.ts";
import { readPass } from "./words.ts";

const WIDTH = 600;
const HEIGHT = 400;

/** A white page with `paint` setting the pixels it returns a grey for. */
function page(paint: (x: number, y: number) => number | null) {
  const grey = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) grey[y * WIDTH + x] = paint(x, y) ?? 255;
  return { grey, width: WIDTH, height: HEIGHT };
}

const word = (x0: number, y0: number, x1: number, y1: number): PlacedWord => ({
  text: "w",
  x0,
  y0,
  x1,
  y1,
  size: y1 - y0,
  confidence: 0.9,
  run: 0,
});
// "Letters": strokes two pixels wide, 20 rows high.
const letters = (top: number, from: number, to: number) => (x: number, y: number) =>
  y >= top && y < top + 20 && x >= from && x < to && x % 6 < 2 ? 0 : null;

describe("missedInk", () => {
  it("finds a line of print that no word covers, and nothing under the words that were read", () => {
    const first = letters(50, 40, 300);
    const second = letters(120, 40, 400);
    const missed = missedInk(
      page((x, y) => first(x, y) ?? second(x, y)),
      [word(40, 50, 300, 70)],
    );
    expect(missed?.bands).toBe(1);
    // The cut-out holds the second line, a little white around it.
    expect(missed!.y).toBeGreaterThan(80);
    expect(missed!.y).toBeLessThan(120);
    expect(missed!.image.height).toBeLessThan(50);
  });

  it("finds the figures at the right of lines whose labels were read, past a dark edge down the page", () => {
    const label = letters(50, 40, 200);
    const figure = letters(50, 400, 460);
    const edge = (x: number) => (x >= 590 ? 0 : null);
    const missed = missedInk(
      page((x, y) => edge(x) ?? label(x, y) ?? figure(x, y)),
      [word(40, 50, 200, 70)],
    );
    expect(missed?.bands).toBe(1);
    expect(missed!.x).toBeGreaterThan(350);
  });

  it("takes rules, dots and a page read whole for no text", () => {
    const read = letters(50, 40, 300);
    const dashes = (x: number, y: number) => (y >= 150 && y < 152 && x % 8 < 5 ? 0 : null);
    const speck = (x: number, y: number) => (x >= 500 && x < 503 && y >= 300 && y < 303 ? 0 : null);
    expect(
      missedInk(
        page((x, y) => read(x, y) ?? dashes(x, y) ?? speck(x, y)),
        [word(40, 50, 300, 70)],
      ),
    ).toBeNull();
  });
});

describe("reading missed ink again", () => {
  afterAll(closeOcr);

  it("reads a line the page's reading left out as one block, where it stands on the page", async () => {
    const png = await textImage(
      textLines(["Account holder: Ines Baptista", "Statement date: 14/02/2024", "Balance due: 312.40"]),
      [420, 140],
    );
    const { width, height } = await sharp(png).metadata();
    const scale = ocrScale(width!, height!);
    const image = await prepareForOcr(sharp(png), width!, height!, scale);
    const models = { languages: ["eng"], dataDir: null };
    const budget = { page: 1, limitMs: 60_000, usedMs: 0 };
    const all = readPass(await recognize(image, models, budget)).words;
    // As if the page's layout analysis had dropped the middle line.
    const dateLine = all.filter((w) => /Statement|date|14\/02/.test(w.text));
    expect(dateLine.length).toBeGreaterThanOrEqual(3);
    const missed = missedInk(
      image,
      all.filter((w) => !dateLine.includes(w)),
    );
    expect(missed?.bands).toBe(1);
    const reread = readPass(await recognize(missed!.image, models, budget, true)).words;
    expect(reread.map((w) => w.text).join(" ")).toBe("Statement date: 14/02/2024");
    const top = Math.min(...reread.map((w) => w.y0)) + missed!.y;
    expect(Math.abs(top - Math.min(...dateLine.map((w) => w.y0)))).toBeLessThan(10);
  }, 60_000);
});
