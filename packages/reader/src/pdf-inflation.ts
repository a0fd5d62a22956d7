// Bounds what a PDF's compressed streams may inflate to, before pdf.js inflates any of them. pdf.js keeps every
// decoded stream whole in memory: one 1 MB stream of deflated zeros became 1 GiB (and 3.5 GB of process memory)
// before this check. Here every stream is decoded in pieces that are counted and dropped (pdf-filters.ts), and
// the document fails with `too_large` as soon as one stream, the content streams of one page, or the whole
// document inflates past its limit. The check finds streams by their `stream` keyword anywhere in the file, so a
// cross-reference table cannot hide one; object streams are opened to find the pages and lengths inside them.
// Encrypted documents that open without a password are decrypted to be measured (pdf-crypt.ts); whatever this
// check still cannot see into is bounded inside pdf.js too (see pdf-thread-boot.mjs).
import { ReadError } from "./errors.ts";
import { type StreamDecryptor, emptyPasswordDecryptor } from "./pdf-crypt.ts";
import { type Filter, OverBudget, filterNamed, measureFilters } from "./pdf-filters.ts";
import {
  PdfName,
  PdfParser,
  PdfRef,
  PdfString,
  type PdfDict,
  type PdfValue,
  ascii,
  endsToken,
  hasAt,
  isDict,
  isWhitespace,
  objectHeaderAt,
} from "./pdf-syntax.ts";

export type InflationLimits = {
  /** Bytes one stream may inflate to (all its filters' output together). */
  stream: number;
  /** Bytes the content streams of one page may inflate to together. */
  page: number;
  /** Bytes all streams may inflate to together, content streams counted once per page that draws them. */
  document: number;
};

export type InflationReport = { streams: number; inflatedBytes: number; largestStream: number; largestPage: number; measured: boolean };

/**
 * Which streams to measure: `all` before reading a document; `structure` (cross-reference and object streams,
 * what pdf.js inflates to count pages) before counting its pages at upload.
 */
export type InflationScope = "all" | "structure";

const OBJ = ascii("obj");
const STREAM = ascii("stream");
const ENDSTREAM = ascii("endstream");
const END = ascii("end");
const TRAILER = ascii("trailer");
/** Object streams larger than this once inflated are measured but not opened (real ones hold kilobytes). */
const MAX_OBJECT_STREAM = 16 * 1024 * 1024;

type StreamEntry = {
  /** The object and generation numbers of its `N G obj` header, when it has one. */
  num: number | null;
  gen: number;
  /** Its dictionary, or null when none could be parsed (then only a zlib header tells it is Flate). */
  dict: PdfDict | null;
  dataStart: number;
};

/** What the measure keeps of the objects that are not streams: only what lengths, filters and pages need. */
type Index = {
  /** Integers, names and arrays of references or names, by object number (for /Length, /Filter, /Contents). */
  values: Map<number, PdfValue>;
  /** The /Contents of every page dictionary. */
  pageContents: PdfValue[];
  /** Stream dictionaries by the offset just after their closing `>>`. */
  streamDicts: Map<number, { num: number; gen: number; dict: PdfDict }>;
  /** Trailer dictionaries (after `trailer`, and those of cross-reference streams): /Encrypt and /ID are there. */
  trailers: PdfDict[];
};

export function limitMessage(kind: keyof InflationLimits, limit: number): string {
  const what =
    kind === "stream"
      ? "One of its compressed streams inflates"
      : kind === "page"
        ? "The content of one of its pages inflates"
        : "Its compressed streams inflate";
  return `The PDF cannot be read: ${what} to more than the limit of ${formatBytes(limit)}${kind === "document" ? " in all" : ""}.`;
}

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3 && n % 1024 ** 3 === 0) return `${n / 1024 ** 3} GiB`;
  if (n >= 1024 ** 2) return `${Math.round(n / 1024 ** 2)} MiB`;
  return `${n} bytes`;
}

