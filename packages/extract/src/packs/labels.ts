// What a field is called in a document: its concepts (from the lexicon, evoked by its name, description and
// context) become label patterns, and a line segment is scored by how well its label words match one of them.
import type { Party } from "./parties.ts";
import type { PrimitiveType } from "@docsift/contract";
import { CONCEPTS, type Concept, ROLES } from "./lexicon.ts";
import type { Shape } from "../values.ts";
import { ISO_CODES } from "../normalize/currency.ts";
import type { Segment } from "../layout.ts";
import { STOPWORDS, type Token, keys, nameWords, sameKey, stem, tokenize } from "../text.ts";
import { WORDS_KEPT, compiledPerField } from "../normalize/memo.ts";

export type Role = "seller" | "buyer";

type Pattern = {
  keys: string[];
  /** The label as written, for the matcher's own stemming. */
  label: string;
  weight: number;
  avoid: ReadonlySet<string>;
};

export type FieldQuery = {
  name: string;
  type: PrimitiveType;
  description: string;
  concepts: Concept[];
  patterns: Pattern[];
  /** Every word of the field's labels: they may stand between label and value ("Rechnung (380) Nr. 4711"). */
  ownKeys: ReadonlySet<string>;
  /** Content words of the description that are not the field's own words; labels holding them fit better. */
  descriptionKeys: ReadonlySet<string>;
  role: Role | null;
  /**
   * Words of the name and its object's name that say whose contact detail the field is ("customer" of
   * `customer_email`, "agent" of `agent.email`); empty for a plain `email` or `contact_phone`.
   */
  whose: string[];
  shape: Shape | null;
  /** Whether the field's own name, most of it, evokes its concepts (not only its description or its object's words). */
  named: boolean;
};

export type FieldSpec = { name: string; type: PrimitiveType; description?: string | undefined };
/** Words of the enclosing object or array (its name and description), which say whose value is wanted. */
/** `party`: the agreement's party an object of the schema stands for, when the object names one. */
export type FieldContext = { words: string; item: boolean; party?: Party | null };

const compiled = new Map<string, string[]>();
function phraseKeys(phrase: string): string[] {
  let k = compiled.get(phrase);
  if (!k) {
    k = keys(phrase);
    compiled.set(phrase, k);
  }
  return k;
}

/** Every word any label is made of; a label ends where such words end and the value begins. */
const LABEL_WORDS: ReadonlySet<string> = new Set(
  CONCEPTS.flatMap((c) => [...c.labels, ...(c.weakLabels ?? []), ...(c.genericLabels ?? [])].flatMap(phraseKeys)),
);
const NAME_WORDS: ReadonlySet<string> = new Set(["name", "names", "nom", "firma", "firmenname", "raison sociale"].flatMap(keys));
const FILLERS: ReadonlySet<string> = new Set([...STOPWORDS, ...ISO_CODES.map(stem), "rm"]);
const WEAK = 0.65;
const GENERIC = 0.85;

export function isLabelWord(key: string): boolean {
  return LABEL_WORDS.has(key);
}

export function isFiller(key: string): boolean {
  return FILLERS.has(key);
}

const isRole = (c: Concept) => c.id === "seller" || c.id === "buyer";

/** The field's query; the same field in the same context (its object's words) compiles once for every document. */
export function buildQuery(field: FieldSpec, context: FieldContext): FieldQuery {
  return compiledQuery(field.name, field.type, field.description ?? "", context.words, context.item);
}

const compiledQuery = compiledPerField((name: string, type: PrimitiveType, description: string, words: string, item: boolean) =>
  compileQuery({ name, type, description }, { words, item }),
);

