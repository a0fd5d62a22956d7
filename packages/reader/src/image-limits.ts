// What an image may cost before it is decoded, read from its headers. The pixel limit alone bounds neither the
// bytes per pixel (a TIFF may declare dozens of 16-bit samples per pixel), nor the passes over the pixels (a
// progressive JPEG may have thousands of scans, each a pass over the whole image), nor the frames an image
// format makes its decoder walk (sharp walks every frame of a GIF or WebP to count them, though only the first is
// read). Each is bounded here; TIFF strips and PNG chunks are bounded by libtiff and libspng themselves (a strip
// decodes to at most its rows, a compressed chunk to at most a few megabytes), which the tests check.
import type sharp from "sharp";
import { ReadError } from "./errors.ts";

/** Scans of a progressive JPEG: encoders write 6 to 20 (mozjpeg's most); thousands are an attack on time. */
export const MAX_JPEG_SCANS = 100;
/** Frames of an animated GIF or WebP; only the first is read, but every one is walked. */
export const MAX_FRAMES = 10_000;
/** Bytes per pixel the pixel limit is worth: 8-bit RGBA. */
const BYTES_PER_PIXEL = 4;

const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/**
 * Refuses an image whose decoded page would take more memory than `maxPixels` pixels of 8-bit RGBA: the pixel
 * count times samples per pixel times bytes per sample, as its header declares them.
 */
export function checkDecodedSize(meta: sharp.Metadata, width: number, height: number, maxPixels: number, of: string): void {
  const bytes = width * height * Math.max(1, meta.channels ?? 1) * (SAMPLE_BYTES[meta.depth ?? "uchar"] ?? 8);
  const limit = maxPixels * BYTES_PER_PIXEL;
  if (bytes > limit) {
    const mb = (n: number) => `${Math.round(n / 1e6).toLocaleString("en")} MB`;
    throw new ReadError(
      "image_too_large",
      `The image${of} declares ${meta.channels} ${meta.depth} samples per pixel, ${mb(bytes)} decoded, more than the ${mb(limit)} the pixel limit allows.`,
    );
  }
}

/** Refuses, from its bytes and before any decoder sees it, an image with too many scans or frames. */
export function checkStructure(bytes: Buffer): void {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const scans = countJpegScans(bytes, MAX_JPEG_SCANS);
    if (scans > MAX_JPEG_SCANS)
      throw new ReadError("image_too_large", `The JPEG has more than ${MAX_JPEG_SCANS} scans; real ones have at most about 20.`);
  } else if (bytes.subarray(0, 3).toString("latin1") === "GIF") {
    if (countGifFrames(bytes, MAX_FRAMES) > MAX_FRAMES) throw tooManyFrames("GIF");
  } else if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") {
    if (countWebpFrames(bytes, MAX_FRAMES) > MAX_FRAMES) throw tooManyFrames("WebP");
  }
}

function tooManyFrames(format: string): ReadError {
  return new ReadError("image_too_large", `The ${format} has more than ${MAX_FRAMES.toLocaleString("en")} frames.`);
}

/**
 * Start-of-scan markers of a JPEG, counted along its segments (whose lengths skip APP data such as an embedded
 * thumbnail) and over each scan's entropy-coded data (where a marker byte is always stuffed), up to `max` + 1.
 */
export function countJpegScans(bytes: Buffer, max: number): number {
  let scans = 0;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return scans; // not a marker where one must be: the decoder will say more
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) return scans; // end of image
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    at += 2 + length;
    if (marker !== 0xda) continue;
    if (++scans > max) return scans;
    // Entropy-coded data: up to the next marker that is neither a stuffed 0xff00 nor a restart marker.
    for (;;) {
      const ff = bytes.indexOf(0xff, at);
      if (ff === -1 || ff + 1 >= bytes.length) return scans;
      const next = bytes[ff + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
        at = ff + (next === 0xff ? 1 : 2);
        continue;
      }
      at = ff;
      break;
    }
  }
  return scans;
}

/** Image descriptors of a GIF, up to `max` + 1, walked over its blocks without decoding any. */
export function countGifFrames(bytes: Buffer, max: number): number {
  if (bytes.length < 13) return 0;
  let at = 13;
  const flags = bytes[10]!;
  if (flags & 0x80) at += 3 * (1 << ((flags & 0x07) + 1));
  let frames = 0;
  const skipSubBlocks = () => {
    while (at < bytes.length) {
      const size = bytes[at]!;
      at += 1 + size;
      if (size === 0) return;
    }
  };
  while (at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      at += 2; // introducer, label
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (++frames > max) return frames;
      const local = bytes[at + 9] ?? 0;
      at += 10;
      if (local & 0x80) at += 3 * (1 << ((local & 0x07) + 1));
      at += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      break; // not a block: the decoder will say more
    }
  }
  return frames;
}

/** ANMF chunks (frames) of a WebP, up to `max` + 1. */
export function countWebpFrames(bytes: Buffer, max: number): number {
  let frames = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    const fourcc = bytes.subarray(at, at + 4).toString("latin1");
    const size = bytes.readUInt32LE(at + 4);
    if (fourcc === "ANMF" && ++frames > max) return frames;
    at += 8 + size + (size & 1);
  }
  return frames;
}
