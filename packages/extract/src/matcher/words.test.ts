// The matcher's word handling: Porter stems that meet a label with a description, party endings kept apart,
// abbreviations of words Porter shortens, labels the description says the value is printed under, possessives.
import { describe, expect, it } from "vitest";
import { canonical, canonicalWords, fieldTerms, matchKey } from "./terms.ts";

type Type = "string" | "number" | "date" | "phone" | "email";
const score = (key: string, name: string, type: Type = "string", description = "") =>
  matchKey(canonicalWords(key), fieldTerms({ name, type, description }));

describe("Porter stems", () => {
  it("meets a label with the description's form of the same word", () => {
    expect(canonical("Prescriber")).not.toBe(canonical("Prescribing"));
    expect(score("Prescriber", "doctor", "string", "Prescribing clinician")).toBeGreaterThanOrEqual(0.5);
    expect(canonical("Nonconformities")).toBe(canonical("nonconforming"));
    expect(score("Nonconformities found", "defects_found", "number", "How many nonconforming units were found")).toBeGreaterThanOrEqual(
      0.5,
    );
  });

  it("keeps the parties of an agreement apart by their endings", () => {
    expect(canonical("Insurer")).not.toBe(canonical("Insured"));
    expect(score("Insured", "insured", "string", "Name of the insured party")).toBeGreaterThanOrEqual(0.9);
    expect(canonical("Employer")).not.toBe(canonical("Employee"));
    expect(score("Employee", "employee_name", "string", "Full name of the employee")).toBeGreaterThanOrEqual(0.7);
  });
});

describe("abbreviations of stemmed words", () => {
  it.each([
    ["Installation date", "inst_date", "date"],
    ["Hearing Date", "hrg_date", "date"],
    ["Rent received", "rent_rcvd", "number"],
    ["Monthly payment", "mthly_pmt", "number"],
  ] as const)("%s names %s", (key, name, type) => {
    expect(score(key, name, type)).toBeGreaterThanOrEqual(0.7);
  });
});

describe("labels the description says the value is printed under", () => {
  it("takes the printed label as fully as the field's name", () => {
    const terms = fieldTerms({
      name: "ship_date",
      type: "date",
      description: "Date the freight left our dock (labelled Date on the waybill)",
    });
    expect(terms.printedAs).toContainEqual(canonicalWords("Date"));
    expect(matchKey(canonicalWords("Date"), terms)).toBe(1);
    // Without the note the bare type word is a weak reading of `ship_date`.
    expect(score("Date", "ship_date", "date", "Date the freight left our dock")).toBeLessThan(0.9);
  });
});

describe("printed words", () => {
  it("drops a possessive ending", () => {
    expect(canonicalWords("PET'S NAME")).toEqual(canonicalWords("pet name"));
    expect(canonicalWords("OWNER’S SIGNATURE")).not.toContain("s");
    expect(score("PET'S NAME", "pet_name")).toBeGreaterThanOrEqual(0.95);
  });

  it("reads PO Box as a post office box, not a purchase order", () => {
    const words = canonicalWords("PO Box");
    expect(words).toEqual(canonicalWords("post office box"));
    expect(score("PO Box", "po_number", "string", "Purchase order number the buyer quoted")).toBeLessThan(0.5);
    expect(score("PO No.", "po_number", "string", "Purchase order number the buyer quoted")).toBeGreaterThanOrEqual(0.9);
  });
});

describe("descriptions as sentences", () => {
  it("read a lower-case 'no' before a word as the word, not as 'No.' for number", () => {
    const terms = fieldTerms({
      name: "voucher_expiry",
      type: "date",
      description: "Day after which the voucher can no longer be redeemed",
    });
    expect(terms.description.has(canonical("number"))).toBe(false);
    expect(fieldTerms({ name: "policy", type: "string", description: "Printed as Policy no. 7302" }).descriptionWords).toContain(
      canonical("number"),
    );
  });
});

describe("agent nouns", () => {
  it("meet the verb of their act in running text", () => {
    const prose = (key: string, name: string) => matchKey(canonicalWords(key), fieldTerms({ name, type: "string" }), { prose: true });
    expect(prose("the forklift was driven by", "other_driver")).toBeGreaterThan(0);
    expect(prose("this loan is guaranteed by", "guarantor")).toBeGreaterThanOrEqual(0.9);
    expect(prose("this loan is guaranteed by", "driver")).toBe(0);
  });
});

describe("an object's words", () => {
  it("say whose value a key holds, not which of the party's values it is", () => {
    const city = fieldTerms({ name: "city", type: "string" }, "shipper Ship from party");
    expect(matchKey(canonicalWords("SHIP FROM"), city)).toBe(0);
    expect(matchKey(canonicalWords("Ship from city"), city)).toBeGreaterThanOrEqual(0.9);
    // The party's name is what its heading keys.
    expect(matchKey(canonicalWords("SHIP FROM"), fieldTerms({ name: "name", type: "string" }, "shipper Ship from party"))).toBeGreaterThan(
      0.5,
    );
  });
});

describe("words of one end of a span", () => {
  it("say each other, but a range's prepositions do not", () => {
    expect(score("Beginning Balance", "open_bal", "number")).toBeGreaterThanOrEqual(0.8);
    expect(score("Expiry Date", "end_date", "date")).toBeGreaterThanOrEqual(0.8);
    expect(score("Ship From", "start_date", "date")).toBe(0);
  });
});

describe("the -age of a thing", () => {
  it("is said by the thing: 'Miles Out' for the mileage when the car leaves", () => {
    expect(score("Miles Out", "odometer_out", "number", "Mileage as the hire began")).toBeGreaterThanOrEqual(0.6);
    expect(score("Miles Out", "odometer_out", "number", "Odometer reading as the hire began")).toBeLessThan(0.6);
  });
});
