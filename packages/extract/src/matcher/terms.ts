// The field matcher: how well a printed key ("Emp. ID", "Leaseholder", "Delivery Bay") says what a caller's
// field says (`employee_id`, `tenant_name` described as "Name of the leaseholder", `delivery_bay`). The
// caller's own words drive it: the field's name split into words, the words of its description, abbreviations
// and their expansions, and WordNet synonyms. No list of fields or documents is needed to find a field whose
// label repeats its name.
import type { PrimitiveType } from "@docsift/contract";
import { stemmer } from "stemmer";
import { STOPWORDS, fold, nameWords, ocrLetters, stem } from "../text.ts";
import { WORDS_KEPT, compiledPerField } from "../normalize/memo.ts";
import { ABBREVIATIONS, TRANSLATIONS } from "./abbreviations.ts";
import { irregularForms, isEnglishWord, isPersonNoun, kin as kinOf, namesDeed, senses, splitRunTogether, synonyms } from "./wordnet.ts";

/** One printed or named word as the matcher compares it: folded, stemmed, abbreviations expanded. */
export function canonicalWords(text: string): string[] {
  let words = CANONICAL.get(text);
  if (!words) {
    // Bounded: a long document brings many distinct lines; the words of field names and keys recur in every job.
    if (CANONICAL.size >= 20_000) CANONICAL.clear();
    words = wordsOf(text);
    CANONICAL.set(text, words);
  }
  // A copy: callers may add to it.
  return words.slice();
}

/** canonicalWords' answers: the same keys, labels and field names are read many times over in a job and across jobs. */
const CANONICAL = new Map<string, string[]>();

