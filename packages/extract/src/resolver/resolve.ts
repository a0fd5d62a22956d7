// The resolver over the whole schema: fields compete for the document's values. A printed value answers one field
// unless two fields mean the same thing, so `dispatch_date` and `ship_date` do not both take the one date after
// "Ship Date"; a field with no fitting key is null. Domain packs (invoices, receipts, contracts) bring their own
// answers; a key that says exactly what the field's name says outranks a pack's answer that differs.
import type { PrimitiveResult, PrimitiveType } from "@docsift/contract";
import type { BBox } from "@docsift/reader";
import { boxesOverlap, spanBox } from "../layout.ts";
import { type FieldTerms, canonicalWords, isSideWord, quotesDescription, sameMeaning } from "../matcher/terms.ts";
import { foundResult, notFound } from "../result.ts";
import { collapse, isFragment } from "../text.ts";
import type { GenericCandidate } from "./generic.ts";
import type { ValueWish } from "../values.ts";

export type Claim = {
  name: string;
  /** Where the field sits in the schema: `seller.name`. */
  path: string;
  /** What a value of the field looks like, for the candidates found by type. */
  wish: ValueWish;
  type: PrimitiveType;
  terms: FieldTerms;
  /** How surely a domain pack knows what the field means: 1 when its name evokes a concept, 0.5 its description only. */
  known: number;
  /** The words of the field's name the pack's labels do not hold ("home" of `home_phone`). */
  unexplained: string[];
  /** Whether the field asks for a party's detail (the seller's street, the buyer's name). */
  party: boolean;
  /** Whether the pack read the answer from the document's structure (a party's block, a signature), not a label. */
  structural: boolean;
  /** The pack's concepts for the field: fields that share one mean the same thing. */
  concepts: string[];
  pack: PrimitiveResult;
  candidates: GenericCandidate[];
  answer: PrimitiveResult;
};

const MIN_SCORE = 0.55;
const NAMED_MATCH = 0.9;
const DESCRIBED_MATCH = 0.7;
const SURE_PACK = 0.75;
const SURE_GUESS = 0.7;
const EXPLAINING_MATCH = 0.8;

/** `owned`: the words of the offer's key that say whose value it is (an object's heading over its label). */
type Offer = {
  claim: Claim;
  score: number;
  page: number;
  bbox: BBox | undefined;
  value: unknown;
  pack: boolean;
  owned: string[];
  answer: () => PrimitiveResult;
};

