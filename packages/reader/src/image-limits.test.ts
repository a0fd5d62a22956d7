import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_FRAMES, MAX_JPEG_SCANS, countGifFrames, countJpegScans, countWebpFrames } from "./image-limits.ts";
import { readDocument } from "./index.ts";
import { deflatedZeros } from "./testing/bombs.ts";

const MIB = 1024 * 1024;

/** Reads the image, and how much the process grew meanwhile (sampled every 5 ms). */
async function readMeasured(bytes: Buffer, type: string): Promise<{ error: unknown; grewMb: number; ms: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  const error = await readDocument(bytes, type).then(
    () => null,
    (e: unknown) => e,
  );
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { error, grewMb: (peak - before) / MIB, ms: performance.now() - started };
}

describe("image headers are checked before decoding", () => {
  it("refuses a TIFF whose samples per pixel make its pixels too many bytes, though their count is allowed", async () => {
    // 4000 x 4000 (16 million pixels, under the 50 million limit) with 40 samples of 16 bits: 1.3 GB decoded.
    const bytes = tiff({ width: 4000, height: 4000, samples: 40, bits: 16, data: deflatedZeros(1) });
    expect((await sharp(bytes).metadata()).channels).toBe(40);
    const { error, grewMb } = await readMeasured(bytes, "image/tiff");
    expect(error).toMatchObject({
      code: "image_too_large",
      message: expect.stringMatching(/40 ushort samples per pixel, 1,280 MB decoded/),
    });
    expect(grewMb).toBeLessThan(100);
  });

  it("bounds a TIFF strip that inflates past its rows", async () => {
    // A 100 x 100 grey image whose one strip is 1 GiB of deflated zeros.
    const bytes = tiff({ width: 100, height: 100, samples: 1, bits: 8, data: deflatedZeros(1024) });
    const { error, grewMb, ms } = await readMeasured(bytes, "image/tiff");
    expect(error).toMatchObject({ code: expect.stringMatching(/corrupt_file|empty_document/) });
    expect(grewMb).toBeLessThan(100);
    expect(ms).toBeLessThan(5000);
  });

  it("bounds PNG chunks that inflate to a gigabyte (a colour profile, a text chunk)", async () => {
    for (const chunkType of ["iCCP", "zTXt"]) {
      const bytes = png([pngChunk(chunkType, Buffer.concat([Buffer.from("x\0\0", "latin1"), deflatedZeros(1024)]))]);
      const { error, grewMb } = await readMeasured(bytes, "image/png");
      expect(error, chunkType).toMatchObject({ code: "corrupt_file" });
      expect(grewMb, chunkType).toBeLessThan(100);
    }
  });

  it("counts the scans of a progressive JPEG, and refuses thousands before the decoder passes over them", async () => {
    const progressive = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#808080" } })
      .jpeg({ progressive: true })
      .toBuffer();
    const scans = countJpegScans(progressive, MAX_JPEG_SCANS);
    expect(scans).toBeGreaterThan(1);
    expect(scans).toBeLessThan(20);
    // Its first scan repeated 5,000 times: 5,000 passes over the image for a decoder.
    const sos = progressive.indexOf(Buffer.from([0xff, 0xda]));
    const next = progressive.indexOf(Buffer.from([0xff, 0xda]), sos + 2);
    const scan = progressive.subarray(sos, next);
    const hostile = Buffer.concat([progressive.subarray(0, sos), ...Array.from({ length: 5000 }, () => scan), Buffer.from([0xff, 0xd9])]);
    expect(countJpegScans(hostile, MAX_JPEG_SCANS)).toBe(MAX_JPEG_SCANS + 1);
    const { error, ms } = await readMeasured(hostile, "image/jpeg");
    expect(error).toMatchObject({ code: "image_too_large", message: expect.stringContaining("scans") });
    expect(ms).toBeLessThan(1000);
  });

  it("refuses GIFs and WebPs with more frames than are worth walking", async () => {
    expect(countGifFrames(gif(3), MAX_FRAMES)).toBe(3);
    const many = gif(MAX_FRAMES + 5);
    expect(countGifFrames(many, MAX_FRAMES)).toBe(MAX_FRAMES + 1);
    expect(await readMeasured(many, "image/gif")).toMatchObject({
      error: { code: "image_too_large", message: expect.stringContaining("frames") },
    });
    const webp = riff(Array.from({ length: MAX_FRAMES + 1 }, () => ["ANMF", Buffer.alloc(16)]));
    expect(countWebpFrames(webp, MAX_FRAMES)).toBe(MAX_FRAMES + 1);
    expect(await readMeasured(webp, "image/webp")).toMatchObject({ error: { code: "image_too_large" } });
  });
});

