// One primitive field: every segment whose label fits the field is a candidate position; the value is looked for
// after the label on the same line, then in the next column, then on the line below; the best-scored value wins.
import type { PrimitiveResult } from "@docsift/contract";
import { type Found, type Reading, type ValueWish, findValue } from "./candidates.ts";
import { fallback } from "./fallbacks.ts";
import { type FieldQuery, type LabelHit, isLabelWord, matchLabel } from "./labels.ts";
import { type Layout, type LineRef, type Segment, segmentsBelow, spanBox, spanConfidence } from "./layout.ts";
import { foundResult, notFound } from "./result.ts";
import { type Heading, roleFactor } from "./roles.ts";
import { STOPWORDS, collapse } from "./text.ts";

export type DocContext = { layout: Layout; reading: Reading; headings: Heading[] };

export type Candidate = {
  value: string | number;
  /** For ranking: confidence with preferences (party block, description words) applied. */
  score: number;
  confidence: number;
  ref: LineRef;
  start: number;
  end: number;
  context: string;
};

type Position = "inline" | "next" | "below";

// Same line beats the next column beats the line below, which may as well belong to a neighbouring label.
const POSITION_WEIGHT: Record<Position, number> = { inline: 1, next: 0.95, below: 0.85 };
const MIN_LABEL = 0.45;
const MIN_SCORE = 0.4;

export function extractPrimitive(q: FieldQuery, ctx: DocContext): PrimitiveResult {
  const best = labelled(q, ctx) ?? fallback(q, ctx);
  if (!best) return notFound(q.name, q.type);
  return foundResult(q.name, q.type, best.value, {
    confidence: best.confidence,
    page: best.ref.page.number,
    context: best.context,
    bbox: spanBox(best.ref, best.start, best.end),
  });
}

export function wishOf(q: FieldQuery): ValueWish {
  return { type: q.type, shape: q.shape, description: q.description, wantsPercent: q.concepts.some((c) => c.id === "tax_rate") };
}

function labelled(q: FieldQuery, ctx: DocContext): Candidate | null {
  const wish = wishOf(q);
  const candidates: Candidate[] = [];
  for (const ref of ctx.layout.lines) {
    ref.segments.forEach((segment, i) => {
      const hit = matchLabel(q, ref.line.text, segment);
      if (!hit || hit.strength < MIN_LABEL) return;
      const located = locate(ref, i, hit, wish, ctx);
      if (located) candidates.push(score(q, ctx, ref, hit, located));
    });
  }
  const viable = candidates.filter((c) => c.score >= MIN_SCORE);
  if (viable.length === 0) return null;
  // Stable sort keeps reading order among equals: the first labelled occurrence wins a tie.
  viable.sort((a, b) => b.score - a.score);
  const top = viable[0]!;
  if (q.type === "number" && q.concepts.some((c) => c.preferLargest)) {
    const close = viable.filter((c) => c.score >= top.score * 0.9 && typeof c.value === "number");
    return close.reduce((a, b) => ((b.value as number) > (a.value as number) ? b : a), top);
  }
  return top;
}

type Located = { found: Found; valueRef: LineRef; position: Position };

function locate(ref: LineRef, segmentIndex: number, hit: LabelHit, wish: ValueWish, ctx: DocContext): Located | null {
  const segment = ref.segments[segmentIndex]!;
  const text = ref.line.text;
  const inline = findValue(text, hit.valueFrom, segment.end, wish, ctx.reading);
  if (inline) return { found: inline, valueRef: ref, position: "inline" };
  // Free text stops at the adjacent column; a typed value may sit a column further ("Total   EUR   12,00").
  const textLike = wish.type === "string" && (wish.shape === null || wish.shape === "text");
  for (const next of ref.segments.slice(segmentIndex + 1)) {
    if (looksLikeLabel(ref, next)) break;
    const found = findValue(text, next.start, next.end, wish, ctx.reading);
    if (found) return { found, valueRef: ref, position: "next" };
    if (textLike) break;
  }
  for (const below of segmentsBelow(ctx.layout, ref, segment.start, segment.end)) {
    if (looksLikeLabel(below.ref, below.segment)) break;
    const found = findValue(below.ref.line.text, below.segment.start, below.segment.end, wish, ctx.reading);
    if (found) return { found, valueRef: below.ref, position: "below" };
    if (textLike) break;
  }
  return null;
}

/** A segment that is itself a label ("Date:", "Invoice No.") holds no value for the label before it. */
function looksLikeLabel(ref: LineRef, segment: Segment): boolean {
  const text = ref.line.text.slice(segment.start, segment.end);
  if (/:\s*$/.test(text)) return true;
  return !/\d/.test(text) && segment.tokens.length > 0 && segment.tokens.every((t) => isLabelWord(t.key) || STOPWORDS.has(t.key));
}

/** A row of three or more columns without digits is a table header; what stands below it is a table cell. */
function isHeaderRow(ref: LineRef): boolean {
  return ref.segments.length >= 3 && !/\d/.test(ref.line.text);
}

function score(q: FieldQuery, ctx: DocContext, labelRef: LineRef, hit: LabelHit, located: Located): Candidate {
  const { found, valueRef, position } = located;
  const positionWeight = POSITION_WEIGHT[position] * (position === "below" && isHeaderRow(labelRef) ? 0.85 : 1);
  const ocr = spanConfidence(valueRef, found.start, found.end);
  const confidence = hit.strength * positionWeight * (found.strict ? 1 : 0.85) * (0.6 + 0.4 * ocr);
  const descriptionWords = hit.regionKeys.filter((k) => q.descriptionKeys.has(k)).length;
  const preference = roleFactor(ctx.headings, valueRef, q.role) * Math.min(1.15, 1 + 0.07 * descriptionWords);
  const context =
    valueRef === labelRef ? collapse(labelRef.line.text) : `${collapse(labelRef.line.text)} | ${collapse(valueRef.line.text)}`;
  return {
    value: found.value,
    score: confidence * preference,
    confidence: Math.min(0.98, confidence),
    ref: valueRef,
    start: found.start,
    end: found.end,
    context,
  };
}
