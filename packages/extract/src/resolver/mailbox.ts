// A person's e-mail address printed without a label of theirs: the one whose mailbox spells their name
// ("jbarlow@..." of Jonas Barlow, "ines.carvalho@..." of Ines Carvalho). Firms make mailboxes from their
// people's names, so a name the schema's fields already read finds its address wherever the letter prints it.
import type { PrimitiveResult } from "@docsift/contract";
import { type Layout, spanBox } from "../layout.ts";
import { findEmails } from "../normalize/email.ts";
import { foundResult } from "../result.ts";
import { collapse, fold } from "../text.ts";

// The name's words that make mailboxes: a given name or a surname, not an initial or a title.
const NAME_WORD = /^\p{Lu}[\p{L}'’-]{2,}$/u;
const PERSON = /^(?:\p{Lu}[\p{L}.'’-]*\s+){1,3}\p{Lu}[\p{L}'’-]+$/u;
const CONFIDENCE = 0.7;

/** The one address of the document whose mailbox holds the person's surname (or given name), if there is one. */
export function mailboxOf(person: string, layout: Layout, field: PrimitiveResult): PrimitiveResult | null {
  const name = collapse(person);
  if (!PERSON.test(name)) return null;
  const words = name
    .split(" ")
    .filter((w) => NAME_WORD.test(w))
    .map((w) => fold(w).replace(/[^a-z]/g, ""));
  const surname = words.at(-1);
  if (!surname || surname.length < 3) return null;
  const spells = (mailbox: string) =>
    mailbox.includes(surname) || (words.length > 1 && words[0]!.length >= 3 && mailbox.replace(/[^a-z]/g, "") === words[0]);
  const found = layout.lines.flatMap((ref) => findEmails(ref.line.text).map((e) => ({ ref, ...e, value: e.text.toLowerCase() })));
  const hits = found.filter((e) => spells(fold(e.value.slice(0, e.value.indexOf("@")))));
  if (new Set(hits.map((h) => h.value)).size !== 1) return null;
  const hit = hits[0]!;
  return foundResult(field.name, field.field_type, hit.value, {
    confidence: CONFIDENCE,
    page: hit.ref.page.number,
    context: collapse(hit.ref.line.text).slice(0, 240),
    bbox: spanBox(hit.ref, hit.start, hit.end),
  });
}