// ---------------------------------------------------------------------------------------------------------------

/** A little-endian TIFF with one strip of deflated data; samples beyond the first are ExtraSamples. */
function tiff(opts: { width: number; height: number; samples: number; bits: number; data: Buffer }): Buffer {
  const entries: [tag: number, type: number, values: number[]][] = [
    [256, 4, [opts.width]],
    [257, 4, [opts.height]],
    [258, 3, Array(opts.samples).fill(opts.bits)],
    [259, 3, [8]], // deflate
    [262, 3, [1]], // black is zero
    [273, 4, [0]], // strip offset, set below
    [277, 3, [opts.samples]],
    [278, 4, [opts.height]],
    [279, 4, [opts.data.length]],
    [284, 3, [1]],
    ...(opts.samples > 1 ? [[338, 3, Array(opts.samples - 1).fill(0)] as [number, number, number[]]] : []),
  ];
  const ifdSize = 2 + entries.length * 12 + 4;
  const arrays: Buffer[] = [];
  let arrayAt = 8 + ifdSize;
  const ifd = Buffer.alloc(ifdSize);
  ifd.writeUInt16LE(entries.length, 0);
  const offsets: number[] = [];
  entries.forEach(([tag, type, values], i) => {
    const at = 2 + i * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(values.length, at + 4);
    const size = type === 3 ? 2 : 4;
    if (values.length * size <= 4) {
      values.forEach((v, k) => (type === 3 ? ifd.writeUInt16LE(v, at + 8 + 2 * k) : ifd.writeUInt32LE(v, at + 8)));
      if (tag === 273) offsets.push(at + 8);
    } else {
      const array = Buffer.alloc(values.length * size);
      values.forEach((v, k) => (type === 3 ? array.writeUInt16LE(v, 2 * k) : array.writeUInt32LE(v, 4 * k)));
      ifd.writeUInt32LE(arrayAt, at + 8);
      arrays.push(array);
      arrayAt += array.length;
    }
  });
  for (const at of offsets) ifd.writeUInt32LE(arrayAt, at);
  const header = Buffer.from([0x49, 0x49, 42, 0, 8, 0, 0, 0]);
  return Buffer.concat([header, ifd, ...arrays, opts.data]);
}

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    let c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 10 x 10 grey PNG with extra chunks before its pixels. */
function png(extra: Buffer[]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(10, 0);
  ihdr.writeUInt32BE(10, 4);
  ihdr[8] = 8;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk("IHDR", ihdr),
    ...extra,
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(11 * 10))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 1 x 1 GIF of `frames` frames. */
function gif(frames: number): Buffer {
  const header = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]);
  const frame = Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}

function riff(chunks: [string, Buffer][]): Buffer {
  const body = Buffer.concat(
    chunks.map(([fourcc, data]) => {
      const head = Buffer.alloc(8);
      head.write(fourcc, 0, "latin1");
      head.writeUInt32LE(data.length, 4);
      return Buffer.concat([head, data]);
    }),
  );
  const head = Buffer.alloc(12);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(body.length + 4, 4);
  head.write("WEBP", 8, "latin1");
  return Buffer.concat([head, body]);
}
