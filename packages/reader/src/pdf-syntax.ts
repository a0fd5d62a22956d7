// Just enough PDF syntax to find a document's streams, their filters and the pages that draw them, without
// pdf.js: a tokenizer and a bounded object parser over the raw bytes. Used by pdf-inflation.ts to measure what
// the streams inflate to before pdf.js inflates any of them. Malformed input never throws out of here: what
// cannot be parsed is reported as unknown, and every loop is bounded by the input's length.

export class PdfName {
  constructor(readonly name: string) {}
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

export class PdfString {
  constructor(readonly bytes: Uint8Array) {}
}

export type PdfValue = number | boolean | null | PdfName | PdfRef | PdfValue[] | PdfDict | PdfString | { keyword: string };
export type PdfDict = Map<string, PdfValue>;

export function isDict(value: PdfValue | undefined): value is PdfDict {
  return value instanceof Map;
}

const WHITESPACE = new Uint8Array(256);
for (const b of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WHITESPACE[b] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of "()<>[]{}/%") DELIMITER[c.charCodeAt(0)] = 1;

export function isWhitespace(b: number | undefined): boolean {
  return b !== undefined && WHITESPACE[b] === 1;
}

/** Whether the byte ends a token: whitespace, a delimiter, or the end of the data. */
export function endsToken(b: number | undefined): boolean {
  return b === undefined || WHITESPACE[b] === 1 || DELIMITER[b] === 1;
}

class ParseFail extends Error {}

const ESCAPES: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };

/** The most nested arrays and dictionaries an object may have here (real files use a handful). */
const MAX_NESTING = 40;
/** The most values one object may hold here; beyond it the object is not worth parsing. */
const MAX_VALUES = 200_000;

/** Parses PDF objects from `bytes`, starting at `pos`; `pos` is left after the value parsed. */
export class PdfParser {
  pos: number;
  private values = 0;

  constructor(
    private readonly bytes: Uint8Array,
    pos = 0,
    private readonly end = bytes.length,
  ) {
    this.pos = pos;
  }

  /** The next value, or undefined when none can be parsed here (the position is then unspecified). */
  tryValue(): PdfValue | undefined {
    this.values = 0;
    try {
      return this.value(0);
    } catch (error) {
      if (error instanceof ParseFail) return undefined;
      throw error;
    }
  }

  skipSpace(): void {
    const { bytes, end } = this;
    while (this.pos < end) {
      const b = bytes[this.pos]!;
      if (WHITESPACE[b] === 1) this.pos++;
      else if (b === 0x25 /* % */) {
        while (this.pos < end && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d) this.pos++;
      } else break;
    }
  }

