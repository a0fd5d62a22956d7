// The parties of a contract: legal entities (a name ending in a legal form: "Inc.", "LLC", "GmbH") and persons
// ("John A. Smith") that the opening of the agreement introduces with a defined term in brackets
// ("between ACME, Inc., a Wyoming corporation (the “Company”), and John A. Smith (“Employee”)").
import type { ArrayItemResult, FieldDefinition } from "@docsift/contract";
import type { Layout } from "../layout.ts";
import { canonicalWords } from "../matcher/terms.ts";
import { isCommonNoun } from "../matcher/wordnet.ts";
import { foundResult, notFound } from "../result.ts";
import { nameWords } from "../text.ts";

export const LEGAL_FORM = String.raw`(?:BV|NV|AS|ASA|AB|Oy|Inc|INC|Incorporated|INCORPORATED|Corp|CORP|Corporation|CORPORATION|Company|COMPANY|Co(?=\.)|CO(?=\.)|Ltd|LTD|Limited|LIMITED|LLC|L\.L\.C|LLP|L\.L\.P|LP|L\.P|PLC|plc|N\.A|S\.A|SA|AG|GmbH|KG|B\.V|N\.V|S\.p\.A|SE|Pty|PTY|S\.A\.S|SARL|S\.à r\.l)`;
const NAME_WORD = String.raw`(?:[A-Z][\p{L}\d&'’.-]*|&|of|and(?= [A-Z][\p{L}]+ (?:${LEGAL_FORM})\b)|de)`;
/** A name of one or more capitalised words, then one or more legal forms ("Co., Ltd."). */
const ENTITY = new RegExp(String.raw`(?<![\p{L}\d])(${NAME_WORD}(?:[ \t]+${NAME_WORD}){0,6}(?:,?[ \t]+${LEGAL_FORM}\b\.?)+)`, "gu");
const ROLES =
  "Employee|Executive|You|Consultant|Director|Recipient|Officer|Contractor|Advisor|Adviser|Individual|Shareholder|Stockholder|Purchaser|Buyer|Seller|Licensee|Licensor|Discloser|Disclosing Party|Receiving Party|Member|Manager|Partner|Investor|Holder|Employer|Executive Officer|Key Employee|Participant|Service Provider|Indemnitee|I";
const ROLE = new RegExp(`^(?:${ROLES})$`, "i");
/**
 * A person's name before a bracketed defined term, quoted or not, perhaps after an aside on who the person is:
 * "John J. Doe II (“Employee”)", "Ana Ruiz, an individual residing in Ohio (Ruiz)". The term must be a role or one
 * of the person's own names; a name in capitals ("ANA RUIZ") only with its own name as the term.
 */
