// The head of a receipt: the shop's name on top, its address block under it (street lines down to the postal code
// and city, perhaps a state or country line), then phone, registration and tax numbers, the title and the date.
// Nothing labels these, so they are read from their order. Its foot: the totals, perhaps a rounding line and the
// rounded total under it, then the cash tendered and the change, which tell the amount paid by themselves.
import { isFiller } from "./labels.ts";
import { type LineRef, hasGeometry } from "../layout.ts";
import { CASH_TENDERED, CHANGE_GIVEN, NET_TOTAL, ROUNDING } from "./lexicon.ts";
import { type DecimalHint, findAmounts } from "../normalize/number.ts";
import { collapse, keys, sameKey } from "../text.ts";

/** Lines that end an address block (or stand between name and address): phones, registrations, titles, dates. */
const STOP =
  /\b(?:tel|telefon|phone|ph|fax|h\/?p|hp|mobile|gst|sst|vat|tax|tin|co\.?\s*reg|company\s*(?:no|reg)|reg(?:istration)?\.?\s*no|roc|invoice|receipt|bill|cashier|date|time|doc(?:ument)?\s*no|e-?mail|www|website)\b|@|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/i;
/** A registration number or branch in parentheses on a line of its own: "(123456-X)", "(CITY MALL BRANCH)". */
const PARENTHESISED = /^\W{0,2}\(.*\)?\W{0,2}$/;
/** A phone number standing alone: "03-8051 9514", "+60 3 1234 5678". */
const BARE_PHONE = /^\+?[\d\s()-]{7,}$/;
/** A postal code followed by its town ("47301 PETALING JAYA", "10200 George Town, Malaysia", "D-80333 München"). */
const POSTCODE_TOWN = /(?:^|[\s,.])(?:[A-Z]{1,2}-)?\d{5,6},?\s+\p{L}{2,}|^\d{4}\s+\p{L}{2,}/u;
/** A town or state followed by its postal code ("KUALA LUMPUR 50450", "Eugene OR 97401"). */
const TOWN_POSTCODE = /\p{L}{2,}[\p{L}\s.,]*\s\d{5}(?:-\d{4})?\s*\.?$/u;
/** A line that names a legal entity: an address block does not reach above it. */
const LEGAL_FORM = /\b(?:sdn\.?\s*bhd|bhd|berhad|ltd|limited|inc|llc|gmbh|plc|pte|pty|[s5]\/b|enterprise|trading|corporation|corp)\b\.?/i;

const text = (ref: LineRef) => collapse(ref.line.text).replace(/^[^\p{L}\p{N}(]+/u, "");

/** A registration number beside a name ("ACME S/B 123456-X") or a long number (tax or registration id). */
const ID_NUMBER = /\d{5,}-\s?[A-Z]|\d{9,}/;
/** Lines between a shop's name and its address: its registration or tax number. */
const REGISTRATION = /\b(?:gst|sst|vat|co\.?\s*reg|company\s*no|reg(?:istration)?\.?\s*no|roc|brn)\b/i;

function isStop(ref: LineRef): boolean {
  const t = text(ref);
  return STOP.test(t) || BARE_PHONE.test(t) || ID_NUMBER.test(t);
}

function isPostcodeLine(ref: LineRef): boolean {
  const t = text(ref);
  return !isStop(ref) && (POSTCODE_TOWN.test(t) || TOWN_POSTCODE.test(t));
}

/** The head of the page: the lines before the first date, item table or total, at most the first fifteen. */
function head(page: LineRef[]): LineRef[] {
  const out: LineRef[] = [];
  for (const ref of page.slice(0, 15)) {
    // The head ends where amounts begin.
    if (out.length > 0 && /\d[.,]\d{2}(?!\d)/.test(ref.line.text)) break;
    out.push(ref);
  }
  return out;
}

export type AddressBlock = { lines: LineRef[]; value: string };

/**
 * The address block of a receipt's head: found by its postal-code-and-town line, it reaches up over the street
 * lines to the line under the shop's name (never over a name line, a registration or a phone line) and down over a
 * state or country line that follows the town.
 */
export function receiptAddressBlock(page: LineRef[], nameIndex: number | null): AddressBlock | null {
  const top = head(page);
  const at = top.findIndex((ref) => ref.index > (nameIndex ?? -1) && isPostcodeLine(ref));
  if (at < 0) return nameIndex === null ? null : blockUnderName(top, nameIndex);
  const lines: LineRef[] = [top[at]!];
  for (let i = at - 1; i >= 0 && lines.length < 6; i--) {
    const ref = top[i]!;
    if (nameIndex !== null && ref.index <= nameIndex) break;
    const t = text(ref);
    if (isStop(ref) || PARENTHESISED.test(t) || LEGAL_FORM.test(t) || !/\p{L}{2}/u.test(t)) break;
    // Without a known name line, the first line of the page is taken for the name, or the top line of the block's
    // column where the line above it stands in another column (a logo's words at the right of the page).
    if (nameIndex === null && (i === 0 || !sameColumn(top[i - 1]!, ref))) break;
    lines.unshift(ref);
  }
  for (let i = at + 1; i < top.length && lines.length < 7; i++) {
    const ref = top[i]!;
    const t = text(ref);
    // A state or country after the town: a few words without digits.
    if (isStop(ref) || /\d/.test(t) || PARENTHESISED.test(t) || t.split(/\s+/).length > 4 || !/\p{L}{3}/u.test(t)) break;
    lines.push(ref);
  }
  return { lines, value: lines.map(text).join(" ") };
}

function sameColumn(a: LineRef, b: LineRef): boolean {
  if (!hasGeometry(a) || !hasGeometry(b)) return true;
  return Math.min(a.line.bbox[2], b.line.bbox[2]) > Math.max(a.line.bbox[0], b.line.bbox[0]);
}

/** Without a postal code: the lines under the name (past its registration numbers) down to the phone or tax lines. */
function blockUnderName(top: LineRef[], nameIndex: number): AddressBlock | null {
  const lines: LineRef[] = [];
  for (const ref of top.filter((r) => r.index > nameIndex)) {
    const t = text(ref);
    if (lines.length === 0 && (PARENTHESISED.test(t) || REGISTRATION.test(t) || ID_NUMBER.test(t))) continue;
    if (isStop(ref) || PARENTHESISED.test(t) || LEGAL_FORM.test(t)) break;
    lines.push(ref);
    if (lines.length > 4) return null;
  }
  // A stop line must close the block, and a street has a number somewhere.
  if (lines.length === 0 || lines.at(-1) === top.at(-1) || !lines.some((l) => /\d/.test(text(l)))) return null;
  return { lines, value: lines.map(text).join(" ") };
}

/**
 * The shop's name: the line over the address block, skipping registration numbers or branches in parentheses,
 * when it is made of words (no digits, no label).
 */
export function receiptName(page: LineRef[]): LineRef | null {
  const block = receiptAddressBlock(page, null);
  if (!block) return null;
  const first = block.lines[0]!;
  for (let i = first.index - 1; i >= Math.max(0, first.index - 3); i--) {
    const ref = page[i];
    if (!ref) break;
    const t = text(ref);
    if (LEGAL_FORM.test(t)) return ref;
    if (PARENTHESISED.test(t) || isStop(ref)) continue;
    const words = t.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w));
    if (words.length === 0 || words.length > 8 || /\d{3}/.test(t)) return null;
    return ref;
  }
  return null;
}

