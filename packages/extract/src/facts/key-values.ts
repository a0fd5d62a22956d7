// Facts, once per document and with no schema in sight: every place where printed words stand as the key of a
// value, in the common forms of forms and letters. Each fact keeps the span its value may be cut from; what the
// value is (a date, an amount, a name) is decided later, by the type of the field that claims the fact.
//   inline   "Delivery Bay: Dock 3"              (a colon, on the same line; several pairs may share a line)
//   column   "Delivery Bay      Dock 3"          (a label segment, its value in the next column)
//   above    "Delivery Bay" over "Dock 3"        (a form box, or a header over one row)
//   gap      "Policy Number PN-12345"            (the leading words of a segment, the rest its value)
//   prose    "... begins on October 12, 2023"    (the words before a typed value in running text)
//   defined  'Tomas Lindgren ("Lessee")'          (a defined term of a contract names what stands before it)
//   cell     "Total" row, "Net" column              (a table's figure, keyed by its row label and column header)
//   section  "13. Term. ... expire two years after" (a numbered paragraph's run-in heading keys the values in it)
import { ENGLISH_MONTH, ENGLISH_WEEKDAY, findDates } from "../normalize/date.ts";
import { findEmails } from "../normalize/email.ts";
import { type AmountMatch, findAmounts } from "../normalize/number.ts";
import { findPhones } from "../normalize/phone.ts";
import { ISO_CODES } from "../normalize/currency.ts";
import { type Layout, type LineRef, type Segment, type WordSpan, hasGeometry, segmentsBelow, spanBox } from "../layout.ts";
import { ABBREVIATIONS } from "../matcher/abbreviations.ts";
import { canonicalWords } from "../matcher/terms.ts";
import { isCommonNoun, senses } from "../matcher/wordnet.ts";
import { isStopword } from "../text.ts";
import { isMarking } from "../values.ts";

export type Form = "inline" | "column" | "above" | "gap" | "prose" | "defined" | "cell" | "section";

export type Fact = {
  /** The key's words as the matcher compares them. */
  key: string[];
  keyText: string;
  keyRef: LineRef;
  /** Where the value may be cut from: a span of one line. */
  ref: LineRef;
  from: number;
  to: number;
  form: Form;
  /** The span is the whole value, a name or number in running text whose end the words around it show. */
  whole?: true;
  /** The key says what the value did ("has completed the course"), with this verb, not what it is. */
  deed?: string;
  /** The words of the section heading the key stands under, which open `key`. */
  heading?: string[];
};

const MAX_KEY_WORDS = 6;
const FILLING_NOTE = /\((?=[^)]*\p{Ll}{4})[\p{Ll}\s'’,./-]+\)/gu;
// "BALANCE PAYABLE (D + E - Credit)": how a sum is made up is no part of its label.
const FORMULA = /\([^()]*[+=][^()]*(?:\)|$)/g;
// Forms number their boxes: "7.", "(b)", "b)", and on tax and customs forms a bare "12a" or "b" before the label's
// first capital ("1 Wages, tips, other compensation", "b Employer identification number").
export const ENUMERATION = /^\s*(?:\(?\d{1,2}[a-z]?[.)]|\([a-z]\)|[a-z]\)|(?:\d{1,2}[a-z]?|[a-z])\s+(?=\p{Lu}))\s*/u;
// "10:30", "https://" and "1:2" are no label colons.
const COLON = /(?<!\d):(?!\/\/)|:(?!\d)/g;

export function collectFacts(layout: Layout): Fact[] {
  const facts: Fact[] = [];
  for (const ref of layout.lines) {
    const lineStart = facts.length;
    // A line of labels only is a header row: its values stand below, not beside.
    // (A line of a label column, "Covered Persons   Ruth and Abel Marsh" under "Cover Period   00:01 a.m.
    // 03/22/2023", is a label and its value, though the value's words look like a label.)
    const colonEnded = ref.segments.map((s) => endsWithColon(ref, s));
    const header =
      ref.segments.length > 1 &&
      ref.segments.every((s, i) => isLabelLike(ref, s) || colonEnded[i]) &&
      // "Client:   Lakeside Freight Depot": a colon's label with words beside it is a pair, not a header.
      !colonEnded.some((ended, i) => ended && i + 1 < colonEnded.length && !colonEnded[i + 1]) &&
      !inLabelColumn(layout, ref) &&
      !inLabelBlock(layout, ref) &&
      rowBelow(layout, ref);
    ref.segments.forEach((segment, i) => {
      const colons = labelColons(ref, segment);
      if (colons.length > 0) facts.push(...colonFacts(layout, ref, i, colons, header));
      else {
        if (header) facts.push(...underHeader(layout, ref, i));
        else if (isLabelLike(ref, segment)) facts.push(...besideAndBelow(layout, ref, i, segment.start, segment.end, segment, header));
        else facts.push(...rowLabel(ref, i));
        // A header row's cells are labels whole: "Middle Initial" is no key "Middle" and its value.
        if (!header) facts.push(...gapFacts(ref, segment));
      }
    });
    facts.push(...bracketFacts(ref));
    facts.push(...proseFacts(layout, ref));
    facts.push(...definedTerms(layout, ref));
    facts.push(...sectionFacts(layout, ref));
    const cells = tableCells(layout, ref);
    // A row of figures under a header ("Net Pay  214.10  3,102.75  51,004.20" under "Hours  Current  YTD"): its
    // label beside the first figure says less than the header over each figure does. (Not a line of a label column,
    // "Rated Load  1000 kg  Passenger Capacity  13", whose figures each follow their own label.)
    if (cells.length >= 2 && figuresOnly(ref, cells)) {
      for (let i = facts.length - 1; i >= lineStart; i--) {
        const f = facts[i]!;
        if (f.form === "column" && f.ref === ref && cells.some((c) => c.from === f.from)) facts.splice(i, 1);
      }
    }
    facts.push(...cells);
  }
  return [...facts, ...underHeadings(layout, facts)];
}

