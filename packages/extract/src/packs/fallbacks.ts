// Values taken without a label, only where the type itself makes the choice honest: an e-mail address, a phone
// number libphonenumber knows as valid, an IBAN with correct check digits, the one date a receipt prints, the
// currency the amounts are written in, the company named at the top. Their confidence stays low.
import type { Candidate, DocContext } from "./context.ts";
import { type FieldQuery, type Role, containsPhrase, isLabelWord } from "./labels.ts";
import { CONCEPTS, PARTY_ADDRESS_HEADINGS, RECEIPT_WORDS } from "./lexicon.ts";
import { type LineRef, type Segment, blockTextAbove, segmentsFrom, spanBox, spanConfidence } from "../layout.ts";
import { findCurrencies } from "../normalize/currency.ts";
import { findDates } from "../normalize/date.ts";
import { findEmails } from "../normalize/email.ts";
import { formatDate } from "../normalize/format.ts";
import { findIbans, findVatIds } from "../normalize/identifiers.ts";
import { findCountries, findPaymentMethods, sirenOf } from "../normalize/business.ts";
import { isMarking, namesNothing, wantsCode } from "../values.ts";
import { e164, findPhones, isValidPhone } from "../normalize/phone.ts";
import { findUrls } from "../normalize/url.ts";
import { receiptAddressBlock, receiptName } from "./receipt.ts";
import { blockLines, roleAt, roleFactor } from "./roles.ts";
import { STOPWORDS, collapse, keys } from "../text.ts";

type Hit = { ref: LineRef; start: number; end: number; value: string | number };

export function fallback(q: FieldQuery, ctx: DocContext): Candidate | null {
  const ids = new Set(q.concepts.map((c) => c.id));
  const shape = q.shape;
  // An address or number printed without a label is the issuer's, in its letterhead or footer: it answers a
  // plain `email` or the seller's, not the customer's or anyone else the field names (`scanWhose`).
  if (q.type === "email" || shape === "email") {
    const hits = scanWhose(q, ctx, (text) =>
      findEmails(text).map((e) => ({ ...e, value: q.type === "email" ? e.text.toLowerCase() : e.text })),
    );
    return pick(q, ctx, hits, 0.5);
  }
  if ((q.type === "phone" || shape === "phone") && !ids.has("fax")) {
    const hits = scanWhose(q, ctx, (text) =>
      findPhones(text)
        .filter(
          (p) =>
            isValidPhone(p.text, ctx.reading.region) &&
            writtenAsPhone(p.text, ctx.reading.region) &&
            !/fax/i.test(text.slice(Math.max(0, p.start - 12), p.start)),
        )
        .map((p) => ({ ...p, value: q.type === "phone" ? (e164(p.text, ctx.reading.region) ?? collapse(p.text)) : collapse(p.text) })),
    );
    return pick(q, ctx, hits, 0.45);
  }
  if (q.type === "date" && [...ids].every((id) => id === "date" || id === "invoice_date") && ids.size > 0) {
    // A date labelled as another kind ("Due date: ...") is not the document's date, even when it is the only one.
    const others = CONCEPTS.filter((c) => c.refines?.includes("date") && !ids.has(c.id));
    const hits = scan(ctx, (text) => findDates(text, { order: ctx.reading.order }).map((d) => ({ ...d, value: d.iso }))).filter(
      (h) => !others.some((c) => c.labels.some((label) => containsPhrase(keys(h.ref.line.text), keys(label)))),
    );
    // Only a document with one date makes "the date" obvious; so does the one date on a line with a date label,
    // which the labelled search may have passed over in a faint print ("Date: 14/03/2019" over a bare "13/03/2019 09:15").
    const named = hits.filter((h) => dateLabels(q).some((label) => containsPhrase(keys(h.ref.line.text), label)));
    const single = (pool: Hit[]) => new Set(pool.map((h) => h.value)).size === 1;
    if (single(hits)) return candidate(hits[0]!, formatDate(hits[0]!.value as string, q.description), 0.5);
    if (single(named)) return candidate(named[0]!, formatDate(named[0]!.value as string, q.description), 0.45);
    return null;
  }
  if (shape === "iban") {
    const hits = scan(ctx, (text) =>
      findIbans(text)
        .filter((i) => i.checksumOk)
        .map((i) => ({ ...i, value: collapse(i.text) })),
    );
    return pick(q, ctx, hits, 0.6);
  }
  if (shape === "url") {
    return pick(
      q,
      ctx,
      scan(ctx, (text) => findUrls(text).map((u) => ({ ...u, value: u.text }))),
      0.45,
    );
  }
  if (shape === "currency") return currency(ctx);
  if (shape === "regno" && /\bsiren\b/i.test(q.description + " " + q.name)) return siren(ctx);
  if (shape === "country") return sellerCountry(q, ctx);
  if (shape === "payment") return paymentMethod(ctx);
  if (ids.has("buyer")) return buyerName(ctx);
  if (ids.has("seller")) return company(ctx);
  if (ids.has("address") && q.type === "string" && q.role !== "buyer") return shopAddress(q, ctx);
  return null;
}

/** The labels that name the field's kind of date for sure, and the plain "Date" ones. */
function dateLabels(q: FieldQuery): string[][] {
  const concepts = CONCEPTS.filter((c) => c.id === "date" || q.concepts.includes(c));
  return concepts.flatMap((c) => c.labels.map(keys));
}