/** Measures the PDF's streams against the limits; throws ReadError `too_large` at the first one crossed. */
export async function checkInflation(bytes: Uint8Array, limits: InflationLimits, scope: InflationScope = "all"): Promise<InflationReport> {
  const index = indexObjects(bytes);
  const streams = findStreams(bytes, index);
  const decryption = decryptionOf(index);
  const sizes = new Map<number, number>();
  const report: InflationReport = {
    streams: streams.length,
    inflatedBytes: 0,
    largestStream: 0,
    largestPage: 0,
    measured: decryption !== "unreadable",
  };

  const measure = async (entry: StreamEntry, keep: boolean): Promise<Uint8Array | null> => {
    const type = typeName(entry.dict?.get("Type"));
    let cipher = null;
    // Cross-reference streams are never encrypted. Streams that cannot be decrypted here (a password is needed,
    // or the key depends on an object number there is none of) are left to pdf.js's own bound.
    if (decryption !== null && type !== "XRef") {
      if (decryption === "unreadable" || (entry.num === null && decryption.perObject)) return null;
      cipher = decryption.forObject(entry.num ?? 0, entry.gen);
    }
    const filters = entry.dict ? filtersOf(entry.dict, index) : sniffFlate(bytes, entry.dataStart);
    const raw = bytes.subarray(entry.dataStart, streamEnd(bytes, entry, index));
    const budget = Math.min(limits.stream, limits.document - report.inflatedBytes);
    let produced: number;
    let kept: Uint8Array | null;
    try {
      ({ produced, kept } = await measureFilters(raw, filters, budget, { keep: keep ? MAX_OBJECT_STREAM : 0, cipher }));
    } catch (error) {
      if (!(error instanceof OverBudget)) throw error;
      const kind = limits.document - report.inflatedBytes < limits.stream ? "document" : "stream";
      throw new ReadError("too_large", limitMessage(kind, limits[kind]));
    }
    report.inflatedBytes += produced;
    report.largestStream = Math.max(report.largestStream, produced);
    if (entry.num !== null) sizes.set(entry.num, Math.max(sizes.get(entry.num) ?? 0, produced));
    return kept;
  };

  // First what holds the structure (object streams hold pages and lengths that the other streams need).
  const structural = (entry: StreamEntry) => ["ObjStm", "XRef"].includes(typeName(entry.dict?.get("Type")) ?? "");
  for (const entry of streams.filter(structural)) {
    const kept = await measure(entry, typeName(entry.dict?.get("Type")) === "ObjStm");
    if (kept && entry.dict) indexObjectStream(kept, entry.dict, index);
  }
  if (scope === "structure") return report;
  for (const entry of streams.filter((e) => !structural(e))) await measure(entry, false);

  // Pages: pdf.js decodes a page's content streams for that page, again for each page that draws them.
  const asContent = new Set<number>();
  let total = report.inflatedBytes;
  for (const contents of index.pageContents) {
    const refs = contentRefs(contents, index);
    let page = 0;
    for (const num of refs) {
      page += sizes.get(num) ?? 0;
      if (asContent.has(num)) total += sizes.get(num) ?? 0;
      asContent.add(num);
    }
    report.largestPage = Math.max(report.largestPage, page);
    if (page > limits.page) throw new ReadError("too_large", limitMessage("page", limits.page));
  }
  report.inflatedBytes = total;
  if (total > limits.document) throw new ReadError("too_large", limitMessage("document", limits.document));
  return report;
}

/**
 * How the document's streams are decrypted: null when it is not encrypted, "unreadable" when it needs a
 * password (or a handler other than the standard one).
 */
function decryptionOf(index: Index): StreamDecryptor | "unreadable" | null {
  const trailer = index.trailers.find((t) => t.has("Encrypt"));
  if (!trailer) return null;
  const encrypt = resolve(trailer.get("Encrypt"), index);
  const ids = resolve(trailer.get("ID"), index) ?? index.trailers.map((t) => t.get("ID")).find(Boolean);
  const id = Array.isArray(ids) && ids[0] instanceof PdfString ? ids[0].bytes : new Uint8Array(0);
  if (!isDict(encrypt)) return "unreadable";
  return emptyPasswordDecryptor(encrypt, id, (v) => resolve(v, index)) ?? "unreadable";
}

