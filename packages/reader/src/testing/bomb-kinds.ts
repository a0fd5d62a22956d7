// The decompression bombs the tests and the benchmark read, by name, each well past the default limits.
import {
  chainedFilterBomb,
  encryptedBomb,
  imageBomb,
  manyStreamsBomb,
  objectStreamBomb,
  oneStreamBomb,
  repeatedContentBomb,
} from "./bombs.ts";

export const BOMBS = {
  /** One content stream of 1 GiB (a 1 MB file). */
  "one-stream": () => oneStreamBomb(1024),
  /** 2 GiB in one content stream (a 2 MB file). */
  "one-stream-2g": () => oneStreamBomb(2048),
  /** 24 pages of 64 MiB each: every stream and page under its limit, 1.5 GiB in all. */
  "many-streams": () => manyStreamsBomb(24, 64),
  /** One page whose contents name the same 128 MiB stream 12 times. */
  "repeated-content": () => repeatedContentBomb(12, 128),
  /** The page tree in an object stream of 512 MiB that extends another of 512 MiB, behind an xref stream. */
  "object-streams": () => objectStreamBomb(512),
  /** A 100 x 100 image whose flate data inflates to 1 GiB, on a page with no text (so it is rendered for OCR). */
  image: () => imageBomb(1024),
  /** [/FlateDecode /FlateDecode]: 16 MiB of deflate data after the first layer, 16 GiB after the second. */
  "filter-chain": () => chainedFilterBomb(16),
  /** The one-stream bomb encrypted (RC4, empty user password): only pdf.js's own bound can stop it. */
  encrypted: () => encryptedBomb(1024),
} satisfies Record<string, () => Buffer>;

export type BombKind = keyof typeof BOMBS;
