// The rules engine in four stages:
//   facts     the document's key-value pairs and typed values, collected once with no schema in sight
//   matcher   how well a printed key says what a caller's field says (name, description, abbreviations, WordNet)
//   resolver  fields compete for values over the whole schema; a field with no fitting key is null
//   packs     domain knowledge (invoices, receipts, contracts: parties, VAT, line items, cash less change) that
//             adds its own answers for the fields it knows
import type { DocumentSchema, FieldDefinition, FieldResult, ObjectResult, PrimitiveResult, PrimitiveType } from "@docsift/contract";
import type { BBox, DocumentModel } from "@docsift/reader";
import { LEFT_WORDS, candidatesOf, valueKey } from "./candidates/candidates.ts";
import { type DocView, type FieldView, featureRows } from "./features/features.ts";
import type { Scorer } from "./scorer/scorer.ts";
import { type FieldChoice, decide } from "./decide/decide.ts";
import { type Fact, collectFacts } from "./facts/key-values.ts";
import { layoutTable } from "./facts/layout-tables.ts";
import type { DocContext } from "./packs/context.ts";
import { extractPrimitive } from "./packs/fields.ts";
import { CONTACT_WORDS, type FieldContext, type FieldQuery, buildQuery } from "./packs/labels.ts";
import { foundResult, notFound } from "./result.ts";
import { type Party, findParties, jurisdictionOf, partyFor } from "./packs/parties.ts";
import { type Signer, asksSigner, signatureOf, signerOf } from "./packs/signer.ts";
import { isHeadingNoun, isPersonNoun, mayBeFirm, mayBePerson, namesSumTakenOff } from "./matcher/wordnet.ts";
import { type Layout, type LineRef, blockTextAbove, layOut, lineAt, spanBox, withoutBlanks } from "./layout.ts";
import { agentOf, canonical, canonicalWords, fieldTerms, matchKey, onlyTypeWords } from "./matcher/terms.ts";
import { readingOf } from "./reading.ts";
import { type GenericCandidate, asksVin, genericCandidates, loneRange, vinOf } from "./resolver/generic.ts";
import { shapeOf, wishFor } from "./values.ts";
import { findAmounts } from "./normalize/number.ts";
import { asksLastFour, lastFourOf, maskedNumbers } from "./resolver/last-four.ts";
import { lengthCandidates, unitOf } from "./resolver/durations.ts";
import { asksAddress, wholeAddress } from "./resolver/address.ts";
import { mailboxOf } from "./resolver/mailbox.ts";
import { addressPartBelow } from "./packs/fallbacks.ts";
import { type Claim, resolve } from "./resolver/resolve.ts";
import { findRoleHeadings } from "./packs/roles.ts";
import { extractArray } from "./packs/tables.ts";
import { STOPWORDS, collapse, keys, nameWords } from "./text.ts";
import { forgetScans } from "./normalize/memo.ts";

export type ExtractOptions = {
  /** ISO country (e.g. "US") for national phone numbers when the document itself names no country. */
  defaultPhoneRegion?: string;
  /** The learned scorer that decides among the candidates; without one (the default) the hand-set resolver does. */
  scorer?: Scorer | null;
};

type Run = {
  doc: DocumentModel;
  ctx: DocContext;
  facts: Fact[];
  claims: Claim[];
  parties?: Party[];
  signer?: Signer | null;
  letterhead?: Letterhead;
  /** Each party's signatory to an agreement, by the party's name: a signatory's name and title read one block. */
  signatures?: Map<string, Signer | null>;
  /** The words of the document's title, read once. */
  title?: ReadonlySet<string>;
};

const TITLE_REACH = 10;

