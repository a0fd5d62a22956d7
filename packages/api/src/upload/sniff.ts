// Checks that the bytes are what the caller says they are: a label alone proves nothing, and a reader handed the
// wrong format fails later, as a FAILED job, instead of now, as a clear 415.
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import type { CanonicalContentType } from "@docsift/contract";

export type Sniffed = { ok: true } | { ok: false; detected: string };

const BINARY_ALIASES: Record<string, CanonicalContentType> = {
  "application/pdf": "application/pdf",
  "image/tiff": "image/tiff",
  "image/png": "image/png",
  "image/apng": "image/png",
  "image/jpeg": "image/jpeg",
  "image/gif": "image/gif",
  "image/webp": "image/webp",
};

export async function sniff(bytes: Buffer, declared: CanonicalContentType): Promise<Sniffed> {
  return decide(await detect(bytes), bytes, bytes.length, declared);
}

/** The same check for a file received to disk: file-type reads what it needs from the file, text is judged by its head. */
export async function sniffFile(path: string, head: Buffer, size: number, declared: CanonicalContentType): Promise<Sniffed> {
  let found: { mime: string } | undefined;
  try {
    found = await fileTypeFromFile(path);
  } catch {
    found = undefined;
  }
  return decide(found, head, size, declared);
}

function decide(found: { mime: string } | undefined, head: Buffer, size: number, declared: CanonicalContentType): Sniffed {
  if (declared === "text/plain" || declared === "text/csv") {
    if (found && found.mime !== "text/plain" && found.mime !== "text/csv") return { ok: false, detected: found.mime };
    return looksLikeText(head, size) ? { ok: true } : { ok: false, detected: "application/octet-stream" };
  }
  const detected = found
    ? (BINARY_ALIASES[found.mime] ?? found.mime)
    : looksLikeText(head, size)
      ? "text/plain"
      : "application/octet-stream";
  return detected === declared ? { ok: true } : { ok: false, detected };
}

/** The type file-type recognises, if any; a parser of it that trips over hostile bytes recognises nothing. */
async function detect(bytes: Buffer): Promise<{ mime: string } | undefined> {
  try {
    return await fileTypeFromBuffer(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Text means: UTF-16 with a byte order mark, or bytes without NULs and with few control characters (UTF-8,
 * Latin-1 and their relatives all pass; binary formats do not).
 */
function looksLikeText(bytes: Buffer, size = bytes.length): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    return size % 2 === 0;
  }
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  }
  return control <= sample.length * 0.01;
}
