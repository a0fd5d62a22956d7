// The business pack (invoices, receipts, contracts): a field whose name the lexicon knows is looked for at every
// segment whose label fits it, the value after the label on the same line, in the next column or on the line below.
import type { PrimitiveResult } from "@docsift/contract";
import { type Found, type ValueWish, amountsIn, findValue } from "../values.ts";
import type { Candidate, DocContext } from "./context.ts";
import { fallback, isNameLine, sellerAddress } from "./fallbacks.ts";
import { type FieldQuery, type LabelHit, gapWords, isLabelWord, matchLabels, mentionsOtherConcept } from "./labels.ts";
import { type LineRef, type Segment, segmentsBelow, spanBox, spanConfidence } from "../layout.ts";
import { findPaymentMethods } from "../normalize/business.ts";
import { type AmountLine, cashPaid, lineUnderRounding, netTotal } from "./receipt.ts";
import { foundResult, notFound } from "../result.ts";
import { labelRoleFactor, roleFactor } from "./roles.ts";
import { STOPWORDS, collapse } from "../text.ts";

type Position = "inline" | "next" | "below" | "runOn";

// Same line beats the next column beats the line below, which may as well belong to a neighbouring label;
// "runOn" is running text that carries on from the label's line into the next.
const POSITION_WEIGHT: Record<Position, number> = { inline: 1, next: 0.95, below: 0.85, runOn: 0.9 };
const MIN_LABEL = 0.45;
const MIN_SCORE = 0.45;

export function extractPrimitive(q: FieldQuery, ctx: DocContext): PrimitiveResult {
  const best = sellerAddress(q, ctx) ?? labelled(q, ctx) ?? fallback(q, ctx);
  if (!best) return notFound(q.name, q.type);
  return foundResult(q.name, q.type, best.value, {
    confidence: best.confidence,
    page: best.ref.page.number,
    context: best.context,
    bbox: spanBox(best.ref, best.start, best.end),
  });
}

export function wishOf(q: FieldQuery): ValueWish {
  const pick = q.concepts.find((c) => c.amountPick)?.amountPick ?? "first";
  return {
    type: q.type,
    shape: q.shape,
    description: q.description,
    wantsPercent: q.concepts.some((c) => c.id === "tax_rate"),
    pick,
    monetary: q.concepts.some((c) => c.monetary),
  };
}

function labelled(q: FieldQuery, ctx: DocContext): Candidate | null {
  const wish = wishOf(q);
  const candidates: Candidate[] = [];
  for (const ref of ctx.layout.lines) {
    ref.segments.forEach((segment, i) => {
      // The strongest label of a segment may have no value after it ("Governing Law. Any dispute hereunder is
      // decided under the laws of ..."), so every label is tried and the best value of the segment is kept.
      let best: Candidate | null = null;
      for (const hit of matchLabels(q, ref.line.text, segment)) {
        if (hit.strength < MIN_LABEL) break;
        const located = locate(ref, i, hit, wish, ctx);
        const c = located && score(q, ctx, ref, segment, hit, located);
        if (c && (!best || c.score > best.score)) best = c;
      }
      if (best) candidates.push(best);
    });
  }
  const best = choose(candidates, wish);
  if (!q.concepts.some((c) => c.id === "total")) return best;
  const rounded = roundedTotal(ctx, candidates);
  return settleWithCash(ctx, rounded ? [...candidates, rounded] : candidates, rounded ?? best);
}

function choose(candidates: Candidate[], wish: ValueWish): Candidate | null {
  const viable = candidates.filter((c) => c.score >= MIN_SCORE);
  if (viable.length === 0) return null;
  // Stable sort keeps reading order among equals: the first labelled occurrence wins a tie.
  viable.sort((a, b) => b.score - a.score);
  const top = viable[0]!;
  if (wish.pick === "largest") {
    // A label matched exactly ("Total Payable") is not outbid by a larger amount under a qualified one ("Total 0% supplies").
    const close = viable.filter(
      (c) => c.score >= top.score * 0.9 && typeof c.value === "number" && (top.labelExtra !== 0 || c.labelExtra === 0),
    );
    return close.reduce((a, b) => ((b.value as number) > (a.value as number) ? b : a), top);
  }
  return top;
}

/**
 * The total a receipt prints right under its rounding line ("Rounding Adj -0.02" over "Total 10.00"): the amount
 * paid, which outranks larger totals above it, as rounding may take it down. Receipts also call it "NET TOTAL",
 * what is left after tax and rounding, a label that on an invoice means the sum before tax.
 */
