// The head of a receipt: the shop's name on top, its address block under it (street lines down to the postal code
// and city, perhaps a state or country line), then phone, registration and tax numbers, the title and the date.
// Nothing labels these, so they are read from their order.
import type { LineRef } from "./layout.ts";
import { collapse } from "./text.ts";

/** Lines that end an address block (or stand between name and address): phones, registrations, titles, dates. */
const STOP =
  /\b(?:tel|telefon|phone|ph|fax|h\/?p|hp|mobile|gst|sst|vat|tax|tin|co\.?\s*reg|company\s*(?:no|reg)|reg(?:istration)?\.?\s*no|roc|invoice|receipt|bill|cashier|date|time|doc(?:ument)?\s*no|e-?mail|www|website)\b|@|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/i;
/** A registration number or branch in parentheses on a line of its own: "(123456-X)", "(CITY MALL BRANCH)". */
const PARENTHESISED = /^\W{0,2}\(.*\)?\W{0,2}$/;
/** A phone number standing alone: "03-8051 9514", "+60 3 1234 5678". */
const BARE_PHONE = /^\+?[\d\s()-]{7,}$/;
/** A postal code followed by its town ("81200 JOHOR BAHRU", "56000 Kuala Lumpur, Malaysia", "D-80333 München"). */
const POSTCODE_TOWN = /(?:^|[\s,.])(?:[A-Z]{1,2}-)?\d{5,6},?\s+\p{L}{2,}|^\d{4}\s+\p{L}{2,}/u;
/** A town or state followed by its postal code ("KUALA LUMPUR 50450", "Fremont CA 94538"). */
const TOWN_POSTCODE = /\p{L}{2,}[\p{L}\s.,]*\s\d{5}(?:-\d{4})?\s*\.?$/u;
/** A line that names a legal entity: an address block does not reach above it. */
const LEGAL_FORM = /\b(?:sdn\.?\s*bhd|bhd|berhad|ltd|limited|inc|llc|gmbh|plc|pte|pty|s\/b|enterprise|trading|corporation|corp)\b\.?/i;

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
    // Without a known name line, the first line of the page is taken for the name.
    if (nameIndex === null && i === 0) break;
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