export function resolve(claims: Claim[]): void {
  const offers: Offer[] = [];
  for (const claim of claims) {
    const { pack } = claim;
    // A pack's guess at a field whose name says more than the pack understood (`home_phone`, `next_service_date`)
    // stands only when the pack is sure of it; the one e-mail address of a document answers any e-mail field.
    // A party's name or address is the pack's own ground, sure or not.
    const guess = claim.known < 1 && claim.unexplained.length > 0 && !claim.party && pack.confidence < SURE_GUESS;
    const stands =
      pack.value !== null && !guess && !(typeof pack.value === "string" && isFragment(pack.value)) && !outranked(claim, claims);
    // A pack's answer for a field it knows ranks with a good key: above a key that only partly names the field,
    // below one that says exactly what the field's name says.
    const unsaid = claim.known < 1 ? claim.unexplained : claim.structural ? [] : unsaidBy(claim);
    const packScore = claim.known > 0 ? 0.5 + 0.1 * claim.known + 0.35 * pack.confidence : 0.8 * pack.confidence;
    if (stands)
      offers.push({
        claim,
        score: packScore,
        page: pack.page_index ?? 0,
        bbox: pack.bbox,
        value: pack.value,
        pack: true,
        owned: [],
        answer: () => pack,
      });
    for (const c of claim.candidates.slice(0, 8)) {
      if (c.score < MIN_SCORE) break;
      // "To Consultant: ... Email:" for `consultant.email`: a key under the party's own heading that names the field
      // says whose value it is more plainly than a pack's reading of the parties.
      // (A sentence's words are no heading: "a Manitoba limited partnership" says what a name is, not whose.)
      const whose = c.match >= NAMED_MATCH && c.fact.form !== "prose" ? c.fact.key.filter((w) => claim.terms.context.has(w)) : [];
      const owned = whose.length > 0;
      // A key that says the words of the field's name the pack's label left unsaid ("SOW" of `sow_date`, where the
      // pack read a plain "Date:") outranks the pack's guess; a sentence's words only where the value's own label,
      // if it has one, does not name something else ("Appeal lodged: 09/22/2023" for `lodging_date`).
      const labelledOther = (o: GenericCandidate) =>
        o.fact.form !== "prose" && o.ref === c.ref && sameValue(o.value, c.value) && o.match < EXPLAINING_MATCH;
      // So does a key that names the field outright where the pack, which knows the field, answered from a label
      // that does not ("Cell Phone" for `mobile`, where the pack read the emergency contact's plain "Phone").
      // A key that quotes the description ("Help Desk:" of `support_phone`, "Help desk phone number")
      // says it as plainly as one that holds the name's words.
      const explains =
        stands &&
        (claim.known < 1 ? c.match >= EXPLAINING_MATCH : c.match >= NAMED_MATCH && c.fact.form !== "prose") &&
        unsaid.length > 0 &&
        (unsaid.every((w) => c.fact.key.includes(w)) || (claim.known < 1 && quotesDescription(c.fact.key, claim.terms))) &&
        (c.fact.form !== "prose" || !claim.candidates.some(labelledOther));
      // Where a pack knows the field and found it, only a key that names the field outright competes with the
      // pack's reading, and only when the pack is unsure of it or only guessed the field from its description.
      const bar = claim.known === 1 ? NAMED_MATCH : DESCRIBED_MATCH;
      if (!owned && !explains && claim.known > 0 && stands && (c.match < bar || (claim.known === 1 && pack.confidence >= SURE_PACK)))
        continue;
      const score = (owned || explains) && stands ? Math.max(c.score, packScore + 0.01) : c.score;
      offers.push({
        claim,
        score,
        page: c.ref.page.number,
        bbox: spanBox(c.ref, c.start, c.end),
        value: c.value,
        pack: false,
        owned: whose,
        answer: () => answerOf(claim, c),
      });
    }
  }
  // Of two fields that one value fits as well, the one whose name says more takes it: "alternate trustee" is the
  // `alternate_trustee`'s before it is the `trustee_name`'s.
  offers.sort((a, b) => b.score - a.score || (sameValue(a.value, b.value) ? specificity(b.claim) - specificity(a.claim) : 0));
  // "Name: Lydia Farrow" under "EMERGENCY CONTACT" is the `emergency_contact.name`: a value whose key sits under
  // the heading of one object of the schema is that object's, not another field's that reads the same label.
  const owners = new Map<unknown, Offer>();
  for (const o of offers) if (o.owned.length > 0 && !owners.has(o.value)) owners.set(o.value, o);
  // The offers accepted so far: each holds its place on the page against other fields.
  const taken: Offer[] = [];
  const decided = new Set<Claim>();
  for (const offer of offers) {
    const { claim } = offer;
    if (decided.has(claim)) continue;
    // (Unless the heading's words are the field's own too: "TENANT DETAILS" is `tenant_name`'s as much.)
    const owner = owners.get(offer.value);
    const yields =
      owner !== undefined &&
      owner.claim !== claim &&
      !alike(owner.claim, claim) &&
      !owner.owned.every((w) => claim.terms.name.includes(w) || claim.terms.context.has(w));
    if (offer.owned.length === 0 && yields) continue;
    // A pack knows when two of its fields share a value (the grand total is the amount due): only a key's
    // reading yields a value to another field.
    const clash = (t: Offer) =>
      !(t.pack && offer.pack) && t.page === offer.page && overlaps(t, offer.bbox, offer.value) && !alike(t.claim, claim);
    if (taken.some(clash)) continue;
    decided.add(claim);
    taken.push(offer);
    claim.answer = offer.answer();
  }
  for (const c of claims) if (!decided.has(c)) c.answer = notFound(c.name, c.type);
}