// ---------------------------------------------------------------------------------------------------------------
// Finding objects and streams.

/** Every `N G obj` in the file, keeping what the measure needs; and whether the file is encrypted. */
function indexObjects(bytes: Uint8Array): Index {
  const index: Index = { values: new Map(), pageContents: [], streamDicts: new Map(), trailers: [] };
  for (let from = 0; ;) {
    const at = indexOf(bytes, OBJ, from);
    if (at === -1) break;
    from = at + OBJ.length;
    const header = objectHeaderAt(bytes, at);
    if (!header) continue;
    const parser = new PdfParser(bytes, at + OBJ.length);
    const value = parser.tryValue();
    if (value === undefined) continue;
    from = parser.pos;
    record(header.num, value, index);
    if (isDict(value)) {
      parser.skipSpace();
      if (hasAt(bytes, parser.pos, STREAM)) index.streamDicts.set(endOfDict(bytes, parser.pos), { ...header, dict: value });
      if (typeName(value.get("Type")) === "XRef") index.trailers.push(value);
    }
  }
  for (let from = 0; ;) {
    const at = indexOf(bytes, TRAILER, from);
    if (at === -1) break;
    from = at + TRAILER.length;
    const trailer = new PdfParser(bytes, from).tryValue();
    if (isDict(trailer)) index.trailers.push(trailer);
  }
  return index;
}

/** The offset just after the `>>` that closes the dictionary before the `stream` keyword at `keyword`. */
function endOfDict(bytes: Uint8Array, keyword: number): number {
  let i = keyword - 1;
  while (i >= 0 && isWhitespace(bytes[i])) i--;
  return i + 1;
}

function record(num: number, value: PdfValue, index: Index): void {
  if (isDict(value)) {
    if (typeName(value.get("Type")) === "Page" && value.has("Contents")) index.pageContents.push(value.get("Contents")!);
    // The encryption dictionary and its crypt filters, which trailers refer to.
    if (typeName(value.get("Filter")) === "Standard" || value.has("CFM") || value.has("StdCF")) index.values.set(num, value);
    return;
  }
  if (typeof value === "number" || value instanceof PdfName) index.values.set(num, value);
  else if (
    Array.isArray(value) &&
    value.length <= 100_000 &&
    value.every((v) => v instanceof PdfRef || v instanceof PdfName || v instanceof PdfString)
  ) {
    index.values.set(num, value);
  }
}

/** The objects inside an object stream (`N` pairs of number and offset, the objects from `First` on). */
function indexObjectStream(content: Uint8Array, dict: PdfDict, index: Index): void {
  const count = dict.get("N");
  const first = dict.get("First");
  if (typeof count !== "number" || typeof first !== "number" || count < 0 || first < 0 || first > content.length) return;
  const header = new PdfParser(content, 0, first);
  for (let i = 0; i < count; i++) {
    const num = header.tryValue();
    const offset = header.tryValue();
    if (typeof num !== "number" || typeof offset !== "number" || first + offset >= content.length || offset < 0) return;
    const value = new PdfParser(content, first + offset).tryValue();
    if (value !== undefined) record(num, value, index);
  }
}

/**
 * Every stream: each `stream` keyword after a dictionary, wherever it is (inside another stream's data too:
 * a cross-reference entry may point anywhere, and pdf.js would follow it).
 */
function findStreams(bytes: Uint8Array, index: Index): StreamEntry[] {
  const streams: StreamEntry[] = [];
  for (let from = 0; ;) {
    const at = indexOf(bytes, STREAM, from);
    if (at === -1) break;
    from = at + STREAM.length;
    if (hasAt(bytes, at - END.length, END) || !endsToken(bytes[at + STREAM.length])) continue;
    const dictEnd = endOfDict(bytes, at);
    if (bytes[dictEnd - 1] !== 0x3e || bytes[dictEnd - 2] !== 0x3e) continue; // pdf.js makes streams only after a dictionary
    const known = index.streamDicts.get(dictEnd);
    const dict = known?.dict ?? dictEndingAt(bytes, dictEnd);
    streams.push({ num: known?.num ?? null, gen: known?.gen ?? 0, dict, dataStart: dataStartAfter(bytes, at + STREAM.length) });
  }
  return streams;
}

