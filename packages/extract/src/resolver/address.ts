// An address is printed over several lines of its column ("210 N. Larch Hollow Rd" over "Eugene, OR 97401") or
// over two cells of one line after a comma ("14 BANKSIA ROAD,  MOSS VALE NSW 2577"). A caller who asks for an
// address wants all of it, not its first line.
import { type Layout, type LineRef, type Segment, hasGeometry, spanBox } from "../layout.ts";
import { type FieldTerms, canonical } from "../matcher/terms.ts";
import type { GenericCandidate } from "./generic.ts";

const ADDRESS = canonical("address");
const BESIDE = new Set(["inline", "column", "gap"]);
/** Street, town and postcode, country: an address runs over two more lines at most. */
const MAX_MORE_LINES = 2;
/** How far (share of the page's width) a continuation line may start from the value's first line. */
const ALIGN = 0.015;
/** A continuation line follows closely: at most this many line heights below the line before it. */
const MAX_GAP = 0.8;

export function asksAddress(terms: FieldTerms): boolean {
  return terms.type === "string" && (terms.name.includes(ADDRESS) || terms.descriptionWords.slice(0, 3).includes(ADDRESS));
}

/** The candidate's value with the rest of the address it opens, where the layout shows one. */
export function wholeAddress(c: GenericCandidate, layout: Layout): GenericCandidate {
  // Beside its label; under it (a form's box), the line below is the next box's label row.
  if (typeof c.value !== "string" || !BESIDE.has(c.fact.form)) return c;
  const parts = [c.value];
  let end = c.end;
  // The next cell of the line, after a comma that says the value goes on.
  const next = c.ref.segments.find((s) => s.start >= c.end);
  if (next && /^\s*,\s*$/.test(c.ref.line.text.slice(c.end, next.start)) && continues(c.ref, next)) {
    parts.push(cell(c.ref, next));
    end = next.end;
  }
  // The lines under it that start where it starts, with nothing in the label's column beside them.
  const box = spanBox(c.ref, c.start, c.end);
  const lines = layout.pages[c.ref.pageIndex] ?? [];
  let above = c.ref;
  for (let i = c.ref.index + 1; box && hasGeometry(c.ref) && i < lines.length && i <= c.ref.index + MAX_MORE_LINES; i++) {
    const line = lines[i]!;
    const first = line.segments[0];
    const firstBox = first && spanBox(line, first.start, first.end);
    if (!first || !firstBox || Math.abs(firstBox[0] - box[0]) > ALIGN || !continues(line, first)) break;
    const height = above.line.bbox[3] - above.line.bbox[1];
    if (firstBox[1] - above.line.bbox[3] > MAX_GAP * height) break;
    parts.push(cell(line, first));
    above = line;
  }
  return parts.length === 1 ? c : { ...c, value: parts.join(", "), end: above === c.ref ? end : c.end };
}

const cell = (ref: LineRef, s: Segment) => ref.line.text.slice(s.start, s.end).trim().replace(/[,;]$/, "");

/**
 * Whether a cell reads as a line of an address: no label (no colon), and a town, postcode or country: a number in
 * it, or a few words.
 */
function continues(ref: LineRef, s: Segment): boolean {
  const text = cell(ref, s);
  return !/:/.test(text) && /\p{L}{2}/u.test(text) && (/\d/.test(text) || text.split(/\s+/).length <= 4);
}
