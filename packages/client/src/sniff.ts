// The content type of a file from its first bytes, with the file name's extension as a hint for what magic numbers
// cannot tell (CSV is text). A library (file-type) could do this, but the SDK has no runtime dependencies and needs
// only the nine types the API accepts.
import type { ContentType } from "./types.ts";

const EXTENSIONS: Record<string, ContentType> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  tif: "image/tiff",
  tiff: "image/tiff",
  txt: "text/plain",
  csv: "text/csv",
};

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of the bytes, or null when they are none of the nine. */
export function sniffContentType(bytes: Uint8Array, name?: string): ContentType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "image/tiff";
  const hinted = name ? typeFromName(name) : null;
  if (looksLikeText(bytes)) return hinted === "text/csv" ? "text/csv" : "text/plain";
  return null;
}

/** The type a file name or URL path suggests by its extension. */
export function typeFromName(name: string): ContentType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name.split(/[?#]/, 1)[0]!)?.[1]?.toLowerCase();
  return extension ? (EXTENSIONS[extension] ?? null) : null;
}

/** Text has no NUL bytes (UTF-16 text starts with a byte-order mark, which the server decodes). */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  return !bytes.subarray(0, 8192).includes(0);
}
