// The caller's field against the document's facts: every fact whose key the matcher accepts, with a value of the
// field's type cut from the fact's span, becomes a candidate with a score.
import { type Found, ID_WORDS, type Reading, type ValueWish, amountsIn, findValue, withUnit } from "../values.ts";
import { DEADLINE, ENUMERATION, type Fact, type Form, roleAfterName } from "../facts/key-values.ts";
import { type Layout, type LineRef, spanConfidence } from "../layout.ts";
import { type DateMatch, ENGLISH_MONTH, ENGLISH_WEEKDAY, findDates, parseDate } from "../normalize/date.ts";
import { restates } from "../normalize/number.ts";
import { formatDate } from "../normalize/format.ts";
import { collapse, isStopword, isFragment } from "../text.ts";
import { ABBREVIATIONS } from "../matcher/abbreviations.ts";
import { isPersonNoun, mayBeVerb } from "../matcher/wordnet.ts";
import { LEGAL_FORM } from "../packs/parties.ts";
import { type FieldTerms, canonical, canonicalWords, isSideWord, matchKey, onlyTypeWords } from "../matcher/terms.ts";

export type GenericCandidate = {
  /** null where the document prints that the field is empty ("N/A"). */
  value: string | number | null;
  score: number;
  /** How well the key names the field, before the form and the reading weigh in. */
  match: number;
  ref: LineRef;
  start: number;
  end: number;
  fact: Fact;
};

// A colon makes a pair for sure; a value beside or below a label is nearly as sure; the leading words of a segment
// and the words before a value in a sentence may be something else.
const FORM_WEIGHT: Record<Form, number> = {
  inline: 1,
  column: 0.95,
  defined: 0.92,
  cell: 0.9,
  above: 0.88,
  gap: 0.85,
  prose: 0.8,
  section: 0.72,
};
const MIN_MATCH = 0.5;
const LONE_DATE = 0.85;
const SECTION_SHAPES = new Set(["duration", "id", "place"]);
const EMPTY_MATCH = 0.8;
const EMPTY = /^[\s:]*(?:n\/?a|none|nil|null|-{1,3}|—|–|tbd|not applicable|unknown|keine?|néant|sans objet|entfällt)[\s.]*$/i;

const WEEKDAY_BEFORE = new RegExp(String.raw`\s(?:${ENGLISH_WEEKDAY})\.?,?\s*$`, "i");
const RANGE_JOIN = /^\s*(?:-|–|—|to|through|thru|until|till|bis|au|à|a)\s*$/i;
// A time of day may stand between the dates of a range: "03/22/2023 to 00:01 a.m. 03/22/2024".
const TIME = /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?\s?m\.?)?/gi;

