// The model's answer for one chunk, checked against the document: a value is kept only where it is found on the
// chunk's pages (the only text the model read), and is then the document's text there, normalised, with the
// page, line and box it came from. A value that is not found is dropped: the model made it up.
import type { FieldDefinition, PrimitiveResult, PrimitiveType } from "@docsift/contract";
import { notFound } from "@docsift/extract";
import type { BBox } from "@docsift/reader";
import { type DocumentIndex, type Hit, type Level, type Probe, hitBBox, hitOcr, hitText } from "./locate.ts";
import { collapse } from "./text.ts";
import { normaliseValue, sameValue } from "./values.ts";

export type LineRef = { page: number; line: number };
export type FieldFinding =
  { kind: "value"; result: PrimitiveResult } | { kind: "object"; fields: Findings } | { kind: "list"; items: ItemFinding[] };
export type Findings = Record<string, FieldFinding>;
/** A list item, with the line most of its values stand on: the row it was read from. */
export type ItemFinding = { fields: Record<string, PrimitiveResult>; anchor: LineRef };

export type GroundContext = {
  index: DocumentIndex;
  pages: readonly number[];
  /** Values the model returned that were dropped because the document does not back them. */
  stats: { ungrounded: number };
};

const BASE_CONFIDENCE: Record<Level, number> = { exact: 0.9, normalised: 0.8, fuzzy: 0.6 };
const RULES_AGREE_BONUS = 0.08;
const RULES_DISAGREE_PENALTY = 0.2;
/** How far from its row (in lines, on the same page) an item's value may stand: a wrapped row, an address block. */
const ITEM_SPAN_LINES = 6;
/** A value off its item's row may be another row's. */
const OFF_ROW_PENALTY = 0.15;

type Candidate = { hit: Hit; value: string | number };
type ListState = { claimed: Set<string>; cursor: LineRef | null };

/** `rules` is the rules engine's result at the same place in the schema, for agreement; any shape is tolerated. */
export function groundAnswer(answer: unknown, fields: FieldDefinition[], rules: unknown, ctx: GroundContext): Findings {
  const values = asRecord(answer) ?? {};
  const known = asRecord(rules);
  return Object.fromEntries(fields.map((f) => [f.name, groundField(f, values[f.name], known?.[f.name], ctx)]));
}

function groundField(field: FieldDefinition, raw: unknown, rules: unknown, ctx: GroundContext): FieldFinding {
  switch (field.type) {
    case "object":
      return { kind: "object", fields: groundAnswer(raw, field.fields ?? [], rules, ctx) };
    case "array": {
      const state: ListState = { claimed: new Set(), cursor: null };
      const known = Array.isArray(rules) ? rules : [];
      const items = (Array.isArray(raw) ? raw : []).flatMap((item) => {
        const values = asRecord(item);
        const found = values && groundItem(values, field.fields ?? [], known, state, ctx);
        return found ? [found] : [];
      });
      return { kind: "list", items };
    }
    default:
      return { kind: "value", result: groundValue(field, field.type, raw, rules, ctx) };
  }
}

function groundValue(field: FieldDefinition, type: PrimitiveType, raw: unknown, rules: unknown, ctx: GroundContext): PrimitiveResult {
  const probe = probeOf(type, raw);
  if (!probe) return notFound(field.name, type);
  const candidates = locate(field, probe, ctx);
  if (candidates.length === 0) {
    ctx.stats.ungrounded++;
    return notFound(field.name, type);
  }
  const chosen = labelled(candidates, labelWords(field.name), ctx.index);
  return found(field.name, type, chosen, agreement(chosen.value, rules), ctx.index);
}

/**
 * An item's values are read together, from the line most of them stand on or near (its row, or the first line
 * of its block), preferring a line no earlier item took and one after the previous item's, so that repeated
 * values and identical rows land on their own rows. An item that no place in the document mostly supports is
 * made up; a value found only away from its item's row belongs to another item.
 */
