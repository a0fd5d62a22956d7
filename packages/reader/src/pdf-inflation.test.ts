import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { closePdfThreads, countPdfPages, readDocument } from "./index.ts";
import { DEFAULT_INFLATION_LIMITS } from "./options.ts";
import { OverBudget, measureFilters } from "./pdf-filters.ts";
import { checkInflation } from "./pdf-inflation.ts";
import { ocrInputInThread, shareBytes } from "./pdf-threads.ts";
import { BOMBS } from "./testing/bomb-kinds.ts";
import { deflatedZeros, encryptedBomb, manyStreamsBomb, oneStreamBomb, writePdf } from "./testing/bombs.ts";
import { drawPdf, makePdf } from "./testing/make-pdf.ts";

afterAll(closePdfThreads);

const MIB = 1024 * 1024;
const limits = DEFAULT_INFLATION_LIMITS;

describe("the inflation check before pdf.js", () => {
  it.each([
    ["one-stream", "stream"],
    ["one-stream-2g", "stream"],
    ["many-streams", "document"],
    ["repeated-content", "page"],
    ["object-streams", "stream"],
    ["image", "stream"],
    ["filter-chain", "stream"],
    ["encrypted", "stream"],
  ] as const)("stops the %s bomb at the %s limit, quickly and in little memory", async (kind, limit) => {
    const bytes = BOMBS[kind]();
    const rss = process.memoryUsage.rss();
    const started = performance.now();
    const error = await checkInflation(bytes, limits).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "too_large" });
    const phrase = { stream: "One of its compressed streams", page: "The content of one of its pages", document: "in all" }[limit];
    expect((error as Error).message).toContain(phrase);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(process.memoryUsage.rss() - rss).toBeLessThan(150 * MIB);
  });

  it("passes real documents, measuring what their streams inflate to", async () => {
    const pdf = await makePdf(Array.from({ length: 30 }, (_, i) => [{ text: `Page ${i + 1}`, x: 50, y: 50 }]));
    const report = await checkInflation(pdf, limits);
    expect(report).toMatchObject({ measured: true });
    expect(report.streams).toBeGreaterThanOrEqual(30);
    expect(report.inflatedBytes).toBeGreaterThan(pdf.length / 10);
    expect(report.inflatedBytes).toBeLessThan(pdf.length * 20);
  });

  it("measures exactly: content streams counted once per page that draws them, limits taken as given", async () => {
    // 3 pages, each drawing the same 4 MiB stream twice.
    const stream = deflatedZeros(4, Buffer.from("BT ET\n"));
    const pdf = writePdf([
      { num: 1, dict: "<</Type/Catalog/Pages 2 0 R>>" },
      { num: 2, dict: "<</Type/Pages/Kids[4 0 R 5 0 R 6 0 R]/Count 3>>" },
      ...[4, 5, 6].map((num) => ({ num, dict: "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents[9 0 R 9 0 R]>>" })),
      { num: 9, dict: "<</Filter/FlateDecode>>", stream },
    ]);
    const inflated = 4 * MIB + 6;
    const report = await checkInflation(pdf, limits);
    expect(report).toMatchObject({ largestStream: inflated, largestPage: 2 * inflated, inflatedBytes: 6 * inflated });
    await expect(checkInflation(pdf, { ...limits, stream: inflated - 1 })).rejects.toMatchObject({ code: "too_large" });
    await expect(checkInflation(pdf, { ...limits, page: 2 * inflated - 1 })).rejects.toMatchObject({
      message: expect.stringContaining("pages"),
    });
    await expect(checkInflation(pdf, { ...limits, document: 6 * inflated - 1 })).rejects.toMatchObject({
      message: expect.stringContaining("in all"),
    });
    await expect(checkInflation(pdf, { ...limits, document: 6 * inflated })).resolves.toBeDefined();
  });

  it("finds streams a cross-reference table cannot hide: without an object header, with escaped filter names", async () => {
    const bomb = deflatedZeros(300);
    const hidden = Buffer.concat([
      writePdf([
        { num: 1, dict: "<</Type/Catalog/Pages 2 0 R>>" },
        { num: 2, dict: "<</Type/Pages/Kids[]/Count 0>>" },
      ]),
      Buffer.from(`<</Filter/Fl#61teDecode/Length ${bomb.length}>>\nstream\n`, "latin1"),
      bomb,
      Buffer.from("\nendstream\n", "latin1"),
    ]);
    await expect(checkInflation(hidden, limits)).rejects.toMatchObject({ code: "too_large" });
    // No dictionary that parses: the data is measured as Flate because it starts like zlib data.
    const broken = Buffer.concat([Buffer.from("%PDF-1.7\n<</Filter/FlateDecode/Length (unterminated>>\nstream\n", "latin1"), bomb]);
    await expect(checkInflation(broken, limits)).rejects.toMatchObject({ code: "too_large" });
  });

  it("measures only what counting pages inflates, when asked to", async () => {
    await expect(checkInflation(oneStreamBomb(300), limits, "structure")).resolves.toMatchObject({ inflatedBytes: 0 });
    await expect(checkInflation(BOMBS["object-streams"](), limits, "structure")).rejects.toMatchObject({ code: "too_large" });
    await expect(countPdfPages(oneStreamBomb(300))).resolves.toBe(1);
    await expect(countPdfPages(BOMBS["object-streams"]())).rejects.toMatchObject({ code: "too_large" });
  });

  it("fails reading with too_large, through the reader's options", async () => {
    await expect(readDocument(oneStreamBomb(300), "application/pdf")).rejects.toMatchObject({ code: "too_large" });
    await expect(readDocument(manyStreamsBomb(4, 8), "application/pdf", { maxInflatedBytes: 16 * MIB })).rejects.toMatchObject({
      code: "too_large",
    });
    const doc = await readDocument(manyStreamsBomb(4, 8), "application/pdf");
    expect(doc.pages.map((p) => p.lines.map((l) => l.text))).toEqual([["Page"], ["Page"], ["Page"], ["Page"]]);
  });
});