function roundedTotal(ctx: DocContext, candidates: Candidate[]): Candidate | null {
  for (const page of ctx.layout.pages) {
    const line = lineUnderRounding(page, ctx.reading.decimal);
    if (!line) continue;
    // What rounding adjusts has cents: "Total 12. 50" as OCR may space it reads as 50, which is no rounded total.
    const labelled = candidates.find((c) => c.ref === line && c.score >= MIN_SCORE && hasCents(c));
    if (labelled) return labelled;
    const net = netTotal(line, ctx.reading.decimal);
    if (net) return amountCandidate(net, 0.5 * (0.6 + 0.4 * ocrOf(net)), collapse(line.line.text));
  }
  return null;
}

// Cash is rounded to 0.05 in many countries, so the cash paid may differ from the printed total by a few cents.
const CASH_ROUNDING = 0.05;
const CENT = 0.005;

/**
 * The total a receipt's cash payment confirms: what was tendered less the change is the amount paid. A labelled
 * total of that amount wins (even a weakly labelled one, as the payment corroborates it); a total that differs
 * only by cash rounding stands, as the total the receipt prints, and so does one printed twice; one that differs
 * more was misread (or no total line was recognised), and the payment takes its place.
 */
function settleWithCash(ctx: DocContext, candidates: Candidate[], best: Candidate | null): Candidate | null {
  const paid = ctx.layout.pages.map((page) => cashPaid(page, ctx.reading.decimal)).find((p) => p !== null);
  if (!paid) return best;
  const near = (c: Candidate, tolerance: number) => typeof c.value === "number" && Math.abs(c.value - paid.value) <= tolerance;
  const confirmed = candidates.filter((c) => near(c, CENT)).sort((a, b) => b.score - a.score)[0];
  if (confirmed) return confirmed;
  if (best && near(best, CASH_ROUNDING + CENT)) return best;
  // A total printed again under another total label ("Total Sales 84.60" over the rounding line and under it)
  // is read right twice; the payment's figures are the misread ones then ("CASH 2084.60" over "Change 0.00").
  if (best && candidates.some((c) => c.ref !== best.ref && c.score >= MIN_SCORE && c.value === best.value)) return best;
  const { tendered, change } = paid;
  const confidence = 0.5 * (0.6 + 0.2 * ocrOf(tendered) + 0.2 * ocrOf(change));
  const context = `${collapse(tendered.ref.line.text)} | ${collapse(change.ref.line.text)}`;
  return amountCandidate({ ...tendered, value: paid.value }, confidence, context);
}

const hasCents = (at: { ref: LineRef; start: number; end: number }) => /[.,]\d{1,2}(?!\d)/.test(at.ref.line.text.slice(at.start, at.end));
const ocrOf = (amount: AmountLine) => spanConfidence(amount.ref, amount.start, amount.end);

/** An amount read from a receipt's lines without a label of the field: its confidence stays low. */
function amountCandidate(amount: AmountLine, confidence: number, context: string): Candidate {
  return { value: amount.value, score: confidence, confidence, ref: amount.ref, start: amount.start, end: amount.end, context };
}

type Located = { found: Found; valueRef: LineRef; position: Position; ambiguous: boolean };

// In running text the value follows its label closely; a number ten words on belongs to something else.
const PROSE_TOKENS = 12;
const PROSE_WINDOW = 10;

/** Free text has no shape to recognise it by, so it is only taken where it cannot belong to anything else. */
function isFreeText(wish: { type: string; shape: string | null }): boolean {
  return wish.type === "string" && (wish.shape === null || wish.shape === "text" || wish.shape === "name");
}

function locate(ref: LineRef, segmentIndex: number, hit: LabelHit, wish: ValueWish, ctx: DocContext): Located | null {
  const segment = ref.segments[segmentIndex]!;
  const prose = segment.tokens.length > PROSE_TOKENS;
  const onLine = sameLine(ref, segmentIndex, hit, wish, ctx);
  if (onLine) return onLine;
  if (prose) return isFreeText(wish) ? null : runOn(ref, segment, hit, wish, ctx);
  return adjacent(ref, segmentIndex, wish, ctx) ?? below(ref, segmentIndex, hit, wish, ctx);
}

/** After the label on its own line: in its segment, or for a typed value also in the columns that follow. */
function sameLine(ref: LineRef, segmentIndex: number, hit: LabelHit, wish: ValueWish, ctx: DocContext): Located | null {
  const segment = ref.segments[segmentIndex]!;
  const text = ref.line.text;
  let end = segment.end;
  if (segment.tokens.length > PROSE_TOKENS) {
    end = segment.tokens.filter((t) => t.start >= hit.valueFrom)[PROSE_WINDOW - 1]?.end ?? end;
  } else if (!isFreeText(wish)) {
    // "Total   EUR   12,00": the columns up to the next label.
    for (const next of ref.segments.slice(segmentIndex + 1)) {
      if (looksLikeLabel(ref, next)) break;
      end = next.end;
    }
  }
  // A way of paying may share a word with the label's words ("betaald met Credit Card"): it is looked for from the label on.
  const method = wish.shape === "payment" ? findPaymentMethods(text.slice(hit.start, end), true)[0] : undefined;
  const found = method
    ? { value: method.text, start: hit.start + method.start, end: hit.start + method.end, strict: true }
    : findValue(text, hit.valueFrom, end, wish, ctx.reading);
  if (!found) return null;
  const ambiguous = wish.type === "number" && amountsIn(text.slice(hit.valueFrom, end), wish, ctx.reading).length > 1;
  return { found, valueRef: ref, position: found.start < segment.end ? "inline" : "next", ambiguous };
}