/** The dictionary that ends at `end`, found by trying the nearest `<<` before it; null when none parses to it. */
function dictEndingAt(bytes: Uint8Array, end: number): PdfDict | null {
  const OPEN = ascii("<<");
  let at = end - 2;
  for (let tries = 0; tries < 32 && at > 0 && end - at < 65_536; tries++) {
    at = lastIndexOf(bytes, OPEN, at - 1);
    if (at === -1) return null;
    const parser = new PdfParser(bytes, at, end);
    const value = parser.tryValue();
    if (isDict(value) && parser.pos === end) return value;
  }
  return null;
}

/** Where a stream's data starts: after the end of the line its keyword is on (as pdf.js reads it). */
function dataStartAfter(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length && i < from + 1024; i++) {
    if (bytes[i] === 0x0a) return i + 1;
    if (bytes[i] === 0x0d) return bytes[i + 1] === 0x0a ? i + 2 : i + 1;
  }
  return from;
}

/** Where the data ends: at /Length when `endstream` follows there (as pdf.js checks), else before the next one. */
function streamEnd(bytes: Uint8Array, entry: StreamEntry, index: Index): number {
  const length = resolve(entry.dict?.get("Length"), index);
  if (typeof length === "number" && Number.isInteger(length) && length >= 0 && entry.dataStart + length <= bytes.length) {
    let at = entry.dataStart + length;
    while (at < bytes.length && isWhitespace(bytes[at])) at++;
    if (hasAt(bytes, at, ENDSTREAM)) return entry.dataStart + length;
  }
  const next = indexOf(bytes, ENDSTREAM, entry.dataStart);
  return next === -1 ? bytes.length : next;
}

/** The decoding filters of a stream, in order, as pdf.js applies them (/F before /Filter, as pdf.js reads). */
function filtersOf(dict: PdfDict, index: Index): Filter[] {
  const value = resolve(dict.get("F") ?? dict.get("Filter"), index);
  const names = Array.isArray(value) ? value.map((v) => resolve(v, index)) : [value];
  const filters: Filter[] = [];
  for (const name of names) {
    const filter = name instanceof PdfName ? filterNamed(name.name) : null;
    if (!filter) break; // an image codec, or a filter pdf.js passes the data through unchanged
    filters.push(filter);
  }
  return filters;
}

/** A stream without a readable dictionary is measured as Flate when its data starts like zlib data. */
function sniffFlate(bytes: Uint8Array, at: number): Filter[] {
  const cmf = bytes[at];
  const flg = bytes[at + 1];
  if (cmf === undefined || flg === undefined) return [];
  return (cmf & 0x0f) === 8 && ((cmf << 8) + flg) % 31 === 0 && (flg & 0x20) === 0 ? ["flate"] : [];
}

function contentRefs(contents: PdfValue, index: Index): number[] {
  const value = resolveArray(contents, index);
  if (value instanceof PdfRef) return [value.num];
  if (Array.isArray(value)) return value.filter((v): v is PdfRef => v instanceof PdfRef).map((v) => v.num);
  return [];
}

/** A reference to an array is the array; a reference to a stream stays the reference. */
function resolveArray(value: PdfValue, index: Index): PdfValue {
  if (value instanceof PdfRef) {
    const target = index.values.get(value.num);
    if (Array.isArray(target)) return target;
  }
  return value;
}

function resolve(value: PdfValue | undefined, index: Index): PdfValue | undefined {
  return value instanceof PdfRef ? index.values.get(value.num) : value;
}

function typeName(value: PdfValue | undefined): string | undefined {
  return value instanceof PdfName ? value.name : undefined;
}

function indexOf(bytes: Uint8Array, word: Uint8Array, from: number): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(word, from);
}

function lastIndexOf(bytes: Uint8Array, word: Uint8Array, from: number): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf(word, from);
}
