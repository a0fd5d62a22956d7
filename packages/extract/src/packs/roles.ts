// Seller and buyer blocks: a heading such as "Bill to" or "Lieferant" starts the block of one party, and a
// value standing under it, in its column, belongs to that party.
import { type FieldQuery, type Role, buildQuery, containsPhrase, matchLabel } from "./labels.ts";
import { type Layout, type LineRef, type Segment, hasGeometry, segmentsFrom, spanBox } from "../layout.ts";
import { DELIVERY_HEADINGS, PARTY_ADDRESS_HEADINGS, ROLES } from "./lexicon.ts";
import { keys } from "../text.ts";

/**
 * A party's block: its heading line, the column it heads (page fractions), the last line it reaches, and whether
 * the heading names where goods go ("Ship to") rather than who is billed.
 */
export type Heading = { role: Role; pageIndex: number; index: number; x0: number; x1: number; last: number; delivery: boolean };

const DELIVERY_KEYS = DELIVERY_HEADINGS.map(keys);

const ROLE_QUERIES = (["seller", "buyer"] as const).map((role) => ({ role, query: headingQuery(role) }));

/** The party's labels, plus the address headings that name no party but say whose block it is ("Afleveradres"). */
function headingQuery(role: Role): FieldQuery {
  const query = buildQuery({ name: role, type: "string" }, { words: "", item: false });
  const extra = PARTY_ADDRESS_HEADINGS[role].map((label) => ({ keys: keys(label), label, weight: 1, avoid: new Set<string>() }));
  return { ...query, patterns: [...query.patterns, ...extra] };
}

// A block runs at most this many lines under its heading, and ends at a blank gap.
const BLOCK_LINES = 10;
const BLOCK_GAP = 0.9;
// Headings often stand a little right of their values (centred, or indented less than the text under them).
const COLUMN_SLACK = 0.05;

/**
 * Lines that open a party's block: a short segment that is a strong party label, alone or ended by a colon
 * ("Bill to:", "Lieferadresse"); a label followed by more words is a name ("Lieferant Nord GmbH") or a line of text.
 */
export function findRoleHeadings(layout: Layout): Heading[] {
  const headings: Heading[] = [];
  for (const ref of layout.lines) {
    const onLine: { role: Role; x0: number; delivery: boolean }[] = [];
    for (const segment of ref.segments) {
      if (segment.tokens.length > 5) continue;
      for (const { role, query } of ROLE_QUERIES) {
        const hit = matchLabel(query, ref.line.text, segment);
        if (!hit || hit.strength < 0.75 || hit.start !== segment.tokens[0]?.start) continue;
        const alone = !/[\p{L}\p{N}]/u.test(ref.line.text.slice(hit.valueFrom, segment.end));
        if (!hit.colon && !alone) continue;
        const words = segment.tokens.map((t) => t.key);
        const delivery = DELIVERY_KEYS.some((k) => containsPhrase(words, k));
        onLine.push({ role, x0: spanBox(ref, segment.start, segment.end)?.[0] ?? 0, delivery });
        break;
      }
    }
    if (isTableHeader(ref, onLine.length)) continue;
    const last = blockEnd(layout, ref);
    // Headings side by side ("Factuuradres   Afleveradres") split the line into columns.
    onLine.forEach((h, i) => {
      const next = onLine[i + 1];
      const x1 = Math.min(next ? next.x0 - COLUMN_SLACK : Infinity, rightEdge(layout, ref, h.x0, last));
      headings.push({ role: h.role, pageIndex: ref.pageIndex, index: ref.index, x0: h.x0 - COLUMN_SLACK, x1, last, delivery: h.delivery });
    });
  }
  return headings;
}

/**
 * A row of column headers ("Customer   Order   Date   Invoice") over a row of values names the columns, not a
 * party's block; a row of party headings only ("Billing address   Delivery address") is no table header.
 */