/** A line's one amount, after the label that names it: "CASH  50.00". */
export type AmountLine = { ref: LineRef; value: number; start: number; end: number };
/** What a cash payment settled: the amount tendered less the change, and the two lines that print them. */
export type CashPayment = { value: number; tendered: AmountLine; change: AmountLine };

const ROUNDING_KEYS = ROUNDING.map(keys);
const NET_TOTAL_KEYS = NET_TOTAL.map(keys);
const TENDERED_KEYS = CASH_TENDERED.map(keys);
const CHANGE_KEYS = CHANGE_GIVEN.map(keys);
/** How far above its change line a receipt prints the cash tendered (a card slip or a note may stand between). */
const TENDER_REACH = 3;

/**
 * The amount a customer paying cash settled: "CASH 50.00" over "CHANGE 7.60" makes 42.40. It is read apart from
 * the total lines, so it corroborates one of them, or stands in for them where OCR garbled their figures. Null
 * unless the page prints exactly one such pair of figures.
 */
export function cashPaid(page: LineRef[], hint: DecimalHint): CashPayment | null {
  const found: CashPayment[] = [];
  page.forEach((ref, i) => {
    const change = labelledAmount(ref, CHANGE_KEYS, hint);
    if (!change || change.value < 0) return;
    for (let j = i - 1; j >= Math.max(0, i - TENDER_REACH); j--) {
      const tendered = labelledAmount(page[j]!, TENDERED_KEYS, hint);
      if (!tendered) continue;
      if (tendered.value > change.value) found.push({ value: Math.round((tendered.value - change.value) * 100) / 100, tendered, change });
      break;
    }
  });
  return found.length > 0 && found.every((f) => f.value === found[0]!.value) ? found[0]! : null;
}

/** The line right under the last line that adjusts a total to the smallest coin ("Rounding Adj  -0.02"). */
export function lineUnderRounding(page: LineRef[], hint: DecimalHint): LineRef | null {
  const at = page.findLastIndex((ref) => {
    const amount = findAmounts(ref.line.text, hint)[0];
    const label = amount ? keys(ref.line.text.slice(0, amount.start)).filter((k) => !isFiller(k)) : [];
    return ROUNDING_KEYS.some((r) => r.length <= label.length && r.every((k, i) => sameKey(label[i]!, k)));
  });
  return at >= 0 ? (page[at + 1] ?? null) : null;
}

/** A receipt's "NET TOTAL  9.55" line. */
export function netTotal(ref: LineRef, hint: DecimalHint): AmountLine | null {
  return labelledAmount(ref, NET_TOTAL_KEYS, hint);
}

/**
 * A line that is one of the labels, whole, and one amount with decimals ("CASH RM 50.00", "Change Due : 7.60"):
 * "Cash Inv No.: 4411A7" or "CASH SALES 12.00" is something else, and so is a line with two amounts.
 */
function labelledAmount(ref: LineRef, labels: string[][], hint: DecimalHint): AmountLine | null {
  const text = ref.line.text;
  const amounts = findAmounts(text, hint);
  const amount = amounts[0];
  if (amounts.length !== 1 || !amount?.hasDecimals) return null;
  const label = keys(text.slice(0, amount.start)).filter((k) => !isFiller(k));
  const known = labels.some((l) => l.length === label.length && l.every((k, i) => sameKey(label[i]!, k)));
  return known ? { ref, value: amount.value, start: amount.start, end: amount.end } : null;
}
