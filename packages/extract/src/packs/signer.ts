// Who signed a letter: the name typed under its complimentary close ("Yours sincerely," / "Kind regards,"), and the
// title on the line under it. A signature read as text ("P. Quill", "/s/ M. Eld") may stand between; the typed
// name is the fullest of the names there.
import { type Layout, type LineRef, segmentsFrom, spanBox } from "../layout.ts";
import { collapse } from "../text.ts";
import { LEGAL_FORM, squeezed } from "./parties.ts";

export type Signer = { name: string; title: string | null; ref: LineRef };

const CLOSE =
  /^(?:yours\s+(?:sincerely|faithfully|truly|respectfully)|sincerely(?:\s+yours)?|(?:with\s+)?(?:kind|best|warm|warmest)\s+(?:regards|wishes)|regards|respectfully(?:\s+yours)?|mit\s+freundlichen\s+grüßen|cordialement)\s*[,.]?$/i;
const REACH = 5;
// What may open a signature block's lines: a signature typed as "/s/", a form's "Name:" and "Title:".
const LEAD = /^(?:\/s\/|(?:name|title|position|by)\s*:)\s*/i;
// A person's name as typed: an honorific, two to four capitalised words or initials, then letters after the name.
const NAME =
  /^(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]*\.?(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3}(?:,?\s+(?:\p{Lu}{2,6}|\p{Lu}\.\p{Lu}\.?)(?:\s+\p{Lu}{2,6})*)?$/u;
const COMPANY = new RegExp(String.raw`\b${LEGAL_FORM}\b`, "u");
// A title line: words, no figures, not a sentence.
const TITLE = /^\p{Lu}[\p{L}'’&,()/ .-]{2,60}$/u;

/** The letter's signer, if it closes as a letter does. */
export function signerOf(layout: Layout): Signer | null {
  for (const page of [...layout.pages].reverse()) {
    for (let i = page.length - 1; i >= 0; i--) {
      const first = page[i]!.segments[0];
      if (!first || !CLOSE.test(page[i]!.line.text.slice(first.start, first.end).trim())) continue;
      const names: { text: string; at: number }[] = [];
      for (let j = i + 1; j < Math.min(page.length, i + 1 + REACH); j++) {
        const ref = page[j]!;
        const seg = ref.segments[0];
        const text = seg ? collapse(ref.line.text.slice(seg.start, seg.end)).replace(LEAD, "") : "";
        // A letterhead set in spaced capitals ("A S H C O M B E") is no name.
        if (NAME.test(text) && !/\b\p{Lu}\s\p{Lu}\s/u.test(text) && !COMPANY.test(text)) names.push({ text, at: j });
      }
      // The typed name is written out: "Petra Quill BSc MRICS" under the signature's "P. Quill"; the title and
      // the company ("for and on behalf of ...") come after it.
      const chosen = names.find((n) => !/^\p{Lu}\.\s/u.test(n.text)) ?? names[0];
      if (!chosen) return null;
      const next = page[chosen.at + 1];
      const seg = next?.segments[0];
      const title = next && seg ? collapse(next.line.text.slice(seg.start, seg.end)).replace(LEAD, "") : "";
      return {
        name: chosen.text,
        title: TITLE.test(title) && !/\d/.test(title) && !COMPANY.test(title) ? title.replace(/,.*$/, "") : null,
        ref: page[chosen.at]!,
      };
    }
  }
  return null;
}

/**
 * Whether a field or its object asks for whoever signed the document: "Name of the surveyor who signed",
 * "inspector who signed the report", `signatory`, `signed_by`. Not one who signed for another party ("signed
 * for the delivery", "signing on behalf of the lessor"): an agreement's parties sign blocks of their own.
 */
export function asksSigner(name: string, description: string): boolean {
  if (/\bsign(?:ed|ing)\s+(?:for|on\s+behalf)/i.test(description)) return false;
  return (
    /\b(?:signatory|signer|signed by)\b/i.test(name) ||
    /\bwho\s+signed(?:\s+(?:the|this)\s+\w+)?(?:\s+for\s+the\s+\w+(?:\s+\w+)?)?\s*$|\bsigned\s+(?:the|this)\s+(?:letter|report|certificate|valuation|log|form|receipt)\b/i.test(
      description,
    )
  );
}

// How far under a party's name in a signature block its "Name:" and "Title:" lines stand.
const BLOCK_REACH = 8;
const COLUMN_SLACK = 0.03;
const NAME_LABEL = /^(?:print(?:ed)?\s+)?name\s*:\s*/i;
const TITLE_LABEL = /^(?:title|position|capacity)\s*:\s*/i;

/**
 * Who signed for a party of an agreement: under the party's name in the signature blocks at the end ("HALDEN &
 * MARSH ENGINEERING LTD" over "Name: Oliver Penhaligon" and "Title: Finance Director"), in the party's column when
 * the parties sign side by side. The last such block of the document is its signature page.
 */
export function signatureOf(layout: Layout, partyName: string): Signer | null {
  const party = squeezed(partyName);
  if (party.length < 4) return null;
  for (const page of [...layout.pages].reverse()) {
    for (let i = page.length - 1; i >= 0; i--) {
      const ref = page[i]!;
      for (const segment of ref.segments) {
        const printed = squeezed(ref.line.text.slice(segment.start, segment.end));
        if (!printed.includes(party)) continue;
        const box = spanBox(ref, segment.start, segment.end);
        const below = page.slice(i + 1, i + 1 + BLOCK_REACH);
        const column = box
          ? segmentsFrom(below, box[0] - COLUMN_SLACK, box[0] + COLUMN_SLACK)
          : below.map((r) => ({ ref: r, segment: r.segments[0]! })).filter((c) => c.segment);
        const read = (label: RegExp) => {
          const at = column.find((c) => label.test(collapse(c.ref.line.text.slice(c.segment.start, c.segment.end))));
          return at ? { text: collapse(at.ref.line.text.slice(at.segment.start, at.segment.end)).replace(label, ""), ref: at.ref } : null;
        };
        const name = read(NAME_LABEL);
        if (!name || !NAME.test(name.text)) continue;
        const title = read(TITLE_LABEL)?.text ?? null;
        return { name: name.text, title: title && TITLE.test(title) ? title : null, ref: name.ref };
      }
    }
  }
  return null;
}
