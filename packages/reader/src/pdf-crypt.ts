// Decryption of the standard security handler with the empty user password: PDFs that only restrict printing
// or copying are encrypted so, and pdf.js opens them without asking. The inflation check (pdf-inflation.ts)
// decrypts their streams the same way to measure them; a document that needs a password is left to pdf.js,
// which refuses it (`encrypted_pdf`). Key derivation as in ISO 32000-2, 7.6.4 (revisions 2 to 6).
import { createCipheriv, createDecipheriv, createHash } from "node:crypto";
import { PdfName, PdfString, type PdfDict, type PdfValue, isDict } from "./pdf-syntax.ts";

/** How one object's streams are decrypted, or null when they are not encrypted (Identity, XRef streams). */
export type Cipher = { kind: "rc4"; key: Buffer } | { kind: "aes"; key: Buffer };

/** The cipher of each object's streams; `perObject`: whether the key depends on the object's number. */
export type StreamDecryptor = { perObject: boolean; forObject(num: number, gen: number): Cipher | null };

const PASSWORD_PAD = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");

/**
 * The decryptor of a document encrypted by `encrypt` (its encryption dictionary) with `id` (the first string of
 * the trailer's /ID), or null when the empty password does not open it or the handler is not one we know.
 */
export function emptyPasswordDecryptor(
  encrypt: PdfDict,
  id: Uint8Array,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): StreamDecryptor | null {
  if (name(resolve(encrypt.get("Filter"))) !== "Standard") return null;
  const v = num(resolve(encrypt.get("V"))) ?? 0;
  const r = num(resolve(encrypt.get("R"))) ?? 0;
  const o = bytes(resolve(encrypt.get("O")));
  const u = bytes(resolve(encrypt.get("U")));
  const p = num(resolve(encrypt.get("P")));
  if (!o || !u || p === undefined) return null;

  // Which cipher streams use: RC4 before V4; a named crypt filter from V4 on.
  let method: "rc4" | "aes" | "none" = "rc4";
  let keyBits = num(resolve(encrypt.get("Length"))) ?? 40;
  if (v >= 4) {
    const filterName = name(resolve(encrypt.get("StmF"))) ?? "Identity";
    const filters = resolve(encrypt.get("CF"));
    const filter = filterName === "Identity" || !isDict(filters) ? undefined : resolve(filters.get(filterName));
    const cfm = isDict(filter) ? name(resolve(filter.get("CFM"))) : undefined;
    if (filterName === "Identity" || cfm === "None") method = "none";
    else if (cfm === "AESV2" || cfm === "AESV3") method = "aes";
    else if (cfm !== "V2") return null;
    const length = isDict(filter) ? num(resolve(filter.get("Length"))) : undefined;
    keyBits = length === undefined ? 128 : length < 40 ? length * 8 : length;
  }
  if (method === "none") return { perObject: false, forObject: () => null };

  if (r >= 5) {
    const ue = bytes(resolve(encrypt.get("UE")));
    if (!ue || u.length < 48 || ue.length < 32) return null;
    const hash = (salt: Uint8Array) => (r === 5 ? sha("sha256", salt) : hashR6(salt));
    if (!Buffer.from(hash(u.subarray(32, 40))).equals(Buffer.from(u.subarray(0, 32)))) return null;
    const decipher = createDecipheriv("aes-256-cbc", hash(u.subarray(40, 48)), Buffer.alloc(16));
    decipher.setAutoPadding(false);
    const fileKey = Buffer.concat([decipher.update(ue.subarray(0, 32)), decipher.final()]);
    return { perObject: false, forObject: () => ({ kind: "aes", key: fileKey }) };
  }

  const n = v === 1 ? 5 : Math.max(5, Math.min(16, keyBits >> 3));
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(p | 0);
  const encryptMetadata = resolve(encrypt.get("EncryptMetadata")) !== false;
  const md5 = createHash("md5").update(PASSWORD_PAD).update(o.subarray(0, 32)).update(permissions).update(id);
  if (r >= 4 && !encryptMetadata) md5.update(Buffer.from([0xff, 0xff, 0xff, 0xff]));
  let key = md5.digest().subarray(0, n);
  if (r >= 3) for (let i = 0; i < 50; i++) key = createHash("md5").update(key).digest().subarray(0, n);
  if (!opensWithEmptyPassword(key, r, u, id)) return null;
  const salt = method === "aes" ? Buffer.from("sAlT", "latin1") : Buffer.alloc(0);
  return {
    perObject: true,
    forObject(objectNum, gen) {
      const suffix = Buffer.from([objectNum & 0xff, (objectNum >> 8) & 0xff, (objectNum >> 16) & 0xff, gen & 0xff, (gen >> 8) & 0xff]);
      const objectKey = createHash("md5")
        .update(key)
        .update(suffix)
        .update(salt)
        .digest()
        .subarray(0, Math.min(n + 5, 16));
      return { kind: method, key: objectKey };
    },
  };
}

/** Revisions 2 to 4: the /U entry is what the key makes of the padding (revision 2) or of the padded ID. */
function opensWithEmptyPassword(key: Buffer, r: number, u: Uint8Array, id: Uint8Array): boolean {
  if (r === 2) return rc4(key, PASSWORD_PAD).equals(Buffer.from(u.subarray(0, 32)));
  let x = rc4(key, createHash("md5").update(PASSWORD_PAD).update(id).digest());
  for (let i = 1; i <= 19; i++) x = rc4(Buffer.from(key.map((b) => b ^ i)), x);
  return x.equals(Buffer.from(u.subarray(0, 16)));
}

/** Revision 6's hash of the empty password with a salt (ISO 32000-2, algorithm 2.B). */
function hashR6(salt: Uint8Array): Buffer {
  let k = sha("sha256", salt);
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => k));
    const cipher = createCipheriv("aes-128-cbc", k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    const e = Buffer.concat([cipher.update(k1), cipher.final()]);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i]!;
    k = sha(["sha256", "sha384", "sha512"][sum % 3]!, e);
    if (round >= 63 && e[e.length - 1]! <= round - 31) return k.subarray(0, 32);
  }
}

function sha(algorithm: string, data: Uint8Array): Buffer {
  return createHash(algorithm).update(data).digest();
}

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const state = new Rc4(key);
  return Buffer.from(state.apply(data));
}

/** RC4 as a stream: `apply` continues where the previous call stopped. */
export class Rc4 {
  private readonly s = new Uint8Array(256);
  private i = 0;
  private j = 0;

  constructor(key: Uint8Array) {
    for (let i = 0; i < 256; i++) this.s[i] = i;
    for (let i = 0, j = 0; i < 256; i++) {
      j = (j + this.s[i]! + key[i % key.length]!) & 0xff;
      [this.s[i], this.s[j]] = [this.s[j]!, this.s[i]!];
    }
  }

  apply(data: Uint8Array): Uint8Array {
    const { s } = this;
    const out = new Uint8Array(data.length);
    let { i, j } = this;
    for (let n = 0; n < data.length; n++) {
      i = (i + 1) & 0xff;
      j = (j + s[i]!) & 0xff;
      const t = s[i]!;
      s[i] = s[j]!;
      s[j] = t;
      out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
    }
    this.i = i;
    this.j = j;
    return out;
  }
}

function name(value: PdfValue | undefined): string | undefined {
  return value instanceof PdfName ? value.name : undefined;
}

function num(value: PdfValue | undefined): number | undefined {
  return typeof value === "number" ? value : undefined;
}

function bytes(value: PdfValue | undefined): Uint8Array | undefined {
  return value instanceof PdfString ? value.bytes : undefined;
}
