// How much a PDF stream's filters produce, measured without keeping it: each filter decodes in bounded pieces
// and every piece is counted (and thrown away) as it passes, so a stream that inflates to terabytes is stopped
// at its budget with a few hundred kilobytes in memory. Flate and Brotli run in zlib; LZW, RunLength,
// ASCIIHex and ASCII85 are decoded here (they are simple, and the first two expand too).
import { createDecipheriv } from "node:crypto";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { type Cipher, Rc4 } from "./pdf-crypt.ts";

/** The decoding filters; image codecs (DCT, JPX, JBIG2, CCITT) end a chain, their output bounded by pixels. */
export type Filter = "flate" | "brotli" | "lzw" | "runlength" | "asciihex" | "ascii85";

const FILTER_NAMES: Record<string, Filter> = {
  FlateDecode: "flate",
  Fl: "flate",
  BrotliDecode: "brotli",
  LZWDecode: "lzw",
  LZW: "lzw",
  RunLengthDecode: "runlength",
  RL: "runlength",
  ASCIIHexDecode: "asciihex",
  AHx: "asciihex",
  ASCII85Decode: "ascii85",
  A85: "ascii85",
};

/** The decoding filter a name stands for, or null for an image codec or a name pdf.js does not decode. */
export function filterNamed(name: string): Filter | null {
  return FILTER_NAMES[name] ?? null;
}

export class OverBudget extends Error {
  constructor(readonly produced: number) {
    super(`produced more than the budget (${produced} bytes so far)`);
  }
}

const PIECE = 64 * 1024;
/** Streams this small are decoded in one synchronous go (most fonts and page contents), capped at SYNC_CAP. */
const SYNC_INPUT = 256 * 1024;
const SYNC_CAP = 8 * 1024 * 1024;

/**
 * The bytes the filters produce together (every filter's output counts: pdf.js keeps each one whole), or
 * OverBudget as soon as that exceeds `budget`. Data a filter cannot decode ends its output there, as it ends
 * pdf.js's. With `keep`, the decoded data too, when it is no longer than that (else null).
 */
export async function measureFilters(
  raw: Uint8Array,
  filters: Filter[],
  budget: number,
  opts: { keep?: number; cipher?: Cipher | null } = {},
): Promise<{ produced: number; kept: Uint8Array | null }> {
  const keep = opts.keep ?? 0;
  const cipher = opts.cipher ?? null;
  if (filters.length === 0) return { produced: 0, kept: keep >= raw.length ? (cipher ? decryptAll(cipher, raw) : raw) : null };
  if (raw.length <= SYNC_INPUT) {
    const quick = measureSync(cipher ? decryptAll(cipher, raw) : raw, filters, budget);
    if (quick !== null) return { produced: quick.produced, kept: quick.output.length <= keep ? quick.output : null };
  }
  let total = 0;
  const counted = async function* (source: AsyncIterable<Uint8Array>) {
    for await (const piece of source) {
      total += piece.length;
      if (total > budget) throw new OverBudget(total);
      yield piece;
    }
  };
  let pieces: AsyncIterable<Uint8Array> = chunks(raw);
  if (cipher) pieces = decrypting(cipher, pieces);
  for (const filter of filters) pieces = counted(decode(filter, pieces));
  let kept: Uint8Array[] | null = keep > 0 ? [] : null;
  let keptSize = 0;
  for await (const piece of pieces) {
    if (!kept) continue;
    keptSize += piece.length;
    if (keptSize > keep) kept = null;
    else kept.push(piece);
  }
  return { produced: total, kept: kept ? Buffer.concat(kept) : null };
}