function compileQuery(field: FieldSpec, context: FieldContext): FieldQuery {
  const description = field.description ?? "";
  const ownName = nameWords(field.name);
  const eligible = CONCEPTS.filter((c) => c.types.includes(field.type) && (!c.itemOnly || context.item));
  const fromName = evoke(ownName, eligible, context.item);
  const fromDescription = evoke(description, eligible, context.item);

  // The name decides; the description only speaks when the name says nothing the lexicon knows, the context
  // (an object's name) only when neither does...
  let evoked = fromName;
  if (evoked.size === 0) evoked = scale(fromDescription, 0.85);
  if (evoked.size === 0) evoked = scale(evoke(context.words, eligible, context.item), 0.8);
  // ...except that a description may say which kind the named concept is: a "date" that was "issued".
  for (const [concept, strength] of fromDescription) {
    const refined = [...evoked.keys()].filter((c) => concept.refines?.includes(c.id));
    if (refined.length === 0) continue;
    evoked.set(concept, Math.max(strength, ...refined.map((c) => evoked.get(c) ?? 0)));
    for (const c of refined) evoked.delete(c);
  }
  evoked = applyOverrides(evoked);
  // A party word next to a more specific concept ("seller_vat_id") says whose value is wanted, not what it is;
  // so does one in a description that does not ask for a name ("VAT number of the supplier").
  const asksName = keys(`${ownName} ${description}`).some((k) => NAME_WORDS.has(k));
  if ([...evoked.keys()].some((c) => !isRole(c)) || (fromName.size === 0 && !asksName)) {
    for (const c of [...evoked.keys()]) if (isRole(c)) evoked.delete(c);
  }

  const patterns: Pattern[] = [];
  for (const [concept, strength] of evoked) {
    const avoid = new Set((concept.avoid ?? []).flatMap(phraseKeys));
    for (const label of concept.labels) patterns.push({ keys: phraseKeys(label), label, weight: strength, avoid });
    for (const label of concept.weakLabels ?? []) patterns.push({ keys: phraseKeys(label), label, weight: strength * WEAK, avoid });
    for (const label of concept.genericLabels ?? []) patterns.push({ keys: phraseKeys(label), label, weight: strength * GENERIC, avoid });
  }
  // A field the lexicon does not know is looked for under its own name ("incoterm", "project_code").
  if (fromName.size === 0) {
    const own = keys(ownName).filter((k) => !STOPWORDS.has(k));
    if (own.length > 0) patterns.push({ keys: own, label: ownName, weight: own.length > 1 ? 0.9 : 0.8, avoid: new Set() });
  }

  const nameKeys = new Set(keys(ownName));
  const concepts = [...evoked.keys()];
  return {
    name: field.name,
    type: field.type,
    description,
    concepts,
    patterns,
    ownKeys: new Set(patterns.flatMap((p) => p.keys)),
    descriptionKeys: new Set(keys(description).filter((k) => !STOPWORDS.has(k) && !nameKeys.has(k) && k.length > 2)),
    // A date belongs to the document, not to a party: "the date the receipt was printed" names no party whose
    // block holds it.
    role: field.type === "date" ? null : roleOf(ownName, description, context.words),
    whose: keys(`${ownName} ${context.words.split(/\s+/).slice(0, 3).join(" ")}`).filter((k) => !STOPWORDS.has(k) && !CONTACT_WORDS.has(k)),
    shape: concepts.find((c) => c.shape)?.shape ?? null,
    // A concept that covers only a part of the name ("pay" of `pay_cycle_end`) is a guess at its meaning.
    // A party word ("customer" in `customer_po`) says whose value it is, not what it is.
    named: [...fromName].some(([c, strength]) => strength >= 0.85 && evoked.has(c) && !isRole(c)),
  };
}

// Words that say what kind of contact detail a field is, not whose.
export const CONTACT_WORDS: ReadonlySet<string> = new Set(
  [
    "email",
    "e",
    "mail",
    "address",
    "addr",
    "phone",
    "telephone",
    "tel",
    "number",
    "no",
    "nr",
    "contact",
    "main",
    "office",
    "general",
    "business",
    "mobile",
    "cell",
    "work",
    "direct",
    "primary",
    "fax",
  ].flatMap(keys),
);

/** Concepts whose trigger phrases occur in `text`, each with a strength; longer phrases claim their words first. */
function evoke(text: string, eligible: Concept[], item: boolean): Map<Concept, number> {
  const words = keys(text).filter((k) => !STOPWORDS.has(k));
  const occurrences: { concept: Concept; at: number; length: number }[] = [];
  for (const concept of eligible) {
    for (const trigger of concept.evokedBy) {
      const t = phraseKeys(trigger).filter((k) => !STOPWORDS.has(k));
      if (t.length === 0) continue;
      for (let i = 0; i + t.length <= words.length; i++) {
        // A caller types field names and descriptions: no OCR slips to forgive ("contract" is no "contact").
        if (t.every((k, j) => words[i + j] === k)) occurrences.push({ concept, at: i, length: t.length });
      }
    }
  }
  // Item columns outrank header concepts for words both know ("amount" in a line item is the line amount).
  occurrences.sort((a, b) => b.length - a.length || Number(!!b.concept.itemOnly && item) - Number(!!a.concept.itemOnly && item));
  const claimed = new Set<number>();
  const strength = new Map<Concept, number>();
  for (const o of occurrences) {
    const span = Array.from({ length: o.length }, (_, j) => o.at + j);
    if (span.some((i) => claimed.has(i))) continue;
    for (const i of span) claimed.add(i);
    // A trigger that is the whole name ("total") is surer than one word of several ("amount" in amount_due).
    const s = 0.7 + (0.3 * o.length) / words.length;
    strength.set(o.concept, Math.max(strength.get(o.concept) ?? 0, s));
  }
  return strength;
}