function groundItem(
  values: Record<string, unknown>,
  fields: FieldDefinition[],
  rules: unknown[],
  state: ListState,
  ctx: GroundContext,
): ItemFinding | null {
  const options = fields.map((field) => {
    // The contract only allows primitive fields in list items.
    const type = field.type as PrimitiveType;
    const probe = probeOf(type, values[field.name]);
    return { field, type, answered: probe !== null, candidates: probe ? locate(field, probe, ctx) : [] };
  });
  const answered = options.filter((o) => o.answered).length;
  const rows = new Map(options.flatMap((o) => o.candidates.map((c) => [lineKey(refOf(c.hit)), refOf(c.hit)] as const)));
  const ranked = [...rows.values()].map((ref) => ({
    ref,
    near: options.filter((o) => o.candidates.some((c) => gap(refOf(c.hit), ref) <= ITEM_SPAN_LINES)).length,
    on: options.filter((o) => o.candidates.some((c) => gap(refOf(c.hit), ref) === 0)).length,
  }));
  const cursor = state.cursor === null ? -Infinity : position(state.cursor);
  const [best] = ranked.sort(
    (a, b) =>
      b.near - a.near ||
      b.on - a.on ||
      Number(state.claimed.has(lineKey(a.ref))) - Number(state.claimed.has(lineKey(b.ref))) ||
      Number(position(a.ref) < cursor) - Number(position(b.ref) < cursor) ||
      position(a.ref) - position(b.ref),
  );
  if (!best || best.near * 2 < answered) {
    ctx.stats.ungrounded += answered;
    return null;
  }
  const anchor = best.ref;
  state.claimed.add(lineKey(anchor));
  state.cursor = anchor;
  const item: Record<string, PrimitiveResult> = {};
  for (const { field, type, answered, candidates } of options) {
    const nearest = candidates
      .filter((c) => gap(refOf(c.hit), anchor) <= ITEM_SPAN_LINES)
      .reduce<Candidate | undefined>((a, c) => (!a || gap(refOf(c.hit), anchor) < gap(refOf(a.hit), anchor) ? c : a), undefined);
    if (!nearest) {
      if (answered) ctx.stats.ungrounded++;
      item[field.name] = notFound(field.name, type);
      continue;
    }
    const agrees = rules.some((r) => agreement(nearest.value, asRecord(r)?.[field.name]) > 0);
    const adjustment = (agrees ? RULES_AGREE_BONUS : 0) - (gap(refOf(nearest.hit), anchor) > 0 ? OFF_ROW_PENALTY : 0);
    item[field.name] = found(field.name, type, nearest, adjustment, ctx.index);
  }
  return { fields: item, anchor };
}

/** Where the value stands on the chunk's pages, each place with the value read from the document there. */
function locate(field: FieldDefinition, probe: Probe, ctx: GroundContext): Candidate[] {
  return ctx.index.find(probe, ctx.pages).flatMap((hit) => {
    const value = normaliseValue(probe.type, hitText(hit), field.description, ctx.index);
    return value === null ? [] : [{ hit, value }];
  });
}

function probeOf(type: PrimitiveType, raw: unknown): Probe | null {
  if (typeof raw === "number" && Number.isFinite(raw)) return { type, raw };
  if (typeof raw === "string" && raw.trim() !== "") return { type, raw: raw.trim() };
  return null;
}

/** Among equally good places, the first whose line (or the line above) names the field. */
function labelled(candidates: Candidate[], words: string[], index: DocumentIndex): Candidate {
  const first = candidates[0]!;
  if (first.hit.level === "fuzzy" || words.length === 0) return first;
  return (
    candidates.find(({ hit }) => {
      const { line, start } = hit.segments[0];
      const before = `${index.previous(line)?.line.text ?? ""} ${line.line.text.slice(0, start)}`.toLowerCase();
      return words.some((w) => before.includes(w));
    }) ?? first
  );
}

function labelWords(name: string): string[] {
  return name
    .split(/_|(?<=[a-z])(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 3);
}

/** Bonus when the rules engine read the same value, penalty when it read another. */
function agreement(value: string | number, rules: unknown): number {
  const other = asRecord(rules)?.value;
  if (typeof other !== "string" && typeof other !== "number") return 0;
  return sameValue(value, other) ? RULES_AGREE_BONUS : -RULES_DISAGREE_PENALTY;
}

function found(name: string, type: PrimitiveType, { hit, value }: Candidate, adjustment: number, index: DocumentIndex): PrimitiveResult {
  const confidence = Math.min(1, Math.max(0, (BASE_CONFIDENCE[hit.level] + adjustment) * hitOcr(hit)));
  return {
    name,
    value,
    field_type: type,
    confidence: Math.round(confidence * 100) / 100,
    page_index: hit.segments[0].line.page,
    source_context: sourceContext(hit, index),
    bbox: hitBBox(hit).map((v) => Math.round(v * 10000) / 10000) as BBox,
  };
}

/**
 * The lines the value stands on, after the line above when the value has a line to itself (a unit or currency
 * aside), where its label is above it.
 */
function sourceContext(hit: Hit, index: DocumentIndex): string {
  const first = hit.segments[0];
  const last = hit.segments.at(-1)!;
  const lines = hit.segments.map((s) => collapse(s.line.line.text));
  const before = first.line.line.text.slice(0, first.start);
  const after = collapse(last.line.line.text.slice(last.end));
  const alone = !/[\p{L}\p{N}]/u.test(before) && !/\d/.test(after) && !/\s/.test(after) && after.length <= 4;
  const above = alone ? index.previous(first.line) : undefined;
  if (above && looksLikeLabel(above.line.text)) lines.unshift(collapse(above.line.text));
  return lines.join(" | ");
}

function looksLikeLabel(text: string): boolean {
  const t = collapse(text);
  return t.length > 0 && t.length <= 40 && (t.endsWith(":") || !/\d/.test(t));
}

function refOf(hit: Hit): LineRef {
  return { page: hit.segments[0].line.page, line: hit.segments[0].line.index };
}

export function lineKey(ref: LineRef): string {
  return `${ref.page}:${ref.line}`;
}

function position(ref: LineRef): number {
  return ref.page * 1_000_000 + ref.line;
}

/** Lines between two places; pages apart count as far apart. */
function gap(a: LineRef, b: LineRef): number {
  return a.page === b.page ? Math.abs(a.line - b.line) : Number.POSITIVE_INFINITY;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