function answerOf(claim: Claim, c: GenericCandidate): PrimitiveResult {
  if (c.value === null) return notFound(claim.name, claim.type);
  // Competition: a close runner-up with another value makes the answer less sure.
  const rival = claim.candidates.find((o) => o !== c && !sameValue(o.value, c.value));
  const margin = rival ? Math.max(0, 1 - rival.score / c.score) : 1;
  const confidence = c.score * (0.75 + 0.25 * Math.min(1, margin * 3));
  const keyLine = c.fact.keyRef === c.ref ? "" : `${collapse(c.fact.keyRef.line.text)} | `;
  return foundResult(claim.name, claim.type, c.value as string | number, {
    confidence,
    page: c.ref.page.number,
    context: `${keyLine}${collapse(c.ref.line.text)}`.slice(0, 240),
    bbox: spanBox(c.ref, c.start, c.end),
  });
}

/**
 * Whether another field of the schema is the pack's concept more surely: `direct_debit_date` ("Day the amount
 * is collected by direct debit") is not the due date when `due_date` is in the schema too.
 */
function outranked(claim: Claim, claims: Claim[]): boolean {
  const fit = (c: Claim) => (c.known === 1 ? 2 : c.known > 0 && c.unexplained.length === 0 ? 1 : 0);
  // Only one that found it: the customer's `contact_number`, whose pack read nothing, leaves the letterhead's
  // phone to `branch_phone`.
  return claims.some(
    (o) => o !== claim && o.pack.value !== null && fit(o) > fit(claim) && o.concepts.some((c) => claim.concepts.includes(c)),
  );
}

/**
 * The words of the field's name that the context of the pack's answer does not hold: its content words, or for a
 * name of type words only (`mobile`) those ("Cell Phone" says it, the emergency contact's "Phone" does not).
 */
function unsaidBy(claim: Claim): string[] {
  const said = new Set(canonicalWords(claim.pack.source_context));
  const content = claim.terms.name.filter((w) => !claim.terms.typeWords.has(w));
  return (content.length > 0 ? content : claim.terms.name).filter((w) => !said.has(w));
}

function specificity(claim: Claim): number {
  return claim.terms.name.filter((w) => !claim.terms.typeWords.has(w)).length;
}

function alike(a: Claim, b: Claim): boolean {
  return (
    sameMeaning(a.terms, b.terms) ||
    (a.concepts.some((c) => b.concepts.includes(c)) && !qualifiedApart(a, b)) ||
    endsOfOneRange(a.terms, b.terms)
  );
}

/**
 * Two fields of one concept that each say what the other does not (`initial_premium_sum`, `adjusted_premium_sum`)
 * are two values of it, not one value twice.
 */
function qualifiedApart(a: Claim, b: Claim): boolean {
  const apart = (x: Claim, y: Claim) => x.unexplained.some((w) => !y.terms.name.includes(w));
  return apart(a, b) && apart(b, a);
}

/** `event_start` and `event_end` may both read "14-17 May 2023", one printed word. */
function endsOfOneRange(a: FieldTerms, b: FieldTerms): boolean {
  if (!a.side || !b.side || a.side === b.side) return false;
  const rest = (t: FieldTerms) => t.name.filter((w) => !isSideWord(w)).join(" ");
  return rest(a) === rest(b);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) < 0.005;
  return typeof a === "string" && typeof b === "string" ? collapse(a).toLowerCase() === collapse(b).toLowerCase() : a === b;
}

function overlaps(t: Offer, bbox: BBox | undefined, value: unknown): boolean {
  return !t.bbox || !bbox ? sameValue(t.value, value) : boxesOverlap(t.bbox, bbox);
}
