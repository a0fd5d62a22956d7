import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { textImage, textLines } from "../testing/make-image.ts";
import { estimateSkew } from "./skew.ts";

async function skewOf(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  return estimateSkew(data, info.width, info.height, info.channels, 128);
}

describe("estimateSkew", () => {
  it("finds the slope of text lines to within half a degree", async () => {
    const page = await textImage(
      textLines(["Invoice 2024-0117", "Customer C-88213", "Total due 1,250.00 EUR", "Thank you"]),
      [300, 240],
      150,
    );
    expect(await skewOf(page)).toBe(0);
    for (const angle of [-6, -2.5, 1.5, 4]) {
      const skewed = await sharp(page).rotate(angle, { background: "#ffffff" }).png().toBuffer();
      expect(Math.abs((await skewOf(skewed)) - angle), `${angle}`).toBeLessThanOrEqual(0.5);
    }
  });

  it("says 0 for a page without lines", async () => {
    const blank = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(await skewOf(blank)).toBe(0);
  });
});
