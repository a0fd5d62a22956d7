import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { type DocumentModel, type ReadOptions, closeOcr, documentText, readDocument } from "./index.ts";
import { multiPageTiff, textImage, textLines } from "./testing/make-image.ts";

// English only, for speed: the languages themselves are tesseract's business.
const read = (bytes: Uint8Array, type: string, opts: ReadOptions = {}) => readDocument(bytes, type, { ocrLanguages: ["eng"], ...opts });
const texts = (doc: DocumentModel) => doc.pages.map((page) => page.lines.map((line) => line.text));

// 300 x 240 points at 300 dpi: 1250 x 1000 pixels, a size read as it is, without scaling.
const SIZE: [number, number] = [300, 240];
const INVOICE = ["Invoice 2024-0117", "Total due 1,250.00 EUR"];

afterAll(closeOcr);

describe("images", () => {
  it("reads PNG, JPEG, GIF, WEBP and TIFF, with word boxes where the words are", async () => {
    const png = await textImage(textLines(INVOICE), SIZE);
    const encoded: [string, Buffer][] = [
      ["image/png", png],
      ["image/jpeg", await sharp(png).jpeg({ quality: 85 }).toBuffer()],
      ["image/gif", await sharp(png).gif().toBuffer()],
      ["image/webp", await sharp(png).webp({ quality: 90 }).toBuffer()],
      ["image/tiff", await sharp(png).tiff({ compression: "lzw" }).toBuffer()],
    ];
    for (const [type, bytes] of encoded) {
      const doc = await read(bytes, type);
      expect(doc.kind, type).toBe("image");
      expect(doc.pages, type).toHaveLength(1);
      expect(doc.pages[0], type).toMatchObject({ number: 1, width: 1250, height: 1000, source: "ocr" });
      expect(texts(doc), type).toEqual([INVOICE]);
      const [invoice, number] = doc.pages[0]!.lines[0]!.words;
      // "Invoice" starts 36 pt from the left of 300 pt, on a 14 pt line whose top is 36 pt down 240 pt.
      expect(invoice!.bbox[0], type).toBeCloseTo(36 / 300, 2);
      expect(invoice!.bbox[1], type).toBeGreaterThan(34 / 240);
      expect(invoice!.bbox[3], type).toBeLessThan(54 / 240);
      expect(number!.bbox[0], type).toBeGreaterThan(invoice!.bbox[2]);
      for (const word of doc.pages[0]!.lines.flatMap((line) => line.words)) {
        expect(word.confidence, type).toBeGreaterThan(0.5);
        expect(word.confidence, type).toBeLessThanOrEqual(1);
      }
    }
  });

  it("reads every page of a multi-page TIFF, numbered from 1, keeping a blank page empty", async () => {
    const pages = await Promise.all(
      ["First", "Second", "", "Fourth"].map((n) => textImage(n ? textLines([`${n} page of the scan`]) : [], SIZE)),
    );
    const tiff = await multiPageTiff(pages);
    const doc = await read(tiff, "image/tiff");
    expect(doc.pages.map((page) => [page.number, page.source])).toEqual([
      [1, "ocr"],
      [2, "ocr"],
      [3, "ocr"],
      [4, "ocr"],
    ]);
    expect(texts(doc)).toEqual([["First page of the scan"], ["Second page of the scan"], [], ["Fourth page of the scan"]]);
    await expect(read(tiff, "image/tiff", { maxPages: 3 })).rejects.toMatchObject({ code: "too_many_pages" });
  });

  it("turns a sideways scan upright, keeping boxes on the image as it was given", async () => {
    const upright = await textImage(textLines(INVOICE), SIZE);
    for (const turn of [90, 270]) {
      const [page] = (await read(await sharp(upright).rotate(turn).png().toBuffer(), "image/png")).pages;
      expect(page, `${turn}`).toMatchObject({ width: 1000, height: 1250 });
      expect(
        page!.lines.map((line) => line.text),
        `${turn}`,
      ).toEqual(INVOICE);
      // Turned clockwise, the start of the first line is near the top-right corner and the words run downwards;
      // turned the other way, near the bottom-left corner, running upwards.
      const [x0, y0, x1, y1] = page!.lines[0]!.words[0]!.bbox;
      expect(y1 - y0, `${turn}`).toBeGreaterThan(x1 - x0);
      if (turn === 90) {
        expect(x0).toBeGreaterThan(0.75);
        expect(y0).toBeCloseTo(36 / 300, 1);
      } else {
        expect(x1).toBeLessThan(0.25);
        expect(y1).toBeCloseTo(1 - 36 / 300, 1);
      }
    }
  });

  it("reads an upside-down scan", async () => {
    const upsideDown = await sharp(await textImage(textLines(INVOICE), SIZE))
      .rotate(180)
      .png()
      .toBuffer();
    const [page] = (await read(upsideDown, "image/png")).pages;
    expect(page!.lines.map((line) => line.text)).toEqual(INVOICE);
    const [x0, y0] = page!.lines[0]!.words[0]!.bbox;
    expect(x0).toBeGreaterThan(0.5);
    expect(y0).toBeGreaterThan(0.5);
  });

  it("straightens a skewed scan, so that label and value stay on one line", async () => {
    const lines = textLines(["Customer number", "Invoice date", "Amount due"]).flatMap((label, i) => [
      label,
      { text: ["C-88213", "12.03.2024", "1,250.00"][i]!, x: 200, y: label.y },
    ]);
    const skewed = await sharp(await textImage(lines, SIZE))
      .rotate(4, { background: "#ffffff" })
      .png()
      .toBuffer();
    const [page] = (await read(skewed, "image/png")).pages;
    expect(page!.lines.map((line) => line.text)).toEqual([
      expect.stringMatching(/^Customer number {2,}C-88213$/),
      expect.stringMatching(/^Invoice date {2,}12\.03\.2024$/),
      expect.stringMatching(/^Amount due {2,}1,250\.00$/),
    ]);
  });

  it("applies the EXIF orientation before reading", async () => {
    const png = await textImage(textLines(INVOICE), SIZE);
    // Stored turned a quarter counter-clockwise, with the tag that tells viewers to turn it back.
    const jpeg = await sharp(await sharp(png).rotate(-90).toBuffer())
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [page] = (await read(jpeg, "image/jpeg")).pages;
    expect(page).toMatchObject({ width: 1250, height: 1000 });
    expect(page!.lines.map((line) => line.text)).toEqual(INVOICE);
    expect(page!.lines[0]!.words[0]!.bbox[0]).toBeCloseTo(36 / 300, 2);
  });

  it("reads a paragraph rendered at 300 dpi with at least 98% of its characters right", async () => {
    const paragraph = [
      "Payment is due within thirty days of the invoice date.",
      "Please quote the invoice number 2024-0117 with your transfer",
      "to IBAN DE89 3704 0044 0532 0130 00 at Commerzbank Berlin.",
      "Goods remain our property until paid in full. For questions",
      "about this invoice call +49 30 1234 5678 or write to us at",
      "billing@northwind.example, Monday to Friday, 9:00 to 17:00.",
      "Late payments are charged interest of 9 points above base.",
    ];
    const png = await textImage(textLines(paragraph, 11), [420, 240]);
    const doc = await readDocument(png, "image/png");
    const expected = paragraph.join("\n");
    const accuracy = 1 - editDistance(documentText(doc), expected) / expected.length;
    expect(expected.length).toBeGreaterThan(380);
    expect(accuracy).toBeGreaterThanOrEqual(0.98);
  });
});