describe("encrypted documents that open without a password", () => {
  /** A pdfkit document encrypted as `pdfVersion` implies (RC4 40/128 bits, AES-128, AES-256), with an extra stream. */
  function encrypted(pdfVersion: "1.3" | "1.4" | "1.7" | "1.7ext3", extra: Buffer): Promise<Buffer> {
    return drawPdf(
      (doc) => {
        doc.font("Helvetica").fontSize(12).text("Invoice 77", 72, 72);
        const stream = doc.ref({ Filter: "FlateDecode" });
        stream.end(extra);
        const page = doc.page as unknown as { dictionary: { data: { Contents: unknown } }; content: unknown };
        page.dictionary.data.Contents = [page.content, stream];
      },
      { ownerPassword: "owner", pdfVersion, size: "A4", autoFirstPage: true },
    );
  }

  it.each(["1.3", "1.4", "1.7", "1.7ext3"] as const)(
    "decrypts and measures PDF %s encryption: reads a document, stops a bomb",
    async (version) => {
      const small = await encrypted(version, zlib.deflateSync(Buffer.from("BT ET\n")));
      await expect(checkInflation(small, limits)).resolves.toMatchObject({ measured: true });
      expect((await readDocument(small, "application/pdf")).pages[0]!.lines[0]!.text).toBe("Invoice 77");
      const bomb = await encrypted(version, deflatedZeros(300));
      await expect(checkInflation(bomb, limits)).rejects.toMatchObject({ code: "too_large" });
    },
  );

  it("decrypts the RC4 revision 2 bomb built by hand", async () => {
    await expect(checkInflation(encryptedBomb(0), limits)).resolves.toMatchObject({ measured: true });
    await expect(checkInflation(encryptedBomb(300), limits)).rejects.toMatchObject({ code: "too_large" });
  });
});

describe("pdf.js's own bound", () => {
  it("stops a stream pdf.js decodes past the stream limit, where the check before did not run", async () => {
    // The OCR task does not measure (the document was measured when it was opened): it shows the bound inside.
    const pdf = oneStreamBomb(8);
    const task = { bytes: shareBytes(pdf), page: 1, hasText: false, renderPixels: 1_000_000, maxImagePixels: 1_000_000 };
    await expect(ocrInputInThread({ ...task, limits: { ...limits, stream: 4 * MIB } }, 30_000)).rejects.toMatchObject({
      code: "too_large",
    });
    await expect(ocrInputInThread({ ...task, limits }, 30_000)).resolves.toBeDefined();
  });
});