/** The words of the headings at the top of the first page, set in capitals: the document's title. */
function titleWords(run: Run): ReadonlySet<string> {
  if (run.title) return run.title;
  const top = (run.ctx.layout.pages[0] ?? []).slice(0, TITLE_REACH);
  const headings = top.filter(
    (ref) => ref.segments.length === 1 && /^[\p{Lu}\s&'’-]+$/u.test(ref.line.text.trim()) && /\p{Lu}{2}/u.test(ref.line.text),
  );
  return (run.title = new Set(headings.flatMap((ref) => canonicalWords(ref.line.text))));
}

/** What each field becomes: arrays are read whole; primitives wait for the resolver. */
type Plan = { kind: "array"; result: FieldResult } | { kind: "object"; fields: [string, Plan][] } | { kind: "primitive"; claim: Claim };

export function extractWithRules(doc: DocumentModel, schema: DocumentSchema, opts: ExtractOptions = {}): Record<string, FieldResult> {
  try {
    const { run, plans } = planRun(doc, schema, opts);
    const { scorer } = opts;
    if (scorer) {
      const choices = choicesOf(run);
      decide(choices, scorer);
      run.claims.forEach((claim, i) => (claim.answer = choices[i]!.answer!));
    } else resolve(run.claims);
    fillMailboxes(plans, run.ctx.layout);
    fillAddressParts(plans, run.ctx);
    return Object.fromEntries(plans.map(([name, plan]) => [name, render(plan)]));
  } finally {
    forgetScans();
  }
}

/**
 * Every primitive field's candidates with their feature rows, undecided: what the scorer is trained on. Arrays are
 * read by their packs and left out.
 */
export function fieldCandidates(
  doc: DocumentModel,
  schema: DocumentSchema,
  opts: ExtractOptions = {},
): { path: string; type: PrimitiveType; values: (string | number)[]; rows: Float64Array[] }[] {
  try {
    const { run } = planRun(doc, schema, opts);
    return choicesOf(run).map((choice, i) => ({
      path: run.claims[i]!.path,
      type: choice.type,
      values: choice.candidates.map((c) => c.value),
      rows: choice.rows,
    }));
  } finally {
    forgetScans();
  }
}

/** The document read once (layout, facts) and every field planned: its claim, or its array read whole. */
function planRun(printed: DocumentModel, schema: DocumentSchema, opts: ExtractOptions): { run: Run; plans: [string, Plan][] } {
  const doc = withoutBlanks(printed);
  const layout = layOut(doc);
  const ctx: DocContext = { layout, reading: readingOf(layout, opts.defaultPhoneRegion), headings: findRoleHeadings(layout) };
  const run: Run = { doc, ctx, facts: collectFacts(layout), claims: [] };
  return { run, plans: planFields(schema.fields, run, { words: "", item: false }, "") };
}

/** Each claim's candidates and their features, in the claims' order. */
function choicesOf(run: Run): FieldChoice[] {
  const lineOf = (page: number, bbox: BBox) => lineAt(run.ctx.layout, page, bbox);
  const all = run.claims.map((claim) =>
    candidatesOf(claim.type, claim.terms, claim.pack, claim.candidates, run.ctx.layout, run.ctx.reading, claim.wish, lineOf),
  );
  // The words of every key the document prints, to tell a label read as a value from a value.
  const printedKeys = new Set(run.facts.map((f) => canonicalWords(f.keyText).join(" ")).filter(Boolean));
  // How well each field's keys name each value, to tell a field how surely another one reads the same value.
  const matches = all.map(
    (cands) => new Map(cands.map((c) => [valueKey(c.value), Math.max(c.leftMatch, c.aboveMatch, ...c.readings.map((r) => r.match))])),
  );
  // How well a value's own words name each field, once a value: many fields share their candidates.
  const named = new Map<string, number[]>();
  const namesOf = (value: string) => {
    const words = canonicalWords(value).slice(0, LEFT_WORDS);
    const key = words.join(" ");
    let m = named.get(key);
    if (!m) named.set(key, (m = run.claims.map((c) => (words.length ? matchKey(words, c.terms) : 0))));
    return m;
  };
  return run.claims.map((claim, i) => {
    const field: FieldView = {
      type: claim.type,
      known: claim.known,
      unexplained: claim.unexplained.length,
      structural: claim.structural,
      party: claim.party,
      nameWords: claim.terms.name.length,
    };
    const doc: DocView = {
      pages: run.doc.pages.length,
      sameType: run.claims.filter((c) => c.type === claim.type).length,
      othersMatch: (key) => Math.max(0, ...matches.filter((_, j) => j !== i).map((m) => m.get(key) ?? 0)),
      printsAsKey: (value) => printedKeys.has(canonicalWords(value).join(" ")),
      names: (value) => {
        const m = namesOf(value);
        return { own: m[i]!, other: Math.max(0, ...m.filter((_, j) => j !== i)) };
      },
    };
    const candidates = all[i]!;
    return { name: claim.name, type: claim.type, candidates, rows: featureRows(field, candidates, doc, (c) => valueKey(c.value)) };
  });
}

function planFields(fields: FieldDefinition[], run: Run, context: FieldContext, prefix: string): [string, Plan][] {
  return fields.map((field) => [field.name, planField(field, run, context, `${prefix}${field.name}`)]);
}

function planField(field: FieldDefinition, run: Run, context: FieldContext, path: string): Plan {
  switch (field.type) {
    case "array": {
      // The business pack reads line items with their arithmetic; any other table is read from the layout.
      // (Rows of which the pack read no value at all are no reading of the table.)
      const items = extractArray(field, run.doc, run.ctx);
      const read = items.some((item) => Object.values(item).some((v) => (v as PrimitiveResult).value !== null));
      return { kind: "array", result: read ? items : layoutTable(field, run.ctx.layout, run.ctx.reading) };
    }
    case "object": {
      // An object's name and description ("seller", "the buyer's address") say whose values its fields are.
      const words = `${context.words} ${nameWords(field.name)} ${field.description ?? ""}`.trim();
      run.parties ??= findParties(run.ctx.layout);
      return {
        kind: "object",
        fields: planFields(field.fields ?? [], run, { words, item: false, party: partyFor(field, run.parties) }, `${path}.`),
      };
    }
    default: {
      const spec = { name: field.name, type: field.type, description: field.description };
      const query = buildQuery(spec, context);
      const terms = fieldTerms(spec, context.words);
      // A pack knows a field surely when one of its strong labels says what the field's name says ("Date" of a
      // document's date concept says less than `entry_date`), less surely when only the description evokes it.
      // The field's own name is looked for as a label too (`own`), but explains none of its words to the pack.
      const ownLabel = nameWords(field.name);
      const labels = query.patterns.map((p) => ({ weight: p.weight, words: canonicalWords(p.label), own: p.label === ownLabel }));
      const named = query.named && labels.some((l) => l.weight >= 0.85 && matchKey(l.words, terms) >= 0.9);
      // An agreement's party or a letter's signer that the field or its object asks for is known for sure.
      const signer = signerAnswer(field, context, run);
      const party = signer ?? (context.party ? partyAnswer(field, terms, context.party) : null);
      const known = named || party ? 1 : query.concepts.length > 0 || query.role ? 0.5 : 0;
      const wish = wishFor(terms, field.description ?? "", known === 1 ? query.shape : shapeOf(terms));
      const othersHead = othersLetterhead(query, run);
      const packRead = notABoxLabel(othersContact(query, extractPrimitive(query, run.ctx), run.ctx.layout), run.facts);
      const pack =
        party ?? (othersHead && inLetterhead(run, packRead.page_index, packRead.bbox?.[1]) ? notFound(field.name, field.type) : packRead);
      const claim: Claim = {
        name: field.name,
        path,
        type: field.type,
        wish,
        terms,
        known,
        party: query.role !== null,
        structural: party !== null,
        // The document's title says what its own date or number is of: `inspection_date` on a "CERTIFICATE OF
        // INSPECTION".
        unexplained: terms.name.filter(
          (w) => !terms.typeWords.has(w) && !labels.some((l) => !l.own && l.words.includes(w)) && !titleWords(run).has(w),
        ),
        concepts: query.concepts.map((c) => c.id),
        pack,
        candidates: candidatesFor(field, terms, wish, run).filter(
          (c) => !othersHead || !inLetterhead(run, c.ref.pageIndex + 1, spanBox(c.ref, c.start, c.end)?.[1]),
        ),
        answer: pack,
      };
      run.claims.push(claim);
      return { kind: "primitive", claim };
    }
  }
}

/**
 * The signer of a letter for a field that asks who signed (`surveyor` "who signed", `signatory`), or for the name and
 * title of an object that does ("Inspector who signed the report").
 */
function signerAnswer(field: FieldDefinition, context: FieldContext, run: Run): PrimitiveResult | null {
  if (field.type !== "string") return null;
  const name = nameWords(field.name);
  const own = asksSigner(name, field.description ?? "");
  // One who signs for a party of an agreement ("Officer signing on behalf of the lessor") signs in its block.
  const forParty = context.party != null && SIGNS.test(context.words);
  const inSigner = !own && context.words !== "" && (forParty || asksSigner(context.words, context.words));
  if (!own && !inSigner) return null;
  const words = name.split(" ");
  const title = inSigner && words.some((w) => /^(?:title|position|role|job|designation)$/.test(w));
  if (inSigner && !title && !words.some((w) => /^(?:name|full|signatory|signer)$/.test(w))) return null;
  // An agreement's party signs in its own block, under its name; a letter has one signer, under its close.
  const signer = inSigner && forParty ? partySigner(run, context.party!.name) : (run.signer ??= signerOf(run.ctx.layout));
  const value = title ? signer?.title : signer?.name;
  return signer && value
    ? foundResult(field.name, "string", value, {
        confidence: SIGNER_CONFIDENCE,
        page: signer.ref.page.number,
        context: collapse(signer.ref.line.text),
        bbox: undefined,
      })
    : null;
}

function partySigner(run: Run, party: string): Signer | null {
  run.signatures ??= new Map();
  if (!run.signatures.has(party)) run.signatures.set(party, signatureOf(run.ctx.layout, party));
  return run.signatures.get(party)!;
}

const SIGNS = /\bsign(?:atory|er|ed|ing|s)\b/i;

// The name under a letter's close is who signed it, surer than a bare "Name:" elsewhere on the page.
const SIGNER_CONFIDENCE = 0.85;

const PARTY_NAME = new Set(
  ["name", "legal", "company", "entity", "business", "registered", "full", "party", "organization"].map(canonical),
);
const JURISDICTION = new Set(
  ["incorporation", "organization", "formation", "incorporated", "organized", "formed", "registered", "jurisdiction"].map(canonical),
);

/**
 * What an agreement's preamble says of the party an object stands for: its name (`legal_name`, `company_name`) and
 * where it is organised (`state_of_incorporation`: "a Wyoming corporation").
 */
function partyAnswer(field: FieldDefinition, terms: ReturnType<typeof fieldTerms>, party: Party): PrimitiveResult | null {
  if (field.type !== "string") return null;
  const found = (value: string | null) =>
    value
      ? foundResult(field.name, "string", value, {
          confidence: party.kind === "entity" ? 0.8 : 0.65,
          page: party.page,
          context: party.context,
          bbox: undefined,
        })
      : null;
  if (terms.name.every((w) => PARTY_NAME.has(w))) return found(party.name);
  const asked = [...terms.name, ...terms.description];
  if (asked.some((w) => JURISDICTION.has(w)) && asked.some((w) => PLACE.has(w))) return found(jurisdictionOf(party));
  return null;
}

const PLACE = new Set(["state", "country", "jurisdiction", "law", "place"].map(canonical));

const BOX_LABELS = new WeakMap<Fact[], Set<string>>();

/**
 * "NAME   RESIDENCE ADDRESS" over a pledgor's name and address: a pack that reads the segment after a label takes
 * the next box's label, which the facts know as a label with its value under it in a row of boxes.
 */
function notABoxLabel(pack: PrimitiveResult, facts: Fact[]): PrimitiveResult {
  if (typeof pack.value !== "string") return pack;
  let labels = BOX_LABELS.get(facts);
  if (!labels) {
    // The labels of rows of boxes: lines of two segments or more, each the label of a value below it.
    const above = new Map<LineRef, Set<string>>();
    for (const f of facts)
      if (f.form === "above") above.set(f.keyRef, (above.get(f.keyRef) ?? new Set()).add(collapse(f.keyText).toLowerCase()));
    labels = new Set();
    for (const [ref, keys] of above) {
      const cells = ref.segments.map((sg) => collapse(ref.line.text.slice(sg.start, sg.end)).toLowerCase());
      if (cells.length >= 2 && cells.every((c) => keys.has(c))) for (const c of cells) labels.add(c);
    }
    BOX_LABELS.set(facts, labels);
  }
  // (A row of names over their addresses is laid out the same: a label's head is a word for a kind of value,
  // "MAILING ADDRESS", "START DATE".)
  const last = canonicalWords(pack.value.split(/\s+of\s+/i)[0]!).at(-1);
  return last && onlyTypeWords([last]) && labels.has(collapse(pack.value).toLowerCase()) ? notFound(pack.name, pack.field_type) : pack;
}

// The letterhead: the lines on top of the first page where the issuer prints its name, address, phone and e-mail,
// down to the first label of anything else ("Membership No:") and within the top of the page.
const LETTERHEAD = 0.15;
// Letterheads shorten their contact labels to a letter: "T: 01632 960 227   E: office@...".
const CONTACT_LABEL = /^(?:tel|telephone|phone|fax|telefax|e-?mail|web|website|www|internet|mobile|cell|telefon|[tfempw])\.?$/i;
const COLON_LABEL = /(?:^|\s{2,}|[·|]\s*)([\p{L}][\p{L} .#/-]{0,30}?)\s*:\s*\S/gu;

type Letterhead = { bottom: number; words: ReadonlySet<string> };

/** The first page's letterhead: where it ends, as a fraction of the page's height, and the words printed in it. */
function letterheadOf(run: Run): Letterhead {
  if (run.letterhead) return run.letterhead;
  let bottom = 0;
  const words = new Set<string>();
  for (const ref of run.ctx.layout.pages[0] ?? []) {
    const labels = [...ref.line.text.matchAll(COLON_LABEL)].map((m) => m[1]!.trim());
    if (ref.line.bbox[1] >= LETTERHEAD || labels.some((l) => !CONTACT_LABEL.test(l))) break;
    bottom = ref.line.bbox[3];
    for (const k of keys(ref.line.text)) words.add(k);
  }
  return (run.letterhead = { bottom, words });
}

function inLetterhead(run: Run, page: number | null, y: number | undefined): boolean {
  return page === 1 && y !== undefined && y < letterheadOf(run).bottom;
}

/**
 * Whether a contact field asks for another party's number or address than the issuer's, whose letterhead then does
 * not answer it, unless the letterhead names that party.
 */
function othersLetterhead(query: FieldQuery, run: Run): boolean {
  if (query.type !== "phone" && query.type !== "email") return false;
  if (query.role === "seller") return false;
  // The issuer's own people and offices (`office_phone`, `surveyor_phone`, `clinic_tel`) are reached by its
  // letterhead's numbers; the buyer's (`customer.phone`, `buyer.phone`), or a person's the description names
  // ("Tenant's mobile number"), are not.
  // (A letterhead that says "Customer Service" names the issuer's desk, not the customer; so does a field's name:
  // `customer_service_phone` is no customer's phone, as its last word before the contact words is no person.)
  if (query.role === "buyer") {
    const words = keys(nameWords(query.name)).filter((w) => !CONTACT_WORDS.has(w));
    return words.length === 0 || isPersonNoun(words.at(-1)!);
  }
  const whose = [...query.description.matchAll(POSSESSOR)].flatMap((m) => keys(m[1]!).slice(-1)).filter((w) => isPersonNoun(w));
  if (whose.length === 0) return false;
  const { words } = letterheadOf(run);
  return !whose.some((w) => words.has(w));
}

// "Tenant's mobile number", "the guest's e-mail", "Coach company's telephone number": whose contact detail it is, in
// the one or two words before "'s" ("the defendant's solicitor" is the solicitor's). The last word names the person.
const POSSESSOR =
  /((?:\p{L}+\s+)?\p{L}+)['’]s?\s+(?=(?:(?:home|work|mobile|cell|private|personal|direct|daytime|contact)\s+)*(?:phone|telephone|mobile|cell|e-?mail|fax|number)\b)/giu;

// A bank account says whose it is as a contact detail does: the letterhead's BIC is the bank's own, not that of
// "the payee's bank".
const ACCOUNT_SHAPES = new Set(["iban", "bic"]);
const ACCOUNT_POSSESSOR = /(\p{L}+)['’]s?\s+(?=(?:bank|account|iban|bic)\b)/giu;

/**
 * `pupil_phone` is not the "Phone:" of the school's letterhead: a contact detail the pack read for a field
 * that names a person (not the seller or buyer it knows) is that person's only where its line or block says so.
 */
function othersContact(query: FieldQuery, pack: PrimitiveResult, layout: Layout): PrimitiveResult {
  const account = query.shape !== null && ACCOUNT_SHAPES.has(query.shape);
  if (pack.value === null || (query.type !== "phone" && query.type !== "email" && !account) || query.role !== null) return pack;
  // A person ("patient", "participant", "owner"): a company or practice named by the field may be the one whose
  // letterhead it is.
  const owners = account
    ? [...query.whose, ...[...query.description.matchAll(ACCOUNT_POSSESSOR)].flatMap((m) => keys(m[1]!))]
    : query.whose;
  // A firm prints its own letterhead: the employer's phone of an offer letter is the issuer's.
  const people = owners.filter((w) => mayBePerson(w) && !mayBeFirm(w));
  // Whose it is may be said on its line or over its block ("AGENT" atop the column beside "E-MAIL ADDRESS:").
  const line = pack.page_index !== null && pack.bbox ? lineAt(layout, pack.page_index, pack.bbox) : undefined;
  const said = new Set(keys(`${pack.source_context} ${line ? blockTextAbove(layout, line) : ""}`));
  // The description may say whose in words of its own: "Coach company's telephone number" for `carrier_phone` is
  // the number under "MILLBROOK VALLEY COACH CO.".
  const described = [...query.description.matchAll(POSSESSOR)].flatMap((m) => keys(m[1]!)).filter((w) => !STOPWORDS.has(w));
  // A person is said by their trade too: the photographer's number under "WEDDING & PORTRAIT PHOTOGRAPHY".
  const saysPerson = (w: string) => said.has(w) || [...said].some((s) => agentOf(w, s));
  return people.length === 0 || people.some(saysPerson) || described.some((w) => said.has(w)) ? pack : notFound(pack.name, pack.field_type);
}

/** The field's candidates from the document's facts, and for the last four digits of a card its masked number. */
function candidatesFor(
  field: FieldDefinition,
  terms: ReturnType<typeof fieldTerms>,
  wish: ReturnType<typeof wishFor>,
  run: Run,
): GenericCandidate[] {
  let found = [...genericCandidates(run.facts, terms, wish, run.ctx.reading), ...loneRange(run.ctx.layout, terms, run.ctx.reading)].sort(
    (a, b) => b.score - a.score,
  );
  if (asksAddress(terms)) found = found.map((c) => wholeAddress(c, run.ctx.layout));
  const unit = field.type === "number" ? unitOf(field.name) : null;
  if (unit) {
    // A length of time is no sum of money: "STORAGE EUR 42.60 RENTAL" is no `storage_rental_days`.
    const money = (c: GenericCandidate) =>
      findAmounts(c.ref.line.text, run.ctx.reading.decimal).some(
        (a) => (a.hasCurrency || a.percent) && a.start <= c.start && a.end >= c.end,
      );
    return [...found.filter((c) => !money(c)), ...lengthCandidates(run.ctx.layout, terms, unit)].sort((a, b) => b.score - a.score);
  }
  if (field.type !== "string" || !asksLastFour(field.name, field.description ?? "")) return found;
  const keyed = found.map((c) => {
    const digits = typeof c.value === "string" ? lastFourOf(c.value) : null;
    return digits ? { ...c, value: digits } : c;
  });
  return [...keyed, ...maskedNumbers(run.ctx.layout)].sort((a, b) => b.score - a.score);
}

/**
 * An e-mail field left empty, of a person another field named ("Jonas Barlow" of the object's `name`, or of
 * `author` beside `author_email`): the address whose mailbox spells that name.
 */
function fillMailboxes(plans: [string, Plan][], layout: Layout): void {
  const primitives = claimsOf(plans);
  for (const [, plan] of plans) if (plan.kind === "object") fillMailboxes(plan.fields, layout);
  const subject = (c: Claim) => c.terms.name.filter((w) => !c.terms.typeWords.has(w) && w !== NAME).join(" ");
  for (const email of primitives) {
    if (email.type !== "email" || email.answer.value !== null) continue;
    const person = primitives.find(
      (c) =>
        c.type === "string" &&
        typeof c.answer.value === "string" &&
        subject(c) === subject(email) &&
        (c.terms.name.includes(NAME) || subject(c) !== ""),
    );
    const found = person && mailboxOf(person.answer.value as string, layout, email.answer);
    if (found) email.answer = found;
  }
}

/**
 * The city or postal code of a party or person an object's name field found, left empty by the keys: read from the
 * address block under that name ("SHIP FROM" / "Cascade Pipe & Valve Co." / "2215 Larch Ave" / "Spokane, WA
 * 99201"), as a pack reads the seller's.
 */
function fillAddressParts(plans: [string, Plan][], ctx: DocContext): void {
  for (const [, plan] of plans) {
    if (plan.kind !== "object") continue;
    fillAddressParts(plan.fields, ctx);
    const claims = claimsOf(plan.fields);
    const name = claims.find(
      (c) =>
        c.type === "string" &&
        c.terms.name.includes(NAME) &&
        typeof c.answer.value === "string" &&
        c.answer.bbox &&
        c.answer.page_index !== null,
    );
    const line = name && lineAt(ctx.layout, name.answer.page_index!, name.answer.bbox!);
    if (!name || !line) continue;
    const start = Math.max(0, line.line.text.indexOf(name.answer.value as string));
    for (const claim of claims) {
      const part = claim.concepts.includes("postal_code") ? "zip" : claim.concepts.includes("city") ? "city" : null;
      if (!part || claim.type !== "string" || claim.answer.value !== null) continue;
      const found = addressPartBelow(ctx, { ref: line, start }, part, null);
      if (found)
        claim.answer = foundResult(claim.name, claim.type, found.value, {
          confidence: found.confidence,
          page: found.ref.page.number,
          context: found.context,
          bbox: spanBox(found.ref, found.start, found.end),
        });
    }
  }
}

/** The claims of the primitive fields of one level of the schema. */
function claimsOf(plans: [string, Plan][]): Claim[] {
  return plans.flatMap(([, p]) => (p.kind === "primitive" ? [p.claim] : []));
}

function render(plan: Plan): FieldResult {
  switch (plan.kind) {
    case "array":
      return plan.result;
    case "object":
      return Object.fromEntries(plan.fields.map(([name, p]) => [name, render(p)])) as ObjectResult;
    case "primitive":
      return ANSWER_CHECKS.reduce((answer, check) => check(answer, plan.claim), plan.claim.answer);
  }
}

/**
 * A party's or person's name is no single heading or role noun: "Licensee", "SHIPPER", "Title" or "Summary" read
 * for a name is the label or heading of the box where the name should stand (a pet may be called "Biscuit").
 */
function notAName(answer: PrimitiveResult, claim: Claim): PrimitiveResult {
  if (typeof answer.value !== "string" || !(claim.party || claim.terms.person !== null || claim.terms.name.includes(NAME))) return answer;
  const word = answer.value.trim();
  return /^\p{L}+$/u.test(word) && isHeadingNoun(word) ? notFound(answer.name, answer.field_type) : answer;
}

const NAME = canonical("name");

/** A pack reads an address's first line; the facts' candidate that opens with it reads the lines under it too. */
function wholeAddressOf(answer: PrimitiveResult, claim: Claim): PrimitiveResult {
  if (typeof answer.value !== "string" || !asksAddress(claim.terms)) return answer;
  const first = answer.value;
  const whole = claim.candidates.find((c) => typeof c.value === "string" && c.value.startsWith(`${first}, `));
  return whole ? { ...answer, value: whole.value } : answer;
}

/** A VIN read by a pack under the field's own label is checked as the facts' are: 17 characters or none. */
function vinChecked(answer: PrimitiveResult, claim: Claim): PrimitiveResult {
  if (!asksVin(claim.terms) || typeof answer.value !== "string") return answer;
  const vin = vinOf(answer.value);
  return vin === null ? notFound(answer.name, answer.field_type) : { ...answer, value: vin };
}

/**
 * `tax_credit` printed "-$4,215.00", `depositPaid` "-615.00": a field that names a sum taken off a balance asks
 * for the sum; the minus only says which way the statement counts it. A total or a balance keeps its sign.
 */
function sizeOfSumTakenOff(answer: PrimitiveResult, claim: Claim): PrimitiveResult {
  if (typeof answer.value !== "number" || answer.value >= 0) return answer;
  return nameWords(claim.name).split(" ").some(namesSumTakenOff) ? { ...answer, value: -answer.value } : answer;
}

/** An identifier holds a digit (`carrier_quote_number` is no company's name), as the facts' identifiers do. */
function idHoldsDigit(answer: PrimitiveResult, claim: Claim): PrimitiveResult {
  if (typeof answer.value !== "string" || shapeOf(claim.terms) !== "id" || /\d/.test(answer.value)) return answer;
  return notFound(answer.name, answer.field_type);
}

/** What every answer of a primitive field passes through, whichever reading (a pack's or the facts') it came from. */
const ANSWER_CHECKS: ((answer: PrimitiveResult, claim: Claim) => PrimitiveResult)[] = [
  sizeOfSumTakenOff,
  vinChecked,
  idHoldsDigit,
  wholeAddressOf,
  notAName,
];
