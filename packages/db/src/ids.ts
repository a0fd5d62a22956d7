import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

export type IdPrefix = "ten" | "key" | "file" | "ext" | "wha";

const ID_LENGTH = 20;
const WELL_FORMED = {
  ten: /^ten_[0-9a-z]{20}$/,
  key: /^key_[0-9a-z]{20}$/,
  file: /^file_[0-9a-z]{20}$/,
  ext: /^ext_[0-9a-z]{20}$/,
  wha: /^wha_[0-9a-z]{20}$/,
} satisfies Record<IdPrefix, RegExp>;

/**
 * Whether `id` could be an id that newId made: its prefix, then 20 characters of the alphabet. Anything else
 * names nothing, and is answered as unknown without asking the database (which refuses some strings outright,
 * such as those holding a NUL).
 */
export function isWellFormedId(prefix: IdPrefix, id: unknown): id is string {
  return typeof id === "string" && id.length === prefix.length + 1 + ID_LENGTH && WELL_FORMED[prefix].test(id);
}

/** Prefixed random ids (`file_...`, `ext_...`) so an id says what it names; 20 base-36 chars are ~103 bits. */
export function newId(prefix: IdPrefix): string {
  const bytes = randomBytes(ID_LENGTH);
  let out = "";
  for (const b of bytes) out += ALPHABET[b % 36];
  return `${prefix}_${out}`;
}
