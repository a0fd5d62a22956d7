import { describe, expect, it } from "vitest";
import { canonicalWords, fieldTerms, matchKey, sameMeaning } from "./terms.ts";
import { synonyms } from "./wordnet.ts";

const score = (key: string, name: string, type: "string" | "number" | "date" = "string", description = "") =>
  matchKey(canonicalWords(key), fieldTerms({ name, type, description }));

describe("field matcher", () => {
  it("finds a key that repeats the field's name, whatever the lexicon knows", () => {
    for (const [key, name] of [
      ["Place of Dispatch", "place_of_dispatch"],
      ["Meter Number", "meterNumber"],
      ["Policy No.", "policy_number"],
      ["Order Reference", "order_reference"],
    ]) {
      expect(score(key!, name!)).toBeGreaterThanOrEqual(0.95);
    }
  });

  it("reads a label of one function word as that word, which names no other field", () => {
    expect(score("To:", "to")).toBeGreaterThanOrEqual(0.95);
    expect(score("FROM", "from")).toBeGreaterThanOrEqual(0.95);
    // A column's lone "and" is no short form of "agented", nor "or" of "order".
    expect(score("and", "shipping_agent")).toBe(0);
    expect(score("or", "order_number")).toBe(0);
  });

  it("takes a label the description gives in brackets as the printed label, under a column's header too", () => {
    const soli = fieldTerms({ name: "solidarity_surcharge", type: "number", description: "Solidaritätszuschlag" });
    const wage = fieldTerms({ name: "income_tax", type: "number", description: "Tax deducted from pay (Lohnsteuer)" });
    expect(
      matchKey(canonicalWords("Betrag EUR Solidaritätszuschlag"), soli, { heading: canonicalWords("Betrag EUR") }),
    ).toBeGreaterThanOrEqual(0.65);
    expect(matchKey(canonicalWords("Betrag EUR Lohnsteuer"), wage, { heading: canonicalWords("Betrag EUR") })).toBeGreaterThanOrEqual(0.65);
    expect(matchKey(canonicalWords("Lohnsteuer"), wage)).toBeGreaterThanOrEqual(0.85);
    // A note in brackets is no label: "(optional)" follows no word of a label.
    expect(fieldTerms({ name: "ref", type: "string", description: "Buyer's reference (optional)" }).printedAs).toEqual([]);
  });

  it("expands abbreviations on either side", () => {
    expect(score("Emp. ID", "employee_id")).toBeGreaterThanOrEqual(0.9);
    expect(score("Date of Birth", "dob", "date")).toBeGreaterThanOrEqual(0.9);
    expect(score("Account Number", "acct_no")).toBeGreaterThanOrEqual(0.9);
    expect(score("Qty", "quantity", "number")).toBeGreaterThanOrEqual(0.9);
  });

  it("meets synonyms through WordNet and labels quoted in the description", () => {
    expect(synonyms("physician")).toContain("doctor");
    expect(score("Doctor", "physician")).toBeGreaterThanOrEqual(0.7);
    expect(score("Policyholder", "insured_name", "string", "Policyholder as shown on the schedule")).toBeGreaterThanOrEqual(0.7);
  });

  it("splits a heading's words that letter spacing ran together, not a name", () => {
    expect(canonicalWords("TRAVELDATES")).toEqual(canonicalWords("Travel Dates"));
    expect(canonicalWords("BILLOFLADING")).toEqual(canonicalWords("Bill of Lading"));
    expect(canonicalWords("ATTORNEYSATLAW")).toEqual(canonicalWords("Attorneys at Law"));
    expect(canonicalWords("LARKIN")).toEqual(["larkin"]);
    expect(canonicalWords("Touristcode")).toEqual(["touristcod"]);
    expect(score("TOURCODE", "tour_code")).toBeGreaterThanOrEqual(0.95);
  });

  it("keeps keys about something else low", () => {
    expect(score("Due Date", "invoice_date", "date")).toBeLessThan(0.5);
    expect(score("Net Pay", "gross_pay", "number")).toBeLessThan(0.55);
    expect(score("Order Number", "order_reference")).toBeLessThan(score("Order Reference", "order_reference") - 0.2);
    expect(score("Pay Date", "collection_date", "date")).toBeLessThan(0.5);
  });

  it("reads running text by the words right before the value", () => {
    const terms = fieldTerms({ name: "monthly_rent", type: "number" });
    expect(matchKey(canonicalWords("From May onward the Lessee owes a monthly rent of"), terms, { prose: true })).toBe(1);
    expect(matchKey(canonicalWords("a monthly rent of $2,125.00 and a pet deposit of"), terms, { prose: true })).toBe(0);
  });

  it("lets two fields share a value only when they mean the same", () => {
    const f = (name: string) => fieldTerms({ name, type: "date" });
    expect(sameMeaning(f("pay_date"), f("payment_date"))).toBe(true);
    expect(sameMeaning(f("pay_date"), f("collection_date"))).toBe(false);
  });
});
