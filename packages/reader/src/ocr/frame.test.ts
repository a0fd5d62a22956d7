import { describe, expect, it } from "vitest";
import type { BBox } from "../model.ts";
import { unrotateBBox } from "./frame.ts";

const image = { width: 400, height: 200 };
const close = (actual: BBox, expected: BBox) => actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 6));

describe("unrotateBBox", () => {
  it("maps boxes on a copy turned by quarter turns back onto the image", () => {
    const sideways = { width: 200, height: 400 };
    // The top-left corner of a copy turned clockwise was the image's bottom-left corner.
    close(unrotateBBox([0, 0, 0.1, 0.05], 90, sideways, image), [0, 0.9, 0.05, 1]);
    close(unrotateBBox([0, 0, 0.1, 0.05], 270, sideways, image), [0.95, 0, 1, 0.1]);
    close(unrotateBBox([0, 0, 0.1, 0.2], 180, image, image), [0.9, 0.8, 1, 1]);
    close(unrotateBBox([0.2, 0.3, 0.4, 0.5], 0, image, image), [0.2, 0.3, 0.4, 0.5]);
  });

  it("maps a box on a straightened copy to the box around it on the skewed image", () => {
    const radians = (5 * Math.PI) / 180;
    const grown = { width: 400 * Math.cos(radians) + 200 * Math.sin(radians), height: 400 * Math.sin(radians) + 200 * Math.cos(radians) };
    // The centre stays where it is; a flat box grows taller as it tilts back.
    const [x0, y0, x1, y1] = unrotateBBox([0.4, 0.48, 0.6, 0.52], -5, grown, image);
    expect((x0 + x1) / 2).toBeCloseTo(0.5, 6);
    expect((y0 + y1) / 2).toBeCloseTo(0.5, 6);
    expect((y1 - y0) * image.height).toBeGreaterThan(0.04 * grown.height);
  });
});
