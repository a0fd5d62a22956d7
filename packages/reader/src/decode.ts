import { ReadError } from "./errors.ts";

/**
 * Decodes the bytes of a text or CSV file: a BOM wins, then BOM-less UTF-16 (recognised by its NUL bytes), then
 * UTF-8, and windows-1252 for anything that is not valid UTF-8 (the usual encoding of legacy exports that
 * claim to be Latin-1).
 */
export function decodeText(bytes: Uint8Array): string {
  const text = decode(bytes);
  if (controlCharRatio(text) > 0.1) {
    throw new ReadError("unreadable_text", "The file does not look like text: it contains too many control characters.");
  }
  // The few control characters left are spaces (form feeds still separate pages): no value should carry them, and
  // PostgreSQL cannot store a NUL in a result.
  // eslint-disable-next-line no-control-regex -- control characters are what this replaces
  return text.replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, " ");
}

function decode(bytes: Uint8Array): string {
  const [b0, b1, b2] = bytes;
  // TextDecoder drops the BOM itself.
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return new TextDecoder("utf-8").decode(bytes);
  if (b0 === 0xff && b1 === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (b0 === 0xfe && b1 === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  const utf16 = guessBomlessUtf16(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

// Mostly-ASCII UTF-16 has a NUL in every other byte, which neither UTF-8 nor a single-byte encoding of real
// text does.
function guessBomlessUtf16(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const sample = Math.min(bytes.length, 4096) & ~1;
  if (sample < 4) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenNuls++;
    if (bytes[i + 1] === 0) oddNuls++;
  }
  const pairs = sample / 2;
  if (oddNuls > pairs * 0.4 && evenNuls < pairs * 0.05) return "utf-16le";
  if (evenNuls > pairs * 0.4 && oddNuls < pairs * 0.05) return "utf-16be";
  return null;
}

// Node's TextDecoder decodes "windows-1252" as ISO-8859-1 (C1 controls where € and curly quotes should be),
// so the 32 code points where the two differ are mapped here.
const WINDOWS_1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    text += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(b - 0x80) : b)));
  }
  return text;
}

// Binary files decode "successfully" as windows-1252; what gives them away is the share of control characters
// (and replacement characters from broken UTF-16) that real text never has.
function controlCharRatio(text: string): number {
  if (text.length === 0) return 0;
  const sample = text.length > 65536 ? text.slice(0, 65536) : text;
  // eslint-disable-next-line no-control-regex -- control characters are what this counts
  const controls = sample.match(/[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\ufffd]/g)?.length ?? 0;
  return controls / sample.length;
}
