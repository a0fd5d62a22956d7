import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/** Prefixed random ids (`file_...`, `ext_...`) so an id says what it names; 20 base-36 chars are ~103 bits. */
export function newId(prefix: "ten" | "key" | "file" | "ext"): string {
  const bytes = randomBytes(20);
  let out = "";
  for (const b of bytes) out += ALPHABET[b % 36];
  return `${prefix}_${out}`;
}