function isTableHeader(ref: LineRef, partyHeadings: number): boolean {
  return partyHeadings > 0 && partyHeadings < ref.segments.length && ref.segments.length >= 3 && !/\d/.test(ref.line.text);
}

/**
 * How far right a block reaches: to the end of its heading's line and of the lines under it that start in the
 * heading's column. A column of other lines further right ("KvK 12345678" beside "Customer Jansen") is not in it.
 */
function rightEdge(layout: Layout, heading: LineRef, x0: number, last: number): number {
  const lines = (layout.pages[heading.pageIndex] ?? []).slice(heading.index + 1, last + 1);
  if (!hasGeometry(heading)) return Infinity;
  let edge = heading.line.bbox[2];
  for (const ref of lines) {
    if (Math.abs(ref.line.bbox[0] - x0) <= COLUMN_SLACK) edge = Math.max(edge, ref.line.bbox[2]);
  }
  return edge + COLUMN_SLACK;
}

/** The last line of the block a heading on `ref` opens: the block stops at a blank gap, or after BLOCK_LINES lines. */
function blockEnd(layout: Layout, ref: LineRef): number {
  const lines = layout.pages[ref.pageIndex] ?? [];
  let last = ref;
  for (const next of lines.slice(ref.index + 1, ref.index + 1 + BLOCK_LINES)) {
    if (hasGeometry(last) && hasGeometry(next)) {
      const height = last.line.bbox[3] - last.line.bbox[1];
      if (next.line.bbox[1] - last.line.bbox[3] >= BLOCK_GAP * height) break;
    }
    last = next;
  }
  return last.index;
}

/**
 * The lines of a heading's block, as the segment of each that starts at the block's left edge (the heading's own,
 * or a little left of it): the address the heading announces, without what stands beside it in the column.
 */
export function blockLines(layout: Layout, h: Heading): { ref: LineRef; segment: Segment }[] {
  const lines = (layout.pages[h.pageIndex] ?? []).slice(h.index + 1, h.last + 1);
  return segmentsFrom(lines, h.x0, Math.min(h.x1, h.x0 + 3 * COLUMN_SLACK));
}

/**
 * The party whose block `ref` stands in: the nearest heading above it whose block reaches it, and whose column
 * holds `x` (where the value starts on the line) when that is known.
 */
export function roleAt(headings: Heading[], ref: LineRef, x?: number): Role | null {
  let nearest: Heading | undefined;
  for (const h of headings) {
    if (h.pageIndex !== ref.pageIndex || h.index > ref.index || ref.index > h.last) continue;
    if (x !== undefined && (x < h.x0 || x >= h.x1)) continue;
    if (!nearest || h.index > nearest.index) nearest = h;
  }
  return nearest?.role ?? null;
}

/**
 * How much a value on `ref` is to be preferred for a field of `role`: under its heading more; under the other
 * party's heading not at all, as the other party's name or address is never the answer.
 */
export function roleFactor(headings: Heading[], ref: LineRef, role: Role | null, x?: number): number {
  if (!role) return 1;
  const owner = roleAt(headings, ref, x);
  if (!owner) return 1;
  return owner === role ? 1.15 : 0;
}

// One-word party labels name a party for sure; "from" and "name" say too little.
const PARTY_WORDS: Record<Role, ReadonlySet<string>> = {
  seller: new Set(
    ROLES.seller.labels
      .map(keys)
      .filter((k) => k.length === 1 && k[0] !== "from")
      .flat(),
  ),
  buyer: new Set(
    ROLES.buyer.labels
      .map(keys)
      .filter((k) => k.length === 1)
      .flat(),
  ),
};

/** A label naming the other party ("N° TVA client" for the seller's VAT number) speaks of the wrong value. */
export function labelRoleFactor(labelKeys: string[], role: Role | null): number {
  if (!role) return 1;
  const other = PARTY_WORDS[role === "seller" ? "buyer" : "seller"];
  return labelKeys.some((k) => other.has(k)) ? 0.3 : 1;
}