/** Free text in the column right after the label: "Name:      ACME GmbH". */
function adjacent(ref: LineRef, segmentIndex: number, wish: ValueWish, ctx: DocContext): Located | null {
  const next = ref.segments[segmentIndex + 1];
  if (!isFreeText(wish) || !next || looksLikeLabel(ref, next)) return null;
  const found = findValue(ref.line.text, next.start, next.end, wish, ctx.reading);
  return found && { found, valueRef: ref, position: "next", ambiguous: false };
}

/**
 * Under the label, when nothing follows it on its line (or the line is a row of headers), but never an amount
 * under a table's header row, whose columns hold line items.
 */
function below(ref: LineRef, segmentIndex: number, hit: LabelHit, wish: ValueWish, ctx: DocContext): Located | null {
  const segment = ref.segments[segmentIndex]!;
  const next = ref.segments[segmentIndex + 1];
  if (/[\p{L}\p{N}]/u.test(ref.line.text.slice(hit.valueFrom, segment.end))) return null;
  if (next && !looksLikeLabel(ref, next) && !isHeaderRow(ref)) return null;
  if (wish.type === "number" && isTableHeader(ref) && !isKeyValueTable(ref)) return null;
  const labelBox = spanBox(ref, segment.start, segment.end);
  for (const under of segmentsBelow(ctx.layout, ref, segment.start, segment.end)) {
    if (looksLikeLabel(under.ref, under.segment)) break;
    let { start, end } = under.segment;
    // A row printed without column gaps ("21 % 52,40 11,00 63,40") is read only under the label's own column.
    if (wish.type === "number" && labelBox && amountsIn(under.ref.line.text.slice(start, end), wish, ctx.reading).length > 1) {
      const words = under.ref.words.filter(
        (w) => w.start >= start && w.end <= end && Math.min(w.bbox[2], labelBox[2]) - Math.max(w.bbox[0], labelBox[0]) > 0,
      );
      if (words.length === 0) continue;
      start = words[0]!.start;
      end = words.at(-1)!.end;
    }
    const found = findValue(under.ref.line.text, start, end, wish, ctx.reading);
    if (found) return { found, valueRef: under.ref, position: "below", ambiguous: false };
    if (isFreeText(wish)) break;
  }
  return null;
}

/** A sentence that breaks right after its label continues on the next line: "... the laws of the | Kingdom of Norway." */
function runOn(ref: LineRef, segment: Segment, hit: LabelHit, wish: ValueWish, ctx: DocContext): Located | null {
  const rest = segment.tokens.filter((t) => t.start >= hit.valueFrom);
  const next = ctx.layout.pages[ref.pageIndex]?.[ref.index + 1];
  const first = next?.segments[0];
  if (rest.length > 2 || ref.segments.at(-1) !== segment || !next || !first) return null;
  const window = first.tokens[PROSE_WINDOW - 1 - rest.length]?.end ?? first.end;
  // The words left on the label's line belong in front ("the" of "the State of"), so the value is read from them on.
  const carried = ref.line.text.slice(hit.valueFrom, segment.end).trim();
  const joined = `${carried} ${next.line.text.slice(first.start, window)}`;
  const found = findValue(joined, 0, joined.length, wish, ctx.reading);
  if (!found) return null;
  const shift = first.start - carried.length - 1;
  if (found.start + shift < first.start) return null;
  return { found: { ...found, start: found.start + shift, end: found.end + shift }, valueRef: next, position: "runOn", ambiguous: false };
}

/** A segment that is itself a label ("Date:", "Invoice No.", "Name: ACME") holds no value for the label before it. */
function looksLikeLabel(ref: LineRef, segment: Segment): boolean {
  const text = ref.line.text.slice(segment.start, segment.end);
  // A colon standing apart ("Total Sales  :  327.00", as OCR spaces it) only separates the label from its value.
  if (!/[\p{L}\p{N}]/u.test(text)) return false;
  if (/:\s*$/.test(text) || /^[^:\d]{1,30}:\s/.test(text)) return true;
  return !/\d/.test(text) && segment.tokens.length > 0 && segment.tokens.every((t) => isLabelWord(t.key) || STOPWORDS.has(t.key));
}