// "(SBN 307512)", "(EIN: 47-2209318)", "(Reg. No. HRB 64093)": a short label and an identifier in brackets after a
// name.
const BRACKETED = /\(\s*(\p{L}[\p{L}.#/ ]{0,24}?)\s*[:#.]?\s+([\p{L}\d][\p{L}\d/-]*\d[\p{L}\d/-]*)\s*\)/gu;

/** A label and its identifier in brackets, beside the name they belong to: "Helen R. Vasquez (SBN 307512)". */
function bracketFacts(ref: LineRef): Fact[] {
  const out: Fact[] = [];
  for (const m of ref.line.text.matchAll(BRACKETED)) {
    const keyFrom = m.index + m[0].indexOf(m[1]!);
    const valueFrom = m.index + m[0].lastIndexOf(m[2]!);
    const f = fact(ref, keyFrom, keyFrom + m[1]!.length, ref, valueFrom, valueFrom + m[2]!.length, "gap");
    if (f) out.push(f);
  }
  return out;
}

const SECTION_REACH = 8;
// A figure of a table's column: an amount or a count alone, not a form's box number ("14. Arrival Date").
const TABLE_FIGURE = /^\s*[-+(]?(?:[$€£]|[A-Z]{1,2}\$)?\s*\d[\d.,]*\)?\s*$/;

/** Whether the two cells under a label, one row after the other, are figures: the label heads a table's column. */
function figuresBelow(first: string | undefined, second: string | undefined): boolean {
  return first !== undefined && second !== undefined && TABLE_FIGURE.test(first) && TABLE_FIGURE.test(second);
}

/**
 * A form's section heading qualifies the labels under it: "Name" under "INSURED" is the insured's name. Each
 * label under a heading also stands as a key with the heading's words before its own.
 */
function underHeadings(layout: Layout, facts: Fact[]): Fact[] {
  const out: Fact[] = [];
  // Many keys share a line: its heading is looked up once, and a column's heading once a column.
  const headings = new Map<LineRef, { heading: string; words: string[] } | null>();
  const columns = new Map<string, { heading: string; words: string[] } | null>();
  for (const f of facts) {
    if (f.form === "prose" || f.form === "defined" || f.form === "cell") continue;
    if (!headings.has(f.keyRef)) {
      const heading = headingOver(layout, f.keyRef);
      headings.set(f.keyRef, heading ? { heading, words: canonicalWords(heading) } : null);
    }
    let over = headings.get(f.keyRef);
    if (!over) {
      // Blocks side by side ("To Owner:" and "To Contractor:" over their addresses): the heading of the key's column.
      // The key stands before its value on the value's line; a line may print the same label twice.
      const at = f.keyRef === f.ref ? f.keyRef.line.text.lastIndexOf(f.keyText, f.from) : f.keyRef.line.text.indexOf(f.keyText);
      const segment = at < 0 ? undefined : f.keyRef.segments.find((sg) => sg.start <= at && at < sg.end);
      if (segment) {
        const id = `${f.keyRef.pageIndex}:${f.keyRef.index}:${segment.start}`;
        if (!columns.has(id)) {
          const heading = columnHeading(layout, f.keyRef, segment);
          columns.set(id, heading ? { heading, words: canonicalWords(heading) } : null);
        }
        over = columns.get(id);
      }
    }
    if (!over) continue;
    const { heading, words } = over;
    if (words.length === 0 || words.every((w) => f.key.includes(w))) continue;
    out.push({ ...f, key: [...words, ...f.key], keyText: `${heading} ${f.keyText}`, heading: words });
  }
  return out;
}

/** The nearest line above, within a few, that is a heading: one short segment of capitals, no figures. */
function headingOver(layout: Layout, ref: LineRef): string | null {
  const lines = layout.pages[ref.pageIndex] ?? [];
  for (let i = ref.index - 1; i >= Math.max(0, ref.index - SECTION_REACH); i--) {
    const line = lines[i]!;
    const printed = line.line.text.trim();
    if (printed.length === 0) continue;
    if (line.segments.length !== 1) continue;
    if (/\p{Ll}/u.test(printed) || /\d/.test(printed) || /:/.test(printed)) continue;
    // A note in brackets says what the section is for ("NEXT OF KIN (NOT A PASSENGER)"), not what it is.
    const heading = printed.replace(/\s*\([^()]*\)/g, "").trim();
    const words = heading.match(/\p{L}+/gu) ?? [];
    return words.length > 0 && words.length <= 4 ? heading : null;
  }
  return null;
}

const COLUMN_REACH = 6;

/**
 * The first line of the block of lines set in the key's column right above it, when that line is a heading: a
 * few words ending with a colon ("To Contractor:", "Sublessor:"). Capitals alone do not make one: form boxes
 * print their labels in capitals over their values.
 */
function columnHeading(layout: Layout, ref: LineRef, segment: Segment): string | null {
  const lines = layout.pages[ref.pageIndex] ?? [];
  const left = spanBox(ref, segment.start, segment.end)?.[0];
  if (left === undefined) return null;
  let top: string | null = null;
  let below = ref;
  for (let i = ref.index - 1; i >= Math.max(0, ref.index - COLUMN_REACH); i--) {
    const line = lines[i]!;
    const height = below.line.bbox[3] - below.line.bbox[1];
    if (below.line.bbox[1] - line.line.bbox[3] > height) break;
    const cell = line.segments.find((sg) => Math.abs((spanBox(line, sg.start, sg.end)?.[0] ?? -1) - left) < 0.015);
    if (!cell) break;
    top = text(line, cell.start, cell.end).trim();
    below = line;
  }
  if (!top || /\d/.test(top)) return null;
  const words = top.match(/\p{L}+/gu) ?? [];
  if (words.length === 0 || words.length > 4) return null;
  return /:$/.test(top) ? top.replace(/:$/, "") : null;
}

function text(ref: LineRef, from: number, to: number): string {
  return ref.line.text.slice(from, to);
}

function fact(keyRef: LineRef, keyFrom: number, keyTo: number, ref: LineRef, from: number, to: number, form: Form): Fact | null {
  // Forms number their boxes ("3. Departure Date", "(b) Name"): the number is no part of the key.
  return keyed(text(keyRef, keyFrom, keyTo).trim().replace(ENUMERATION, ""), keyRef, ref, from, to, form);
}

/** A fact keyed by printed words: a note to whoever fills the form in is no part of the label ("WITNESS (print)"). */
function keyed(keyText: string, keyRef: LineRef, ref: LineRef, from: number, to: number, form: Form): Fact | null {
  const key = canonicalWords(keyText.replace(FILLING_NOTE, " ").replace(FORMULA, " "));
  if (key.length === 0 || key.length > MAX_KEY_WORDS * 2) return null;
  return { key, keyText, keyRef, ref, from, to, form };
}

// A line that reads as a sentence: a word and lower-case words after it, to a full stop.
const SENTENCE = /^\p{Lu}?\p{Ll}*\s+\p{Ll}.*[.!?]$/u;

/**
 * Whether values may stand under the line, as under a header: not when the next line is a sentence ("Patient   Lena
 * Ford" over "Admitted on 4 March 2024." is a label and its value).
 */
function rowBelow(layout: Layout, ref: LineRef): boolean {
  const below = layout.pages[ref.pageIndex]?.[ref.index + 1];
  if (!below) return false;
  const text = below.line.text.trim();
  const next = layout.pages[ref.pageIndex]?.[ref.index + 2];
  return (below.segments.length > 1 || !SENTENCE.test(text)) && !(next && pairsAligned(ref, below) && pairsAligned(ref, next));
}

/**
 * Whether a line below is a label and its value set where this line's two segments start. Two such lines make
 * this line the first of a label column ("Inspector   Tove Lindahl" over "Permit No.   OR-PX-20931" over
 * "Date of Inspection   03/14/2022"): under a header, a table's figures stand right-aligned, and form boxes
 * take turns with their labels.
 */
function pairsAligned(ref: LineRef, below: LineRef): boolean {
  if (ref.segments.length !== 2 || below.segments.length !== 2 || !hasGeometry(ref) || !hasGeometry(below)) return false;
  const x = (r: LineRef, s: Segment) => spanBox(r, s.start, s.end)?.[0] ?? -1;
  const [a, b] = ref.segments as [Segment, Segment];
  const [c, d] = below.segments as [Segment, Segment];
  return (
    Math.abs(x(ref, a) - x(below, c)) < 0.01 && Math.abs(x(ref, b) - x(below, d)) < 0.01 && isLabelLike(below, c) && !isLabelLike(below, d)
  );
}

const blocks = new WeakMap<Layout, Set<LineRef>>();
const BLOCK_LINES = 3;

/**
 * Whether the line is one of a block of label/value lines: lines of two segments set at the same two places, a
 * label on the left of each, where at least two values are plainly no labels ("B-118302", "14 August 2023"). Values
 * in title case ("Ingrid Solberg", "The Linden Arms") then do not make their line a header.
 */
function inLabelBlock(layout: Layout, ref: LineRef): boolean {
  let found = blocks.get(layout);
  if (!found) {
    found = new Set();
    for (const lines of layout.pages) {
      let run: LineRef[] = [];
      const close = () => {
        const plain = run.filter((l) => !isLabelLike(l, l.segments[1]!)).length;
        if (run.length >= BLOCK_LINES && plain >= 2) for (const l of run) found!.add(l);
        run = [];
      };
      for (const l of lines) {
        const pair = l.segments.length === 2 && hasGeometry(l) && isLabelLike(l, l.segments[0]!);
        // A value's own second line stands in the value column: the block goes on under it.
        if (
          !pair &&
          run.length > 0 &&
          l.segments.length === 1 &&
          hasGeometry(l) &&
          Math.abs(x(l, l.segments[0]!) - x(run[0]!, run[0]!.segments[1]!)) < 0.01
        )
          continue;
        // So does a label's second line in the label column (wrapped, or the label again in a second language).
        if (
          !pair &&
          run.length > 0 &&
          l.segments.length === 1 &&
          hasGeometry(l) &&
          isLabelLike(l, l.segments[0]!) &&
          Math.abs(x(l, l.segments[0]!) - x(run[0]!, run[0]!.segments[0]!)) < 0.01
        )
          continue;
        if (pair && run.length > 0 && !sameColumns(run[0]!, l)) close();
        if (pair) run.push(l);
        else close();
      }
      close();
    }
    blocks.set(layout, found);
  }
  return found.has(ref);
}

const x = (r: LineRef, s: Segment) => spanBox(r, s.start, s.end)?.[0] ?? -1;

function sameColumns(a: LineRef, b: LineRef): boolean {
  return a.segments.every((s, i) => Math.abs(x(a, s) - x(b, b.segments[i]!)) < 0.01);
}

/** Whether the line above starts at the same place with a label beside a value that is itself no label. */
function inLabelColumn(layout: Layout, ref: LineRef): boolean {
  const above = layout.pages[ref.pageIndex]?.[ref.index - 1];
  // A label column holds pairs: the line above has as many segments ("Cover Period   00:01 a.m. 03/22/2023").
  if (!above || above.segments.length < 2 || above.segments.length !== ref.segments.length || !hasGeometry(above) || !hasGeometry(ref))
    return false;
  const [first, second] = above.segments as [Segment, Segment];
  const x = (r: LineRef, s: Segment) => spanBox(r, s.start, s.end)?.[0] ?? -1;
  // Its values stand in one column too: a row of headings ("CLIENT   PATIENT   VISIT") under a title line is none.
  const aligned = (a: Segment, b: Segment) => Math.abs(x(above, a) - x(ref, b)) < 0.02;
  return aligned(first, ref.segments[0]!) && aligned(second, ref.segments[1]!) && isLabelLike(above, first) && !isLabelLike(above, second);
}

/** Colons that end a label: letters before them, not a time or a URL. */
function labelColons(ref: LineRef, segment: Segment): number[] {
  const s = text(ref, segment.start, segment.end);
  const out: number[] = [];
  for (const m of s.matchAll(COLON)) {
    if (/\d$/.test(s.slice(0, m.index)) && /^\d/.test(s.slice(m.index + 1))) continue;
    if (/\p{L}[\p{L}.)#°\s]*$/u.test(s.slice(0, m.index))) out.push(segment.start + m.index);
  }
  // OCR reads a label's colon as a semicolon: "Client;" alone in its segment, with its value in the next one.
  const semicolon =
    /^\s*\p{L}[\p{L}.#\s-]*;\s*$/u.test(s) && segment.tokens.length <= 4 && ref.segments.indexOf(segment) < ref.segments.length - 1;
  if (out.length === 0 && semicolon) out.push(segment.start + s.lastIndexOf(";"));
  return out;
}

/**
 * "Date: 03/15/2024 Time: 10:30 Ref: A-1": each colon's key is the run of words without digits just before it
 * (a few at most), and its value runs to the next key.
 */
function colonFacts(layout: Layout, ref: LineRef, index: number, colons: number[], header: boolean): Fact[] {
  const segment = ref.segments[index]!;
  const keys = colons.map((colon, k) => {
    const floor = k === 0 ? segment.start : colons[k - 1]! + 1;
    const before = segment.tokens.filter((t) => t.end <= colon && t.start >= floor);
    let start = colon;
    let count = 0;
    for (let j = before.length - 1; j >= 0; j--) {
      const t = before[j]!;
      if (/\d/.test(t.text) && !/^[#№°]$/.test(t.text)) break;
      // A key starts after a comma: "Sparkasse Freiburg, IBAN: DE37 ..." is keyed by "IBAN".
      if (/[,;|]/.test(text(ref, t.end, start))) break;
      if (++count > MAX_KEY_WORDS) break;
      start = t.start;
      // The first key of a segment takes all its words; a later one only what follows the previous value.
      if (k > 0 && count >= 3) break;
    }
    return { start, colon };
  });
  const out: Fact[] = [];
  keys.forEach(({ start, colon }, k) => {
    const next = keys[k + 1];
    const valueTo = next ? next.start : segment.end;
    const value = text(ref, colon + 1, valueTo).trim();
    if (value.length > 0) {
      const pair = fact(ref, start, colon, ref, colon + 1, valueTo, "inline");
      const within = pair ? labelsWithin(pair, colon + 1, valueTo) : [];
      // The value itself ends where a label inside it starts: "Rosa Lindqvist", not "Rosa Lindqvist, Tel. ...".
      const f = pair && within.length > 0 ? { ...pair, to: within[0]!.cut } : pair;
      if (f) out.push(f, ...within.map((w) => w.fact));
    } else if (!next) out.push(...besideAndBelow(layout, ref, index, start, colon, undefined, header));
  });
  return out;
}

// A label inside a value, after a comma, before a phone or an e-mail: ", Tel. (415) 555-0128".
const LABEL_WITHIN = /,\s*((?:\p{L}[\p{L}'’-]*\.?\s+){1,3}?)(?=[\d(+]|[^\s@,]+@)/gu;

/**
 * "Your adviser: Rosa Lindqvist, Tel. (503) 555-0143": a value that holds a label and its own value keys
 * that one by both labels, whose it is and what it is.
 */
function labelsWithin(outer: Fact, from: number, to: number): { fact: Fact; cut: number }[] {
  const out: { fact: Fact; cut: number }[] = [];
  const value = outer.ref.line.text.slice(from, to);
  // Contact details only: ", August 7, 2023" is the rest of a date and ", WA 98112" of an address.
  const contacts = new Set([...findPhones(value), ...findEmails(value)].map((c) => c.start));
  for (const m of value.matchAll(LABEL_WITHIN)) {
    if (!contacts.has(m.index + m[0].length)) continue;
    const inner = m[1]!.trim();
    const f = keyed(`${outer.keyText} ${inner}`, outer.keyRef, outer.ref, from + m.index + m[0].length, to, "inline");
    if (f) out.push({ fact: f, cut: from + m.index });
  }
  return out;
}

/**
 * A header row over a row of values: each header cell's value is what stands in its column on the next line with
 * text, cut by the header's column bounds (values printed close together may share a segment).
 */
function underHeader(layout: Layout, ref: LineRef, index: number): Fact[] {
  const segment = ref.segments[index]!;
  const boxes = ref.segments.map((s) => spanBox(ref, s.start, s.end));
  const box = boxes[index];
  const lines = layout.pages[ref.pageIndex] ?? [];
  const next = lines.slice(ref.index + 1, ref.index + 3).find((l) => /[\p{L}\p{N}]/u.test(l.line.text));
  if (!box || !next || !hasGeometry(ref) || !hasGeometry(next))
    return besideAndBelow(layout, ref, index, segment.start, segment.end, segment, true);
  const left = index > 0 ? (boxes[index - 1]?.[2] ?? 0) : 0;
  const right = boxes[index + 1]?.[0] ?? 1;
  // A word whose run of text ends before this header starts is the tail of the value under the header before
  // ("Kawasaki Z650 Sport" under "Motorcycle Model", wider than its label, is not under "VIN").
  const endsBefore = (l: LineRef, w: WordSpan) => {
    const run = l.segments.find((s) => s.start <= w.start && w.end <= s.end);
    const runBox = run && spanBox(l, run.start, run.end);
    return index > 0 && runBox !== undefined && runBox[0] < left && runBox[2] < box[0];
  };
  const under = (l: LineRef) =>
    l.words.filter((w) => {
      const mid = (w.bbox[0] + w.bbox[2]) / 2;
      return mid > left && mid < right && w.bbox[2] > box[0] - (box[0] - left) / 2 && w.bbox[0] < right && !endsBefore(l, w);
    });
  const words = under(next);
  if (words.length === 0) return [];
  // A header over a column of figures heads a table, not one value: "Total" over every row's total.
  const after = lines[next.index + 1];
  const cell = (l: LineRef, ws = under(l)) => (ws.length > 0 ? l.line.text.slice(ws[0]!.start, ws.at(-1)!.end) : undefined);
  if (after && hasGeometry(after) && figuresBelow(cell(next, words), cell(after))) return [];
  const f = fact(ref, segment.start, segment.end, next, words[0]!.start, words.at(-1)!.end, "above");
  return f ? [f] : [];
}

/** A label alone in its segment: its value is the next segment of the line, or what stands below it. */
function besideAndBelow(
  layout: Layout,
  ref: LineRef,
  index: number,
  keyFrom: number,
  keyTo: number,
  segment: Segment | undefined,
  header: boolean,
): Fact[] {
  const out: Fact[] = [];
  const beside = ref.segments[index + 1];
  if (beside && !header && !endsWithColon(ref, beside)) {
    // A currency in a column of its own ("Total   USD   1,099.46") stands before the value, not for it.
    const after = ref.segments[index + 2];
    const printed = text(ref, beside.start, beside.end).trim();
    const end = after && ((ISO_CODES as readonly string[]).includes(printed) || /^[$€£¥]$/.test(printed)) ? after.end : beside.end;
    const f = fact(ref, keyFrom, keyTo, ref, beside.start, end, "column");
    if (f) out.push(f, ...labelsUnder(layout, ref, keyFrom, keyTo, beside, end));
  }
  // The label's own second line is no value of it.
  const secondLine = out.some((f) => f.keyRef !== ref) ? ref.index + 1 : -1;
  // A ruling line under a header is no value: the row under it is.
  const rows = segmentsBelow(layout, ref, segment?.start ?? keyFrom, segment?.end ?? keyTo, 3).filter((b) =>
    /[\p{L}\p{N}]/u.test(text(b.ref, b.segment.start, b.segment.end)),
  );
  // A label over a column of figures heads a table: "Total" over every row's total.
  const cell = (b: { ref: LineRef; segment: Segment } | undefined) => b && text(b.ref, b.segment.start, b.segment.end);
  const below =
    rows[0] && rows[1]?.ref.index === rows[0].ref.index + 1 && figuresBelow(cell(rows[0]), cell(rows[1])) ? [] : rows.slice(0, 1);
  for (const b of below) {
    // A label of the line below, with its own value beside it ("Mailing Address   PO Box 6621"), is no value.
    const besideIt = b.ref.segments[b.ref.segments.indexOf(b.segment) + 1];
    if (
      b.ref.index === secondLine ||
      endsWithColon(b.ref, b.segment) ||
      (besideIt && isLabelLike(b.ref, b.segment) && !isLabelLike(b.ref, besideIt))
    )
      continue;
    const f = fact(ref, keyFrom, keyTo, b.ref, b.segment.start, b.segment.end, "above");
    if (f) out.push(f);
  }
  return out;
}

/**
 * The second line of a label in a label column: a label wrapped over two lines ("Date of" over "calibration") or
 * printed again in a second language ("Hersteller" over "Manufacturer"). It keys the value beside the first line,
 * on its own and joined to it. It stands alone in the label's column, closer to the line above than to the line
 * below (a label of the next row, whose value stands under it, is as far from both).
 */
function labelsUnder(layout: Layout, ref: LineRef, keyFrom: number, keyTo: number, beside: Segment, end: number): Fact[] {
  const lines = layout.pages[ref.pageIndex] ?? [];
  const under = lines[ref.index + 1];
  const after = lines[ref.index + 2];
  const keyBox = spanBox(ref, keyFrom, keyTo);
  const valueBox = spanBox(ref, beside.start, beside.end);
  if (!under || under.segments.length !== 1 || !keyBox || !valueBox || !hasGeometry(under)) return [];
  const segment = under.segments[0]!;
  const box = spanBox(under, segment.start, segment.end);
  if (!box || Math.abs(box[0] - keyBox[0]) > 0.01 || box[2] >= valueBox[0] || !isLabelLike(under, segment) || endsWithColon(under, segment))
    return [];
  const gapAbove = under.line.bbox[1] - ref.line.bbox[3];
  const gapBelow = after && after.pageIndex === ref.pageIndex ? after.line.bbox[1] - under.line.bbox[3] : Infinity;
  if (gapAbove >= SECOND_LINE_GAP * gapBelow) return [];
  const second = text(under, segment.start, segment.end).trim();
  return [
    keyed(second, under, ref, beside.start, end, "column"),
    keyed(`${text(ref, keyFrom, keyTo).trim()} ${second}`, ref, ref, beside.start, end, "column"),
  ].filter((f): f is Fact => f !== null);
}

/** A label's second line stands closer to its first than this share of the gap to the next line. */
const SECOND_LINE_GAP = 0.7;

/**
 * A row of a statement: its label cell may hold figures of its own ("Service charge 8%", "Interest earned - June
 * 2023"); the label's words key the first amount in the cells after it.
 */
function rowLabel(ref: LineRef, index: number): Fact[] {
  const segment = ref.segments[index]!;
  const inFormula = formulaTest(ref, segment);
  const words = segment.tokens.filter((t) => !/\d/.test(t.text) && !inFormula(t));
  // A statement's row may say its label as a clause ("The Order Total will be reduced by this Amendment in the
  // amount of"): its small words do not count, and its key may run to a clause's length.
  if (words.length === 0 || words.length > MAX_KEY_WORDS + 8 || /[.!?]\s/.test(text(ref, segment.start, segment.end))) return [];
  const cell = ref.segments.slice(index + 1).find((s) => /[\d]/.test(text(ref, s.start, s.end)));
  const amount = cell && openingAmount(text(ref, cell.start, cell.end));
  if (!cell || !amount || !(amount.hasCurrency || amount.hasDecimals)) return [];
  const f = keyed(words.map((t) => t.text).join(" "), ref, ref, cell.start, cell.end, "column");
  return f && f.key.length <= MAX_KEY_WORDS + 2 ? [f] : [];
}

/** The amount a cell opens with ("£86.40", "(3.20)"), if any. */
function openingAmount(printed: string): AmountMatch | undefined {
  const amount = findAmounts(printed, {})[0];
  return amount && amount.start <= 1 ? amount : undefined;
}

const HEADER_REACH = 8;

/**
 * A table's cell of figures is keyed by its row's label and its column's header together: "Total facture" under
 * "Montant EUR HT" is the total before tax, "Lohnsteuer" under "Arbeitnehmer" the employee's income tax.
 */
function tableCells(layout: Layout, ref: LineRef): Fact[] {
  // The row's label is its cell of words: a letter or a number before it ("A", "3") marks the row, and a unit
  // beside the figures ("4  CTN  50  1,200  GRAND TOTAL") is no label; of several, the one of most letters.
  const letters = (s: Segment) => (text(ref, s.start, s.end).match(/\p{L}/gu) ?? []).length;
  const worded = ref.segments.filter((s) => /\p{L}{3}/u.test(text(ref, s.start, s.end)));
  const label = worded.find((s) => !/\d/.test(text(ref, s.start, s.end)) && letters(s) === Math.max(...worded.map(letters))) ?? worded[0];
  const cells = ref.segments.filter((s) => s !== label && s.start >= (worded[0]?.start ?? 0));
  if (!label || cells.length < 2 || !hasGeometry(ref)) return [];
  const rowWords = label.tokens.filter((t) => !/\d/.test(t.text)).map((t) => t.text);
  if (rowWords.length === 0 || rowWords.length > MAX_KEY_WORDS) return [];
  const lines = layout.pages[ref.pageIndex] ?? [];
  const header = lines
    .slice(Math.max(0, ref.index - HEADER_REACH), ref.index)
    .reverse()
    .find((l) => hasGeometry(l) && l.segments.length >= 2 && l.segments.every((s) => isLabelLike(l, s)));
  if (!header) return [];
  const out: Fact[] = [];
  for (const cell of cells) {
    const printed = text(ref, cell.start, cell.end);
    const amount = openingAmount(printed);
    const date = findDates(printed)[0];
    // Under a column's header a whole number is a figure too ("Workers  12"), as its header says what it counts.
    const figure = amount && (amount.hasCurrency || amount.hasDecimals || amount.percent || amount.end >= printed.trim().length - 1);
    if (!figure && !(date && date.start === 0)) continue;
    const box = spanBox(ref, cell.start, cell.end);
    const over =
      box &&
      header.segments.find((s) => {
        const b = spanBox(header, s.start, s.end);
        return b !== undefined && Math.min(b[2], box[2]) - Math.max(b[0], box[0]) > 0;
      });
    if (!over) continue;
    const headerText = text(header, over.start, over.end).trim();
    const f = keyed(`${headerText} ${rowWords.join(" ")}`, ref, ref, cell.start, cell.end, "cell");
    // The column's header qualifies the row's label as a section's heading does its labels.
    const words = canonicalWords(headerText);
    if (f) out.push(words.length > 0 && words.length < f.key.length ? { ...f, heading: words } : f);
  }
  return out;
}

/** Whether every segment after the first cell of figures is a figure too: a table's row, not a label column. */
function figuresOnly(ref: LineRef, cells: Fact[]): boolean {
  const first = Math.min(...cells.map((c) => c.from));
  return ref.segments
    .filter((s) => s.end > first)
    .every((s) => TABLE_FIGURE.test(text(ref, s.start, s.end)) || findDates(text(ref, s.start, s.end))[0]?.start === 0);
}

function endsWithColon(ref: LineRef, segment: Segment): boolean {
  return /:\s*$/.test(text(ref, segment.start, segment.end)) || labelColons(ref, segment).some((c) => ref.line.text[c] === ";");
}

/** Words that may be a label: a few, with letters and no digits, not a sentence. */
function isLabelLike(ref: LineRef, segment: Segment): boolean {
  const cell = text(ref, segment.start, segment.end);
  const numbered = ENUMERATION.exec(cell)?.[0].length ?? 0;
  // A note in brackets says how to fill the box in, not what the box is: its words are no part of the label's length
  // (a form's "DELIVERY POINT (WHERE THE DRIVER UNLOADS)" is a label of two words, not a sentence of seven).
  const notes = cell.includes("(")
    ? [...cell.matchAll(/\([^()]*\)/g)].map((m) => [segment.start + m.index, segment.start + m.index + m[0].length] as const)
    : [];
  const tokens = segment.tokens.filter((t) => t.start >= segment.start + numbered && !notes.some(([a, b]) => a <= t.start && t.end <= b));
  if (tokens.length === 0 || tokens.length > MAX_KEY_WORDS) return false;
  if (tokens.some((t) => /\d/.test(t.text))) return false;
  const printed = cell.trim();
  // "OKONJO, DAVID R.": a surname, a given name and an initial are a person, not a label.
  if (/^\p{Lu}[\p{L}'’-]+,\s+\p{Lu}[\p{L}'’-]+\s+\p{Lu}\.$/u.test(printed)) return false;
  // "FCC Reg. No." ends in abbreviations, not a sentence; a form's question ("WHO REFERRED YOU TO US?") is a label.
  return !/[.!]\s*$/.test(printed.replace(/(?:\s*\b\p{L}{1,4}\.)+$/u, ""));
}

/** Whether a token of the segment stands in a formula in brackets ("(D + E - Credit)"). */
function formulaTest(ref: LineRef, segment: Segment): (t: { start: number; end: number }) => boolean {
  const spans = [...text(ref, segment.start, segment.end).matchAll(FORMULA)].map(
    (m) => [segment.start + m.index, segment.start + m.index + m[0].length] as const,
  );
  return (t) => spans.some(([a, b]) => a <= t.start && t.end <= b);
}

/** "Policy Number PN-12345": each run of leading words without digits is a possible key of the rest. */
function gapFacts(ref: LineRef, segment: Segment): Fact[] {
  const out: Fact[] = [];
  const tokens = segment.tokens;
  const printed = text(ref, segment.start, segment.end);
  // A heading in capitals ("PLANT HIRE AGREEMENT", "WATER METER READING NOTICE") is no label and value.
  if (tokens.length <= MAX_KEY_WORDS && !/\d/.test(printed) && printed === printed.toUpperCase() && ref.segments.length === 1) return out;
  // A sentence is no label and value: running text is read as prose. Nor is a box kept for the issuer ("OFFICE USE
  // ONLY") or a question.
  if (tokens.length > MAX_KEY_WORDS + 6 || /[.!?;,]\s+\p{L}/u.test(printed) || isMarking(printed)) return out;
  // OCR may drop the space between a label and its number ("SECTION104"): a word the dictionary knows, then digits.
  const glued = /^(\p{Lu}{3,}|\p{Lu}\p{Ll}{2,})(\d[\p{L}\p{N}-]*)$/u.exec(tokens[0]?.text ?? "");
  if (glued && senses(glued[1]!).length > 0) {
    const f = fact(
      ref,
      tokens[0]!.start,
      tokens[0]!.start + glued[1]!.length,
      ref,
      tokens[0]!.start + glued[1]!.length,
      segment.end,
      "gap",
    );
    if (f) out.push(f);
  }
  // The words of a formula in brackets do not count towards a key's length.
  const inFormula = formulaTest(ref, segment);
  let words = 0;
  for (let k = 1; k < tokens.length; k++) {
    if (!inFormula(tokens[k - 1]!) && ++words > MAX_KEY_WORDS) break;
    if (/\d/.test(tokens[k - 1]!.text)) break;
    // "Master of Ceremonies" is one phrase: a key does not end with a small word.
    if (isStopword(tokens[k - 1]!.text) && /^\p{Ll}/u.test(tokens[k - 1]!.text)) continue;
    // "WO-31207" is one word of the value, not a key "WO" followed by the value "-31207"; a comma ends a phrase, not a label
    // ("associates, $180 per hour").
    if (/^[-/]$|,/.test(text(ref, tokens[k - 1]!.end, tokens[k]!.start))) continue;
    // "POLICY # WITH PREVIOUS INSURER": a number sign after a word is the label's.
    if (/^[#№]$/.test(tokens[k]!.text) && !/\d/.test(tokens[k + 1]?.text ?? "")) continue;
    // "Interest earned - June 2023": a month's year or day is the date's, no value of the words before it.
    if (CALENDAR_WORD.test(tokens[k - 1]!.text) && /^\d{1,4}$/.test(tokens[k]!.text)) continue;
    // The value keeps the sign or bracket it opens with: "VET PHONE (614) 555-0124".
    const from = tokens[k]!.start - (/[(+$€£#-]$/.test(text(ref, tokens[k - 1]!.end, tokens[k]!.start)) ? 1 : 0);
    const f = fact(ref, tokens[0]!.start, tokens[k - 1]!.end, ref, from, segment.end, "gap");
    if (f) out.push(f);
  }
  return out;
}

const PROSE_WINDOW = 20;
// What may stand right after a name before the words that say what it is: a bracket ("Ingrid Solberg (Member
// No. 4471) is a member") and a verb of being ("Helen Okoro will be the lead counsel").
const NAME_ASIDE = /^\s*\([^()]*\)/;
const COPULA =
  /^\s*(?:is|are|was|were|will be|shall be|has been|have been|acts as|serves as)\s+(?:(?:the|a|an|our|my|your|its|their|his|her)\s+)?/i;
// A verb of being right before a value: "... therefore is", "will be", "shall be".
const COPULA_BEFORE = /\b(?:is|are|was|were|will be|shall be|has been)(?:\s+(?:therefore|hereby|now|then|\p{Ll}+ly))?\s*$/u;
// Where a sentence's subject ends: at a verb of being, a preposition other than "of", or a clause.
const SUBJECT_END =
  /^(?:is|are|was|were|will|shall|has|have|as|under|for|in|on|by|with|from|to|at|including|which|that|who|after|before|during)$/i;

/** The opening noun phrase of a sentence that starts with a capital ("The date of First Delivery"). */
function subjectOf(words: string[]): string[] {
  if (!/^\p{Lu}/u.test(words[0] ?? "")) return [];
  const end = words.findIndex((w) => SUBJECT_END.test(w));
  const subject = words.slice(0, end < 0 ? words.length : end);
  return subject.length <= 8 ? subject : [];
}

// What a name has done says what it is: "Mara Quist has passed the forklift safety test".
const PERFECT = /^\s*(?:has|have|had)\s+(?:\p{Ll}+ly\s+)?/u;
const ARTICLE = /^(?:the|a|an)$/i;
// A sum written out in words before its figure ("the sum of Nine Thousand Two Hundred Dollars ($9,200.00)").
const NUMBER_WORD =
  "(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|and|\\d{2}/100)";
const WRITTEN_AMOUNT = new RegExp(
  String.raw`\b${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})*\s+(?:dollars?|euros?|pounds?(?:\s+sterling)?)\s*\(?\s*$`,
  "i",
);
const TRAILING_NUMBER_WORDS = new RegExp(String.raw`\b${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})*\s*$`, "i");
const NUMBER_WORDS = new RegExp(String.raw`^${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})*$`, "i");

// A role a name is signed for: "Rosalind Mae Carter, Director", "Owen Pritchard, Senior Partner".
const SIGNED_ROLE = /^,\s*((?:\p{Lu}[\p{L}'’-]*|of|and|&)(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|and|&)){0,3})\s*$/u;

/** The words of the role a name that opens its line is signed for, after a comma, to the end of the line. */
function signedRole(before: string, after: string): string[] | null {
  return before.trim() === "" ? roleAfterName(after) : null;
}

/** The words of a title after a name and a comma (", Records Supervisor"), to the end of the text. */
export function roleAfterName(after: string): string[] | null {
  const m = SIGNED_ROLE.exec(after);
  if (!m) return null;
  const words = m[1]!.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  // A title, not a place ("Ashford, Vermont"): common nouns or initials ("CEO").
  return words.every((w) => isCommonNoun(w) || /^\p{Lu}{2,5}$/u.test(w)) ? words : null;
}

// "Lena Moritz, of Dayton, Ohio, as my alternate agent": past asides set off by commas, the role a name
// is appointed to.
const APPOINTED_AS = /^(?:,[^.;:!?]{0,120}?,)?\s+as\s+(?:my|our|the|its|his|her|their|your)\s+((?:[\p{L}'’-]+\s*){1,6})/u;
const ROLE_END = /^(?:for|with|in|on|at|to|from|by|under|until|of|who|which|that)$/i;

/**
 * The words of the role a name is appointed to, up to a preposition or a clause ("as my agent, with ..."), and the
 * length of the text from the role on, which tells where it stands.
 */
function appointedAs(rest: string): { words: string[]; rest: number } | null {
  const m = APPOINTED_AS.exec(rest);
  if (!m) return null;
  const words: string[] = [];
  for (const w of m[1]!.trim().split(/\s+/)) {
    if (ROLE_END.test(w)) break;
    words.push(w);
  }
  return words.length > 0 ? { words, rest: rest.length - (m.index + m[0].length - m[1]!.length) } : null;
}

/** Words before a figure without the same sum written out in words: the key is what stands before both. */
function writtenOutAmount(before: string): string {
  return before.replace(WRITTEN_AMOUNT, "");
}

// A name's words: capitalised words and initials, a bracketed qualifier ("(Hons)"), and codes among them
// ("ASTM A228-3 M"); small words join two of them ("College of Westmarch", "Lena Ortiz and Marcus Hale").
const CAPITAL_WORD = /^\p{Lu}[\p{L}'’.&-]*$/u;
const CODE_WORD = /^(?:[\p{Lu}\d][\p{Lu}\p{N}:./-]*|\(\p{Lu}\p{L}*\))$/u;
const JOINER = /^(?:of|for|and|&|de|van|von|der|du|la)$/;
// Months and weekdays in full or cut short, not every word they begin ("Margaret", "Marcus", "Augustine").
const CALENDAR_WORD = new RegExp(`^(?:${ENGLISH_MONTH}|${ENGLISH_WEEKDAY})$`, "i");

const TITLE_BEFORE = /\b(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s*$/;
const DETERMINER = /^(?:the|a|an|my|our|your|its|their|his|her|this|that)$/i;
const PLACE_LINK = /^(?:at|in|into|from|with|for|near|and|or|between|than|under|over|via|within)$/i;

/**
 * Whether the words before a value (its sentence so far) end with another value and what names it: a list's comma
 * or "and" after it, or a bracket after its few words.
 */
function afterValue(before: string, bracketed: boolean, valueStarts: number[], alike: boolean): boolean {
  if (/(?:,|\band|\bor)\s*$/.test(before)) return alike;
  if (!bracketed && !/\(\s*$/.test(before)) return false;
  const previous = Math.max(-1, ...valueStarts.filter((s) => s >= 0 && s < before.length));
  if (previous < 0) return false;
  const between =
    before
      .slice(previous)
      .replace(/^\S+/, "")
      .match(/[\p{L}]+/gu) ?? [];
  return between.length <= 2;
}

// "13. Term. Except for ...", "4. PETS. Lessee shall ...": a number, a few words and a period open the paragraph.
const RUN_IN_HEADING = /^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?|\(?[a-z]\))\s+(\p{Lu}[\p{L}'’&,/ -]{1,40}?)\.\s+(?=\S)/u;
const SECTION_LINES = 8;

/**
 * A numbered paragraph's run-in heading keys the values of its paragraph, wherever they stand in it: each line of
 * the paragraph is a span of the heading's key, so the value nearest the heading comes first.
 */
function sectionFacts(layout: Layout, ref: LineRef): Fact[] {
  if (ref.segments.length !== 1) return [];
  const m = RUN_IN_HEADING.exec(ref.line.text);
  if (!m || m[1]!.trim().split(/\s+/).length > MAX_KEY_WORDS) return [];
  const key = canonicalWords(m[1]!);
  if (key.length === 0) return [];
  const lines = layout.pages[ref.pageIndex] ?? [];
  const out: Fact[] = [{ key, keyText: m[1]!, keyRef: ref, ref, from: m[0].length, to: ref.line.text.length, form: "section" }];
  for (let i = ref.index + 1; i < Math.min(lines.length, ref.index + SECTION_LINES); i++) {
    const line = lines[i]!;
    if (line.segments.length !== 1 || RUN_IN_HEADING.test(line.line.text) || !sameParagraph(lines[i - 1]!, line)) break;
    out.push({ key, keyText: m[1]!, keyRef: ref, ref: line, from: 0, to: line.line.text.length, form: "section" });
  }
  return out;
}

/** Whether the sentence's words on the line above hold a value of the kind, the one before a list's next item. */
function listAbove(tail: string, kind: string): boolean {
  if (tail === "") return false;
  if (kind === "date") return findDates(tail).length > 0;
  return findAmounts(tail, {}).some((a) =>
    kind === "money" ? a.hasCurrency : kind === "percent" ? a.percent : !a.hasCurrency && !a.percent,
  );
}

/**
 * A line of running text with the next line of its paragraph after it, as one line: the words keep their boxes,
 * so a value read across the break still points at its words.
 */
function streamOf(layout: Layout, ref: LineRef): LineRef {
  if (ref.segments.length !== 1) return ref;
  const next = layout.pages[ref.pageIndex]?.[ref.index + 1];
  let stream = ref;
  // A heading in capitals over a paragraph ("SITE NOTES" / "The crew arrived ...") is no part of its sentence.
  // Nor is a line that opens with a label of its own ("Duty nurse: Clara Benn").
  const heading = (!/\p{Ll}/u.test(ref.line.text) && /\p{Ll}/u.test(next?.line.text ?? "")) || OPENING_LABEL.test(next?.line.text ?? "");
  if (next && next.segments.length === 1 && !heading && (sameParagraph(ref, next) || runsThrough(layout, ref, next))) {
    const shift = ref.line.text.length + 1;
    const moved = <T extends { start: number; end: number }>(x: T): T => ({ ...x, start: x.start + shift, end: x.end + shift });
    const [a, b] = [ref.line.bbox, next.line.bbox];
    stream = {
      ...ref,
      line: {
        ...ref.line,
        text: `${ref.line.text} ${next.line.text}`,
        words: [...ref.line.words, ...next.line.words],
        bbox: [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])],
        confidence: Math.min(ref.line.confidence, next.line.confidence),
      },
      segments: [
        {
          start: ref.segments[0]!.start,
          end: shift + next.segments[0]!.end,
          tokens: [...ref.segments[0]!.tokens, ...next.segments[0]!.tokens.map(moved)],
        },
      ],
      words: [...ref.words, ...next.words.map(moved)],
    };
  }
  return stream;
}

const OPENING_LABEL = /^\s*\p{Lu}[\p{L}.'’/-]*(?:\s+[\p{L}.'’/-]+){0,3}:\s/u;

/**
 * A sentence runs through the line, however far apart the lines are set: the line above breaks off after a
 * lower-case word and the line below goes on with one ("This is to certify that" / "Mara Quist" / "has passed the
 * test", a certificate's centred lines).
 */
function runsThrough(layout: Layout, ref: LineRef, next: LineRef): boolean {
  const above = layout.pages[ref.pageIndex]?.[ref.index - 1];
  return (
    above !== undefined && above.segments.length === 1 && /\p{Ll}$/u.test(above.line.text.trimEnd()) && /^\s*\p{Ll}/u.test(next.line.text)
  );
}

/** The next line continues the paragraph: it stands right below, with no more than a line's spacing between. */
function sameParagraph(ref: LineRef, next: LineRef): boolean {
  if (!hasGeometry(ref) || !hasGeometry(next)) return next.line.text.trim() !== "";
  const height = ref.line.bbox[3] - ref.line.bbox[1];
  const gap = next.line.bbox[1] - ref.line.bbox[3];
  return gap >= -height * 0.5 && gap < height * 0.8;
}

/** A name alone on its line is a heading or a letterhead, read by the other forms. */
function alone(line: string, run: { start: number; end: number }): boolean {
  return !/\p{L}/u.test(line.slice(0, run.start)) && !/\p{L}/u.test(line.slice(run.end));
}

/** Whether a name runs on from the line above, whose facts read it whole: half a name is no answer. */
function wrapped(layout: Layout, ref: LineRef, run: { start: number; end: number }): boolean {
  const line = ref.line.text;
  const above = (layout.pages[ref.pageIndex] ?? [])[ref.index - 1];
  return (
    line.slice(0, run.start).trim() === "" &&
    above !== undefined &&
    above.segments.length === 1 &&
    /\s\p{Lu}[\p{L}'’-]*$/u.test(above.line.text.trimEnd())
  );
}

/**
 * Determiners that take a common noun, never a name (closed class; "the" takes names, "the Blue Harbour suite", and
 * "that" opens a clause, "confirms that Mr Theo Lund").
 */
const REFERRING = /^(?:this|these|those|such|said|each|every|any|either|neither|another)$/i;

/**
 * The names printed in a line of running text: runs of capitalised words, without the word that opens a sentence
 * when it stands alone ("Unless", "Rent"), and without months and weekdays (they belong to dates).
 */
function nameRuns(line: string): { start: number; end: number }[] {
  const words = [...line.matchAll(/\S+/g)];
  const tokens = words.map((m, k) => {
    const [, lead = "", core = "", trail = ""] = /^([("“'‘]*)(.*?)([,.;:!?)"”'’]*)$/u.exec(m[0])!;
    // "(Hons)" keeps its brackets; "Inc." and "J." their periods, unless a sentence's opening word follows
    // ("Sales Tax. The buyer pays ...": the period ends a heading).
    const bracketed = lead === "(" && trail.startsWith(")") && /^\p{Lu}/u.test(core);
    const opener = /^\p{Lu}/u.test(words[k + 1]?.[0] ?? "") && isStopword(words[k + 1]![0]);
    const period = trail.startsWith(".") && core.replace(/\./g, "").length <= 3 && !opener;
    return {
      start: m.index + (bracketed ? 0 : lead.length),
      end: m.index + (bracketed ? lead.length + core.length + 1 : lead.length + core.length + (period ? 1 : 0)),
      core: bracketed ? `(${core})` : core,
      lead: bracketed ? "" : lead,
      trail: period ? trail.slice(1) : bracketed ? trail.slice(1) : trail,
    };
  });
  const out: { start: number; end: number }[] = [];
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i]!;
    const opensSentence = i === 0 || /[.!?:;]$/.test(tokens[i - 1]!.trail) || /[.!?:;]/.test(tokens[i - 1]!.trail);
    // A bracketed aside holds no name of the sentence: in "Ana Ruiz (account 5521, opened in May) agrees", the
    // capitalised words inside the brackets are a side remark, not a party.
    if (first.lead.includes("(") && !first.trail.includes(")")) {
      while (i < tokens.length && !tokens[i]!.trail.includes(")")) i++;
      i++;
      continue;
    }
    // "No. 58" is a number sign and its number, no name.
    const abbreviation = ABBREVIATIONS[first.core.replace(/\.$/, "").toLowerCase()] !== undefined;
    if (
      first.lead !== "" ||
      !CAPITAL_WORD.test(first.core) ||
      CALENDAR_WORD.test(first.core) ||
      abbreviation ||
      (opensSentence && isStopword(first.core))
    ) {
      i++;
      continue;
    }
    let j = i;
    let capitals = 1;
    while (j + 1 < tokens.length && tokens[j]!.trail === "") {
      const next = tokens[j + 1]!;
      if (next.lead !== "") break;
      if (CAPITAL_WORD.test(next.core) && !CALENDAR_WORD.test(next.core)) capitals++;
      else if (CODE_WORD.test(next.core) && /\d|\(/.test(next.core)) {
        // A code belongs to the name it follows, and ends it but for more code ("ASTM A228-3 M"): "Tucson, AZ
        // 85719" / "Customer care" is no name "AZ 85719 Customer".
        const after = tokens[j + 2];
        if (/\d/.test(next.core) && after && /^\p{Lu}\p{Ll}/u.test(after.core)) {
          j++;
          break;
        }
      } else if (
        JOINER.test(next.core) &&
        tokens[j + 2] &&
        next.trail === "" &&
        tokens[j + 2]!.lead === "" &&
        CAPITAL_WORD.test(tokens[j + 2]!.core)
      ) {
        // "of" joins a word to its complement ("Bank of America"), not a person to a place ("Nadia Shore of Kendal").
        if (next.core === "of" && capitals > 1) break;
        j++;
        capitals++;
      } else break;
      j++;
    }
    const single = j === i || (j === i + 1 && !CAPITAL_WORD.test(tokens[j]!.core));
    // "this Agreement", "such Purchaser", "each Lender": a determiner no name takes makes the capitals a document's
    // defined term, which refers to a value printed elsewhere and is none itself.
    const previous = tokens[i - 1];
    const referred = previous !== undefined && previous.trail === "" && REFERRING.test(previous.core);
    // A sum in words ("Eighty-Two Thousand Four Hundred") is no name.
    if (!(opensSentence && single) && !referred && !NUMBER_WORDS.test(line.slice(first.start, tokens[j]!.end)))
      out.push({ start: first.start, end: tokens[j]!.end });
    i = j + 1;
  }
  return out;
}
// "by July 15 each year": a day of a month without its year is no count.
/** Words that make the date after them the last day for something ("no later than the 3rd day of October"). */
export const DEADLINE = /\b(?:until|till|by|before|no later than|not later than|on or before|prior to)(?:\s+the)?$/i;
const SENTENCE_LINES = 3;
const SENTENCE_WORDS = 60;

/**
 * The words of the sentence that ends at `before` on the line `ref`, from where it starts, up to a few lines above:
 * "Kindly pay by cash or cheque made out to ..., with the form below attached, no later than"
 * says what is due by the date, though the act stands far from it.
 */
function wholeSentence(layout: Layout, ref: LineRef, before: string): string[] {
  let text = before;
  for (let i = 1; i <= SENTENCE_LINES && sentenceStart(text) < 0; i++) {
    const above = layout.pages[ref.pageIndex]?.[ref.index - i];
    if (!above || above.segments.length !== 1 || /[.;:!?]$/.test(above.line.text.trimEnd())) break;
    text = `${above.line.text.trimEnd()} ${text}`;
  }
  return (text.slice(sentenceStart(text) + 1).match(/[\p{L}\p{N}#°'-]+/gu) ?? []).slice(-SENTENCE_WORDS);
}

const BODY_KIND = /^(?:[\p{Ll}-]+\s+){0,3}?(?:corporation|company|partnership|association|cooperative|society|trust)\b/u;

const MONTH_BEFORE = new RegExp(`\\b(?:${ENGLISH_MONTH})\\.?\\s+$`, "i");

/**
 * Running text: every typed value (a date, an amount, an e-mail, a phone) keyed by the words of its sentence just
 * before it ("effective as of", "a weekly fee of"), reaching back into the previous line when the value opens
 * its line.
 */
function proseFacts(layout: Layout, own: LineRef): Fact[] {
  // The line's sentences may run on to the next line: a value on this line is read with what follows it there
  // ("... is held in Marion" / "County, Oregon.").
  const ref = streamOf(layout, own);
  const line = ref.line.text;
  const starts = new Set<number>();
  const dates = findDates(line);
  for (const d of dates) starts.add(d.start);
  // Counts too ("The seated headcount is fixed at 85"), but not the numbers of an address or a date.
  const amounts = findAmounts(line, {});
  const inDate = (at: number) => dates.some((d) => d.start <= at && at < d.end);
  for (const a of amounts) {
    // A count is said in its sentence, after words on its own line: a number that opens a line ("75371 Paris") is
    // a postcode or a street number more often.
    const count = /\p{L}/u.test(line.slice(0, a.start)) && !inDate(a.start) && !MONTH_BEFORE.test(line.slice(0, a.start));
    if (a.hasDecimals || a.hasCurrency || a.percent || count) starts.add(a.start);
  }
  for (const e of findEmails(line)) starts.add(e.start);
  const phoneSpans = findPhones(line);
  const phones = new Set(phoneSpans.map((p) => p.start));
  for (const at of phones) starts.add(at);
  const inPhone = (at: number) => phoneSpans.some((p) => p.start < at && at < p.end);
  // Identifiers in running text: "(member number 40918273, ...)".
  for (const m of line.matchAll(/(?<![\p{L}\p{N}.,])(?=[\p{L}\p{N}/-]*\d)[\p{Lu}\d][\p{Lu}\p{N}/-]{3,}(?![\p{L}\p{N}.,%])/gu)) {
    const id = m[0];
    // Letters and digits ("QX-7730215"), a long number ("40918273"), or numbers joined ("Claim No. 23-1147").
    const joined = /\d[-/]\d/.test(id) && id.replace(/\D/g, "").length >= 5;
    if (!inDate(m.index) && !inPhone(m.index) && (/\p{L}/u.test(id) || /\d{5,}/.test(id) || joined)) starts.add(m.index);
  }
  const out: Fact[] = [];
  const prose = own.segments.length === 1;
  // What kind of value starts where: the items of a list are of one kind.
  const kindAt = (at: number): string => {
    if (dates.some((d) => d.start === at)) return "date";
    const a = amounts.find((x) => x.start === at);
    return a ? (a.hasCurrency ? "money" : a.percent ? "percent" : "count") : "other";
  };
  // Names in running text are values too ("reporting to Jonah Weller", "in the Blue Harbour suite"), but only
  // whole: a fact of a name ends where the name does.
  const names = prose
    ? nameRuns(line).filter((n) => !dates.some((d) => d.start < n.end && n.start < d.end) && !wrapped(layout, ref, n) && !alone(line, n))
    : [];
  const nameStarts = new Set(names.map((n) => n.start));
  const ends = new Map<number, number>(names.map((n) => [n.start, n.end]));
  for (const n of names) starts.add(n.start);
  // "storage unit No. 58": what follows a number sign is a number, however short.
  const signed = new Set<number>();
  for (const m of line.matchAll(/\b(?:[Nn]o|Nr|Nos)\.\s*|#\s*/g)) {
    const number = /^[\p{L}\d][\p{L}\p{N}/-]*\d[\p{L}\p{N}/-]*|^\d+/u.exec(line.slice(m.index + m[0].length));
    if (!number) continue;
    const at = m.index + m[0].length;
    starts.add(at);
    // The sign ends this line and its number opens the next ("paid with voucher no." / "2754."): the pair is this line's.
    if (m.index < own.line.text.length) signed.add(at);
    if (!ends.has(at)) ends.set(at, at + number[0].length);
  }
  for (const at of [...starts].sort((a, b) => a - b)) {
    // Values that start on the next line are that line's facts.
    if (at >= own.line.text.length && !signed.has(at)) continue;
    // Only the value's own segment is its sentence: a value that opens a column is the column form's.
    const segment = ref.segments.find((s) => s.start <= at && at < s.end);
    if (!segment) continue;
    const printed = line.slice(segment.start, at);
    let before = writtenOutAmount(printed);
    // The sum in words may have begun on the line above.
    const writtenAbove = before !== printed && before.trim() === "";
    const stop = sentenceStart(before);
    before = before.slice(stop + 1);
    let words: string[] = before.match(/[\p{L}\p{N}#°'-]+/gu) ?? [];
    let keyRef = ref;
    let aboveTail = "";
    if (stop < 0 && prose && words.length < PROSE_WINDOW) {
      // The sentence began on the line above, if that line is running text too.
      const previous = layout.pages[ref.pageIndex]?.[ref.index - 1];
      const above = previous && previous.segments.length === 1 ? previous.line.text.trimEnd() : "";
      const tail = above.slice(sentenceStart(above) + 1);
      const tailWords = /[.;:!?]$/.test(above)
        ? []
        : ((writtenAbove ? tail.replace(TRAILING_NUMBER_WORDS, "") : tail).match(/[\p{L}\p{N}#°'-]+/gu) ?? []);
      if (previous && tailWords.length > 0) {
        aboveTail = tail;
        words = [...tailWords, ...words];
        keyRef = previous;
      }
    }
    const keyWords = words.slice(-PROSE_WINDOW);
    if (keyWords.length === 0) continue;
    // The next of a list ("$390 per hour for directors, $210 per hour for analysts") and a figure restating the
    // one before it ("$52.00 per night for 9 nights ($468.00)") have no key of their own before them: the words
    // there are the previous value's.
    const earlier = [...starts].filter((s) => s < at && s > segment.start + stop);
    // "(303) 555-0162" opens with its area code, no bracketed aside.
    if (
      afterValue(
        before,
        line[at] === "(" && !phones.has(at),
        earlier.map((s) => s - segment.start - stop - 1),
        earlier.some((s) => kindAt(s) === kindAt(at)) || listAbove(aboveTail, kindAt(at)),
      )
    )
      continue;
    // "returned no later than": in a sentence, "no" in lower case is the word, not "No." for number.
    const key = canonicalWords(keyWords.filter((w) => w !== "no").join(" "));
    if (key.length === 0) continue;
    // A name is what the words right before it say ("reporting to Tomasz Wilk", "signed by Ada Ferreira"), not
    // where something is ("a fellow at the Institute of Eastmoor") nor the next item of a list or a place
    // ("Pima County, Arizona").
    // A title before a name is the name's ("Referrer: Dr. Samuel Okoro"), and a number before it makes an
    // address ("at 18 Birch Court").
    if (nameStarts.has(at)) {
      const lead = line.slice(segment.start, at).replace(TITLE_BEFORE, "");
      const link = keyWords.findLast((w) => !DETERMINER.test(w)) ?? "";
      // "Nadia Shore of Kendal", "Paul Ferro, of Dunmore": a name after a name and "of" is where one is from.
      const from = /(?:,|\p{Lu}[\p{L}'’-]*)\s+of\s*$/u.test(lead);
      if (/[,;:()"“”]\s*$/.test(lead) || PLACE_LINK.test(link) || /\d/.test(link) || from) continue;
    }
    const end = ends.get(at);
    const span = {
      keyRef,
      ref,
      from: at,
      to: end ?? Math.min(line.length, at + 60),
      form: "prose" as const,
      ...(end ? { whole: true as const } : {}),
    };
    out.push({ key, keyText: keyWords.join(" "), ...span });
    // A deadline's sentence says whose it is anywhere in it: the whole sentence keys the date too.
    if (kindAt(at) === "date" && DEADLINE.test(keyWords.join(" "))) {
      // (A wide gap in the line's own words is still the sentence: "by post, as  a signed copy, no later than".)
      const sentence = wholeSentence(layout, ref, line.slice(0, at));
      if (sentence.length > keyWords.length)
        out.push({ key: canonicalWords(sentence.filter((w) => w !== "no").join(" ")), keyText: sentence.join(" "), ...span });
    }
    // "The handover date as of this Amendment therefore is March 9, 2026": what
    // a sentence says a value is, its subject names.
    const subject = COPULA_BEFORE.test(before) ? subjectOf(words) : [];
    if (subject.length > 0 && subject.length < words.length) {
      const said = canonicalWords(subject.join(" "));
      if (said.length > 0) out.push({ key: said, keyText: subject.join(" "), ...span });
    }
  }
  // A value names itself after it: "12 hours of supervised practice", "$52.00 per night", "the Harbour View room",
  // "Helen Okoro will be the lead counsel". The key's words are kept nearest last, as those before a
  // value are.
  const after: { start: number; end: number; name: boolean; count: boolean }[] = [
    // A percentage too: "a 4% surcharge", "a 12% rebate".
    ...amounts
      .filter((a) => !inDate(a.start))
      .map((a) => ({ start: a.start, end: a.end, name: false, count: !a.hasCurrency && !a.percent })),
    ...names.map((n) => ({ ...n, name: true, count: false })),
  ];
  const roles = new Set<number>();
  for (const v of after) {
    if (v.start >= own.line.text.length) continue;
    // Not a house number ("42 Alder Rd"): the count follows words of its sentence, and a name does not follow it.
    if (v.count && !/\p{L}/u.test(line.slice(0, v.start))) continue;
    let rest = line.slice(v.end);
    if (v.count && /^\s+\p{Lu}\p{Ll}/u.test(rest)) continue;
    // The first name before "as my ..." is the one appointed, not a place in its aside.
    const appointed = v.name ? appointedAs(rest) : null;
    const roleAt = appointed ? v.end + rest.length - appointed.rest : -1;
    const role = v.name
      ? (signedRole(line.slice(0, v.start), line.slice(v.end, Math.max(v.end, own.line.text.length))) ??
        (appointed && !roles.has(roleAt) ? appointed.words : null))
      : null;
    if (appointed) roles.add(roleAt);
    if (v.name) rest = rest.replace(NAME_ASIDE, "").replace(COPULA, " ");
    // "Daniel Osei has completed the course": what a name did, not what it is.
    const perfect = v.name && !role && PERFECT.test(rest);
    if (perfect) rest = rest.replace(PERFECT, " ");
    else rest = rest.replace(/^\s*(?:per|a|an)\s+/i, " ");
    const following = /^\s+((?:[\p{Ll}\p{Lu}][\p{L}'’-]*\s*){1,6})/u.exec(rest)?.[1] ?? "";
    // A name is named by lower-case words after it ("room", "student"), a figure by any ("CEUs").
    if (v.name && !role && !/^\p{Ll}/u.test(following)) continue;
    // "a Nevada limited liability company": a name between an article and a kind of body is where the body is
    // organised, not its name.
    if (v.name && /\ban?\s+$/i.test(line.slice(0, v.start)) && BODY_KIND.test(following)) continue;
    // A name's phrase may hold an article ("has completed the course"); a figure's ends at any small word.
    const words = following.split(/\s+/).filter((w) => w.length > 0 && !(v.name && ARTICLE.test(w)));
    const isStop = (w: string) => isStopword(w) || (v.name && /^\p{Lu}/u.test(w));
    const upTo = (from: number) => {
      let i = from;
      while (i < words.length && i < from + 3 && !isStop(words[i]!)) i++;
      return i;
    };
    const end = upTo(0);
    let named = role ?? words.slice(0, end);
    // "$390 per hour for directors", "21 days of annual leave", "a 5% discount on line rental": whom or what
    // a figure is for, of or on names it too.
    if (!v.name && end > 0 && /^(?:for|of|on|in)$/i.test(words[end] ?? "")) named = [...named, ...words.slice(end + 1, upTo(end + 1))];
    // A figure's unit nearest it says most ("nights" of "13 nights"); a name's is the head of the phrase that says
    // what it is, its last word ("a licensed commercial pilot").
    const key = canonicalWords((v.name ? named : [...named].reverse()).join(" "));
    if (key.length === 0) continue;
    const whole = v.name ? { whole: true as const } : {};
    const deed = perfect ? { deed: canonicalWords(named[0]!)[0] ?? "" } : {};
    out.push({ key, keyText: named.join(" "), keyRef: ref, ref, from: v.start, to: v.end, form: "prose", ...whole, ...deed });
    // Both sides together: "billed at $52.00 per night" says a nightly rate more than either side alone.
    const said = out.find((f) => f.from === v.start && f.form === "prose" && f.keyText !== named.join(" ") && !f.keyText.includes(" … "));
    if (said)
      out.push({ ...said, key: [...said.key, ...key], keyText: `${said.keyText} … ${named.join(" ")}`, to: v.end, ...whole, ...deed });
  }
  // "Pima County", "Maple Street": the last word of a name may say what the name is.
  for (const n of names) {
    if (n.start >= own.line.text.length) continue;
    // Not a street's abbreviation ("Fenwick Rd"), and not a name after a house number.
    const last = /\s(\p{Lu}\p{Ll}{3,})$/u.exec(line.slice(n.start, n.end));
    // A common noun ("County", "Room"), not a surname ("Lucy Hart Brennan").
    if (
      !last ||
      isStopword(last[1]!) ||
      ABBREVIATIONS[last[1]!.toLowerCase()] !== undefined ||
      /\d\s*$/.test(line.slice(0, n.start)) ||
      !isCommonNoun(last[1]!)
    )
      continue;
    const to = n.end - last[0].length;
    const key = canonicalWords(last[1]!);
    // What is left is a name still: "Board of" or "Mr." is none.
    const rest = line.slice(n.start, to).split(/\s+/);
    const tail = rest[rest.length - 1]!;
    if (key.length > 0 && /^\p{Lu}/u.test(tail) && ABBREVIATIONS[tail.replace(/\.$/, "").toLowerCase()] === undefined)
      out.push({ key, keyText: last[1]!, keyRef: ref, ref, from: n.start, to, form: "prose", whole: true });
  }
  return out;
}

/**
 * Where the last sentence of `text` starts (the index of its stop, -1 for none): a period or semicolon and a space,
 * where the period does not end an abbreviation or an initial ("Agent No. 52904", "Peter J. Lam").
 */
function sentenceStart(text: string): number {
  let stop = -1;
  for (const m of text.matchAll(/[.;]\s/g)) {
    const word = /([\p{L}]+)$/u.exec(text.slice(0, m.index))?.[1] ?? "";
    if (m[0][0] === "." && (word.length === 1 || ABBREVIATIONS[word.toLowerCase()] !== undefined)) continue;
    stop = m.index;
  }
  return stop;
}

// '("Licensor")', '(the "Closing Date")', '(our "Supplier")': a contract names a party or a value by a defined term.
// '(jointly, "Owner")', '(each a "Member")': a few words of the writer's before the term.
const DEFINED =
  /\(\s*(?:\p{Ll}+(?:\s+\p{Ll}+){0,2},?\s+)?(?:the|my|our|its|his|her|their|hereinafter(?:\s+(?:called|referred to as))?)?\s*["“'‘]([^"”'’()]{2,40})["”'’]\s*\)/giu;
// The words of a name: capitalised words, initials, "&", and the legal form after a comma ("Acme, Inc.").
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|&|of|and|de|van|von|der|du|la)$/u;

/**
 * A defined term keys what stands right before it: a date or an amount ('payable on March 15, 2034 (the "Final
 * Date")'), else the run of capitalised words of a name ('Odile Brun ("Buyer")').
 */
function definedTerms(layout: Layout, ref: LineRef): Fact[] {
  const line = ref.line.text;
  const out: Fact[] = [];
  const previous = layout.pages[ref.pageIndex]?.[ref.index - 1];
  // A term may break across the line's end ('(the “Cut-Off' / 'Date”)'): it is read with the next line's start.
  // Only a line whose last bracket stays open can hold one, so the others are not matched twice.
  const open = /\([^)]*$/.test(line);
  const next = open ? (layout.pages[ref.pageIndex]?.[ref.index + 1]?.line.text ?? "") : "";
  const spanning = open
    ? [...`${line} ${next}`.matchAll(DEFINED)].filter((m) => m.index < line.length && m.index + m[0].length > line.length)
    : [];
  for (const m of [...line.matchAll(DEFINED), ...spanning]) {
    // A term that opens its line defines what ends the line above.
    const own = line.slice(0, m.index).trim().length > 0;
    const valueRef = own ? ref : previous;
    if (!valueRef) continue;
    // 'Birchfield Estates LLC, a Nevada limited liability company ("Owner")': what the party is, after a
    // comma and an article, stands between its name and the term.
    const before = (own ? line.slice(0, m.index) : valueRef.line.text).replace(/[\s,]+$/, "").replace(/,\s+an?\s+[^,()"“”]*$/, "");
    const typed = [...findDates(before), ...findAmounts(before, {}).filter((a) => a.hasCurrency || a.hasDecimals)].find(
      (v) => v.end >= before.length - 1,
    );
    const key = canonicalWords(m[1]!);
    if (key.length === 0) continue;
    const party = typed ? null : partyBefore(layout, valueRef, own ? m.index : valueRef.line.text.length);
    if (party) out.push({ key, keyText: m[1]!, keyRef: ref, ...party, form: "defined", whole: true });
    let from = typed?.start ?? -1;
    if (from < 0) {
      const words = [...before.matchAll(/\S+/g)];
      let k = words.length;
      while (k > 0 && NAME_WORD.test(words[k - 1]![0].replace(/,$/, "")) && !/\d/.test(words[k - 1]![0])) {
        // A comma ends the name, unless a legal form follows it ("Acme, Inc.").
        if (k < words.length && /,$/.test(words[k - 1]![0]) && !/^(?:Inc|LLC|Ltd|Co|Corp|GmbH|AG|SA|BV|plc)\b/.test(words[k]![0])) break;
        k--;
      }
      // Connecting words do not open a name ("and Marisol Vega"); a name that opens its line may have begun on
      // the line above, and half a name is no answer.
      while (k < words.length && /^(?:&|of|and|de|van|von|der|du|la)$/.test(words[k]![0])) k++;
      if (k === words.length) continue;
      const above = layout.pages[valueRef.pageIndex]?.[valueRef.index - 1]?.line.text.trimEnd() ?? "";
      if (k === 0 && /(?:^|\s)\p{Lu}[\p{L}.]*$/u.test(above)) continue;
      from = words[k]!.index;
    }
    out.push({ key, keyText: m[1]!, keyRef: ref, ref: valueRef, from, to: before.length, form: "defined" });
  }
  return out;
}

// "between Acme Tools, Inc., a Wyoming corporation ... (the “Supplier”), and Petra L. Hahn, of 12 Mill
// Lane, Dover, Delaware 19901 (the “Lender”)": the party a term defines is named after "between",
// "and" or "by", before the comma that opens what it is or where it lives.
const PARTY_BEFORE =
  /\b(?:between|and|by)\s+(\p{Lu}[\p{L}.&'’-]*(?:\s+(?:\p{Lu}[\p{L}.&'’-]*|of|and|&|de|van|von))*?(?:,?\s+(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|P\.C|LLP|LP|GmbH|AG|plc|S\.A|B\.V|N\.V)\.?)?),/gu;
const PARTY_REACH = 3;

/** The name of the party a defined term ends, on its line or the few lines before it, when an aside stands between. */
function partyBefore(layout: Layout, ref: LineRef, end: number): { ref: LineRef; from: number; to: number } | null {
  const lines = layout.pages[ref.pageIndex] ?? [];
  const first = Math.max(0, ref.index - PARTY_REACH);
  // The lines joined with a space, and where each starts, so a match maps back to its own line.
  const texts = lines
    .slice(first, ref.index + 1)
    .map((l, i) => (l === ref ? l.line.text.slice(0, end) : l.line.text) + (i < ref.index - first ? " " : ""));
  const joined = texts.join("");
  let last: RegExpExecArray | null = null;
  for (const m of joined.matchAll(PARTY_BEFORE)) last = m as RegExpExecArray;
  // The term's own clause: no other defined term between the name and this one.
  if (!last || /\(\s*(?:the|each|a)?\s*["“]/.test(joined.slice(last.index + last[0].length))) return null;
  const at = last.index + last[0].indexOf(last[1]!);
  let offset = 0;
  for (let i = 0; i < texts.length; i++) {
    if (at < offset + texts[i]!.length) {
      const from = at - offset;
      const to = from + last[1]!.length;
      // A name broken across lines is no answer of one line.
      return to <= lines[first + i]!.line.text.length ? { ref: lines[first + i]!, from, to } : null;
    }
    offset += texts[i]!.length;
  }
  return null;
}