/** The address a receipt prints under the shop's name, as one string; never the buyer's for the seller's address. */
function shopAddress(q: FieldQuery, ctx: DocContext): Candidate | null {
  const page = ctx.layout.pages[0] ?? [];
  const name = company(ctx);
  const block = receiptAddressBlock(page, name && name.ref.pageIndex === 0 ? name.ref.index : null);
  if (!block) return null;
  const first = block.lines[0]!;
  if (inOtherBlock(ctx, { ref: first, start: 0, end: first.line.text.length }, q.role)) return null;
  const last = block.lines.at(-1)!;
  const confidence = 0.4 * (0.6 + (0.4 * block.lines.reduce((s, l) => s + l.line.confidence, 0)) / block.lines.length);
  return {
    value: block.value,
    score: confidence,
    confidence,
    ref: first,
    start: 0,
    end: first.line.text.length,
    context: collapse(`${first.line.text} ... ${last.line.text}`),
  };
}

/** A French SIREN in the legal mentions: 9 digits with a valid checksum right before or after "RCS", "SIREN", "SIRET". */
function siren(ctx: DocContext): Candidate | null {
  for (const ref of ctx.layout.lines) {
    const text = ref.line.text;
    for (const m of text.matchAll(/R\.?\s?C\.?\s?S\.?|SIRE[NT]|RSC/g)) {
      const around = [
        { from: Math.max(0, m.index - 25), to: m.index },
        { from: m.index + m[0].length, to: Math.min(text.length, m.index + m[0].length + 30) },
      ];
      for (const { from, to } of around) {
        const found = sirenOf(text.slice(from, to));
        if (found) return candidate({ ref, start: from + found.start, end: from + found.end, value: found.text }, found.text, 0.6);
      }
    }
  }
  return null;
}

/** The seller's country: the country line of its address block, else the country of its VAT number. */
function sellerCountry(q: FieldQuery, ctx: DocContext): Candidate | null {
  if (q.role === "buyer") return null;
  const code = wantsCode(q.description);
  const name = company(ctx) ?? addressBlockName(ctx);
  if (name) {
    const lines = ctx.layout.pages[name.ref.pageIndex] ?? [];
    const x0 =
      (name.ref.words.find((w) => w.start <= name.start && name.start < w.end) ?? name.ref.words[0])?.bbox[0] ?? name.ref.line.bbox[0];
    for (const ref of lines.slice(name.ref.index + 1, name.ref.index + 6)) {
      const segment = ref.segments.find((sg) => {
        const w = ref.words.find((wd) => wd.start >= sg.start);
        return w && Math.abs(w.bbox[0] - x0) < 0.03;
      });
      if (!segment) continue;
      const text = ref.line.text.slice(segment.start, segment.end);
      const c = findCountries(text)[0];
      if (c && collapse(text).length <= c.text.length + 25) {
        return candidate({ ref, start: segment.start + c.start, end: segment.start + c.end, value: c.code }, code ? c.code : c.text, 0.55);
      }
    }
  }
  if (!code) return null;
  // The seller's VAT number starts with its country.
  const vat = scan(ctx, (text) => findVatIds(text).map((v) => ({ ...v, value: v.text.slice(0, 2).replace("EL", "GR") })));
  const sellerVat = vat.filter(
    (h) => roleFactor(ctx.headings, h.ref, "seller") >= 1 && !/client|customer|kunde|klant|buyer|acheteur/i.test(h.ref.line.text),
  );
  return sellerVat[0] ? candidate(sellerVat[0], sellerVat[0].value, 0.4) : null;
}

