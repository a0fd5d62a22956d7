import { describe, expect, it } from "vitest";
import { findCurrencies } from "./currency.ts";
import { findEmails, normalizeEmail } from "./email.ts";
import { findBics, findIbans, findVatIds } from "./identifiers.ts";
import { normalizePhone } from "./phone.ts";

describe("normalizePhone", () => {
  it("writes international numbers as E.164, dropping the bracketed trunk prefix", () => {
    expect(normalizePhone("+49 (0)30 1234 567")).toBe("+49301234567");
    expect(normalizePhone("Tel.: 0049 30 1234567")).toBe("+49301234567");
  });

  it("places national numbers with the region", () => {
    expect(normalizePhone("(415) 555-0137", "US")).toBe("+14155550137");
    expect(normalizePhone("030/1234567", "de")).toBe("+49301234567");
  });

  it("keeps a number it cannot place as printed", () => {
    expect(normalizePhone("Tel 030 / 1234567")).toBe("030 / 1234567");
  });

  it("ends a number where a bracket opens a note that is not closed in it", () => {
    expect(normalizePhone("Help line: 1-800-555-0157 (weekdays)", "US")).toBe("+18005550157");
    expect(normalizePhone("Tel (503) 555-0128", "US")).toBe("+15035550128");
  });

  it("finds no phone in dates, amounts or short numbers", () => {
    expect(normalizePhone("12.03.2024")).toBeNull();
    expect(normalizePhone("1.234.567,00")).toBeNull();
    expect(normalizePhone("Nr. 4711")).toBeNull();
  });
});

describe("normalizeEmail", () => {
  it("finds the address and lower-cases it", () => {
    expect(normalizeEmail("E-Mail: Info@Lieferant.DE")).toBe("info@lieferant.de");
    expect(normalizeEmail("no address")).toBeNull();
  });

  it("joins the letters OCR spaced from a mailbox's dot", () => {
    expect(normalizeEmail("EMAIL r .delacroix@mailhub.example")).toBe("r.delacroix@mailhub.example");
    expect(findEmails("Contact: .hidden@example.com")).toEqual([{ text: ".hidden@example.com", start: 9, end: 28 }]);
  });
});

describe("identifiers", () => {
  it("cuts an IBAN to its country's length and reports its checksum", () => {
    expect(findIbans("IBAN: DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX")).toEqual([
      { text: "DE89 3704 0044 0532 0130 00", start: 6, end: 33, checksumOk: true },
    ]);
    expect(findIbans("DE12 1234 5678 1234 5678 90")[0]?.checksumOk).toBe(false);
  });

  it("finds VAT numbers and BICs", () => {
    expect(findVatIds("USt-IdNr.: DE 123 456 789").map((v) => v.text)).toEqual(["DE 123 456 789"]);
    expect(findBics("BIC: COBADEFFXXX").map((b) => b.text)).toEqual(["COBADEFFXXX"]);
  });

  it("takes no reference that opens with a country's letters for a VAT number where that country's are digits", () => {
    expect(findVatIds("Booking No.: GRP-25-7042  |  DEP-310-52964").map((v) => v.text)).toEqual([]);
    expect(findVatIds("VAT EL 094 014 201 · ATU12345678 · FRXX123456789").map((v) => v.text)).toEqual([
      "EL 094 014 201",
      "ATU12345678",
      "FRXX123456789",
    ]);
  });

  it("reads currency codes, and symbols as the currency they stand for", () => {
    expect(findCurrencies("Total € 12,00 / 15.00 USD / RM 9.00").map((c) => [c.code, c.explicit])).toEqual([
      ["EUR", false],
      ["USD", true],
      ["MYR", false],
    ]);
  });
});