function applyOverrides(evoked: Map<Concept, number>): Map<Concept, number> {
  const ids = new Set([...evoked.keys()].map((c) => c.id));
  return new Map([...evoked].filter(([c]) => !CONCEPTS.some((o) => ids.has(o.id) && o.id !== c.id && o.overrides?.includes(c.id))));
}

function scale(m: Map<Concept, number>, factor: number): Map<Concept, number> {
  return new Map([...m].map(([c, s]) => [c, s * factor]));
}

/** The party whose value the field wants, from the first of its texts that names one. */
function roleOf(...texts: string[]): Role | null {
  for (const text of texts) {
    const words = keys(text);
    for (const role of ["seller", "buyer"] as const) {
      if (ROLES[role].evokedBy.some((t) => containsPhrase(words, phraseKeys(t)))) return role;
    }
  }
  return null;
}

export function containsPhrase(words: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((k, j) => sameKey(words[i + j]!, k))) return true;
  }
  return false;
}

export type LabelHit = {
  /** Offsets in the line's text: where the label starts and where the value may start. */
  start: number;
  valueFrom: number;
  strength: number;
  /** The label's words plus the words around it that belong to it. */
  regionKeys: string[];
  /** Of those, the words around the matched label. */
  extraKeys: string[];
  avoid: ReadonlySet<string>;
  /** Whether a colon ends the label, which makes the text after it a value for sure. */
  colon: boolean;
};

/** Every label of the lexicon, to notice when a line's label is a longer one of another concept. */
const ALL_LABELS = CONCEPTS.flatMap((concept) =>
  [...concept.labels, ...(concept.weakLabels ?? []), ...(concept.genericLabels ?? [])].map((label) => ({
    keys: phraseKeys(label),
    concept,
  })),
);

/**
 * Whether a document word stands for a label word: equal up to OCR slips, or a German compound ending in it
 * ("Handelsrechnung" for "Rechnung") when the compound is no label word of its own.
 */
function keyMatch(word: string, key: string): number {
  if (sameKey(word, key)) return 1;
  return key.length >= 5 && word.length >= key.length + 3 && word.endsWith(key) && !LABEL_WORDS.has(word) ? 0.9 : 0;
}

function phraseAt(tokens: Token[], at: number, phrase: string[], from = 0): number {
  let factor = 1;
  for (let j = from; j < phrase.length; j++) {
    const t = tokens[at + j - from];
    const m = t ? keyMatch(t.key, phrase[j]!) : 0;
    if (m === 0) return 0;
    factor *= m;
  }
  return factor;
}

/** The best label of the field in one segment of a line (see matchLabels). */
export function matchLabel(q: FieldQuery, text: string, segment: Segment): LabelHit | null {
  return matchLabels(q, text, segment)[0] ?? null;
}

/**
 * Every label of the field in one segment of a line, strongest first, one per place a value may follow. Words
 * next to the matched label that are not part of it lower the score ("Total excl. VAT" is a weaker "total"
 * than "Total"), an `avoid` word rules it out, and so does a longer label of another concept around it
 * ("Invoice Date" is no "Invoice" label for a number).
 */
export function matchLabels(q: FieldQuery, text: string, segment: Segment): LabelHit[] {
  const { tokens } = segment;
  // Where each pattern may start: [pattern's index, token's index, how well the token matches its first word].
  const starts: [number, number, number][] = [];
  tokens.forEach((t, i) => {
    for (const [p, first] of openingsOf(q, t.key)) starts.push([p, i, first]);
  });
  // Patterns in the query's order, so that of two equally strong labels the one the query lists first wins.
  starts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const best = new Map<number, LabelHit>();
  for (const [index, i, first] of starts) {
    const p = q.patterns[index]!;
    const k = p.keys.length;
    if (i + k > tokens.length) continue;
    const factor = first * phraseAt(tokens, i + 1, p.keys, 1);
    if (factor === 0 || dominated(q, tokens, i, i + k)) continue;
    const hit = scoreHit(p, text.slice(0, segment.end), tokens, i, i + k, factor);
    const known = hit && best.get(hit.valueFrom);
    if (hit && (!known || hit.strength > known.strength)) best.set(hit.valueFrom, hit);
  }
  return [...best.values()].sort((a, b) => b.strength - a.strength);
}