describe("images that cannot be read", () => {
  it("refuses a decompression bomb from its header, before decoding anything", async () => {
    const started = Date.now();
    const error = await read(pngDeclaring(100_000, 100_000), "image/png").catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "image_too_large",
      message: "The image declares 100000 x 100000 pixels, more than the limit of 50,000,000 pixels.",
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("applies the pixel limit it is given", async () => {
    const png = await sharp({ create: { width: 1200, height: 1000, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    await expect(read(png, "image/png", { maxPixels: 1_000_000 })).rejects.toMatchObject({ code: "image_too_large" });
  });

  it("refuses corrupt, truncated and empty files", async () => {
    const garbage = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 256));
    await expect(read(garbage, "image/jpeg")).rejects.toMatchObject({
      code: "corrupt_file",
      message: expect.stringMatching(/^The image could not be read: /),
    });
    const jpeg = await sharp(await textImage(textLines(INVOICE), SIZE))
      .jpeg()
      .toBuffer();
    await expect(read(jpeg.subarray(0, jpeg.length >> 1), "image/jpeg")).rejects.toMatchObject({ code: "corrupt_file" });
    await expect(read(new Uint8Array(), "image/png")).rejects.toMatchObject({ code: "empty_document" });
  });

  it("refuses an image without any text", async () => {
    const blank = await sharp({ create: { width: 1250, height: 1000, channels: 3, background: "#f4f4f0" } })
      .png()
      .toBuffer();
    await expect(read(blank, "image/png")).rejects.toMatchObject({
      code: "empty_document",
      message: "No text could be read from the document.",
    });
  });
});

/** A valid PNG header and one tiny compressed row, declaring `width` x `height` grey pixels. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const frame = Buffer.alloc(8 + data.length + 4);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), 8 + data.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
