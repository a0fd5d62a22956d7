// "on sixty (60) days' advance written notice", "for an initial run of three (3) years": a number field whose name
// carries its unit (`cure_days`, `lease_years`, `apprentice_months`) asks for a length of time, which contracts and
// letters print inside sentences with the words that say what it is on either side of it, not before it as a key. Each
// printed length of the field's unit is a candidate, keyed by the words of its sentence (and a short run-in heading
// before it: "9. Duration and Renewal."), weighed by how many of the field's other words they say.
import type { Fact } from "../facts/key-values.ts";
import { type Layout, type LineRef, spanConfidence } from "../layout.ts";
import { type FieldTerms, canonical, canonicalWords } from "../matcher/terms.ts";
import { nameWords } from "../text.ts";
import { SPELLED_NUMBER, spelledNumber } from "../normalize/number-words.ts";
import type { GenericCandidate } from "./generic.ts";

const UNITS: Record<string, string> = {
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  month: "month",
  months: "month",
  year: "year",
  years: "year",
  hour: "hour",
  hours: "hour",
};
// "sixty (60) days'", "three years", "21 days", "ten (10) working days", "7 calendar days": the figure, then up to
// two words of what kind of day it counts (any words: trades have their own, "clear days", "running days").
const LENGTH = new RegExp(
  String.raw`(?<![\d.,])\b(?:(${SPELLED_NUMBER})\s*\(\s*(\d{1,3})\s*\)|(\d{1,3})|(${SPELLED_NUMBER}))\s+(?:(?!(?:and|or|of|the|per|a|an)\s)\p{L}{3,}\s+){0,2}(days?|weeks?|months?|years?|hours?)\b`,
  "giu",
);
const SENTENCE_END = /[.;!?](?=\s+[\p{Lu}(“"]|\s*$)/gu;
const HEADING_WORDS = 6;
const CONTEXT_LINES = 2;

/** `words`: the sentence's words, each with its distance in words from the figure (0 for the length's own). */
type Length = { value: number; unit: string; ref: LineRef; start: number; end: number; words: Map<string, number> };
const FOUND = new WeakMap<Layout, Length[]>();

/** The unit a field's name asks for (`notice_period_days`: day), if any. */
export function unitOf(fieldName: string): string | null {
  const words = nameWords(fieldName).toLowerCase().split(/\s+/);
  // A sum "per day" (`penalty_per_day`) is a rate, no length of time.
  for (const [i, w] of words.entries()) if (Object.hasOwn(UNITS, w) && words[i - 1] !== "per") return UNITS[w]!;
  return null;
}

/** Candidates for a number field whose name holds a unit: every printed length of that unit, keyed by its sentence. */
export function lengthCandidates(layout: Layout, terms: FieldTerms, unit: string): GenericCandidate[] {
  const unitWords = new Set(Object.keys(UNITS).map(canonical));
  const asked = [...new Set(terms.name)].filter((n) => !unitWords.has(n) && !terms.typeWords.has(n));
  if (asked.length === 0) return [];
  const out: GenericCandidate[] = [];
  for (const length of lengthsOf(layout)) {
    if (length.unit !== unit) continue;
    // A longer word of the same stem says it too: "apprenticeship period" for `apprentice_months`.
    const says = (w: string, n: string) =>
      w === n || terms.related.get(w) === n || terms.kin.get(w) === n || (n.length >= 5 && w.startsWith(n));
    // Of two lengths in one sentence, the one the field's words stand next to: "pay within ten (10) days, and
    // return it within twenty-one days" gives the return 21.
    const distances = asked.flatMap((n) => {
      const near = [...length.words].filter(([w]) => says(w, n)).map(([, d]) => d);
      return near.length > 0 ? [Math.min(...near)] : [];
    });
    const cover = distances.length / asked.length;
    if (cover < 0.5) continue;
    const nearness = distances.reduce((sum, d) => sum + (d <= 3 ? 1 : d <= 8 ? 0.92 : 0.85), 0) / distances.length;
    const score = 0.8 * (0.45 + 0.5 * cover) * nearness * (0.7 + 0.3 * spanConfidence(length.ref, length.start, length.end));
    const fact: Fact = {
      key: [...length.words.keys()],
      keyText: length.ref.line.text,
      keyRef: length.ref,
      ref: length.ref,
      from: length.start,
      to: length.end,
      form: "prose",
    };
    out.push({ value: length.value, score, match: cover, ref: length.ref, start: length.start, end: length.end, fact });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** Every printed length of time of the layout, once, with the words of the sentence it stands in. */
function lengthsOf(layout: Layout): Length[] {
  let found = FOUND.get(layout);
  if (found) return found;
  found = [];
  for (const page of layout.pages) {
    page.forEach((ref, i) => {
      // "within ten (10) working" / "days": a length may run onto the next line.
      const own = ref.line.text;
      for (const m of `${own} ${page[i + 1]?.line.text ?? ""}`.matchAll(LENGTH)) {
        if (m.index >= own.length) break;
        const digits = m[2] ?? m[3];
        const value = digits !== undefined ? Number(digits) : spelledNumber(m[4]!);
        if (value === null || (m[1] && spelledNumber(m[1]) !== Number(m[2]))) continue;
        // The sentence around the figure: a few lines of context, cut at the sentence's ends.
        const before = page.slice(Math.max(0, i - CONTEXT_LINES), i).map((r) => r.line.text);
        const after = page.slice(i + 1, i + 2).map((r) => r.line.text);
        const head = [...before, own.slice(0, m.index)].join(" ");
        const tail = [own.slice(m.index + m[0].length), ...after].join(" ");
        const end = Math.min(own.length, m.index + m[0].length);
        const words = new Map<string, number>();
        const add = (w: string, d: number) => words.set(w, Math.min(d, words.get(w) ?? d));
        canonicalWords(sentenceHead(head))
          .reverse()
          .forEach((w, d) => add(w, d + 1));
        canonicalWords(m[0]).forEach((w) => add(w, 0));
        canonicalWords(sentenceTail(tail)).forEach((w, d) => add(w, d + 1));
        found.push({ value, unit: UNITS[m[5]!.toLowerCase()]!, ref, start: m.index, end, words });
      }
    });
  }
  FOUND.set(layout, found);
  return found;
}

/** The text since the sentence began, with a short run-in heading before it ("9. Duration and Renewal."). */
function sentenceHead(text: string): string {
  const ends = [...text.matchAll(SENTENCE_END)].map((m) => m.index + 1);
  if (ends.length === 0) return text;
  const last = ends.at(-1)!;
  const previous = ends.at(-2) ?? 0;
  const heading = text.slice(previous, last);
  return (heading.match(/\p{L}+/gu) ?? []).length <= HEADING_WORDS ? text.slice(previous) : text.slice(last);
}

function sentenceTail(text: string): string {
  SENTENCE_END.lastIndex = 0;
  const end = SENTENCE_END.exec(text);
  return end ? text.slice(0, end.index) : text;
}
