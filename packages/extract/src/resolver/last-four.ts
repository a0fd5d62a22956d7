// "Final four digits of the debit card": a field that asks for the end of a masked number ("XXXX-XXXX-XXXX-6093",
// "****2586") is answered by the number's last four digits. Where the document prints one such number only, its
// type alone is unambiguous, as the one e-mail address of a document is.
import type { Fact } from "../facts/key-values.ts";
import type { Layout } from "../layout.ts";
import { spanConfidence } from "../layout.ts";
import type { GenericCandidate } from "./generic.ts";

const ASKS = /\blast[\s_-]*(?:4|four)\b|\blast4\b|\bending\b/i;
// Mask characters in groups ("XXXX-XXXXXX-X1005", "****2586"), two at least, before the last four digits.
const MASKED = /(?<![\p{L}\p{N}])((?:[X*•#]+[\s-]?){1,5})(\d{4})\b/gu;
const masked = (m: RegExpMatchArray) => m[1]!.replace(/[\s-]/g, "").length >= 2;
const UNKEYED = 0.6;

export function asksLastFour(name: string, description: string): boolean {
  return ASKS.test(`${name.replace(/_/g, " ")} ${description}`);
}

/** The last four digits a masked number in the value shows, if it is one. */
export function lastFourOf(value: string): string | null {
  return [...value.matchAll(MASKED)].find(masked)?.[2] ?? null;
}

const FOUND = new WeakMap<Layout, GenericCandidate[]>();

/** The document's masked numbers, as candidates for a field that asks for their last four digits. */
export function maskedNumbers(layout: Layout): GenericCandidate[] {
  let found = FOUND.get(layout);
  if (!found) {
    found = [];
    for (const ref of layout.lines) {
      for (const m of ref.line.text.matchAll(MASKED)) {
        if (!masked(m)) continue;
        const start = m.index + m[0].length - 4;
        const fact: Fact = { key: [], keyText: "", keyRef: ref, ref, from: m.index, to: start + 4, form: "prose" };
        const score = UNKEYED * (0.7 + 0.3 * spanConfidence(ref, start, start + 4));
        found.push({ value: m[2]!, score, match: 0, ref, start, end: start + 4, fact });
      }
    }
    FOUND.set(layout, found);
  }
  // One number printed once or more: its type says what it is; two different ones need a key.
  return new Set(found.map((c) => c.value)).size === 1 ? found.slice(0, 1) : [];
}
