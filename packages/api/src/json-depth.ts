// How deeply a JSON text nests, measured before it is parsed: a body nested thousands of levels deep is valid
// JSON that every recursive step after the parser (validation, hashing, serialising) would overflow the stack on.
// One pass, no recursion, and strings are skipped with the native indexOf, so a 30 MB base64 member costs little.

/** The bound of request bodies: the deepest valid request (a document_schema nested to its limit) needs about 12. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether the JSON text in `bytes` (UTF-8, where every structural character is one ASCII byte that never occurs
 * inside a multi-byte sequence) opens more than `max` arrays and objects inside each other. Malformed text is
 * measured as far as it goes; the parser reports it afterwards.
 */
export function jsonTooDeep(bytes: Uint8Array, max = MAX_JSON_DEPTH): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let depth = 0;
  for (let i = 0; i < buf.length; i++) {
    const b = buf[i]!;
    if (b === QUOTE) {
      i = endOfString(buf, i + 1);
    } else if (OPEN.has(b)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(b)) {
      depth--;
    }
  }
  return false;
}

/** The same measure for text already decoded from another charset (UTF-16, UTF-32). */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i++;
        else if (d === QUOTE) break;
      }
    } else if (OPEN.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(c)) {
      depth--;
    }
  }
  return false;
}

/** The index of the quote that closes the string whose first character is at `from` (or the end of the text). */
function endOfString(buf: Buffer, from: number): number {
  for (let at = from; ;) {
    const quote = buf.indexOf(QUOTE, at);
    if (quote === -1) return buf.length;
    // A quote preceded by an odd number of backslashes is escaped.
    let backslashes = 0;
    while (quote - 1 - backslashes >= from && buf[quote - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}