/** The way of paying the document names, when one line names one (a line listing several is a list of options). */
function paymentMethod(ctx: DocContext): Candidate | null {
  for (const ref of ctx.layout.lines) {
    const found = findPaymentMethods(ref.line.text, false);
    if (found.length === 0 || new Set(found.map((f) => f.text.toLowerCase())).size > 1) continue;
    // "We accept ..." or "... is no longer accepted" offers or refuses a method; it does not say how this was paid.
    if (/accept|akzeptier|accepté|geaccepteerd|n'est plus|nicht mehr|niet meer|no longer/i.test(ref.line.text)) continue;
    const f = found[0]!;
    return candidate({ ref, start: f.start, end: f.end, value: f.text }, f.text, 0.4);
  }
  return null;
}

/** Whether a hit stands in the block of the party other than `role`: under a heading such as "Bill to", in its column. */
function inOtherBlock(ctx: DocContext, hit: { ref: LineRef; start: number; end: number }, role: Role | null): boolean {
  if (!role) return false;
  const owner = roleAt(ctx.headings, hit.ref, spanBox(hit.ref, hit.start, hit.end)?.[0]);
  return owner !== null && owner !== role;
}

/**
 * The unlabelled contact details that may be the field's: any for a plain `email` or the seller's; for the buyer's,
 * one in the buyer's block; for someone else the field names (`customer_email`, `agent.email`), one printed
 * after those words on its line or in the lines above it in its block, the more of them the better ("grants
 * manager" of the foundation before the foundation's letterhead).
 */
function scanWhose(
  q: FieldQuery,
  ctx: DocContext,
  find: (text: string) => { start: number; end: number; value: string | number }[],
): Hit[] {
  const hits = scan(ctx, find);
  if (q.role === "seller" || (q.role === null && q.whose.length === 0)) return hits;
  const said = hits.map((hit) => {
    if (q.role === "buyer" && roleAt(ctx.headings, hit.ref, spanBox(hit.ref, hit.start, hit.end)?.[0]) === "buyer")
      return q.whose.length + 1;
    const words = new Set(keys(`${blockTextAbove(ctx.layout, hit.ref)} ${hit.ref.line.text.slice(0, hit.start)}`));
    return q.whose.filter((w) => words.has(w)).length;
  });
  const most = Math.max(0, ...said);
  return most === 0 ? [] : hits.filter((_, i) => said[i] === most);
}

function scan(ctx: DocContext, find: (text: string) => { start: number; end: number; value: string | number }[]): Hit[] {
  return ctx.layout.lines.flatMap((ref) => find(ref.line.text).map((h) => ({ ...h, ref })));
}

/**
 * The first hit, or the first in the wanted party's block, never one in the other party's; a single distinct value
 * is surer than a choice.
 */
function pick(q: FieldQuery, ctx: DocContext, all: Hit[], base: number): Candidate | null {
  const hits = all.filter((h) => !inOtherBlock(ctx, h, q.role));
  if (hits.length === 0) return null;
  const best = hits.reduce((a, b) => (roleFactor(ctx.headings, b.ref, q.role) > roleFactor(ctx.headings, a.ref, q.role) ? b : a));
  const distinct = new Set(hits.map((h) => h.value)).size;
  return candidate(best, best.value, distinct === 1 ? base : base - 0.1);
}

function candidate(hit: Hit, value: string | number, base: number): Candidate {
  const confidence = base * (0.6 + 0.4 * spanConfidence(hit.ref, hit.start, hit.end));
  return { value, score: confidence, confidence, ref: hit.ref, start: hit.start, end: hit.end, context: collapse(hit.ref.line.text) };
}

/** The currency the document's amounts are written in: printed codes count double, symbols once. */
function currency(ctx: DocContext): Candidate | null {
  const tally = new Map<string, { weight: number; first: Hit; explicit: boolean }>();
  for (const ref of ctx.layout.lines) {
    for (const c of findCurrencies(ref.line.text)) {
      const entry = tally.get(c.code) ?? { weight: 0, first: { ref, start: c.start, end: c.end, value: c.code }, explicit: false };
      entry.weight += c.explicit ? 2 : 1;
      entry.explicit ||= c.explicit;
      tally.set(c.code, entry);
    }
  }
  let best: { weight: number; first: Hit; explicit: boolean } | undefined;
  for (const entry of tally.values()) if (!best || entry.weight > best.weight) best = entry;
  return best ? candidate(best.first, best.first.value, best.explicit ? 0.6 : 0.45) : null;
}

// Legal forms and company words in the languages we read; a line holding one names a company.
const COMPANY_WORDS = new Set(
  [
    "gmbh",
    "ag",
    "kg",
    "ohg",
    "gbr",
    "ug",
    "mbh",
    "ek",
    "inc",
    "ltd",
    "limited",
    "llc",
    "llp",
    "plc",
    "corp",
    "corporation",
    "co",
    "company",
    "bhd",
    "sdn",
    "sa",
    "sas",
    "sarl",
    "eurl",
    "sasu",
    "bv",
    "nv",
    "srl",
    "spa",
    "ab",
    "oy",
    "aps",
    "pty",
    "pvt",
    "enterprise",
    "enterprises",
    "trading",
    "gesellschaft",
    "société",
    "societe",
  ].flatMap(keys),
);

// Legal forms written with dots or a slash, whose letters alone ("B", "V") are no words: "B.V.", "N.V.", "S.A.",
// "L.L.C."; Malaysia's "S/B" (Sendirian Berhad) too, also with the "5" OCR reads for its "S" ("ACME TRADING 5/B").
const DOTTED_FORM = /\b(?:B\.V|N\.V|S\.A|S\.A\.S|S\.L|S\.p\.A|L\.L\.C|L\.P|P\.C|N\.A|[S5]\/B)\.?(?![\p{L}])/u;

/**
 * The issuing company when no label names it: the first segment near the top of the first page that holds a
 * legal form ("GmbH", "Ltd", "SARL"), up to that word, so an address after it on the same line stays out.
 * Failing that, a receipt's centred upper-case first line, which is its shop's name, with less confidence.
 */
function company(ctx: DocContext): Candidate | null {
  const top = ctx.layout.pages[0] ?? [];
  // A name in the buyer's block ("Bill to", "Lieferadresse") is never the issuer's.
  const seller = (c: Candidate | null) => (c && !inOtherBlock(ctx, c, "seller") ? c : null);
  const shop = seller(shopName(top));
  const legal = legalName(ctx, top.slice(0, 12));
  // A receipt's shop name over its address block comes before the owning company printed further down
  // ("Owned by ACME SDN BHD"); a legal name on top stays first.
  if (legal) return shop && shop.ref.index < legal.ref.index ? shop : legal;
  // The block that carries the legal identifiers names the issuer for sure, unlike a layout's guesses below.
  const issuer = issuerName(ctx);
  if (issuer) return issuer;
  const head = seller(heading(top));
  // A centred line under the shop's name is a line of its address.
  if (head) return shop && shop.ref.index < head.ref.index ? shop : head;
  return shop ?? addressBlockName(ctx) ?? seller(footerName(ctx));
}

/** A receipt's shop name: the line over its address block. */
function shopName(top: LineRef[]): Candidate | null {
  const ref = receiptName(top);
  if (!ref) return null;
  const value = collapse(ref.line.text).replace(/^[^\p{L}\p{N}]+/u, "");
  const start = ref.line.text.indexOf(value);
  return candidate({ ref, start: Math.max(0, start), end: Math.max(0, start) + value.length, value }, value, 0.3);
}

// Words of the legal mentions a company prints in its footer: registered capital, registers, seat, VAT number.
const LEGAL_MENTION =
  /\b(?:capital|RCS|R\.C\.S|SIRE[NT]|KvK|HR[AB]|Amtsgericht|Registergericht|Handelsregister|registered (?:office|in)|company (?:no|number|reg)|Geschäftsführ|Siège social|Sitz|Stammkapital|VAT (?:no|reg)|TVA|USt-?Id|BTW|Chamber of Commerce|Kamer van Koophandel)\b/i;

// A line that carries a legal identifier: a legal mention with a number of five digits or more, or bank details.
const IDENTIFIER_NUMBER = /\d(?:[ .]?\d){4,}/;
const BANK_DETAILS = /\b(?:IBAN|BIC|SWIFT)\b/i;
// How far above its identifiers the issuer's block prints the company's name (over its address and contact lines).
const ISSUER_REACH = 4;
// A legal name has a few words before its legal form; more make it a sentence that mentions a company.
const NAME_TOKENS = 7;

function isIdentifierLine(ref: LineRef): boolean {
  const text = ref.line.text;
  return BANK_DETAILS.test(text) || (LEGAL_MENTION.test(text) && IDENTIFIER_NUMBER.test(text));
}

/** Running text (a sentence, or one that ends announcing what follows) is no line of an address block. */
function isProse(ref: LineRef): boolean {
  return ref.segments.some((s) => s.tokens.length > 10) || /:\s*$/.test(ref.line.text);
}

/**
 * The issuer named by the block of its legal identifiers (registration or chamber of commerce number, VAT id,
 * IBAN/BIC), often the footer: the line with a legal form ("ACME B.V.", "ACME GmbH") on an identifier line or
 * at most a few lines above the first, over its address and contact lines. Never in the buyer's block.
 */
function issuerName(ctx: DocContext): Candidate | null {
  const page = ctx.layout.pages[0] ?? [];
  for (const ref of page) {
    if (!isIdentifierLine(ref) || inOtherBlock(ctx, { ref, start: 0, end: ref.line.text.length }, "seller")) continue;
    for (let i = ref.index; i >= Math.max(0, ref.index - ISSUER_REACH); i--) {
      const line = page[i]!;
      if (isProse(line)) break;
      const name = legalName(ctx, [line]);
      if (name && keys(String(name.value)).length <= NAME_TOKENS) return name;
    }
  }
  return null;
}

/**
 * The issuer named in the footer: the legal entity that opens the legal mentions ("ACME SAS au capital de ...",
 * "ACME GmbH · Sitz ..."), or a short line of its own right above them. Low confidence: it is the last resort.
 */
function footerName(ctx: DocContext): Candidate | null {
  const page = ctx.layout.pages[0] ?? [];
  const footer = page.filter((ref) => ref.line.bbox[1] >= 0.8);
  const first = footer.findIndex((ref) => LEGAL_MENTION.test(ref.line.text));
  if (first < 0) return null;
  const legal = legalName(ctx, footer.slice(first, first + 3));
  if (legal) return { ...legal, confidence: 0.4, score: 0.4 };
  const legalRef = footer[first]!;
  const above = page[legalRef.index - 1];
  const segment = above?.segments[0];
  if (!above || !segment || above.segments.length > 1) return null;
  const text = collapse(above.line.text);
  if (/[\d:@]/.test(text) || segment.tokens.length > 4 || segment.tokens.every((t) => isLabelWord(t.key) || STOPWORDS.has(t.key)))
    return null;
  const height = legalRef.line.bbox[3] - legalRef.line.bbox[1];
  if (!/^\p{Lu}/u.test(text) || legalRef.line.bbox[1] - above.line.bbox[3] > 1.5 * height) return null;
  return candidate({ ref: above, start: segment.start, end: segment.end, value: text }, text, 0.35);
}

/**
 * The name on top of the first address block of the first page that is not the buyer's: a short line of words
 * followed, in the same column, by a street line and a postal-code-and-city line. Low confidence: nothing says
 * whose address it is but its place.
 */
function addressBlockName(ctx: DocContext): Candidate | null {
  const top = (ctx.layout.pages[0] ?? []).slice(0, 20);
  const first = (ref: LineRef) => ref.segments[0] && collapse(ref.line.text.slice(ref.segments[0].start, ref.segments[0].end));
  for (let i = 0; i + 2 < top.length; i++) {
    const [a, b, c] = [top[i]!, top[i + 1]!, top[i + 2]!];
    if (roleFactor(ctx.headings, a, "seller") < 1) continue;
    const name = first(a);
    const street = first(b);
    const city = first(c);
    if (!name || !street || /\d|:/.test(name) || !/^\p{Lu}/u.test(name) || name.split(" ").length > 5) continue;
    if (Math.abs(a.line.bbox[0] - b.line.bbox[0]) > 0.02) continue;
    // The street and the town on two lines, or on one under a letterhead's name: "14 Harbour Lane, Bristol BS1 4QA".
    const oneLine = i === 0 && oneLineAddress(street) !== null;
    const twoLines = !!city && Math.abs(b.line.bbox[0] - c.line.bbox[0]) <= 0.02 && STREET.test(street) && zipAndCity(city) !== null;
    if (!oneLine && !twoLines) continue;
    if (a.segments[0]!.tokens.every((t) => isLabelWord(t.key) || STOPWORDS.has(t.key))) continue;
    const start = a.segments[0]!.start;
    return candidate({ ref: a, start, end: start + name.length, value: name }, name, 0.35);
  }
  return null;
}

function heading(lines: LineRef[]): Candidate | null {
  const left = Math.min(...lines.map((l) => l.line.bbox[0]));
  const right = Math.max(...lines.map((l) => l.line.bbox[2]));
  for (const ref of lines.slice(0, 3)) {
    // OCR may put specks of noise beside the name ("“  THAI RESTAURANT"): only segments with words count.
    const worded = ref.segments.filter((sg) => /\p{L}{2}/u.test(ref.line.text.slice(sg.start, sg.end)));
    const segment = worded[0];
    if (!segment || worded.length > 1) continue;
    const text = ref.line.text.slice(segment.start, segment.end);
    const centred = Math.abs((ref.line.bbox[0] + ref.line.bbox[2]) / 2 - (left + right) / 2) < 0.08 * (right - left);
    if (!centred || text !== text.toUpperCase()) continue;
    // A title such as "INVOICE" or "RECHNUNG" is the document's kind, not its issuer.
    const title = segment.tokens.every((t) => isLabelWord(t.key) || STOPWORDS.has(t.key));
    if (title || /[\d:@]/.test(text) || segment.tokens.length > 6) continue;
    if (segment.tokens.filter((t) => /\p{L}{2}/u.test(t.text)).length === 0) continue;
    return candidate({ ref, start: segment.start, end: segment.end, value: collapse(text) }, collapse(text), 0.3);
  }
  return null;
}

function legalName(ctx: DocContext, lines: LineRef[]): Candidate | null {
  for (const ref of lines) {
    // A legal form alone on its line ("CO. (M) SDN BHD") ends the name on the line above ("SINAR HARAPAN HARDWARE").
    const own = keys(ref.line.text).filter((k) => k.length > 1);
    if (own.length > 0 && own.every((k) => COMPANY_WORDS.has(k))) {
      const above = ctx.layout.pages[ref.pageIndex]?.[ref.index - 1];
      const name = above && above.segments.length === 1 ? collapse(above.line.text) : "";
      if (!name || /\d/.test(name) || name.includes(":") || name.split(" ").length > 5 || !/\p{L}{3}/u.test(name)) continue;
      if (inOtherBlock(ctx, { ref: above!, start: 0, end: above!.line.text.length }, "seller")) continue;
      const joined = `${name} ${collapse(ref.line.text)}`;
      return candidate({ ref: above!, start: 0, end: above!.line.text.length, value: joined }, joined, 0.45);
    }
    for (const segment of ref.segments) {
      // Beside a "Bill to" column, the segment in the other column may still be the seller's.
      if (inOtherBlock(ctx, { ref, start: segment.start, end: segment.end }, "seller")) continue;
      const last = segment.tokens.findLast((t) => COMPANY_WORDS.has(t.key));
      const dotted = DOTTED_FORM.exec(ref.line.text.slice(segment.start, segment.end));
      if (!last && !dotted) continue;
      const end = dotted ? segment.start + dotted.index + dotted[0].length : ref.line.text[last!.end] === "." ? last!.end + 1 : last!.end;
      const value = collapse(ref.line.text.slice(segment.start, end));
      if (value.includes(":") || !/\p{L}{3}/u.test(value)) continue;
      if (onlyLegalForms(value)) continue;
      // A branch in parentheses on the line under the name belongs to it: "ACME SDN BHD" over "(CITY MALL)".
      const next = ctx.layout.pages[ref.pageIndex]?.[ref.index + 1];
      const branch = next && end >= segment.end && ref.segments.length === 1 ? collapse(next.line.text) : "";
      if (/^\([^\d()]*\p{L}{3}[^\d()]*\)$/u.test(branch))
        return candidate({ ref, start: segment.start, end, value: `${value} ${branch}` }, `${value} ${branch}`, 0.45);
      return candidate({ ref, start: segment.start, end, value }, value, 0.45);
    }
  }
  return null;
}

// A street line: words then a house number ("Dorpsweg 31", "Musterstr. 99a") or a number then words ("810 Alder Ave").
const STREET =
  /^(?:\p{L}[\p{L}.'-]*(?:\s+\p{L}[\p{L}.'-]*){0,3}\s+\d{1,5}(?:\s?[a-zA-Z])?(?:[-/]\d{1,4})?|\d{1,5}[a-zA-Z]?\s+\p{L}[\p{L}.'-]*(?:\s+\p{L}[\p{L}.'-]*){0,4})$/u;