function wordsOf(text: string): string[] {
  const out: string[] = [];
  // "D.O.B." and "S/N" are one abbreviation each.
  // "PO Box" is a post office box, not a purchase order.
  // "HORSE'S NAME" is the horse's name: a possessive ending is no word.
  const joined = text
    .replace(/\bP\.?\s?O\.?\s+Box\b/giu, "post office box")
    .replace(/(?<=\p{L})['’]s\b/giu, "")
    .replace(/\b(\p{L})\.(\p{L})\.(?:(\p{L})\.)?/gu, "$1$2$3")
    .replace(/\b(\p{L})\/(\p{L})\b/gu, "$1/$2");
  let parts: string[] | null;
  for (const m of joined.matchAll(/[\p{L}\p{N}]+(?:\/[\p{L}\p{N}]+)?|[#№°]/gu)) {
    // Letters either side of a slash are one abbreviation's initials: "W/O" is the "WO" of a work order.
    const raw = fold(m[0]).replace(/^(\p{L})\/(\p{L})$/u, (whole, a: string, b: string) => (ABBREVIATIONS[whole] ? whole : a + b));
    const expansion = ABBREVIATIONS[raw] ?? TRANSLATIONS[raw];
    if (expansion) out.push(...expansion.split(" ").map(canonical));
    else if (raw.includes("/")) out.push(...raw.split("/").map(canonical));
    else if ((parts = runTogether(m[0], raw))) out.push(...parts.filter((w) => !STOPWORDS.has(w)).map(canonical));
    else if (!STOPWORDS.has(raw) && !STOPWORDS.has(stem(raw))) out.push(canonical(raw));
  }
  const named = out.filter((w) => !STOPWORDS.has(w));
  // A label of one function word ("To:", "From:", "By:") is what it says: a memo's or a form's header, and a field
  // named after it (`to`, `from`) must still meet it.
  if (named.length === 0) {
    const lone = [...joined.matchAll(/\p{L}+/gu)];
    if (lone.length === 1 && lone[0]![0].length > 1) return [fold(lone[0]![0])];
  }
  return named;
}

/** A long word in capitals WordNet does not know may be a letter-spaced heading's words run together ("TRAVELDATES"). */
function runTogether(printed: string, raw: string): string[] | null {
  if (raw.length < 6 || !/^\p{Lu}+$/u.test(printed)) return null;
  let out = SPLITS.get(raw);
  if (out === undefined) {
    out = isEnglishWord(raw) ? null : splitRunTogether(raw, STOPWORDS);
    SPLITS.set(raw, out);
  }
  return out;
}

const SPLITS = new Map<string, string[] | null>();

/**
 * One word's stem as the matcher compares it: Porter's stemmer (the `stemmer` package) meets "Prescriber" with
 * "prescribing", "Nonconformities" with "nonconforming" and "Named" with "name", which the lexicon's light
 * stemming (plural "s", final "e") does not.
 */
export function canonical(word: string): string {
  let out = STEMS.get(word);
  if (out !== undefined) return out;
  const w = ocrLetters(fold(word));
  // Parties are told apart by their endings, which Porter drops: the insurer is not the insured, nor the
  // employer the employee.
  // "Monthly" is said "per month", "quarterly" "a quarter": an adjective of a noun's time is the noun.
  const base = PER_TIME.exec(w)?.[1];
  out = /^\d+$/.test(w) ? w : AGENT_NOUN.test(w) ? stem(w) : base ? stemmer(base === "dai" ? "day" : base) : stemmer(w);
  // The matcher compares every key with every field: each word is stemmed once.
  if (STEMS.size > 100_000) STEMS.clear();
  STEMS.set(word, out);
  return out;
}

const STEMS = new Map<string, string>();

const AGENT_NOUN = /^\p{L}{3,}(?:er|or|ee)s?$/u;
const PER_TIME = /^(hour|dai|week|month|quarter|year)ly$/;

// How a caller tells the label a value is printed under: in quotes, after "printed as", "labelled", ..., or in
// brackets after saying what it is ("Solidarity surcharge (Solidaritätszuschlag)").
const PRINTED_AS =
  /["“]([^"”]{1,40})["”]|(?<=\p{L}\s*)\((\p{Lu}[\p{L}.#/ -]{0,30})\)|\b(?:printed|labell?ed|shown|marked|titled|headed)\s+(?:as\s+)?([\p{Lu}][\p{L}.#/ -]{0,30}?)(?=\s+(?:in|on|at|under|above|beside|next|near)\b|[,;.)]|$)|\bcalled\s+([\p{Lu}][\p{L}.#/ -]{0,30}?)(?=[,;.)]|$)/gu;

function initialisms(texts: string[][]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const words of texts) {
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 2; j <= Math.min(words.length, i + 5); j++) {
        const run = words.slice(i, j);
        const initials = run.map((w) => w[0]).join("");
        if (/^\p{L}+$/u.test(initials) && !out.has(initials)) out.set(initials, run);
      }
    }
  }
  return out;
}

/** A key word that is no English word but the initials of the field's words ("SBN", "DOL"). */
function spelledOut(word: string, f: FieldTerms): string[] | undefined {
  const run = f.initialisms.get(word);
  return run && !f.name.includes(word) && senses(word).length === 0 ? run : undefined;
}

/** The labels a description names: quoted or "printed as", or the whole of a description of a few words ("Duty"). */
function printedAs(description: string): string[][] {
  const labels = [...description.matchAll(PRINTED_AS)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]!);
  const whole = description.trim().replace(/\.$/, "");
  if (/^[\p{L}.#/ -]+$/u.test(whole) && whole.split(/\s+/).length <= 3) labels.push(whole);
  return labels.map((l) => canonicalWords(l)).filter((k) => k.length > 0);
}

/** Words that say what kind of value a field holds, not which one: a key may omit them. */
const TYPE_WORDS: Record<PrimitiveType, ReadonlySet<string>> = {
  // "Date and Time of Pickup": a date is printed with its time.
  date: new Set(["date", "dated", "day", "on", "time"].map(canonical)),
  // "number" is no type word of a number field: "Total Nos: 30" is a count, not the total.
  // A percentage says its kind with its sign: "4% surcharge" is a `fuel_surcharge_pct`.
  number: new Set(["amount", "value", "sum", "figure", "percent", "percentage"].map(canonical)),
  string: new Set(["name", "number", "id", "code", "text", "value", "detail"].map(canonical)),
  email: new Set(["email", "address", "mail"].map(canonical)),
  phone: new Set(["phone", "number", "telephone", "mobile", "contact"].map(canonical)),
};

const ANY_TYPE_WORD = new Set(Object.values(TYPE_WORDS).flatMap((words) => [...words]));

/** Whether the words say only what kind of value a field holds ("Date", "Name", "Phone number"): a label's words. */
export function onlyTypeWords(words: string[]): boolean {
  return words.length > 0 && words.every((w) => ANY_TYPE_WORD.has(w));
}

export type FieldTerms = {
  type: PrimitiveType;
  /** The name's words (canonical), in order. */
  name: string[];
  /** Content words of the description that are not the name's. */
  description: ReadonlySet<string>;
  /** The description's words in order, to find a printed label quoted in it. */
  descriptionWords: string[];
  /** Initials of runs of the name's or the description's words ("lrn" for "Land registry number"), to the run. */
  initialisms: ReadonlyMap<string, string[]>;
  /** Labels the description says the value is printed under ("printed as Date", 'labelled "Ref."'), as keys. */
  printedAs: string[][];
  /** WordNet synonyms of the name's words, each mapped to the name word it stands for. */
  related: ReadonlyMap<string, string>;
  /** Words WordNet derives from the name's words or they from them ("paid", "pay" for `payment`), to the name word. */
  kin: ReadonlyMap<string, string>;
  typeWords: ReadonlySet<string>;
  /** Words only the context says (an object's name and description: "Ship from party" for `shipper.city`). */
  context: ReadonlySet<string>;
  /**
   * The description's words for other things the value relates to: the subject of its clause ("the pupil" of
   * "Course the pupil attends"). A key of that word alone names the other thing, not the field.
   */
  others: ReadonlySet<string>;
  /** The field asks who did something (`reported_by`, `approvedBy`): a name, not the thing's number. */
  agent: boolean;
  /** The name's word for the kind of person the field asks for ("engineer" of `inspecting_engineer`), if any. */
  person: string | null;
  /** Which end of a printed range the field wants ("flight_start", "valid_to"), if any. */
  side: "start" | "end" | null;
  /** The field asks for the last day to do something (`balance_due_date`, "Date by which the parts must be returned"). */
  deadline: boolean;
};

/** Words of a deadline: the end of something, or the day it is due. */
const LAST_DAY = new Set(["due", "deadline", "cutoff", "latest"].map(canonical));

const CHARGE_WORDS = new Set(["fee", "charge", "cost", "price"].map(canonical));
const START_WORDS = new Set(
  [
    "start",
    "from",
    "begin",
    "beginning",
    "commence",
    "commencement",
    "effective",
    "inception",
    "since",
    "opening",
    "first",
    "earliest",
    "onset",
    "departure",
    "checkin",
    "arrival",
  ].map(canonical),
);
const END_WORDS = new Set(
  [
    "end",
    "to",
    "until",
    "till",
    "through",
    "thru",
    "expiry",
    "termination",
    "terminate",
    "last",
    "closing",
    "latest",
    "finish",
    "completion",
    "checkout",
    "return",
    "cutoff",
    "deadline",
  ].map(canonical),
);

/** The matcher's view of one field: its words and their relatives. */
export function fieldTerms(field: { name: string; type: PrimitiveType; description?: string | undefined }, context = ""): FieldTerms {
  return compiledTerms(field.name, field.type, field.description ?? "", context);
}

const compiledTerms = compiledPerField((name: string, type: PrimitiveType, description: string, context: string) =>
  compileTerms({ name, type, description }, context),
);

function compileTerms(field: { name: string; type: PrimitiveType; description: string }, context: string): FieldTerms {
  const name = canonicalWords(nameWords(field.name));
  const own = new Set(name);
  // In a sentence "no" before a word is the word no ("may no longer be renewed"), not "No." for number.
  const ownDescription = new Set(canonicalWords(field.description ?? ""));
  // "Delivery terms, e.g. FOB Hamburg": an example is a value the field may take, not words that name it.
  const described = (field.description ?? "").replace(EXAMPLE, "");
  const descriptionWords = canonicalWords(`${described} ${context}`.replace(/\bno\s+(?=\p{Ll}{2})/gu, " "));
  const related = new Map<string, string>();
  const kin = new Map<string, string>();
  for (const printed of new Set(nameWords(field.name).toLowerCase().split(/\s+/))) {
    const canon = canonicalWords(printed);
    if (canon.length !== 1) continue;
    // WordNet knows the word an abbreviation stands for: `pmt` is looked up as "payment".
    const expansion = ABBREVIATIONS[printed];
    const word = expansion && !expansion.includes(" ") ? expansion : printed;
    for (const synonym of [...synonyms(word), ...synonyms(baseForm(word))]) {
      // A word of a synonym of several says little alone, and a kind of value or a figure nothing: "atomic number
      // 78" of `pt` does not make "Number" say it.
      const words = canonicalWords(synonym);
      for (const w of words)
        if (!own.has(w) && !related.has(w) && !(words.length > 1 && (ANY_TYPE_WORD.has(w) || /^\d+$/.test(w)))) related.set(w, canon[0]!);
    }
    // The verb of a deed the name calls by its noun, and its irregular forms: "paid" says `payment_date`'s payment.
    // Only a deed's: a "seller" is not what "sold" says, nor a "description" what "described" does.
    for (const k of namesDeed(word) ? kinOf(word) : []) {
      for (const form of [k, ...irregularForms(k)]) {
        for (const w of canonicalWords(form)) if (!own.has(w) && !related.has(w) && !kin.has(w)) kin.set(w, canon[0]!);
      }
    }
  }
  // A sum charged is a fee, a charge, a cost or a price, whichever word the document uses ("delivery charge"
  // for `delivery_fee`), which WordNet keeps apart.
  if (field.type === "number") {
    for (const n of name.filter((w) => CHARGE_WORDS.has(w)))
      for (const w of CHARGE_WORDS) if (!own.has(w) && !related.has(w)) related.set(w, n);
  }
  // "arrival" is a start of a stay and the end of a journey: a side word only counts when it is not the other's too.
  // The name says which end, or else the description ("End of the hire term").
  // The name's small words count too: canonical words drop "to" and "from" (`hire_period_to`).
  const rawName = [...name, ...nameWords(field.name).toLowerCase().split(/\s+/)];
  const sideWords = rawName.some((w) => START_WORDS.has(w) || END_WORDS.has(w)) ? rawName : descriptionWords;
  const starts = sideWords.some((w) => START_WORDS.has(w));
  const ends = sideWords.some((w) => END_WORDS.has(w));
  return {
    type: field.type,
    name,
    description: new Set(descriptionWords.filter((w) => !own.has(w) && w.length > 1)),
    descriptionWords,
    printedAs: printedAs(field.description ?? ""),
    initialisms: initialisms([name, descriptionWords]),
    related,
    kin,
    typeWords: restatedType(name, ownDescription, TYPE_WORDS[field.type]),
    context: new Set(canonicalWords(context).filter((w) => !own.has(w) && !ownDescription.has(w))),
    others: new Set(
      [...(field.description ?? "").matchAll(CLAUSE_SUBJECT), ...(field.description ?? "").matchAll(POSSESSOR)].flatMap((m) =>
        canonicalWords(m[1]!),
      ),
    ),
    agent: /(?:[_\s-]by|[a-z]By)$/.test(field.name),
    person: personWord(field.name),
    side: starts && !ends ? "start" : ends && !starts ? "end" : null,
    deadline:
      field.type === "date" &&
      (name.some((w) => LAST_DAY.has(w)) || /\b(?:by which|no later than|deadline)\b/i.test(field.description ?? "")),
  };
}

/**
 * The word an "-ing" noun is made from, where WordNet knows it ("billing" of bill, whose synonyms hold "invoice"),
 * else the word itself.
 */
function baseForm(word: string): string {
  const m = /^(\p{L}{3,}?)(?:ing)$/u.exec(word);
  if (!m) return word;
  for (const base of [m[1]!, `${m[1]!}e`, m[1]!.replace(/(\p{L})\1$/u, "$1")]) if (senses(base).length > 0) return base;
  return word;
}

/** The head of the name when it is a kind of person: `inspecting_engineer`, `vet`, `manager_name`; not `employee_id`. */
function personWord(name: string): string | null {
  const words = nameWords(name).toLowerCase().split(/\s+/);
  const last = words.at(-1) === "name" ? words.at(-2) : words.at(-1);
  // "ref" is short for a reference before it is a referee.
  const head = last && (ABBREVIATIONS[last]?.split(" ").at(-1) ?? last);
  return head && isPersonNoun(head) ? canonical(head) : null;
}

const EXAMPLE = /(?:\(\s*)?\b(?:e\.\s?g\.|i\.\s?e\.|for example|for instance|such as|like)\s[^.;)]*\)?/giu;
// "Tenant's parking permit": the one whose permit it is, another thing than the field.
const POSSESSOR = /\b(\p{L}+)['’]s\b/gu;
const CLAUSE_SUBJECT = /\b(?:the|a|an)\s+(\p{L}+)\s+(?:is|are|was|were|will|would|has|have|had|must|shall|should|can|may)\b/giu;

/**
 * The type words of a field, with the name's one word that its description says in type words: "Name of the workshop"
 * says that `workshop_title`'s title is the workshop's name, so a sentence that says the workshop says the field.
 */
function restatedType(name: string[], description: ReadonlySet<string>, typeWords: ReadonlySet<string>): ReadonlySet<string> {
  const words = [...description];
  if (!words.some((w) => typeWords.has(w)) || !words.every((w) => typeWords.has(w) || name.includes(w))) return typeWords;
  const unsaid = name.filter((w) => !typeWords.has(w) && !description.has(w));
  if (unsaid.length !== 1 || unsaid.length === name.length) return typeWords;
  return new Set([...typeWords, unsaid[0]!]);
}

// The words of an end that are no prepositions: "from" and "to" say a range, not a start or an end.
const SIDE_PREPOSITIONS = new Set(["from", "to", "until", "till", "through", "thru", "since"].map(canonical));

function sameSide(a: string, b: string): boolean {
  if (SIDE_PREPOSITIONS.has(a) || SIDE_PREPOSITIONS.has(b)) return false;
  return (START_WORDS.has(a) && START_WORDS.has(b)) || (END_WORDS.has(a) && END_WORDS.has(b));
}

export function isSideWord(word: string): boolean {
  return START_WORDS.has(word) || END_WORDS.has(word);
}

/**
 * How well printed key words (canonical) name the field, from 0 to 1: how much of the key the field's words
 * explain (a key with words the field lacks is about something else: "Due Date" for `invoice_date`), times how
 * much of the field's name the key says ("Date" alone is a weaker `invoice_date` than "Invoice Date").
 */
export function matchKey(key: string[], f: FieldTerms, opts: KeyContext = {}): number {
  let known = MATCHES.get(f);
  if (!known || known.size > WORDS_KEPT) MATCHES.set(f, (known = new Map()));
  const id = `${opts.range ? 1 : 0}${opts.prose ? 1 : 0}${opts.deadline ? 1 : 0}${opts.heading?.join("\u0001") ?? ""}\u0000${key.join("\u0001")}`;
  let match = known.get(id);
  if (match === undefined) known.set(id, (match = keyMatch(key, f, opts)));
  return match;
}

type KeyContext = { range?: boolean; prose?: boolean; deadline?: boolean; heading?: string[] };

// A field's terms outlive their document (fieldTerms), and the same schema meets the same keys ("Invoice No.") in
// document after document: each key is matched once per field, for a bounded number of keys.
const MATCHES = new WeakMap<FieldTerms, Map<string, number>>();

function keyMatch(key: string[], f: FieldTerms, opts: KeyContext): number {
  const words = joinCompounds(
    key.filter((w) => w.length > 0),
    f.name,
  );
  if (words.length === 0) return 0;
  if (opts.prose) return proseMatch(words, f, opts.range === true, opts.deadline === true);
  const covered = new Set<string>();
  let explained = 0;
  let counted = 0;
  let unexplained = 0;
  // Whether a key word says the field itself, not only whose it is ("SHIP FROM" names the party, not its city).
  let own = false;
  const strays: string[] = [];
  for (const w of words) {
    // A range's own words ("from", "to") are how the value is printed, not what it is.
    if (opts.range && isSideWord(w) && !f.name.includes(w)) continue;
    let weight = 0;
    if (f.name.includes(w)) {
      weight = 1;
      covered.add(w);
    } else if (f.typeWords.has(w)) weight = 0.9;
    // A function word ("To:", "By:") is the field's own word or none: no abbreviation of another ("and" of "agented").
    else if (STOPWORDS.has(w)) weight = 0;
    else if (f.related.has(w)) {
      // WordNet's senses include rare ones ("company" as guests): a synonym is good evidence, not proof.
      weight = 0.7;
      covered.add(f.related.get(w)!);
    } else {
      // "Emp" is short for `employee` and `mthly` for "Monthly"; "Beds" may be for `bedrooms`, as "Policy" is
      // not for `policyholder`.
      const short = f.name.find((n) => shortFor(w, n) || shortFor(n, w));
      const prefixOf = w.length >= 3 ? f.name.find((n) => n.length > w.length + 1 && n.startsWith(w)) : undefined;
      // A short name word that opens the printed one is cut from it, though it is a word of its own ("inst" of
      // "Installation", "pol" of "Policy").
      const cut = f.name.find((n) => n.length >= 3 && n.length <= 5 && w.length > n.length + 1 && w.startsWith(n) && !endingOf(n, w));
      const run = short || cut ? undefined : spelledOut(w, f);
      // "Beginning" says `open_qty`'s "opening", "Expiry" `end_date`'s "end": words of one end of a span.
      const sameEnd = short || cut || run ? undefined : f.name.find((n) => n !== w && sameSide(n, w));
      if (sameEnd) {
        weight = 0.85;
        covered.add(sameEnd);
      } else if (short) {
        weight = 0.85;
        covered.add(short);
      } else if (run) {
        weight = 0.85;
        for (const r of run) if (f.name.includes(r)) covered.add(r);
      } else if (cut) {
        weight = 0.75;
        covered.add(cut);
      } else if (described(f, w)) weight = 0.85;
      else if (f.kin.has(w)) {
        weight = 0.8;
        covered.add(f.kin.get(w)!);
      } else if (prefixOf) {
        weight = 0.6;
        covered.add(prefixOf);
      }
    }
    if (weight === 0) {
      // A section heading's other words say what the section holds ("ROOM CHARGES" over "Total"), less of the value.
      unexplained += opts.heading?.includes(w) ? 0.5 : 1;
      strays.push(w);
    } else {
      counted++;
      explained += weight;
      if (!f.context.has(w)) own = true;
    }
  }
  if (counted === 0) return 0;
  if (!own && f.name.some((n) => !f.typeWords.has(n))) return 0;
  // "Inspecting Staff" names the `inspecting_engineer`: the words that say which one agree, and a word for people
  // stands in for the field's word for the person, as half of it.
  const standIn =
    f.person !== null &&
    !covered.has(f.person) &&
    [...covered].some((w) => !f.typeWords.has(w)) &&
    strays.some((w) => isPersonNoun(w, true));
  if (standIn) {
    unexplained = Math.max(0, unexplained - 1);
    counted++;
    explained += 0.6;
  }
  // A word the field does not explain qualifies the key: mildly when the key says the field's own subject
  // ("Attending Physician" for `doctor`), strongly when only a type word matched ("Due Date" for `invoice_date`).
  const subject = [...covered].some((w) => !f.typeWords.has(w));
  const keyCover = explained / (counted + unexplained * (subject ? 0.5 : 1));
  // Type words and the range side count for half: "Date" says less of `invoice_date` than "Invoice" does.
  let total = 0;
  let said = 0;
  for (const n of new Set(f.name)) {
    const weight = f.typeWords.has(n) ? 0.5 : 1;
    total += weight;
    if (covered.has(n) || (opts.range && f.side && isSideWord(n))) said += weight;
    else if (standIn && n === f.person) said += weight / 2;
  }
  let nameCover = total > 0 ? said / total : 0;
  // A name of type words only ("date", "amount") says little: the description's words in the key say which one
  // ("Date the receipt was printed" prefers "Receipt date" to "Date").
  if ([...f.name].every((n) => f.typeWords.has(n)) && f.description.size > 0 && !words.some((w) => described(f, w))) nameCover *= 0.8;
  // A key the description quotes ("printed as Policyholder") says what the field is as well as its name would.
  // One word quoted is weaker: "Company that issued the invoice" quotes "Invoice" too.
  // Under a heading, the label's own words are the ones quoted ("Kirchensteuer" under "Betrag EUR").
  const labelled = opts.heading ? words.filter((w) => !opts.heading!.includes(w)) : words;
  const printed = f.printedAs.some((p) => [words, labelled].some((k) => p.length === k.length && p.every((w, i) => w === k[i])));
  const quoted = printed
    ? 1
    : quotes(f.descriptionWords, words) &&
        !(words.length === 1 && f.others.has(words[0]!)) &&
        words.some((w) => described(f, w) && !f.typeWords.has(w))
      ? words.length > 1
        ? 0.9
        : 0.75
      : saysDescription(words, f)
        ? 0.75
        : 0;
  // A key of type words only ("Date") is a weak reading of a field that says more (`due_date`).
  const vague = !subject && quoted === 0 && f.name.some((n) => !f.typeWords.has(n)) ? 0.7 : 1;
  return vague * keyCover * (0.5 + 0.5 * Math.max(nameCover, quoted));
}

/** "Pick-up" and "Check in" are the field's `pickup` and `checkin`: two key words that make one of its words. */
function joinCompounds(words: string[], name: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = words[i]! + (words[i + 1] ?? "");
    if (i + 1 < words.length && !name.includes(words[i]!) && name.some((n) => n === joined || n === canonical(joined))) {
      out.push(name.find((n) => n === joined || n === canonical(joined))!);
      i++;
    } else out.push(words[i]!);
  }
  return out;
}

/**
 * Whether `short` is a short form of `long`: its first letter, then the others in order ("emp" of "employee",
 * "mthly" of "monthly", "cert" of "certificate"), and no English word of its own ("policy" is no short form of
 * "policyholder", nor "bed" of "bedroom").
 */
function shortFor(short: string, long: string): boolean {
  if (endingOf(short, long)) return false;
  // Porter's stem of "hearing" is "hear", of "received" "receiv": "hrg" and "rcvd" are short for the words; "mthly"
  // is short for "monthly", whose stem is "month".
  // The ending must be printed in the short form too ("cny" is no short form of "containerly"). "Deliver" is
  // `delivery` without its "y" (Porter's "i").
  return (
    shortForm(short, long) ||
    (short.endsWith("g") && shortForm(short, `${long}ing`)) ||
    (short.endsWith("d") && shortForm(short, `${long}ed`)) ||
    (/l[yi]$/.test(short) && shortForm(short, `${long}ly`)) ||
    (short.length >= 4 && long === `${short}i`)
  );
}

/** Whether `long` is `short` with an ending: "insur" and "insurer" are the insured and the insurer, no abbreviation. */
function endingOf(short: string, long: string): boolean {
  return long.startsWith(short) && /^(?:e?[rd]|or|ee|ing)$/.test(long.slice(short.length));
}

function shortForm(short: string, long: string): boolean {
  if (short.length < 2 || long.length <= short.length + 1 || short[0] !== long[0] || /\d/.test(short)) return false;
  let at = 0;
  for (let i = 0; i < short.length; i++) {
    const ch = short[i]!;
    let next = long.indexOf(ch, at);
    // Porter's stems spell a final "y" as "i": "mthly" is still short for "monthli", and "voi" (of "Voy.") for
    // "voyage".
    if (next < 0 && ch === "y" && long.indexOf("i", at) === long.length - 1) next = long.length - 1;
    if (next < 0 && ch === "i" && i === short.length - 1) next = long.indexOf("y", at);
    if (next < 0) return false;
    at = next + 1;
  }
  return senses(short).length === 0;
}

function described(f: FieldTerms, word: string): boolean {
  if (f.description.has(word)) return true;
  for (const d of f.description) if (akin(d, word)) return true;
  return false;
}

/**
 * Whether two stems are one word: equal, or one the other with a short ending Porter keeps ("prescrib" of
 * "Prescribing", "prescriber" of "Prescriber"), for words long enough that the ending makes no other word.
 */
function akin(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  // "-age" makes an amount of a thing of it: "mileage" of miles, "voltage" of volts, "postage" of posts.
  if (short.length >= 4 && long === `${short}ag`) return true;
  return short.length >= 6 && long.length - short.length <= 3 && long.startsWith(short);
}

/**
 * Whether the key says every content word of a short description, with only type words besides: "Date and Time of
 * Pickup" for `collection_date` described as "Date of the pickup".
 */
function saysDescription(key: string[], f: FieldTerms): boolean {
  const content = [...f.description].filter((d) => !f.typeWords.has(d));
  if (content.length === 0 || content.length > 3) return false;
  return (
    content.every((d) => key.some((w) => akin(d, w))) &&
    key.every((w) => f.typeWords.has(w) || content.some((d) => akin(d, w)) || f.name.includes(w))
  );
}

/** Whether the key is two words or more of the description in its order ("Help desk" of "Help desk phone number"). */
export function quotesDescription(key: string[], f: FieldTerms): boolean {
  return key.length >= 2 && key.some((w) => !f.typeWords.has(w)) && quotes(f.descriptionWords, key);
}

/** Whether the description holds the key's words in a row ("the policyholder's name" quotes "Policyholder"). */
function quotes(description: string[], key: string[]): boolean {
  for (let i = 0; i + key.length <= description.length; i++) {
    if (key.every((w, j) => akin(description[i + j]!, w))) return true;
  }
  return false;
}

/** How much two fields mean the same thing: two fields may share one printed value only when they do. */
export function sameMeaning(a: FieldTerms, b: FieldTerms): boolean {
  if (a.type !== b.type) return false;
  const ac = a.name.filter((w) => !a.typeWords.has(w));
  const bc = b.name.filter((w) => !b.typeWords.has(w));
  if (ac.length === 0 || bc.length === 0) return false;
  const meet = (w: string, f: FieldTerms) => f.name.includes(w) || f.related.has(w) || f.kin.has(w);
  return ac.every((w) => meet(w, b)) && bc.every((w) => meet(w, a));
}

/**
 * Running text says more than the key: "the Hirer shall pay a weekly fee of". What counts is how much of the
 * field's name the words before the value say, the nearest words weighing most; the value's own type stands for
 * the name's type word ("effective as of March 3, 2021" is an `effective_date`).
 */
function proseMatch(words: string[], f: FieldTerms, range: boolean, deadline: boolean): number {
  let total = 0;
  let said = 0;
  let nearest = Infinity;
  let byDeadline = false;
  for (const n of new Set(f.name)) {
    if (f.typeWords.has(n)) continue;
    total += 1;
    // A range printed in the sentence ("runs from 4 October to 28 May") says which end is which.
    if (range && f.side && isSideWord(n)) {
      said += 1;
      continue;
    }
    // "countersign this quotation no later than August 19" says the quotation's expiry, the last day, a cutoff: of
    // what, the sentence must say too.
    if (deadline && !byDeadline && ((f.side === "end" && END_WORDS.has(n)) || LAST_DAY.has(n)) && !words.includes(n)) {
      said += 1;
      byDeadline = true;
      continue;
    }
    let at = words.findLastIndex(
      (w) =>
        w === n ||
        (!STOPWORDS.has(w) &&
          (f.related.get(w) === n ||
            f.kin.get(w) === n ||
            shortFor(w, n) ||
            shortFor(n, w) ||
            agentOf(n, w) ||
            (spelledOut(w, f)?.includes(n) ?? false))),
    );
    // A name word that stands for words the sentence spells out: `ppl` in "weeks of paid parental leave".
    const run = at < 0 ? f.initialisms.get(n) : undefined;
    if (run && run.length > 1 && run.every((r) => words.includes(r))) at = Math.max(...run.map((r) => words.lastIndexOf(r)));
    if (at >= 0) {
      said += 1;
      nearest = Math.min(nearest, words.length - 1 - at);
    }
  }
  // One of the field's words must stand right before the value: in "a weekly fee of $240.00 and a security
  // deposit of $3,700.00" the second amount is the deposit; the sentence's subject ("This Lease ... ends on")
  // may stand further back.
  // "Parking Tax 9.25%" is a tax, though the parking stands one word before it.
  if (byDeadline && said > 1) nearest = 0;
  const named = said > (byDeadline ? 1 : 0) && nearest <= 3 ? (said / total) * nearness(nearest) : 0;
  // A field named by a synonym is said in its description's words: "appoint you to the role of" for `job_title`
  // ("Role offered"). One such word right by the value is weaker evidence than the field's own name.
  // The field's type words do not part the description's word from the value ("the capital sum of" for
  // `loan_amount`, "Capital amount").
  const near = words.filter((w) => !f.typeWords.has(w));
  let described = 0;
  let asked = 0;
  let closest = Infinity;
  for (const d of f.description) {
    if (f.typeWords.has(d)) continue;
    asked++;
    const at = near.findLastIndex((w) => w === d || agentOf(d, w));
    // What is due by a deadline is said anywhere in its sentence ("send the signed form back ... no later than"),
    // and so is what a printed range is of ("The scaffold will stand from 3 June to 5 June").
    const distance = (deadline && f.deadline) || (range && f.side) ? 0 : near.length - 1 - at;
    if (at >= 0 && distance <= 2) {
      described++;
      closest = Math.min(closest, distance);
    }
  }
  // Half the name said ("the workshop" for `workshop_title`) is weaker than the description said ("Name of the
  // workshop").
  if (described === 0) return named;
  const saysDescription = (described > 1 || described === asked ? 0.75 : 0.6) * nearness(closest);
  // A name's word and the description's words both by the value ("now in Year 4" for `yr_of_apprenticeship`,
  // "Current year of apprenticeship") are two signs of the field, each surer for the other.
  return 1 - (1 - named) * (1 - saysDescription);
}

function nearness(distance: number): number {
  return distance === 0 ? 1 : distance === 1 ? 0.85 : 0.75;
}

/**
 * The act an agent noun names: a `driver` in "driven by", a `guarantor` in "guaranteed by", an `issuer` in "issued
 * by" (the printed word's stem continues the noun's stem without its -er/-or).
 */
export function agentOf(noun: string, word: string): boolean {
  if (noun === word || !/(?:er|or)$/.test(noun)) return false;
  const base = noun.slice(0, -2);
  return base.length >= 3 && word.startsWith(base) && word.length <= base.length + 4 && !/(?:er|or)$/.test(word);
}
