// The corpus's scoring rules (shared/corpus/README.md), applied to results in the API's shape. Kept apart from
// the runner so the rules themselves are unit-tested.
import type { FieldDefinition, FieldResult, PrimitiveResult } from "@docsift/contract";

export type Expected = string | number | null | Expected[] | { [k: string]: Expected };

/** One scored leaf: a primitive field, or a sub-field of an object, or a whole array (scored by F1). */
export type Scored = {
  path: string;
  type: string;
  score: number;
  expected: unknown;
  predicted: unknown;
  /** Confidence of a primitive prediction, for the calibration table; null for arrays. */
  confidence: number | null;
  expectedNull: boolean;
};

const alnum = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function tokenF1(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (wa.length === 0 || wb.length === 0) return wa.length === wb.length ? 1 : 0;
  const pool = new Map<string, number>();
  for (const w of wb) pool.set(w, (pool.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of wa) {
    const n = pool.get(w) ?? 0;
    if (n > 0) {
      common++;
      pool.set(w, n - 1);
    }
  }
  if (common === 0) return 0;
  const p = common / wa.length;
  const r = common / wb.length;
  return (2 * p * r) / (p + r);
}

/**
 * How phones compare. The corpus's rule (its README): digits of one end with the digits of the other. Our own
 * suites print national numbers ("0113 496 0782", "+31 (0)172 21 44 60") that the service returns in E.164
 * ("+441134960782") as the API contract asks: there the national trunk prefix "0" is no digit of the number.
 */
export type ScoreRules = { trunkPrefix: boolean };
export const CORPUS_RULES: ScoreRules = { trunkPrefix: false };

/**
 * A phone's digits, without a national trunk prefix ("0" opening a national number, also inside an area code's
 * brackets as in "(03) 9555 0281", and "(0)" after a country code).
 */
function phoneDigits(phone: string, rules: ScoreRules): string {
  if (!rules.trunkPrefix) return phone.replace(/\D/g, "");
  return phone
    .replace(/\(0\)/g, "")
    .replace(/^\s*(\(?)0(?!0)/, "$1")
    .replace(/\D/g, "");
}

/** 1 or 0 for one primitive value, by the rules of its type. */
export function scorePrimitive(type: string, expected: Expected | undefined, predicted: unknown, rules = CORPUS_RULES): number {
  if (expected === null || expected === undefined) return predicted === null || predicted === undefined ? 1 : 0;
  if (predicted === null || predicted === undefined) return 0;
  switch (type) {
    case "number":
      return typeof predicted === "number" && Math.abs(predicted - Number(expected)) <= 0.01 ? 1 : 0;
    case "date":
      return predicted === expected ? 1 : 0;
    case "email":
      return String(predicted).toLowerCase() === String(expected).toLowerCase() ? 1 : 0;
    case "phone": {
      const a = phoneDigits(String(predicted), rules);
      const b = phoneDigits(String(expected), rules);
      const [short, long] = a.length <= b.length ? [a, b] : [b, a];
      return short.length >= 7 && long.endsWith(short) ? 1 : 0;
    }
    default: {
      const e = String(expected);
      const p = String(predicted);
      return alnum(e) === alnum(p) || tokenF1(p, e) >= 0.8 ? 1 : 0;
    }
  }
}

type Item = Record<string, Expected>;

/** F1 of predicted items matched one-to-one (greedily, by agreeing sub-fields) with expected items. */
export function scoreArray(
  fields: FieldDefinition[],
  expected: Item[],
  predicted: Record<string, PrimitiveResult>[],
  rules = CORPUS_RULES,
): number {
  if (expected.length === 0 && predicted.length === 0) return 1;
  if (expected.length === 0 || predicted.length === 0) return 0;
  const agree = (e: Item, p: Record<string, PrimitiveResult>) =>
    fields.filter((f) => e[f.name] !== null && e[f.name] !== undefined && scorePrimitive(f.type, e[f.name], p[f.name]?.value, rules) === 1)
      .length;
  const needed = (e: Item) => Math.max(1, Math.ceil(fields.filter((f) => e[f.name] !== null && e[f.name] !== undefined).length / 2));
  const pairs: { e: number; p: number; n: number }[] = [];
  expected.forEach((e, ei) => predicted.forEach((p, pi) => pairs.push({ e: ei, p: pi, n: agree(e, p) })));
  pairs.sort((a, b) => b.n - a.n || a.e - b.e || a.p - b.p);
  const usedE = new Set<number>();
  const usedP = new Set<number>();
  let matched = 0;
  for (const pair of pairs) {
    if (usedE.has(pair.e) || usedP.has(pair.p)) continue;
    usedE.add(pair.e);
    usedP.add(pair.p);
    if (pair.n >= needed(expected[pair.e]!)) matched++;
  }
  if (matched === 0) return 0;
  const precision = matched / predicted.length;
  const recall = matched / expected.length;
  return (2 * precision * recall) / (precision + recall);
}

/** Scores every field of one case; objects contribute one leaf per sub-field, arrays one leaf each. */
export function scoreCase(
  fields: FieldDefinition[],
  expected: Record<string, Expected>,
  predicted: Record<string, FieldResult>,
  prefix = "",
  rules = CORPUS_RULES,
): Scored[] {
  const out: Scored[] = [];
  for (const field of fields) {
    const path = prefix + field.name;
    const exp = expected[field.name] ?? null;
    const got = predicted[field.name];
    if (field.type === "object") {
      const sub = exp && typeof exp === "object" && !Array.isArray(exp) ? exp : {};
      const gotObj = (got && !Array.isArray(got) && !("field_type" in got) ? got : {}) as Record<string, FieldResult>;
      out.push(...scoreCase(field.fields ?? [], sub as Record<string, Expected>, gotObj, `${path}.`, rules));
    } else if (field.type === "array") {
      const items = Array.isArray(exp) ? (exp as Item[]) : [];
      const gotItems = Array.isArray(got) ? got : [];
      out.push({
        path,
        type: "array",
        score: scoreArray(field.fields ?? [], items, gotItems, rules),
        expected: exp,
        predicted: gotItems.map((i) => Object.fromEntries(Object.entries(i).map(([k, v]) => [k, v.value]))),
        confidence: null,
        expectedNull: exp === null,
      });
    } else {
      const p = got as PrimitiveResult | undefined;
      out.push({
        path,
        type: field.type,
        score: scorePrimitive(field.type, exp, p?.value ?? null, rules),
        expected: exp,
        predicted: p?.value ?? null,
        confidence: p && p.value !== null ? p.confidence : null,
        expectedNull: exp === null,
      });
    }
  }
  return out;
}