/** The synchronous measure of a small stream, or null when a filter errs or outgrows SYNC_CAP (then streamed). */
function measureSync(raw: Uint8Array, filters: Filter[], budget: number): { produced: number; output: Buffer } | null {
  let input: Buffer = Buffer.from(raw);
  let total = 0;
  for (const filter of filters) {
    const cap = Math.min(SYNC_CAP, budget - total + 1);
    let output: Buffer;
    try {
      if (filter === "flate") output = zlib.inflateSync(input, { maxOutputLength: cap, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      else if (filter === "brotli")
        output = zlib.brotliDecompressSync(input, { maxOutputLength: cap, finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
      else output = collect(decoder(filter), input, cap);
    } catch {
      return null;
    }
    if (output.length >= cap) return null;
    total += output.length;
    input = output;
  }
  return { produced: total, output: input };
}

function collect(d: JsDecoder, input: Uint8Array, cap: number): Buffer {
  const pieces: Uint8Array[] = [];
  let size = 0;
  const take = (piece: Uint8Array) => {
    pieces.push(piece);
    size += piece.length;
    if (size >= cap) throw new OverBudget(size);
  };
  for (const piece of d.write(input)) take(piece);
  if (!d.done) for (const piece of d.end()) take(piece);
  return Buffer.concat(pieces);
}

/** A stream's data decrypted: RC4 throughout, or AES-CBC after its first 16 bytes (the IV). */
function decryptAll(cipher: Cipher, data: Uint8Array): Uint8Array {
  if (cipher.kind === "rc4") return new Rc4(cipher.key).apply(data);
  if (data.length < 32) return new Uint8Array(0);
  const decipher = aesDecipher(cipher.key, data.subarray(0, 16));
  const body = data.subarray(16, 16 + ((data.length - 16) & ~15));
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

async function* decrypting(cipher: Cipher, source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (cipher.kind === "rc4") {
    const rc4 = new Rc4(cipher.key);
    for await (const piece of source) yield rc4.apply(piece);
    return;
  }
  let pending = Buffer.alloc(0);
  let decipher: ReturnType<typeof aesDecipher> | null = null;
  for await (const piece of source) {
    pending = Buffer.concat([pending, piece]);
    if (!decipher) {
      if (pending.length < 16) continue;
      decipher = aesDecipher(cipher.key, pending.subarray(0, 16));
      pending = pending.subarray(16);
    }
    const whole = pending.length & ~15;
    if (whole > 0) yield decipher.update(pending.subarray(0, whole));
    pending = pending.subarray(whole);
  }
}

function aesDecipher(key: Buffer, iv: Uint8Array) {
  const decipher = createDecipheriv(key.length === 32 ? "aes-256-cbc" : "aes-128-cbc", key, iv);
  decipher.setAutoPadding(false);
  return decipher;
}

async function* chunks(raw: Uint8Array): AsyncGenerator<Uint8Array> {
  // Copies: zlib wants its own buffers, and the document's bytes may be shared memory.
  for (let at = 0; at < raw.length; at += PIECE) yield Buffer.from(raw.subarray(at, at + PIECE));
}

function decode(filter: Filter, source: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  if (filter === "flate") return viaZlib(zlib.createInflate({ chunkSize: PIECE, finishFlush: zlib.constants.Z_SYNC_FLUSH }), source);
  if (filter === "brotli") return viaZlib(zlib.createBrotliDecompress({ chunkSize: PIECE }), source);
  return viaDecoder(decoder(filter), source);
}

async function* viaZlib(engine: zlib.Inflate | zlib.BrotliDecompress, source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const input = Readable.from(source, { objectMode: false });
  // An error upstream (a budget exceeded) ends this stage with it; zlib's own errors end the output.
  input.on("error", (error) => engine.destroy(error));
  input.pipe(engine);
  try {
    for await (const piece of engine) yield piece as Buffer;
  } catch (error) {
    if (error instanceof OverBudget) throw error;
  } finally {
    input.destroy();
    engine.destroy();
  }
}

async function* viaDecoder(d: JsDecoder, source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    yield* d.write(chunk);
    if (d.done) return;
  }
  yield* d.end();
}

// ---------------------------------------------------------------------------------------------------------------
// The filters zlib does not have. Each yields its output in pieces of at most about PIECE bytes, so that a
// piece of input that expands a thousandfold is never held whole.

interface JsDecoder {
  /** Set at the end-of-data marker: the rest of the input is ignored. */
  readonly done: boolean;
  write(chunk: Uint8Array): Generator<Uint8Array>;
  end(): Generator<Uint8Array>;
}

function decoder(filter: Exclude<Filter, "flate" | "brotli">): JsDecoder {
  switch (filter) {
    case "lzw":
      return new LzwDecoder();
    case "runlength":
      return new RunLengthDecoder();
    case "asciihex":
      return new AsciiHexDecoder();
    case "ascii85":
      return new Ascii85Decoder();
  }
}

/** An output buffer handed out in copies of at most PIECE bytes. */
class Output {
  private buf = new Uint8Array(PIECE + 4096);
  length = 0;

  /** Room for `n` more bytes, flushing first when needed. */
  *room(n: number): Generator<Uint8Array> {
    if (this.length + n > this.buf.length) yield* this.flush();
    if (n > this.buf.length) this.buf = new Uint8Array(n);
  }

  push(byte: number): void {
    this.buf[this.length++] = byte;
  }

  get bytes(): Uint8Array {
    return this.buf;
  }

  *flush(): Generator<Uint8Array> {
    if (this.length > 0) yield this.buf.slice(0, this.length);
    this.length = 0;
  }

  *flushIfFull(): Generator<Uint8Array> {
    if (this.length >= PIECE) yield* this.flush();
  }
}

/** LZWDecode with EarlyChange 1 (the default; 0 differs by one code in when the code size grows). */
class LzwDecoder implements JsDecoder {
  done = false;
  private readonly prefix = new Int16Array(4096);
  private readonly suffix = new Uint8Array(4096);
  private readonly size = new Uint16Array(4096);
  private readonly first = new Uint8Array(4096);
  private next = 258;
  private codeBits = 9;
  private prev = -1;
  private bits = 0;
  private bitCount = 0;
  private readonly out = new Output();

  constructor() {
    for (let i = 0; i < 256; i++) {
      this.prefix[i] = -1;
      this.suffix[i] = i;
      this.size[i] = 1;
      this.first[i] = i;
    }
  }

  *write(chunk: Uint8Array): Generator<Uint8Array> {
    for (const byte of chunk) {
      this.bits = ((this.bits << 8) | byte) & 0xffffff;
      this.bitCount += 8;
      while (this.bitCount >= this.codeBits) {
        this.bitCount -= this.codeBits;
        const code = (this.bits >>> this.bitCount) & ((1 << this.codeBits) - 1);
        if (code === 256) {
          this.next = 258;
          this.codeBits = 9;
          this.prev = -1;
          continue;
        }
        if (code === 257 || (code >= this.next && this.prev < 0)) {
          this.done = true;
          yield* this.out.flush();
          return;
        }
        // A code not yet in the table is the previous string plus its own first byte (KwKwK).
        const known = code < this.next;
        const head = known ? this.first[code]! : this.first[this.prev]!;
        const length = known ? this.size[code]! : this.size[this.prev]! + 1;
        yield* this.out.room(length);
        const buf = this.out.bytes;
        const start = this.out.length;
        let at = start + length - 1;
        if (!known) buf[at--] = head;
        for (let c = known ? code : this.prev; c >= 0 && at >= start; c = this.prefix[c]!) buf[at--] = this.suffix[c]!;
        this.out.length += length;
        if (this.prev >= 0 && this.next < 4096) {
          this.prefix[this.next] = this.prev;
          this.suffix[this.next] = head;
          this.size[this.next] = this.size[this.prev]! + 1;
          this.first[this.next] = this.first[this.prev]!;
          this.next++;
        }
        this.prev = code;
        if (this.next + 1 >= 1 << this.codeBits && this.codeBits < 12) this.codeBits++;
        yield* this.out.flushIfFull();
      }
    }
  }

  *end(): Generator<Uint8Array> {
    yield* this.out.flush();
  }
}

class RunLengthDecoder implements JsDecoder {
  done = false;
  /** Bytes still to copy literally, or the repeat count waiting for its byte (negative). */
  private pending = 0;
  private readonly out = new Output();

  *write(chunk: Uint8Array): Generator<Uint8Array> {
    for (const byte of chunk) {
      if (this.pending > 0) {
        yield* this.out.room(1);
        this.out.push(byte);
        this.pending--;
      } else if (this.pending < 0) {
        const count = -this.pending;
        yield* this.out.room(count);
        this.out.bytes.fill(byte, this.out.length, this.out.length + count);
        this.out.length += count;
        this.pending = 0;
      } else if (byte === 128) {
        this.done = true;
        break;
      } else {
        this.pending = byte < 128 ? byte + 1 : -(257 - byte);
      }
      yield* this.out.flushIfFull();
    }
    if (this.done) yield* this.out.flush();
  }

  *end(): Generator<Uint8Array> {
    yield* this.out.flush();
  }
}

const HEX = new Int8Array(256).fill(-1);
for (let i = 0; i < 16; i++) HEX["0123456789abcdef".charCodeAt(i)] = i;
for (let i = 10; i < 16; i++) HEX["ABCDEF".charCodeAt(i - 10)] = i;

class AsciiHexDecoder implements JsDecoder {
  done = false;
  private high = -1;
  private readonly out = new Output();

  *write(chunk: Uint8Array): Generator<Uint8Array> {
    for (const byte of chunk) {
      if (byte === 0x3e /* > */) {
        this.done = true;
        break;
      }
      const digit = HEX[byte]!;
      if (digit < 0) continue;
      if (this.high < 0) {
        this.high = digit;
        continue;
      }
      yield* this.out.room(1);
      this.out.push((this.high << 4) | digit);
      this.high = -1;
      yield* this.out.flushIfFull();
    }
    if (this.done) yield* this.end();
  }

  *end(): Generator<Uint8Array> {
    if (this.high >= 0) {
      yield* this.out.room(1);
      this.out.push(this.high << 4);
      this.high = -1;
    }
    yield* this.out.flush();
  }
}

class Ascii85Decoder implements JsDecoder {
  done = false;
  private group = 0;
  private count = 0;
  private readonly out = new Output();

  *write(chunk: Uint8Array): Generator<Uint8Array> {
    for (const byte of chunk) {
      if (byte === 0x7e /* ~ */) {
        this.done = true;
        break;
      }
      if (byte === 0x7a /* z */ && this.count === 0) {
        yield* this.out.room(4);
        for (let i = 0; i < 4; i++) this.out.push(0);
      } else if (byte >= 0x21 && byte <= 0x75) {
        this.group = this.group * 85 + (byte - 0x21);
        if (++this.count === 5) {
          yield* this.out.room(4);
          for (let shift = 24; shift >= 0; shift -= 8) this.out.push((this.group >>> shift) & 0xff);
          this.group = 0;
          this.count = 0;
        }
      }
      yield* this.out.flushIfFull();
    }
    if (this.done) yield* this.end();
  }

  *end(): Generator<Uint8Array> {
    if (this.count > 1) {
      const n = this.count - 1;
      for (let i = this.count; i < 5; i++) this.group = this.group * 85 + 84;
      yield* this.out.room(n);
      for (let i = 0; i < n; i++) this.out.push((this.group >>> (24 - 8 * i)) & 0xff);
    }
    this.count = 0;
    yield* this.out.flush();
  }
}