// A postal code with its city: "3012 CN Rotterdam", "D-80333 München", "69001 Lyon", "Eugene OR 97401".
const CITY_ZIP = /^(?:[A-Z]{1,2}[- ])?(\d{4,5}(?:\s?[A-Z]{2}(?![\p{L}]))?)\s+(\p{L}[\p{L} .'-]*)$/u;
const STREET_WORD =
  /(?:\b(?:st|street|ave|avenue|road|rd|blvd|boulevard|lane|ln|drive|dr|way|str|weg|laan|gasse|platz|allee|straat|plein)\.?|stra(?:ß|ss)e|weg|laan|straat)$|^(?:rue|chemin|avenue|boulevard|place|via|calle|allée)\b/iu;
const CITY_STATE_ZIP = /^(\p{L}[\p{L} .'-]*?),?\s+[A-Z]{2}\s+(\d{5}(?:-\d{4})?)$/u;
// A British postcode after its town: "Bristol BS1 4QA", "York YO31 7EP".
const TOWN_POSTCODE = /^(\p{L}[\p{L} .'-]*?)\s+([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/u;

type AddressParts = { street: string; zip: string; city: string };

/** A postal code and city in either order: "3012 CN Rotterdam", "Eugene OR 97401". */
function zipAndCity(text: string): { zip: string; city: string } | null {
  const cz = CITY_ZIP.exec(text);
  if (cz) return { zip: cz[1]!, city: cz[2]!.trim() };
  const csz = CITY_STATE_ZIP.exec(text);
  if (csz) return { zip: csz[2]!, city: csz[1]!.trim() };
  const tp = TOWN_POSTCODE.exec(text);
  return tp ? { zip: tp[2]!, city: tp[1]!.trim() } : null;
}

/**
 * An address written on one line, its parts separated by commas: "Musterstr. 1, 80333 München",
 * "Main Street 48, 1234 AB, Springfield", "810 Alder Ave, Eugene, OR 97401".
 */
export function oneLineAddress(text: string): AddressParts | null {
  const parts = text.split(/\s*,\s*/).filter((p) => p.length > 0);
  for (let i = 1; i < parts.length; i++) {
    const street = parts.slice(0, i).join(", ");
    if (!STREET.test(street) || !/\d/.test(street)) continue;
    const place = zipAndCity(parts.slice(i).join(" "));
    if (place) return { street, ...place };
  }
  return null;
}

/**
 * The street, postal code or city of the seller, read from the address block under the seller's name, which ends
 * where the buyer's begins.
 */
export function sellerAddress(q: FieldQuery, ctx: DocContext): Candidate | null {
  const ids = new Set(q.concepts.map((c) => c.id));
  const part = ids.has("postal_code")
    ? "zip"
    : ids.has("city")
      ? "city"
      : ids.has("address") && /street|straße|strasse|rue|house/i.test(`${q.name} ${q.description}`)
        ? "street"
        : null;
  if (!part || q.role !== "seller") return null;
  const name = company(ctx) ?? addressBlockName(ctx);
  return name ? addressPartBelow(ctx, name, part, "seller") : null;
}

/**
 * The street, postal code or city in the address block under a name: the lines that follow it in the same column,
 * where a street line and a postal-code-and-city line stand, or one line that holds both. With a role, the block
 * ends where the other party's begins.
 */
export function addressPartBelow(
  ctx: DocContext,
  name: { ref: LineRef; start: number },
  part: "street" | "zip" | "city",
  role: Role | null,
): Candidate | null {
  const lines = ctx.layout.pages[name.ref.pageIndex] ?? [];
  const x0 =
    (name.ref.words.find((w) => w.start <= name.start && name.start < w.end) ?? name.ref.words[0])?.bbox[0] ?? name.ref.line.bbox[0];
  let seen = 0;
  for (const ref of lines.slice(name.ref.index + 1, name.ref.index + 8)) {
    // The segment of the line that stands in the name's column.
    const segment = ref.segments.find((sg) => {
      const w = ref.words.find((wd) => wd.start >= sg.start);
      return w && Math.abs(w.bbox[0] - x0) < 0.03;
    });
    if (!segment) continue;
    if (++seen > 4 || (role && inOtherBlock(ctx, { ref, start: segment.start, end: segment.end }, role))) break;
    const text = collapse(ref.line.text.slice(segment.start, segment.end));
    const hit = (value: string, conf: number): Candidate => {
      const at = ref.line.text.indexOf(value, segment.start);
      const start = at >= 0 ? at : segment.start;
      return { value, score: conf, confidence: conf, ref, start, end: start + value.length, context: collapse(ref.line.text) };
    };
    const streetLike = STREET.test(text) && (STREET_WORD.test(text) || (!CITY_ZIP.test(text) && !CITY_STATE_ZIP.test(text)));
    if (streetLike) {
      if (part === "street") return hit(text, 0.6);
      continue;
    }
    const place = zipAndCity(text);
    if (place) return part === "street" ? null : hit(place[part], 0.6);
    const address = oneLineAddress(text);
    if (address) return hit(address[part], 0.6);
  }
  return null;
}

// A line that only says how to address the recipient stands over the name: "Herrn", "Firma", "Madame".
const SALUTATION =
  /^(?:herrn?|frau|firma|fa\.?|mr\.?|mrs\.?|ms\.?|messrs\.?|monsieur|madame|mademoiselle|mme\.?|m\.|dhr\.?|mevr\.?|de heer|mevrouw)$/iu;

type ColumnLine = { ref: LineRef; segment: Segment };

const segmentText = ({ ref, segment }: ColumnLine) => collapse(ref.line.text.slice(segment.start, segment.end));

// Words that head an address block ("Afleveradres") or make up a receipt's lines ("POINT EARNED"): a line of
// such words only, or of label words, is a heading or a line of figures, not a name.
const NOT_NAME_WORDS: ReadonlySet<string> = new Set(
  [...PARTY_ADDRESS_HEADINGS.seller, ...PARTY_ADDRESS_HEADINGS.buyer, ...RECEIPT_WORDS].flatMap(keys),
);

/**
 * Whether a line names someone: it is no heading or receipt line, street, postal code and town, phone, e-mail,
 * date, amount or country. The first line of an address block must pass, as must any value under a party's label.
 */
export function isNameLine(text: string): boolean {
  if (!/\p{L}{2}/u.test(text) || /[:@]|www\.|https?:/i.test(text) || isMarking(text) || namesNothing(text)) return false;
  // A name starts with a letter, unless a legal form says it is a company's ("3M Deutschland GmbH"): a line that
  // starts with a number is otherwise a street, an amount or an id.
  if (!/^\p{L}/u.test(text) && !keys(text).some((k) => COMPANY_WORDS.has(k))) return false;
  // A name does not start with a preposition or conjunction in lower case: "of ACME's products" ends a sentence.
  if (/^(?:of|for|to|and|or|with|by|at|in|on|from|is|are|was|which|that|than|as)\s/.test(text)) return false;
  // Names are short and have few digits; phone numbers, dates and ids have many.
  if ((text.match(/\d/g) ?? []).length >= 3 || text.split(" ").length > 8) return false;
  if (onlyLegalForms(text)) return false;
  if ((STREET.test(text) && /\d/.test(text)) || zipAndCity(text) || oneLineAddress(text)) return false;
  const country = findCountries(text)[0];
  if (country && text.length <= country.text.length + 3) return false;
  // A sentence (a slogan over the address, "We thank you.") ends in a full stop after a word, not after an
  // abbreviation or a legal form ("Jr.", "Corp.").
  const last = /\s(\p{L}{3,})[.!]$/u.exec(text)?.[1];
  if (text.split(" ").length >= 3 && last && !onlyLegalForms(last)) return false;
  return !keys(text).every((k) => isLabelWord(k) || STOPWORDS.has(k) || NOT_NAME_WORDS.has(k));
}

/** A legal form alone ("Sarl au capital de ...", "GmbH" after a word read as a label) names no one. */
function onlyLegalForms(text: string): boolean {
  return keys(text).every((k) => COMPANY_WORDS.has(k));
}

/** The first line of a column of address lines, under any salutation, when it is a name; its index in the column. */
function blockName(column: ColumnLine[]): { hit: Hit; at: number } | null {
  for (const [at, line] of column.entries()) {
    const text = segmentText(line);
    if (SALUTATION.test(text)) continue;
    if (!isNameLine(text)) return null;
    return { hit: { ref: line.ref, start: line.segment.start, end: line.segment.end, value: text }, at };
  }
  return null;
}

// A postal address puts its postal code and town at most this many lines under the name (contact, street, PO box).
const ADDRESS_LINES = 4;

/**
 * A postal address in a column: a name line followed, within a few lines, by a postal code and town. Its name,
 * its lines from the name down to the postal code, and that code.
 */
function postalAddress(column: ColumnLine[]): { name: Hit; lines: ColumnLine[]; zip: string } | null {
  const name = blockName(column);
  if (!name) return null;
  for (const [i, line] of column.slice(name.at + 1, name.at + 1 + ADDRESS_LINES).entries()) {
    const text = segmentText(line);
    const zip = zipAndCity(text)?.zip ?? oneLineAddress(text)?.zip;
    if (zip) return { name: name.hit, lines: column.slice(name.at, name.at + 2 + i), zip };
  }
  return null;
}

/** Whether two names are one party's: the same words once legal forms are left out ("ACME GmbH", "Acme"). */
function sameParty(a: string, b: string): boolean {
  const core = (name: string) =>
    keys(name)
      .filter((k) => !COMPANY_WORDS.has(k))
      .join(" ");
  return core(a) === core(b);
}

/**
 * The buyer's name when no label gives it, surest first: the block under a billing heading ("Bill to",
 * "Rechnungsadresse"), then under a delivery heading ("Ship to", "Adresse de livraison"), then the recipient's
 * block in a letter's window under the sender's return address, then an unheaded address block that is not the
 * seller's. Never the seller's name.
 */
function buyerName(ctx: DocContext): Candidate | null {
  const seller = company(ctx);
  const buyer = (hit: Hit | null | undefined) => (hit && !(seller && sameParty(String(seller.value), String(hit.value))) ? hit : null);
  const headed = (delivery: boolean) =>
    ctx.headings
      .filter((h) => h.role === "buyer" && h.delivery === delivery)
      .map((h) => buyer(blockName(blockLines(ctx.layout, h))?.hit))
      .find((hit) => hit !== null);
  const billing = headed(false);
  if (billing) return candidate(billing, billing.value, 0.5);
  const delivery = headed(true);
  if (delivery) return candidate(delivery, delivery.value, 0.4);
  const window = buyer(windowName(ctx));
  if (window) return candidate(window, window.value, 0.4);
  const block = seller && buyer(unheadedName(ctx, seller));
  return block ? candidate(block, block.value, 0.3) : null;
}

// An unheaded recipient's block stands in the upper half of the first page, among its first lines.
const TOP_LINES = 25;
const TOP_HALF = 0.5;
const ALIGN = 0.02;

/**
 * The name over a postal address near the top of the first page that is not the seller's: not the seller's own
 * name or block, in no seller's block, and with a postal code the page prints nowhere else, as the seller
 * repeats its own in the letterhead, the return address or the footer. Of two blocks or more, the first is the
 * letterhead, whoever it names; only once the seller is known, as a lone block may be the seller's letterhead.
 */
function unheadedName(ctx: DocContext, seller: Candidate): Hit | null {
  const blocks = topAddressBlocks(ctx);
  const buyers = blocks.filter((b) => !holds(b, seller) && !zipElsewhere(ctx, b) && roleFactor(ctx.headings, b.name.ref, "buyer") >= 1);
  const letterhead = blocks.length >= 2 ? blocks[0] : undefined;
  return buyers.find((b) => b !== letterhead)?.name ?? null;
}

/** A postal address: the name on top, its lines (each the segment in the block's column), and its postal code. */
type PostalBlock = { name: Hit; lines: ColumnLine[]; zip: string };

/** Whether a block holds a candidate: the block's segment of the candidate's line covers it. */
function holds(block: PostalBlock, c: { ref: LineRef; start: number }): boolean {
  return block.lines.some(({ ref, segment }) => ref === c.ref && segment.start <= c.start && c.start < segment.end);
}

/** The postal addresses with a name on top in the upper part of the first page, in reading order, each once. */
function topAddressBlocks(ctx: DocContext): PostalBlock[] {
  const page = ctx.layout.pages[0] ?? [];
  const blocks: PostalBlock[] = [];
  for (const ref of page.slice(0, TOP_LINES)) {
    if (ref.line.bbox[1] > TOP_HALF || returnAddressName(ref.line.text)) continue;
    for (const segment of ref.segments) {
      const x = spanBox(ref, segment.start, segment.end)?.[0];
      if (x === undefined) continue;
      const column = segmentsFrom(page.slice(ref.index, ref.index + 2 + ADDRESS_LINES), x - ALIGN, x + ALIGN);
      const address = column[0]?.ref === ref ? postalAddress(column) : null;
      // A contact line under a block's name ("Attn. Jane Doe") heads no block of its own.
      if (!address || address.name.ref !== ref || blocks.some((block) => holds(block, { ref, start: segment.start }))) continue;
      blocks.push(address);
    }
  }
  return blocks;
}

/** Whether the postal code of a block's address appears on the page outside the block (beside it on its lines too). */
function zipElsewhere(ctx: DocContext, block: PostalBlock): boolean {
  const texts = (ctx.layout.pages[0] ?? []).map((ref) => {
    const own = block.lines.find((l) => l.ref === ref)?.segment;
    return own ? ref.line.text.slice(0, own.start) + " " + ref.line.text.slice(own.end) : ref.line.text;
  });
  const zip = new RegExp(String.raw`(?<!\d)${block.zip.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\d)`);
  return texts.some((text) => zip.test(text));
}

// Separators of the parts of a one-line address: "ACME GmbH ● Street 1 ● 12345 Town", "ACME · Street 1 · Town".
const ADDRESS_SEPARATOR = /\s*[●·•|,]\s*|\s+[-–]\s+/;
// A gap between columns: three spaces or more, not around a separator.
const COLUMN_GAP = /(?<![●·•|,\-–])\s{3,}(?![●·•|\-–])/;

/**
 * The sender's name in a return address written on one line over a letter's window (DIN 5008 and the like): its
 * first part, when the parts are separated and a later one is a postal code and town.
 */
export function returnAddressName(text: string): string | null {
  const own = text.split(COLUMN_GAP)[0] ?? "";
  const parts = own
    .split(ADDRESS_SEPARATOR)
    .map(collapse)
    .filter((p) => p.length > 0);
  const name = parts[0];
  if (parts.length < 3 || !name || !isNameLine(name)) return null;
  return parts.slice(1).some((p) => zipAndCity(p)) ? name : null;
}

// The recipient's block starts within this many lines under the return address, in its column.
const WINDOW_LINES = 8;
const WINDOW_SLACK = 0.05;

/** The recipient's name in a letter's window: the postal address under the sender's one-line return address. */
function windowName(ctx: DocContext): Hit | null {
  const page = ctx.layout.pages[0] ?? [];
  for (const ref of page.slice(0, TOP_LINES)) {
    const sender = returnAddressName(ref.line.text);
    if (!sender) continue;
    const x0 = ref.line.bbox[0];
    const column = segmentsFrom(page.slice(ref.index + 1, ref.index + 1 + WINDOW_LINES), x0 - WINDOW_SLACK, x0 + WINDOW_SLACK);
    const name = postalAddress(column)?.name;
    if (name && !sameParty(sender, String(name.value))) return name;
  }
  return null;
}

/**
 * Whether a number without a label is written as a phone number is: with its country code, or outside North America
 * with the trunk prefix that national numbers are dialled with ("0345 217 6604"). A bare "5093318846" is a meter's
 * or an account's number that happens to have a phone number's length.
 */
function writtenAsPhone(printed: string, region: string | undefined): boolean {
  return /^\s*(?:\+|00|\(?0)/.test(printed) || region === "US" || region === "CA";
}
