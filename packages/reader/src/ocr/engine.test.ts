import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { ReadError, closeOcr, documentText, ocrModelFile, readDocument } from "../index.ts";
import { textImage, textLines } from "../testing/make-image.ts";

afterAll(closeOcr);

const page = () => textImage(textLines(["Invoice 2024-0117", "Total due 1,250.00 EUR"]), [300, 240]);

describe("OCR engine", () => {
  it("fails a page that takes too long with ocr_timeout, and keeps working for the next document", async () => {
    const png = await page();
    const started = Date.now();
    const error = await readDocument(png, "image/png", { ocrLanguages: ["eng"], pageTimeoutMs: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReadError);
    expect(error).toMatchObject({ code: "ocr_timeout", message: "Reading the text of page 1 took longer than the limit of 5 ms." });
    expect(Date.now() - started).toBeLessThan(5000);
    const doc = await readDocument(png, "image/png", { ocrLanguages: ["eng"] });
    expect(documentText(doc)).toBe("Invoice 2024-0117\nTotal due 1,250.00 EUR");
  });

  it("keeps the event loop free while pages are read", async () => {
    const png = await page();
    let longest = 0;
    let ticks = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      ticks++;
    }, 10);
    const started = performance.now();
    try {
      await readDocument(png, "image/png", { ocrLanguages: ["eng"] });
    } finally {
      clearInterval(timer);
    }
    const elapsed = performance.now() - started;
    // A blocked loop would show as one long gap the length of the recognition (hundreds of ms at least).
    expect(ticks).toBeGreaterThan(elapsed / 10 / 3);
    expect(longest).toBeLessThan(150);
  });

  it("refuses a language that is not installed, as a configuration problem rather than a bad document", async () => {
    const error = await readDocument(await page(), "image/png", { ocrLanguages: ["xx"] }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ReadError);
    expect(error).toMatchObject({ message: expect.stringContaining('OCR language "xx" is not installed') });
  });

  it("reads with the models of a folder of plain traineddata files, as Debian lays them out", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "docsift-tessdata-test-"));
    try {
      await writeFile(path.join(dir, "eng.traineddata"), gunzipSync(await readFile(ocrModelFile("eng")!)));
      const doc = await readDocument(await page(), "image/png", { ocrLanguages: ["eng"], ocrDataDir: dir });
      expect(documentText(doc)).toBe("Invoice 2024-0117\nTotal due 1,250.00 EUR");
      const error = await readDocument(await page(), "image/png", { ocrLanguages: ["eng", "deu"], ocrDataDir: dir }).catch(
        (e: unknown) => e,
      );
      expect(error).not.toBeInstanceOf(ReadError);
      expect(error).toMatchObject({ message: `OCR language "deu" has no deu.traineddata in ${dir}.` });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