  private value(depth: number): PdfValue {
    if (++this.values > MAX_VALUES || depth > MAX_NESTING) throw new ParseFail();
    this.skipSpace();
    const { bytes } = this;
    if (this.pos >= this.end) throw new ParseFail();
    const b = bytes[this.pos]!;
    if (b === 0x2f /* / */) return this.name();
    if (b === 0x28 /* ( */) return this.literalString();
    if (b === 0x3c /* < */) {
      if (bytes[this.pos + 1] === 0x3c) return this.dict(depth);
      return this.hexString();
    }
    if (b === 0x5b /* [ */) {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.pos >= this.end) throw new ParseFail();
        if (bytes[this.pos] === 0x5d /* ] */) {
          this.pos++;
          return items;
        }
        items.push(this.value(depth + 1));
      }
    }
    if ((b >= 0x30 && b <= 0x39) || b === 0x2b || b === 0x2d || b === 0x2e) return this.numberOrRef();
    if (DELIMITER[b] === 1) throw new ParseFail(); // ) > ] { } where a value should start
    const word = this.keyword();
    if (word === "true") return true;
    if (word === "false") return false;
    if (word === "null") return null;
    return { keyword: word };
  }

  private dict(depth: number): PdfDict {
    this.pos += 2;
    const dict: PdfDict = new Map();
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.end) throw new ParseFail();
      const b = this.bytes[this.pos];
      if (b === 0x3e /* > */ && this.bytes[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return dict;
      }
      if (b !== 0x2f) throw new ParseFail();
      const key = this.name().name;
      dict.set(key, this.value(depth + 1));
    }
  }

  /** A name, with its #xx escapes decoded (pdf.js reads /Fl#61teDecode as FlateDecode). */
  private name(): PdfName {
    const { bytes, end } = this;
    let i = this.pos + 1;
    let text = "";
    while (i < end && !endsToken(bytes[i])) {
      const c = bytes[i]!;
      if (c === 0x23 /* # */ && i + 2 < end + 1) {
        const hex = Number.parseInt(String.fromCharCode(bytes[i + 1] ?? 0, bytes[i + 2] ?? 0), 16);
        if (!Number.isNaN(hex)) {
          text += String.fromCharCode(hex);
          i += 3;
          continue;
        }
      }
      text += String.fromCharCode(c);
      i++;
      if (text.length > 127) break;
    }
    while (i < end && !endsToken(bytes[i])) i++;
    this.pos = i;
    return new PdfName(text);
  }

  /** A literal string with its escapes decoded (the encryption dictionary's keys are such strings). */
  private literalString(): PdfString {
    const { bytes, end } = this;
    const out: number[] = [];
    let depth = 0;
    for (let i = this.pos; i < end; i++) {
      const c = bytes[i]!;
      if (c === 0x5c /* \ */) {
        const e = bytes[++i];
        if (e === undefined) break;
        if (e >= 0x30 && e <= 0x37) {
          let code = e - 0x30;
          for (let k = 0; k < 2 && bytes[i + 1]! >= 0x30 && bytes[i + 1]! <= 0x37; k++) code = code * 8 + (bytes[++i]! - 0x30);
          out.push(code & 0xff);
        } else if (e === 0x0d) {
          if (bytes[i + 1] === 0x0a) i++;
        } else if (e !== 0x0a) {
          out.push(ESCAPES[e] ?? e);
        }
        continue;
      }
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) {
        this.pos = i + 1;
        return new PdfString(Uint8Array.from(out));
      }
      if (depth > 0 && (c !== 0x28 || depth > 1)) out.push(c);
    }
    throw new ParseFail();
  }

  private hexString(): PdfString {
    const close = this.bytes.indexOf(0x3e, this.pos);
    if (close === -1 || close >= this.end) throw new ParseFail();
    const digits = String.fromCharCode(...this.bytes.subarray(this.pos + 1, Math.min(close, this.pos + 1 + 4096))).replace(
      /[^0-9a-fA-F]/g,
      "",
    );
    this.pos = close + 1;
    return new PdfString(Uint8Array.from(Buffer.from(digits.length % 2 ? `${digits}0` : digits, "hex")));
  }

  private keyword(): string {
    const start = this.pos;
    while (this.pos < this.end && !endsToken(this.bytes[this.pos]) && this.pos - start < 64) this.pos++;
    if (this.pos === start) throw new ParseFail();
    return String.fromCharCode(...this.bytes.subarray(start, this.pos));
  }

  private numberOrRef(): number | PdfRef {
    const first = this.number();
    if (!Number.isInteger(first) || first < 0) return first;
    const save = this.pos;
    this.skipSpace();
    const b = this.bytes[this.pos];
    if (b !== undefined && b >= 0x30 && b <= 0x39) {
      const gen = this.number();
      this.skipSpace();
      if (Number.isInteger(gen) && this.bytes[this.pos] === 0x52 /* R */ && endsToken(this.bytes[this.pos + 1])) {
        this.pos++;
        return new PdfRef(first, gen);
      }
    }
    this.pos = save;
    return first;
  }

  private number(): number {
    const start = this.pos;
    while (this.pos < this.end && !endsToken(this.bytes[this.pos]) && this.pos - start < 40) this.pos++;
    const value = Number(String.fromCharCode(...this.bytes.subarray(start, this.pos)));
    return Number.isFinite(value) ? value : 0;
  }
}

/** Whether `bytes` holds `word` at `at` (ASCII). */
export function hasAt(bytes: Uint8Array, at: number, word: Uint8Array): boolean {
  if (at < 0 || at + word.length > bytes.length) return false;
  for (let i = 0; i < word.length; i++) if (bytes[at + i] !== word[i]) return false;
  return true;
}

export const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * The object and generation numbers of an `N G obj` header whose `obj` keyword starts at `at`, or null when the
 * bytes before it are not such a header.
 */
export function objectHeaderAt(bytes: Uint8Array, at: number): { num: number; gen: number } | null {
  if (!endsToken(bytes[at + 3])) return null;
  let i = at - 1;
  const digitsBack = (): number => {
    const endDigits = i;
    while (i >= 0 && bytes[i]! >= 0x30 && bytes[i]! <= 0x39 && endDigits - i < 10) i--;
    if (i === endDigits) return -1;
    return Number(String.fromCharCode(...bytes.subarray(i + 1, endDigits + 1)));
  };
  const skipBack = (): boolean => {
    const from = i;
    while (i >= 0 && isWhitespace(bytes[i])) i--;
    return i < from;
  };
  if (!skipBack()) return null;
  const gen = digitsBack();
  if (gen < 0 || !skipBack()) return null;
  const num = digitsBack();
  if (num < 0 || (i >= 0 && !endsToken(bytes[i]))) return null;
  return { num, gen };
}
