import type { ArrayResult, DocumentSchema, FieldDefinition, PrimitiveResult } from "@docsift/contract";
import { describe, expect, it } from "vitest";
import { extractWithRules } from "./index.ts";
import { docFromText } from "./test-doc.ts";

const PARTIES: FieldDefinition = {
  name: "parties",
  type: "array",
  description: "Every party that signs / is bound by the agreement",
  fields: [{ name: "name", type: "string", description: "Name of the party (company or person)" }],
};
const schema = (...fields: FieldDefinition[]): DocumentSchema => ({ name: "doc", description: "", fields });
const names = (r: Record<string, unknown>) => (r.parties as ArrayResult).map((i) => i.name?.value);
const value = (r: Record<string, unknown>, name: string) => (r[name] as PrimitiveResult).value;

describe("contract parties", () => {
  it("finds entities with legal forms and persons introduced with a defined term", () => {
    const doc = docFromText(
      [
        "NON-DISCLOSURE AGREEMENT",
        "This Agreement (the “Agreement”) is made by and between Acme Widgets Co., Ltd., a Delaware corporation",
        "(the “Company”), and Jane Q. Public (“Employee”).",
        "WHEREAS, the Company and Employee wish to protect Confidential Information (as defined below).",
      ].join("\n"),
    );
    expect(names(extractWithRules(doc, schema(PARTIES)))).toEqual(["Acme Widgets Co., Ltd.", "Jane Q. Public"]);
  });

  it("strips appositives and skips defined terms that name no party", () => {
    const doc = docFromText(
      [
        "CONFIDENTIALITY AGREEMENT (the “Agreement”), dated as of , 2007, between (“Employee”), and",
        "Globex Holdings, Inc., its affiliates, successors and assigns (hereafter “the Company”).",
        "Georgia-Pacific LLC (“Buyer”) has requested certain information (the “Information”).",
      ].join("\n"),
    );
    expect(names(extractWithRules(doc, schema(PARTIES)))).toEqual(["Globex Holdings, Inc.", "Georgia-Pacific LLC"]);
  });

  it("returns an empty list when no party is introduced", () => {
    const doc = docFromText("Meeting notes\nThe Company discussed the budget with the team.");
    expect(names(extractWithRules(doc, schema(PARTIES)))).toEqual([]);
  });
});

describe("seller block without labels", () => {
  const fields: FieldDefinition[] = [
    { name: "issuer", type: "string", description: "Name of the company that issued the invoice" },
    { name: "partner_street", type: "string", description: "Street and house number of the seller's address" },
    { name: "partner_zip", type: "string", description: "Postal code of the seller's address" },
    { name: "partner_city", type: "string", description: "City of the seller's address" },
  ];

  it("reads a Dutch legal form written with dots and the address under the name", () => {
    const doc = docFromText(
      [
        "FACTUUR.                                   Northwind B.V.",
        "                                           Havenstraat 12",
        "                                           3012 CN Rotterdam",
        "Factuurnummer: 4711",
      ].join("\n"),
    );
    const r = extractWithRules(doc, schema(...fields));
    expect([value(r, "issuer"), value(r, "partner_street"), value(r, "partner_zip"), value(r, "partner_city")]).toEqual([
      "Northwind B.V.",
      "Havenstraat 12",
      "3012 CN",
      "Rotterdam",
    ]);
  });

  it("takes a US address block's name with low confidence, and its street, zip and city", () => {
    const doc = docFromText(["Globe Furnishing", "4557 Main St", "Fremont CA 94538", "United States", "", "Invoice INV/7"].join("\n"));
    const r = extractWithRules(doc, schema(...fields));
    expect(value(r, "issuer")).toBe("Globe Furnishing");
    expect((r.issuer as PrimitiveResult).confidence).toBeLessThan(0.5);
    expect([value(r, "partner_street"), value(r, "partner_zip"), value(r, "partner_city")]).toEqual(["4557 Main St", "94538", "Fremont"]);
  });

  it("gives null when no address block is there", () => {
    const r = extractWithRules(docFromText("Receipt\nThank you"), schema(...fields));
    expect([value(r, "partner_street"), value(r, "partner_zip"), value(r, "partner_city")]).toEqual([null, null, null]);
  });
});

describe("Dutch labels", () => {
  it("reads invoice number, date and totals under Dutch labels", () => {
    const doc = docFromText(["Factuurnummer: 993548900", "Factuurdatum: 19-04-2014", "Totaal        € 717,97"].join("\n"));
    const r = extractWithRules(
      doc,
      schema(
        { name: "invoice_number", type: "string" },
        { name: "invoice_date", type: "date" },
        { name: "total", type: "number", description: "Total including tax" },
      ),
    );
    expect([value(r, "invoice_number"), value(r, "invoice_date"), value(r, "total")]).toEqual(["993548900", "2014-04-19", 717.97]);
  });
});
