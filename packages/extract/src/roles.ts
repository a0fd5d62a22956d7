// Seller and buyer blocks: a heading such as "Bill to" or "Lieferant" starts the block of one party, and a
// value standing under it belongs to that party.
import { type Role, buildQuery, matchLabel } from "./labels.ts";
import type { Layout, LineRef } from "./layout.ts";
import { ROLES } from "./lexicon.ts";
import { keys } from "./text.ts";

export type Heading = { role: Role; pageIndex: number; index: number };

const ROLE_QUERIES = (["seller", "buyer"] as const).map((role) => ({
  role,
  query: buildQuery({ name: role, type: "string" }, { words: "", item: false }),
}));

/** Lines that open a party's block: a short segment that starts with a strong party label. */
export function findRoleHeadings(layout: Layout): Heading[] {
  const headings: Heading[] = [];
  for (const ref of layout.lines) {
    for (const segment of ref.segments) {
      if (segment.tokens.length > 5) continue;
      for (const { role, query } of ROLE_QUERIES) {
        const hit = matchLabel(query, ref.line.text, segment);
        if (!hit || hit.strength < 0.75 || hit.start !== segment.tokens[0]?.start) continue;
        headings.push({ role, pageIndex: ref.pageIndex, index: ref.index });
      }
    }
  }
  return headings;
}

/** How much a value on `ref` is to be preferred for a field of `role`: under its heading more, under the other's less. */
export function roleFactor(headings: Heading[], ref: LineRef, role: Role | null): number {
  if (!role) return 1;
  let nearest: Heading | undefined;
  for (const h of headings) {
    if (h.pageIndex !== ref.pageIndex || h.index > ref.index || ref.index - h.index > 10) continue;
    if (!nearest || h.index > nearest.index) nearest = h;
  }
  if (!nearest) return 1;
  return nearest.role === role ? 1.15 : 0.8;
}

// One-word party labels name a party for sure; "from" and "name" say too little.
const PARTY_WORDS: Record<Role, ReadonlySet<string>> = {
  seller: new Set(ROLES.seller.labels.map(keys).filter((k) => k.length === 1 && k[0] !== "from").flat()),
  buyer: new Set(ROLES.buyer.labels.map(keys).filter((k) => k.length === 1).flat()),
};

/** A label naming the other party ("N° TVA client" for the seller's VAT number) speaks of the wrong value. */
export function labelRoleFactor(labelKeys: string[], role: Role | null): number {
  if (!role) return 1;
  const other = PARTY_WORDS[role === "seller" ? "buyer" : "seller"];
  return labelKeys.some((k) => other.has(k)) ? 0.3 : 1;
}