describe("the filters' decoders", () => {
  const sample = Buffer.from(Array.from({ length: 5000 }, (_, i) => ((i * 7919) % 251) ^ (i % 13 === 0 ? 0 : 65)));

  it("decode LZW (with KwKwK codes and a table reset), RunLength, ASCIIHex and ASCII85 exactly", async () => {
    const run = Buffer.alloc(20_000, 0x61);
    const cases: [Parameters<typeof measureFilters>[1][number], Buffer, Buffer][] = [
      ["lzw", lzwEncode(sample), sample],
      ["lzw", lzwEncode(run), run],
      ["lzw", lzwEncode(Buffer.concat(Array.from({ length: 40 }, () => sample))), Buffer.concat(Array.from({ length: 40 }, () => sample))],
      ["runlength", runLengthEncode(sample), sample],
      ["asciihex", Buffer.from(`${sample.toString("hex").replace(/(.{60})/g, "$1\n")}>`), sample],
      ["ascii85", ascii85Encode(sample), sample],
    ];
    for (const [filter, encoded, expected] of cases) {
      for (const big of [false, true]) {
        // Padded past the synchronous path's size, the streamed path decodes the same (the filters stop at EOD).
        const input = big ? Buffer.concat([encoded, Buffer.alloc(300 * 1024, 0x20)]) : encoded;
        const { produced, kept } = await measureFilters(input, [filter], 1e9, { keep: 1e9 });
        expect(Buffer.from(kept!).equals(expected), `${filter}${big ? " streamed" : ""}`).toBe(true);
        expect(produced).toBe(expected.length);
      }
    }
  });

  it("stops an expanding filter at its budget without holding its output", async () => {
    // RunLength: 2 bytes make 128; LZW of one repeated byte grows its strings to 4 KiB a code.
    const runs = Buffer.alloc(2 * 1024 * 1024);
    for (let i = 0; i < runs.length; i += 2) runs[i] = 129;
    await expect(measureFilters(runs, ["runlength"], 64 * MIB)).rejects.toBeInstanceOf(OverBudget);
    const lzwBomb = lzwRun(0, 20);
    expect(lzwBomb.length).toBeLessThan(200_000);
    await expect(measureFilters(lzwBomb, ["lzw"], 1e9)).resolves.toMatchObject({ produced: 20 * ((3836 * 3837) / 2) });
    await expect(measureFilters(lzwBomb, ["lzw"], 32 * MIB)).rejects.toBeInstanceOf(OverBudget);
    await expect(measureFilters(zlib.deflateSync(Buffer.alloc(4 * MIB)), ["flate", "asciihex"], 8 * MIB)).resolves.toMatchObject({
      produced: 4 * MIB,
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Encoders for the decoders' round trips.

/** Codes written as LZWDecode reads them (EarlyChange 1): widths grow as the decoder's table does. */
class LzwWriter {
  private out: number[] = [];
  private bits = 0;
  private bitCount = 0;
  private codeBits = 9;
  next = 258;

  write(code: number): void {
    this.bits = (this.bits << this.codeBits) | code;
    this.bitCount += this.codeBits;
    while (this.bitCount >= 8) {
      this.out.push((this.bits >>> (this.bitCount - 8)) & 0xff);
      this.bitCount -= 8;
    }
    this.bits &= (1 << this.bitCount) - 1;
  }

  /** The encoder adds a table entry after each code it writes; a full table is cleared. Returns the entry's code. */
  added(): number {
    const code = this.next++;
    if (this.next + 1 > 1 << this.codeBits && this.codeBits < 12) this.codeBits++;
    return code;
  }

  clearIfFull(): boolean {
    if (this.next < 4094) return false;
    this.write(256);
    this.next = 258;
    this.codeBits = 9;
    return true;
  }

  end(): Buffer {
    this.write(257);
    if (this.bitCount > 0) this.out.push((this.bits << (8 - this.bitCount)) & 0xff);
    return Buffer.from(this.out);
  }
}

function lzwEncode(input: Buffer): Buffer {
  const w = new LzwWriter();
  w.write(256);
  let table = new Map<string, number>();
  let current = "";
  for (const byte of input) {
    const candidate = current + String.fromCharCode(byte);
    if (candidate.length === 1 || table.has(candidate)) {
      current = candidate;
      continue;
    }
    w.write(current.length === 1 ? current.charCodeAt(0) : table.get(current)!);
    table.set(candidate, w.added());
    if (w.clearIfFull()) table = new Map();
    current = String.fromCharCode(byte);
  }
  if (current) w.write(current.length === 1 ? current.charCodeAt(0) : table.get(current)!);
  return w.end();
}

/** `cycles` tables' worth of one repeated byte (about 7.4 MB each, in about 5 KB): code k holds k - 256 bytes. */
function lzwRun(byte: number, cycles: number): Buffer {
  const w = new LzwWriter();
  w.write(256);
  for (let c = 0; c < cycles; c++) {
    if (c > 0) w.clearIfFull();
    w.write(byte);
    w.added();
    for (let code = 258; ; code++) {
      w.write(code);
      w.added();
      if (w.next >= 4094) break;
    }
  }
  return w.end();
}

function runLengthEncode(input: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 0; i < input.length;) {
    let run = 1;
    while (i + run < input.length && input[i + run] === input[i] && run < 128) run++;
    if (run > 1) {
      out.push(257 - run, input[i]!);
      i += run;
    } else {
      const start = i;
      while (i < input.length && i - start < 128 && (i + 1 >= input.length || input[i + 1] !== input[i])) i++;
      out.push(i - start - 1, ...input.subarray(start, i));
    }
  }
  out.push(128);
  return Buffer.from(out);
}

function ascii85Encode(input: Buffer): Buffer {
  let out = "";
  for (let i = 0; i < input.length; i += 4) {
    const chunk = Buffer.alloc(4);
    input.copy(chunk, 0, i, i + 4);
    const n = Math.min(4, input.length - i);
    let value = chunk.readUInt32BE(0);
    if (value === 0 && n === 4) {
      out += "z";
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, n + 1).join("");
  }
  return Buffer.from(`${out.replace(/(.{70})/g, "$1\n")}~>`);
}