/** A row of three or more columns without digits looks like a table header; what stands below may be a cell. */
function isHeaderRow(ref: LineRef): boolean {
  return ref.segments.length >= 3 && !/\d/.test(ref.line.text);
}

function headerTables(ref: LineRef) {
  const texts = new Set(ref.segments.map((s) => collapse(ref.line.text.slice(s.start, s.end)).toLowerCase()));
  return ref.page.tables.filter((t) => (t.header ?? []).filter((h) => texts.has(collapse(h).toLowerCase())).length >= 2);
}

function isTableHeader(ref: LineRef): boolean {
  return headerTables(ref).length > 0;
}

/**
 * A header row over one or two rows of values ("Klant | Order | Factuur datum" over the values, or a tax
 * summary with its sum) is a block of labelled values, not a table of line items.
 */
function isKeyValueTable(ref: LineRef): boolean {
  const tables = headerTables(ref);
  return tables.length > 0 && tables.every((t) => t.rows.length <= 2);
}

/**
 * Whether the thing a sentence's verb ("shall continue in effect for") says the length of is no subject of its own
 * but the object of a preposition: in "the covenants of this Lease shall continue in effect for eighteen
 * months" it is the covenants that last eighteen months, not the lease.
 */
function subjectIsObject(ctx: DocContext, labelRef: LineRef, hit: LabelHit): boolean {
  const previous = ctx.layout.pages[labelRef.pageIndex]?.[labelRef.index - 1]?.line.text ?? "";
  const before = `${previous} ${labelRef.line.text.slice(0, hit.start)}`;
  return /\b(?:of|in|under|by|with|from)\s+(?:this|the|such|said|each|any)\s+\p{L}+\s+(?:shall|will|would|must|may|is\s+to)\s*$/iu.test(
    before,
  );
}

function score(q: FieldQuery, ctx: DocContext, labelRef: LineRef, segment: Segment, hit: LabelHit, located: Located): Candidate | null {
  const { found, valueRef, position } = located;
  // A party's heading names only the party: "N° TVA client" is the label of a VAT number, not of the client.
  if (q.shape === "name" && mentionsOtherConcept(q, hit.extraKeys)) return null;
  // What stands after a party's label must look like a name: under "Ship to:" an empty block leaves the street,
  // a receipt's "Customer" line may be followed by "POINT EARNED"; the fallbacks are surer then than such junk.
  if (q.shape === "name" && !isNameLine(String(found.value))) return null;
  if (q.shape === "duration" && subjectIsObject(ctx, labelRef, hit)) return null;
  // Words between label and value ("Gesamtbetrag der Abschläge 0,23", "Invoice | Page 1") make the label
  // something else, or the value a part of something else.
  const gapFrom = valueRef === labelRef ? hit.valueFrom : (valueRef.segments.find((s) => s.end >= found.start)?.start ?? found.start);
  const gap = gapWords(valueRef.line.text.slice(gapFrom, found.start), q);
  if (gap.some((k) => hit.avoid.has(k))) return null;
  const strength = hit.strength / (1 + 0.35 * gap.length);
  let weight = POSITION_WEIGHT[position];
  if (position === "below" && isHeaderRow(labelRef)) weight *= isKeyValueTable(labelRef) ? 0.85 : 0.7;
  // Free text right after a label without a colon may be the label's own continuation ("Lieferant Nord GmbH").
  if (position === "inline" && !hit.colon && isFreeText(q)) weight *= 0.6;
  if (located.ambiguous) weight *= 0.9;
  // Where the document writes money with cents, a whole number after a label of a sum is more often a count
  // ("Total Qty: 2") or a figure whose decimal point OCR lost than the sum itself.
  const cents = hasCents({ ref: valueRef, start: found.start, end: found.end });
  if (q.type === "number" && wishOf(q).monetary && ctx.reading.decimal.decimal && !cents) weight *= 0.8;
  // A number in a sentence is seldom the figure a label names; the labels of totals stand alone.
  if (q.type === "number" && segment.tokens.length > PROSE_TOKENS) weight *= 0.75;
  const ocr = spanConfidence(valueRef, found.start, found.end);
  const confidence = strength * weight * (found.strict ? 1 : 0.85) * (0.6 + 0.4 * ocr);
  const descriptionWords = hit.regionKeys.filter((k) => q.descriptionKeys.has(k)).length;
  const valueX = spanBox(valueRef, found.start, found.end)?.[0];
  const preference =
    roleFactor(ctx.headings, valueRef, q.role, valueX) *
    labelRoleFactor(hit.regionKeys, q.role) *
    Math.min(1.15, 1 + 0.07 * descriptionWords);
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
    labelExtra: hit.extraKeys.length + gap.length,
  };
}