export function genericCandidates(facts: Fact[], terms: FieldTerms, wish: ValueWish, reading: Reading): GenericCandidate[] {
  const out: GenericCandidate[] = [];
  // What the field is, once: a fax number, a sum of money, a place.
  const fax = terms.name.includes(FAX) || terms.description.has(FAX);
  const money = terms.type === "number" && MONEY.some((w) => terms.name.includes(w) || terms.description.has(w));
  const place = asksPlace(terms);
  const vin = asksVin(terms);
  const named = terms.type === "string" && asksName(terms) && !terms.name.some((w) => ID_WORDS.has(w));
  // `officer_on_duty` asks for a person as `inspector` does, though its head is no word for one.
  const asksPerson = terms.agent || terms.person !== null || terms.name.some((w) => isPersonNoun(w));
  for (const fact of facts) {
    // Running text keys typed values, identifiers and names; any other string cut from a sentence would run on.
    if (fact.form === "prose" && terms.type === "string" && wish.shape !== "id" && !fact.whole) continue;
    // A paragraph's heading keys the values of a type printed in it, not its words.
    if (fact.form === "section" && terms.type === "string" && !SECTION_SHAPES.has(wish.shape ?? "")) continue;
    // "Rosa Imrie has passed the exam" is the person who passed it, not the exam: the field must say the
    // deed ("Candidate who passed the exam").
    if (fact.deed !== undefined && !terms.description.has(fact.deed) && !terms.name.includes(fact.deed)) continue;
    const text = fact.ref.line.text;
    const range = terms.type === "date" ? rangeIn(text, fact.from, fact.to, reading) : null;
    // A key of one or two letters ("No.", "Co.") is as often part of a name as a label.
    const tiny = fact.keyText.replace(/[^\p{L}\p{N}#]/gu, "").length <= 2 ? 0.8 : 1;
    const key = fact.form === "prose" ? fact.key : withAcronyms(fact, terms);
    const deadline = fact.form === "prose" && terms.type === "date" && DEADLINE.test(fact.keyText);
    let match = tiny * matchKey(key, terms, { range: range !== null, prose: fact.form === "prose", deadline, heading: fact.heading });
    // "Refunds & Credits" names credits as well as refunds: a key that joins two names says each of them, if
    // it says what the field's name is (its head: "Port of entry / import" names no `import_permit_number`,
    // and "the patient" of `referring_optician`'s description is no name of it).
    if (fact.form !== "prose") {
      const head = terms.name.findLast((w) => !terms.typeWords.has(w)) ?? terms.name.at(-1);
      const other = otherKeys(fact);
      for (const words of other.parts) {
        if (words.some((w) => w === head || terms.related.get(w) === head))
          match = Math.max(match, JOINED * tiny * matchKey(words, terms, { range: range !== null }));
      }
      // "GUEST NAME (LAST, FIRST)": a bracket says how to fill the box in; the label is whole without it
      // (and where the bracket names the field, "CUSTOMS REF (MRN)" for `mrn`, the whole key says so).
      if (other.bare) match = Math.max(match, tiny * matchKey(other.bare, terms, { range: range !== null }));
    }
    // `billing_cycle_start` asks for one end of a period: a lone date under a key that says no end of anything
    // ("Statement Date") is a weaker reading of it than a printed range.
    if (terms.side && terms.type === "date" && range === null && fact.form !== "prose" && !key.some(isSideWord)) match *= LONE_DATE;
    // "reporting to Ines Marlow" for "Manager the new hire reports to": the description's verb and its
    // preposition, right before the value, say what the value is.
    if (fact.form === "prose" && match < PHRASE_MATCH && saysPhrase(fact.keyText, wish.description)) match = PHRASE_MATCH;
    // "Company the estimate is for" is the name after "Prepared for:": a description that ends on its preposition
    // asks for what a label ending on it ("For:", "Issued to:") is followed by.
    if (fact.form !== "prose" && match < STRANDED_MATCH && endsOnItsPreposition(fact.keyText, wish.description)) match = STRANDED_MATCH;
    // "Name" beside "Student ID", "Date" under "Event": a key of type words only is the field's when the keys
    // around it name the field's subject.
    if (match < MIN_MATCH && fact.form !== "prose" && key.length === 1 && terms.typeWords.has(key[0]!) && subjectNear(facts, fact, terms))
      match = NEAR_SUBJECT;
    if (match < MIN_MATCH) continue;
    // "Field Specimen ID" keys an identifier, not who took the specimen; "Specimen Type" says no one: who did a thing is
    // printed after "by" or as the doer ("Collector", "Technician").
    if (named && ID_WORDS.has(key.at(-1) ?? "")) continue;
    if (terms.agent && fact.form !== "prose" && !/\bby\b/i.test(fact.keyText) && !key.some((w) => isPersonNoun(w, true))) continue;
    // A fax number is no telephone number, and the other way round.
    if (terms.type === "phone" && fact.key.includes(FAX) !== fax) continue;
    // "N/A", "None", "—": the document says the field is empty, which is an answer (null), not a miss.
    if (match >= EMPTY_MATCH && EMPTY.test(text.slice(fact.from, fact.to))) {
      out.push({ value: null, score: match * FORM_WEIGHT[fact.form], match, ref: fact.ref, start: fact.from, end: fact.to, fact });
      continue;
    }
    // A rate is a percentage where the document prints one ("6.85% per annum"), else an amount ("$61.50 a day").
    const rate = terms.type === "number" && !wish.wantsPercent && terms.name.includes("rate") && /%/.test(text.slice(fact.from, fact.to));
    const valueWish = rate ? { ...wish, wantsPercent: true } : wish;
    let found = findValue(text, fact.from, fact.to, valueWish, reading);
    // "Moisture %   17.2": the label prints the percent sign for its figure.
    if (!found && valueWish.wantsPercent && /%|\bpercent/i.test(fact.keyText))
      found = findValue(text, fact.from, fact.to, { ...valueWish, wantsPercent: false }, reading);
    // "Defects found: 2 (wall thickness 4.1 mm)": the figure that opens the span is the value, though a
    // later one has decimals.
    if (found && terms.type === "number" && !leadIn(text.slice(fact.from, found.start), terms.type)) {
      const first = amountsIn(text.slice(fact.from, fact.to), valueWish, reading)[0];
      if (first) found = findValue(text, fact.from, fact.from + first.end, valueWish, reading) ?? found;
    }
    // A range whose year is printed once ("June 9 - August 21, 2023") opens where its first day does, which alone is
    // no date.
    if (range?.start && terms.side && (!found || found.start >= range.start.start))
      found = { value: range.start.value, start: range.start.start, end: range.start.end, strict: true };
    if (!found) continue;
    if (terms.type === "string" && wish.shape !== "id") found = withUnit(text, found);
    // "4 Social security tax withheld" beside a box's label is the next box's number and label, not a figure.
    if (typeof found.value === "number" && fact.form !== "prose" && boxLabel(text.slice(found.start, fact.to))) continue;
    // 'Eight Hundred Pounds (£800.00) (the "Holding Fee")': the bracket restates the sum in words before the span.
    if (typeof found.value === "number" && found.value < 0 && text[found.start] === "(" && restates(text.slice(0, found.start)))
      found = { ...found, value: -found.value };
    // The value opens the fact's span: a currency or "Nr." may stand before it, a sentence may not.
    if (
      fact.form === "prose"
        ? found.start > fact.from + 1
        : fact.form !== "section" && !leadIn(text.slice(fact.from, found.start), terms.type)
    )
      continue;
    if (fact.form === "prose" && typeof found.value === "number") {
      const figure = proseFigure(fact.ref, found, money, reading);
      if (!figure) continue;
      found = figure;
    }
    const side = range && terms.side ? (terms.side === "end" ? range.end : range.start) : undefined;
    if (side) found = { ...found, ...side, value: formatDate(side.value, wish.description) };
    if (typeof found.value === "string") found = trimmed(found, found.value, wish.shape !== "id" && !place);
    if (terms.type === "string" && typeof found.value === "string" && !valueLike(found.value, terms, fact.form)) continue;
    // "Region" over "Agent: Harbour Lettings ...": a label with its own value beside it is no value.
    if (fact.form !== "inline" && typeof found.value === "string" && labelsOf(facts).has(labelId(fact.ref, found.value))) continue;
    // An identifier read from a sentence is more than a count: "registered by July 15" holds no registration number.
    if (fact.form === "prose" && terms.type === "string" && !fact.whole && String(found.value).replace(/\W/g, "").length < 3) continue;
    // "Checked by: Aino Korpela, Quality Manager": who approved is the name; the title says what she is.
    if (asksPerson && typeof found.value === "string") found = withoutTitle(found, found.value);
    if (vin && typeof found.value === "string") {
      const number = vinOf(found.value);
      if (number === null) continue;
      found = { ...found, value: number };
    }
    const ocr = spanConfidence(fact.ref, found.start, found.end);
    const score = match * FORM_WEIGHT[fact.form] * (found.strict ? 1 : 0.85) * (0.7 + 0.3 * ocr);
    out.push({ value: found.value, score, match, ref: fact.ref, start: found.start, end: found.end, fact });
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * A figure read from a sentence, as it stands there, or null when it is none: a sum of money is printed as one,
 * with its currency or cents ("au capital de 3441812" is no amount due); a number of a printed date is no count
 * nor amount ("awarded 2.5 credits on 4 March 2022"); a bracket is an aside, not a negative sum ("9 nights
 * ($468.00)").
 */
function proseFigure(ref: LineRef, found: Found, money: boolean, reading: Reading): Found | null {
  const text = ref.line.text;
  if (money && !/[.,]\d{2}\b|[$€£¥]|%/.test(text.slice(found.start, found.end + 4))) return null;
  if (datesOf(ref, reading).some((d) => d.start <= found.start && found.start < d.end)) return null;
  return typeof found.value === "number" && found.value < 0 && text[found.start] === "(" ? { ...found, value: -found.value } : found;
}

const DATES = new WeakMap<LineRef, DateMatch[]>();

/** The dates of a line, found once for all the fields that read it. */
function datesOf(ref: LineRef, reading: Reading): DateMatch[] {
  let dates = DATES.get(ref);
  if (!dates) {
    dates = findDates(ref.line.text, { order: reading.order });
    DATES.set(ref, dates);
  }
  return dates;
}

/**
 * A string value without what is not its own: the street address or list of others after a party's name
 * ("Bluefin Outdoor, Inc., 77 Dock Road", "Rita Oyelaran, and others named below"), the label's number sign
 * ("# WO-31207"), a person's title ("Dr. Lena Fisk, MD" is Lena Fisk, MD).
 */
// "KESTREL TIMBER IMPORTS BV, UTRECHT": a company's name ends with its legal form; its town follows.
const TOWN_AFTER_FORM = new RegExp(String.raw`\b${LEGAL_FORM}\.?(?=,\s+(?!${LEGAL_FORM}\b)\p{L})`, "u");

function trimmed(found: Found, value: string, party: boolean): Found {
  const form = party ? TOWN_AFTER_FORM.exec(value) : null;
  const end = form ? form.index + form[0].length : party ? value.search(/,\s+(?:\d|and\s)/) : -1;
  const cut = end > 0 ? value.slice(0, end) : value;
  const sign = /^[#№]\s+(?=\S)/.exec(cut)?.[0].length ?? 0;
  const head = sign + (HONORIFIC.exec(cut.slice(sign))?.[0].length ?? 0);
  return { ...found, value: cut.slice(head), start: found.start + head, end: end > 0 ? found.start + end : found.end };
}

function withoutTitle(found: Found, value: string): Found {
  // "Brenda Koenig (Head Gardener)": a title in brackets after the name is what she is, too.
  const bracket = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(value);
  if (bracket && roleAfterName(`, ${bracket[2]}`)?.every((w) => /\p{Ll}/u.test(w)))
    return { ...found, value: bracket[1]!, end: found.start + bracket[1]!.length };
  const comma = value.indexOf(",");
  // Letters after a name ("Marta Quinn, CPA") are part of how the person is named; a title in words is not.
  const role = comma > 0 ? roleAfterName(value.slice(comma)) : null;
  if (!role || !role.every((w) => /\p{Ll}/u.test(w))) return found;
  return { ...found, value: value.slice(0, comma), end: found.start + comma };
}

const PLACE_WORDS = new Set(["address", "street", "location", "place", "site", "venue", "city", "destination", "origin"].map(canonical));

/** Whether the field asks for a place, whose value may run on with commas and house numbers. */
function asksPlace(terms: FieldTerms): boolean {
  return terms.name.some((w) => PLACE_WORDS.has(w)) || terms.descriptionWords.some((w) => PLACE_WORDS.has(w));
}

const MONEY = ["amount", "price", "cost", "fee", "total", "sum", "payment"].map(canonical);
const NEAR_SUBJECT = 0.7;
const nearbyKeys = new WeakMap<Fact[], Map<string, Set<string>>>();

/** Whether keys on the fact's line or the lines next to it say every word of the field's subject. */
function subjectNear(facts: Fact[], fact: Fact, terms: FieldTerms): boolean {
  const subject = terms.name.filter((w) => !terms.typeWords.has(w));
  if (subject.length === 0) return false;
  let byLine = nearbyKeys.get(facts);
  if (!byLine) {
    byLine = new Map();
    for (const f of facts) {
      // (Nor the leading words of any segment: "Participant Screening & Eligibility Form" is a title, no label.)
      if (f.form === "prose" || f.form === "defined" || f.form === "cell" || f.form === "gap") continue;
      const words = byLine.get(lineId(f.keyRef)) ?? new Set<string>();
      for (const w of f.key) words.add(w);
      byLine.set(lineId(f.keyRef), words);
    }
    nearbyKeys.set(facts, byLine);
  }
  const near = [-1, 0, 1].flatMap((d) => [...(byLine.get(`${fact.keyRef.pageIndex}:${fact.keyRef.index + d}`) ?? [])]);
  return subject.every((w) => near.includes(w));
}

function lineId(ref: LineRef): string {
  return `${ref.pageIndex}:${ref.index}`;
}

/** Whether the text is a numbered box's label: its number, then words without figures ("12a See instructions"). */
function boxLabel(text: string): boolean {
  const number = ENUMERATION.exec(text);
  if (!number) return false;
  const rest = text.slice(number[0].length).trim();
  return /^\p{Lu}[\p{L}'’,()\s-]*$/u.test(rest) && (rest.match(/\p{L}+/gu)?.length ?? 0) >= 2;
}

const LABELS = new WeakMap<Fact[], Set<string>>();

/**
 * The labels that have their value after a colon, by line and text. (A label beside a value in the next column is
 * no proof: in a row of form boxes the values stand beside each other too.)
 */
function labelsOf(facts: Fact[]): Set<string> {
  let labels = LABELS.get(facts);
  if (!labels) {
    labels = new Set(facts.filter((f) => f.form === "inline" && f.keyRef === f.ref).map((f) => labelId(f.keyRef, f.keyText)));
    LABELS.set(facts, labels);
  }
  return labels;
}

function labelId(ref: LineRef, text: string): string {
  return `${ref.pageIndex}:${ref.index}:${collapse(text)
    .replace(/[\s:]+$/, "")
    .toLowerCase()}`;
}

const INITIALS = new WeakMap<Fact, { all: string; content: string }>();

/** The initials of a key's words, all of them and without the small ones ("Notice of Intent": "noi", "ni"). */
function initialsOf(fact: Fact): { all: string; content: string } {
  let out = INITIALS.get(fact);
  if (!out) {
    const words = fact.keyText.match(/\p{L}+/gu) ?? [];
    out = {
      all: words
        .map((w) => w[0])
        .join("")
        .toLowerCase(),
      content: words
        .filter((w) => !isStopword(w))
        .map((w) => w[0])
        .join("")
        .toLowerCase(),
    };
    INITIALS.set(fact, out);
  }
  return out;
}

// "and", "&", "or" or a slash between words; a slash inside an abbreviation ("S/N", "W/O") joins no names.
const CONJUNCTION = /\s+(?:and|or|&|und|et|ou)\s+|\s*&\s*|\s+\/\s+|(?<=\p{L}{3})\/(?=\p{L}{3})/iu;

/** The value under a key that joins names may hold more than the one the field asks for ("Name and title"). */
const JOINED = 0.85;
/** A label names a thing in a few words; longer runs joined by "and" are a sentence's clauses. */
const MAX_CONJUNCT_WORDS = 3;

/** The names a key joins ("Refunds & Credits": refunds, credits), or none where it joins none. */
function conjuncts(keyText: string): string[] {
  const parts = keyText.split(CONJUNCTION).map((p) => p.trim());
  const short = (p: string) => /\p{L}{2}/u.test(p) && !/[()[\]]/.test(p) && p.split(/\s+/).length <= MAX_CONJUNCT_WORDS;
  return parts.length > 1 && parts.every(short) ? parts : [];
}

/** Other readings of a key: the names it joins, and the key without its notes in brackets (null: it has none). */
type OtherKeys = { parts: string[][]; bare: string[] | null };
const OTHER_KEYS = new WeakMap<Fact, OtherKeys>();

/** A fact's other keys, worked out once: every field of the schema is matched against them. */
function otherKeys(fact: Fact): OtherKeys {
  let out = OTHER_KEYS.get(fact);
  if (!out) {
    const bare = fact.keyText.replace(/\s*\([^()]*\)/g, " ").trim();
    const hasBare = bare !== fact.keyText.trim() && /\p{L}{2}/u.test(bare);
    out = { parts: conjuncts(fact.keyText).map((p) => canonicalWords(p)), bare: hasBare ? canonicalWords(bare) : null };
    OTHER_KEYS.set(fact, out);
  }
  return out;
}

/**
 * A field named by the initials of the printed label ("noi" for "Notice of Intent", `bp_start` for "Billing Period"):
 * the label's words that make the initials stand as the field's word.
 */
function withAcronyms(fact: Fact, terms: FieldTerms): string[] {
  const initials = initialsOf(fact);
  const acronyms = terms.name.filter(
    (n) => n.length >= 2 && n.length <= 5 && !fact.key.includes(n) && (initials.all.includes(n) || initials.content.includes(n)),
  );
  if (acronyms.length === 0) return fact.key;
  const words = fact.keyText.match(/\p{L}+/gu) ?? [];
  for (const n of acronyms) {
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 2; j <= words.length; j++) {
        const run = words.slice(i, j);
        const all = run
          .map((w) => w[0])
          .join("")
          .toLowerCase();
        const content = run
          .filter((w) => !isStopword(w))
          .map((w) => w[0])
          .join("")
          .toLowerCase();
        if (all === n || content === n) {
          const rest = canonicalWords([...words.slice(0, i), ...words.slice(j)].join(" "));
          return [n, ...rest];
        }
      }
    }
  }
  return fact.key;
}

type Dated = { value: string; start: number; end: number };

const RANGES = new WeakMap<Layout, { ref: LineRef; start: Dated; end: Dated }[]>();
const LONE_RANGE = 0.56;
const DEADLINE_WORDS = new Set(["deadline", "cutoff", "due"].map(canonical));

/**
 * "Savings Account Summary" over "March 1, 2023 – March 31, 2023": the one date range a document
 * prints answers a field that asks for one end of a period, though no key names it, as the one e-mail address of a
 * document answers an e-mail field. Two different ranges need a key.
 */
export function loneRange(layout: Layout, terms: FieldTerms, reading: Reading): GenericCandidate[] {
  // A deadline is a day of its own, not the end of a period printed as a range.
  if (terms.type !== "date" || !terms.side || terms.name.some((w) => DEADLINE_WORDS.has(w))) return [];
  let ranges = RANGES.get(layout);
  if (!ranges) {
    ranges = layout.lines.flatMap((ref) => {
      const range = rangeIn(ref.line.text, 0, ref.line.text.length, reading);
      const start = range?.start ?? range?.first;
      return range && start && start.value < range.end.value ? [{ ref, start, end: range.end }] : [];
    });
    RANGES.set(layout, ranges);
  }
  const distinct = new Set(ranges.map((r) => `${r.start.value}/${r.end.value}`));
  if (distinct.size !== 1) return [];
  const { ref, start, end } = ranges[0]!;
  const side = terms.side === "start" ? start : end;
  const fact: Fact = { key: [], keyText: "", keyRef: ref, ref, from: side.start, to: side.end, form: "prose" };
  return [
    {
      value: side.value,
      score: LONE_RANGE * (0.7 + 0.3 * spanConfidence(ref, side.start, side.end)),
      match: 0,
      ref,
      start: side.start,
      end: side.end,
      fact,
    },
  ];
}

/**
 * Two dates joined as a range in the span ("03/01/21 - 03/31/21", "1 June 2022 to 30 June 2022"), or days of one
 * month printed once ("14-17 May 2023", "May 14-17, 2023").
 */
/**
 * `first` is the opening date of two printed whole ("03/01/21 - 03/31/21"), which the field's own reading finds as
 * well; `start` one that is no date alone ("14-17 May 2023").
 */
function rangeIn(text: string, from: number, to: number, reading: Reading): { start?: Dated; first?: Dated; end: Dated } | null {
  const span = text.slice(from, to);
  const dates = findDates(span, { order: reading.order });
  for (let i = 0; i + 1 < dates.length; i++) {
    const a = dates[i]!;
    const b = dates[i + 1]!;
    // The second date may open with its weekday ("from Tuesday 3 June 2025 to Thursday 5 June 2025").
    if (RANGE_JOIN.test(span.slice(a.end, b.start).replace(TIME, " ").replace(WEEKDAY_BEFORE, ""))) {
      return {
        first: { value: a.iso, start: from + a.start, end: from + a.end },
        end: { value: b.iso, start: from + b.start, end: from + b.end },
      };
    }
  }
  const days = DAY_RANGE.exec(span);
  if (days) {
    // "14-17 May 2023" or "May 14-17, 2023".
    const [all, d1, d2, m1, y1, m2, d3, d4, y2] = days;
    const [firstDay, lastDay, month, year] = m1 ? [d1, d2, m1, y1] : [d3, d4, m2, y2];
    const first = parseDate(`${firstDay} ${month} ${year}`);
    const last = parseDate(`${lastDay} ${month} ${year}`);
    if (first && last && first.iso < last.iso) {
      // Each end keeps its own words, so the two fields that take them do not cover each other on the page.
      const at = from + days.index;
      const dash = all.search(/[-–]/);
      return {
        start: { value: first.iso, start: at, end: at + dash },
        end: { value: last.iso, start: at + dash + 1, end: at + all.length },
      };
    }
  }
  const months = MONTH_RANGE.exec(span);
  if (months) {
    // "June 9 - August 21, 2023" or "9 June - 21 August 2023": the year is printed once, after the end.
    const [all, m1, d1, m2, d2, y1, e1, n1, e2, n2, y2] = months;
    const [firstText, lastText, year] = m1 ? [`${d1} ${m1}`, `${d2} ${m2}`, Number(y1)] : [`${e1} ${n1}`, `${e2} ${n2}`, Number(y2)];
    const last = parseDate(`${lastText} ${year}`);
    let first = parseDate(`${firstText} ${year}`);
    // "November 15 - February 10, 2025" began the year before.
    if (first && last && first.iso > last.iso) first = parseDate(`${firstText} ${year - 1}`);
    if (first && last && first.iso < last.iso) {
      const at = from + months.index;
      const join = RANGE_JOIN_IN.exec(all)!;
      return {
        start: { value: first.iso, start: at, end: at + join.index },
        end: { value: last.iso, start: at + join.index + join[0].length, end: at + all.length },
      };
    }
  }
  return null;
}

const MONTH = ENGLISH_MONTH;
const JOIN = String.raw`\s*(?:[-–]|to|through|until)\s*`;
const RANGE_JOIN_IN = new RegExp(JOIN, "i");
const MONTH_RANGE = new RegExp(
  String.raw`\b(${MONTH})\.?\s+(\d{1,2})${JOIN}(${MONTH})\.?\s+(\d{1,2}),?\s+(\d{4})\b|\b(\d{1,2})\.?\s+(${MONTH})\.?${JOIN}(\d{1,2})\.?\s+(${MONTH})\.?,?\s+(\d{4})\b`,
  "i",
);
const DAY_RANGE = new RegExp(
  String.raw`\b(\d{1,2})\.?\s*[-–]\s*(\d{1,2})\.?\s+(${MONTH})\.?\s+(\d{4})\b|\b(${MONTH})\.?\s+(\d{1,2})\s*[-–]\s*(\d{1,2}),?\s+(\d{4})\b`,
  "i",
);

/**
 * A value is no label: not one ending in a colon, nor only abbreviations ("No.", "Tel."), nor a clause ("if
 * applicable)", "for Plaintiff"), nor an amount or a date where neither is asked for; a name has letters.
 */
function valueLike(value: string, terms: FieldTerms, form: Form): boolean {
  // Brackets that do not pair show a value cut out of a phrase: "Suite (if any)".
  if ((value.match(/\(/g)?.length ?? 0) !== (value.match(/\)/g)?.length ?? 0)) return false;
  if (isFragment(value)) return false;
  // After a label without a colon, a value starts as values do, not with a lower-case word ("Order summary").
  if (form === "gap" && /^\p{Ll}/u.test(value)) return false;
  if (/:\s*$/.test(value) || (/^\p{Ll}+\b/u.test(value) && isStopword(value.split(/\s/)[0]!))) return false;
  // "Objects and Purpose The": a heading read into the next sentence, whose article ends no value.
  if (/\s(?:The|A|An)$/.test(value.trim())) return false;
  const words = value.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0 || words.every((w) => ABBREVIATIONS[w.toLowerCase()] !== undefined)) return false;
  // "Name and title" over "Date" in a signature block: the next box's label, whose value is left blank; so is a
  // box's caption ("LAST NAME", "Inspected by (name / date)") and an instruction in brackets ("(IF UNDER
  // 2 YEARS AT THIS ADDRESS)").
  if (onlyTypeWords(canonicalWords(value)) || CAPTION_WORDS.test(value) || /^\(.*\)$/.test(value.trim())) return false;
  if (/^[$€£¥]/.test(value)) return false;
  const date = findDates(value)[0];
  if (date && date.start === 0 && date.end >= value.trim().length - 1 && !terms.name.some((w) => /^(?:dat|day|year)/.test(w))) return false;
  // A name has letters, and no number sign or long run of digits ("Company Reg #1101083-T" is a number).
  return !asksName(terms) || (/\p{L}{2}/u.test(value) && !/#|\d{4}/.test(value));
}

/** Words that say what to write in a box: no value holds them. */
const CAPTION_WORDS = /\b(?:name|signature)\b/i;

function asksName(terms: FieldTerms): boolean {
  return (
    terms.agent ||
    terms.person !== null ||
    terms.name.includes(canonical("name")) ||
    terms.descriptionWords.slice(0, 2).includes(canonical("name"))
  );
}

/** What may stand between a key and its value: punctuation, a currency, a unit, "No." — not another word ("Page 1"). */
function leadIn(text: string, type: string): boolean {
  const words = text.replace(TIME, " ").match(/[\p{L}\p{N}]+/gu) ?? [];
  // An amount may follow its count and unit: "Hire Rate 3 days x $61.50".
  if (type === "number" && words.length <= 4 && words.every((w) => /^\d/.test(w) || w.length <= 2 || UNIT_WORDS.test(w))) return true;
  // A date may follow its weekday: "Date: Tuesday, June 4, 2024".
  if (type === "date" && words.length === 1 && WEEKDAY.test(words[0]!)) return true;
  return words.length <= 2 && words.every((w) => w.length <= 2 || /^[A-Z]{3}$/.test(w) || ABBREVIATIONS[w.toLowerCase()] !== undefined);
}

const PHRASE_MATCH = 0.75;
const PREPOSITION = /^(?:to|by|for|of|from|with|on|at|as)$/i;

/** Whether a sentence's last two words before a value are a word of the description and the preposition after it there. */
function saysPhrase(keyText: string, description: string): boolean {
  const key = keyText.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const [word, preposition] = key.slice(-2);
  if (!word || !preposition || !PREPOSITION.test(preposition) || isStopword(word)) return false;
  const said = description.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  return said.some((w, i) => said[i + 1] === preposition && !isStopword(w) && canonical(w) === canonical(word));
}

const STRANDED_MATCH = 0.7;

/**
 * Whether the description ends on a preposition ("Office the parcel is delivered to") and the key on the same one,
 * after no more than a verb or two ("To:", "Prepared for:", "Sold to:").
 */
function endsOnItsPreposition(keyText: string, description: string): boolean {
  const said = description.toLowerCase().match(/\p{L}+/gu) ?? [];
  const last = said.at(-1);
  if (said.length < 3 || !last || !PREPOSITION.test(last)) return false;
  const key = keyText.toLowerCase().match(/\p{L}+/gu) ?? [];
  return key.length <= 3 && key.at(-1) === last && key.slice(0, -1).every(mayBeVerb);
}

const FAX = canonical("fax");
const VEHICLE = canonical("vehicle");
const VIN = canonical("vin");

/**
 * Whether the field asks for a vehicle identification number: by name, or by the words it stands for ("VAT
 * identification number" has the same initials).
 */
export function asksVin(terms: FieldTerms): boolean {
  return terms.type === "string" && (terms.name.includes(VIN) || terms.initialisms.get(VIN)?.[0] === VEHICLE);
}

/**
 * A vehicle identification number (ISO 3779) has 17 letters and digits and never the letters I, O or Q, which OCR
 * reads for 1 and 0: in a VIN they can only be those digits. Null for anything else.
 */
export function vinOf(value: string): string | null {
  // Every vehicle identification number has 17 characters (ISO 3779); a shorter figure is something else.
  const compact = value.replace(/[\s-]/g, "");
  return /^[A-Z0-9]{17}$/i.test(compact) ? compact.toUpperCase().replace(/[OQ]/g, "0").replace(/I/g, "1") : null;
}
const HONORIFIC = /^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+(?=\p{Lu}\p{Ll})/u;
const WEEKDAY = new RegExp(
  `^(?:${ENGLISH_WEEKDAY})$|^(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)$`,
  "i",
);
const UNIT_WORDS = /^(?:days?|nights?|hours?|hrs?|weeks?|months?|years?|units?|items?|pcs|pieces?|kg|lbs?|kwh|each|at|per|mo)$/i;