// The patterns a document word may open (their indexes), with how well it matches their first word. A field's
// query meets the same words on every line, so each word is compared with the patterns once per query, not once
// per occurrence. A query outlives its document (buildQuery), so each one remembers a bounded number of words.
const openings = new WeakMap<FieldQuery, Map<string, [number, number][]>>();
function openingsOf(q: FieldQuery, word: string): [number, number][] {
  let byWord = openings.get(q);
  if (!byWord || byWord.size > WORDS_KEPT) openings.set(q, (byWord = new Map()));
  let found = byWord.get(word);
  if (!found) {
    found = [];
    for (const [index, p] of q.patterns.entries()) {
      const m = keyMatch(word, p.keys[0]!);
      if (m > 0) found.push([index, m]);
    }
    byWord.set(word, found);
  }
  return found;
}

function dominated(q: FieldQuery, tokens: Token[], from: number, to: number): boolean {
  const own = new Set(q.concepts.map((c) => c.id));
  for (const label of ALL_LABELS) {
    const k = label.keys.length;
    if (k <= to - from || own.has(label.concept.id)) continue;
    // A more specific variant of the field's own concept ("Invoice Date" for a date) is no other meaning.
    if (q.concepts.some((c) => label.concept.refines?.includes(c.id))) continue;
    for (let i = Math.max(0, to - k); i <= from && i + k <= tokens.length; i++) {
      if (phraseAt(tokens, i, label.keys) > 0) return true;
    }
  }
  return false;
}

function scoreHit(p: Pattern, text: string, tokens: Token[], from: number, to: number, factor: number): LabelHit | null {
  let last = tokens[to - 1]!;
  // Words glued on with "/" or "-" are part of the label ("Käufer/Leistungsempfänger").
  const joined: Token[] = [];
  for (let j = to; j < tokens.length && /^[/-]$/.test(text.slice(last.end, tokens[j]!.start)); j++) {
    joined.push(tokens[j]!);
    last = tokens[j]!;
  }
  const after = to + joined.length;
  // Label words run on to a colon when there is one close by, else as long as they are label words.
  const colonAt = /:(?!\/\/)/g;
  colonAt.lastIndex = last.end;
  const colon = colonAt.exec(text)?.index ?? -1;
  const beforeColon = colon >= 0 ? tokens.filter((t) => t.start >= last.end && t.end <= colon) : null;
  let suffix: Token[];
  let valueFrom: number;
  if (beforeColon && beforeColon.length <= 3 && !beforeColon.some((t) => /\d/.test(t.text))) {
    suffix = beforeColon;
    valueFrom = colon + 1;
  } else {
    suffix = [];
    for (let j = after; j < tokens.length && suffix.length < 3; j++) {
      const t = tokens[j]!;
      if (/\d/.test(t.text) || !LABEL_WORDS.has(t.key) || FILLERS.has(t.key)) break;
      suffix.push(t);
    }
    valueFrom = (suffix.at(-1) ?? last).end;
  }
  // Up to two label words just before the match belong to the label ("Grand Total"); phrases of three words
  // or more are written for running text, where the words before them are no label.
  const prefix: Token[] = [];
  for (let j = from - 1; j >= 0 && prefix.length < 2 && p.keys.length < 3; j--) {
    const t = tokens[j]!;
    if (/\d/.test(t.text) || text.slice(t.end, (prefix[0] ?? tokens[from]!).start).includes(":")) break;
    prefix.unshift(t);
  }
  const extra = [...prefix, ...suffix].filter((t) => !FILLERS.has(t.key));
  if (extra.some((t) => p.avoid.has(t.key))) return null;
  const coverage = p.keys.length / (p.keys.length + extra.length);
  return {
    start: (prefix[0] ?? tokens[from]!).start,
    valueFrom,
    strength: p.weight * factor * (0.4 + 0.6 * coverage),
    regionKeys: [...prefix, ...tokens.slice(from, after), ...suffix].map((t) => t.key),
    extraKeys: [...prefix, ...suffix].map((t) => t.key),
    avoid: p.avoid,
    colon: colon >= 0 && valueFrom === colon + 1,
  };
}

/** Whether the words hold a label of a concept the field is not about (party and item words aside). */
export function mentionsOtherConcept(q: FieldQuery, words: string[]): boolean {
  const own = new Set(q.concepts.map((c) => c.id));
  return ALL_LABELS.some(
    (label) => !own.has(label.concept.id) && !label.concept.itemOnly && !isRole(label.concept) && containsPhrase(words, label.keys),
  );
}

/** Words of the text between a label and its value, which a clean "label: value" pair does not have. */
export function gapWords(text: string, q: FieldQuery): string[] {
  // A remark in brackets is no label: "Gutschrift (Selbst ausgestellte Rechnung) Nr. 4711".
  return tokenize(text.replace(/\([^)]*\)/g, " "))
    .filter((t) => /\p{L}{2}/u.test(t.text) && !FILLERS.has(t.key) && !q.ownKeys.has(t.key))
    .map((t) => t.key);
}