const PERSON = new RegExp(
  String.raw`((?:Mr\.|Mrs\.|Ms\.|Dr\.)?\s?(?:[A-Z][a-z]+|[A-Z]{2,})(?:[ \t]+(?:[A-Z]\.|[A-Z][a-z'’-]+|[A-Z]{2,})){1,3}(?:,?[ \t]+(?:Jr\.|Sr\.|II|III|IV))?)(?:,[ \t]+(?:an?|who|the)[ \t](?:[^()“”".;]|\.(?!\s+[A-Z])){0,100}?)?\s*,?\s*\((?:hereafter|hereinafter|the|herein)?[\s,]*(?:referred to as\s+)?["“]?([^"”()]{1,30}?)["”]?\)`,
  "gu",
);
/** Capitalised words that start sentences or name things, not parties. */
const NOT_NAME = /^(?:The|This|That|Such|Each|Any|Our|Your|Its|A|An|Parent|Affiliated|Subsidiary|Holding|Operating)$/;
const DEFINED_TERM = /\([^()]{0,60}["“]([^"”]{1,40})["”]/;

const PREAMBLE_CHARS = 4000;
// "by and between Acme, Inc. and Beta LLC", "between Acme, Inc., a Wyoming corporation with offices at ..., and
// Beta LLC": a name right after "between", or after the "and" of a clause that "between" opened not long before
// (a period ends the clause where a sentence starts after it, not in "Inc.").
const BETWEEN = /\bbetween\s+$|\bbetween\b(?:[^.;]|\.(?!\s+[A-Z]))*[,\s]and\s+$/i;
const BETWEEN_REACH = 300;

/** Whether an array field asks for the parties of an agreement. */
export function asksForParties(field: FieldDefinition): boolean {
  const words = `${field.name} ${field.description ?? ""}`.toLowerCase();
  return /\bpart(?:y|ies)\b|signator|contracting|counterpart|vertragspartei|parties contractantes/.test(words);
}

/** `term`: the defined term the agreement calls the party by ("Client", "Licensor"), when it gives one. */
export type Party = { name: string; page: number; context: string; kind: "entity" | "person"; term: string | null };

/** Parties named in the opening of the document, in order of appearance. */
export function findParties(layout: Layout): Party[] {
  const page = layout.pages[0] ?? [];
  const text = page
    .map((l) => l.line.text.replace(/\s+/g, " ").trim())
    .join(" ")
    .slice(0, PREAMBLE_CHARS);
  const found: { at: number; party: Party }[] = [];
  const seen = new Set<string>();
  const add = (at: number, end: number, name: string, kind: Party["kind"], term: string | null) => {
    const norm = squeezed(name);
    if (!norm || [...seen].some((s) => s === norm)) return;
    seen.add(norm);
    const context = text.slice(Math.max(0, text.lastIndexOf(" ", Math.max(0, at - 40)) + 1), Math.min(text.length, end + 60)).trim();
    found.push({ at, party: { name, page: page[0]?.page.number ?? 1, context, kind, term } });
  };
  // Where each entity's defined term opens: "..., with offices at 75 Harbour Drive, Port Alder (the “Licensee”)"
  // defines the company named before its address, not a person "Port Alder".
  const termsAt = new Set<number>();
  for (const m of text.matchAll(ENTITY)) {
    let name = m[1]!.trim();
    let at = m.index;
    // "a Delaware Corporation (the “Company”)" says where the company is organised: a name takes no "a".
    if (/\ban?\s+$/i.test(text.slice(0, at))) continue;
    // Leading words that are no part of a name: "The" stays only when more than a legal form follows it, and a
    // name opens with a capital ("of Acme, Inc." is cut from "the board of Acme, Inc.").
    const words = name.split(/\s+/);
    while (words.length > 1 && ((NOT_NAME.test(words[0]!) && !/^The$/.test(words[0]!)) || /^(?:\p{Ll}+|&)$/u.test(words[0]!))) {
      at += words[0]!.length + 1;
      words.shift();
    }
    name = words.join(" ");
    const core = name.replace(new RegExp(String.raw`(?:(?:^|,?\s+)${LEGAL_FORM}\b\.?)+$`, "u"), "").trim();
    if (!core || core.split(/\s+/).every((w) => NOT_NAME.test(w) || w === "&" || w === "of")) continue;
    // A party is introduced: a defined term in brackets follows before the next sentence.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 220);
    const sentenceEnd = after.search(/[.;]\s+(?:[A-Z]{2}|WHEREAS|NOW|\d)/);
    const clause = sentenceEnd >= 0 ? after.slice(0, sentenceEnd) : after;
    const term = DEFINED_TERM.exec(clause);
    // Or the preamble's "between A and B" names it, defined term or not.
    const between = BETWEEN.test(text.slice(Math.max(0, at - BETWEEN_REACH), at));
    if (!term && !between) continue;
    if (term) termsAt.add(m.index + m[0].length + term.index);
    add(at, m.index + m[0].length, name.replace(/[,]$/, ""), "entity", term?.[1] ?? null);
  }
  for (const m of text.matchAll(PERSON)) {
    const name = m[1]!.trim();
    const term = m[2]!;
    // A surname as the term ("Ruiz"), not a thing's name that repeats its head ("SUPPLY AGREEMENT (the
    // “Agreement”)"): WordNet knows the thing as a common noun.
    const words = name.split(/[\s,]+/);
    const ownName = words.some((w) => w.toLowerCase() === term.toLowerCase()) && !isCommonNoun(term) && !isCommonNoun(words.at(-1)!);
    const capitals = words.some((w) => /^[A-Z]{2,}$/.test(w) && !/^(?:II|III|IV)$/.test(w));
    // A role in any case ("EMPLOYEE"), but not an enumeration's "(i)".
    const role = term.length > 1 && ROLE.test(term);
    if (!ownName && (!role || capitals)) continue;
    if (termsAt.has(m.index + m[0].lastIndexOf("("))) continue;
    // `search`, not `test`: ENTITY is global, and `test` would move its lastIndex.
    if (words.some((w) => NOT_NAME.test(w)) || name.search(ENTITY) >= 0) continue;
    add(m.index, m.index + m[0].length, name, "person", term);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.party);
}

/** One item per party; the sub-field that holds a name gets it, the others stay empty. */
export function partiesAsItems(field: FieldDefinition, layout: Layout): ArrayItemResult[] {
  const subFields = (field.fields ?? []).filter((f) => f.type === "string");
  const nameField = subFields.find((f) => /name|party|partei|nom/i.test(`${f.name} ${f.description ?? ""}`)) ?? subFields[0];
  if (!nameField) return [];
  return findParties(layout).map((party) => {
    const item: ArrayItemResult = {};
    for (const f of field.fields ?? []) {
      if (f.type === "object" || f.type === "array") continue;
      item[f.name] =
        f === nameField
          ? foundResult(f.name, "string", party.name, {
              confidence: party.kind === "entity" ? 0.8 : 0.65,
              page: party.page,
              context: party.context,
              bbox: undefined,
            })
          : notFound(f.name, f.type);
    }
    return item;
  });
}

const FIRST = /\b(?:first|1st)\b|(?:^|_)a$|\bparty\s?a\b/i;
const SECOND = /\b(?:second|2nd|other)\b|(?:^|_)b$|\bparty\s?b\b/i;

/**
 * The party an object of the schema stands for: the one the agreement calls by the object's name ("Client" for
 * `client`, "Manager" for `manager`), else the first or second named, where the object says which.
 */
export function partyFor(object: FieldDefinition, parties: Party[]): Party | null {
  // The party's defined term in the object's name (`franchisee`), else in its description ("signed for the franchisee").
  for (const words of [canonicalWords(nameWords(object.name)), canonicalWords(object.description ?? "")]) {
    const byTerm = parties.filter((p) => p.term !== null && canonicalWords(p.term).every((w) => words.includes(w)));
    if (byTerm.length === 1) return byTerm[0]!;
    if (byTerm.length > 1) break;
  }
  if (parties.length < 2) return null;
  const said = `${nameWords(object.name)} ${object.description ?? ""}`;
  if (FIRST.test(said) && !SECOND.test(said)) return parties[0]!;
  if (SECOND.test(said) && !FIRST.test(said)) return parties[1]!;
  return null;
}

/** The state or country a party is organised under, as the preamble prints it: "a Wyoming corporation". */
export function jurisdictionOf(party: Party): string | null {
  const at = party.context.indexOf(party.name);
  const after = at < 0 ? "" : party.context.slice(at + party.name.length);
  return JURISDICTION.exec(after)?.[1]?.trim() ?? null;
}

const JURISDICTION =
  /^,?\s+an?\s+((?:[A-Z][a-z]+\s){1,3}?)(?:[a-z]+\s){0,3}?(?:corporation|company|partnership|limited|association|cooperative|trust|society|GmbH|entity)\b/;

/** A name's letters and digits alone, lower case: "BRIGHT & COLE SURVEYS LTD" meets "Bright & Cole Surveys Ltd". */
export function squeezed(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}
