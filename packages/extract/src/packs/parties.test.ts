import type { ArrayResult, DocumentSchema, FieldDefinition, PrimitiveResult } from "@docsift/contract";
import { describe, expect, it } from "vitest";
import { extractWithRules } from "../index.ts";
import { oneLineAddress, returnAddressName } from "./fallbacks.ts";
import { docFromText } from "../test-doc.ts";

const PARTIES: FieldDefinition = {
  name: "parties",
  type: "array",
  description: "Each signatory or other party the contract binds",
  fields: [{ name: "name", type: "string", description: "Party's name, whether a company or an individual" }],
};
const schema = (...fields: FieldDefinition[]): DocumentSchema => ({ name: "doc", description: "", fields });
const names = (r: Record<string, unknown>) => (r.parties as ArrayResult).map((i) => i.name?.value);
const value = (r: Record<string, unknown>, name: string) => (r[name] as PrimitiveResult).value;

describe("contract parties", () => {
  it("finds entities with legal forms and persons introduced with a defined term", () => {
    const doc = docFromText(
      [
        "NON-DISCLOSURE AGREEMENT",
        "This Agreement (the “Agreement”) is concluded between Acme Widgets Co., Ltd., a Nevada corporation",
        "(the “Company”), and Jane Q. Public (“Employee”).",
        "WHEREAS, the Company intends to share certain Proprietary Data (as defined below) with Employee.",
      ].join("\n"),
    );
    expect(names(extractWithRules(doc, schema(PARTIES)))).toEqual(["Acme Widgets Co., Ltd.", "Jane Q. Public"]);
  });

  it("takes no party from where one is organised, nor the word before a name", () => {
    const doc = docFromText(
      [
        "SUPPLY AGREEMENT",
        "This Supply Agreement is entered into by Orchard Valley Foods, Inc., a Delaware Corporation (the “Supplier”), and",
        "the purchasing department of Copperleaf Markets LLC (“Buyer”).",
      ].join("\n"),
    );
    expect(names(extractWithRules(doc, schema(PARTIES)))).toEqual(["Orchard Valley Foods, Inc.", "Copperleaf Markets LLC"]);
  });

  it("finds a person called by a surname, after an aside on who the person is", () => {
    const doc = docFromText(
      [
        "CONFIDENTIALITY AGREEMENT (the “Agreement”) is made between Lakeshore Robotics, Inc., a Michigan corporation",
        "(the “Company”), Rafael Dunmore, an individual residing in Ann Arbor, Michigan (“Dunmore”), and PRIYA NAIR (“Nair”).",
      ].join("\n"),
    );
    expect(names(extractWithRules(doc, schema(PARTIES)))).toEqual(["Lakeshore Robotics, Inc.", "Rafael Dunmore", "PRIYA NAIR"]);
  });

  it('takes the companies a preamble\'s "between ... and" names without defined terms, and unquoted terms', () => {
    const doc = docFromText(
      [
        "MUTUAL NONDISCLOSURE AGREEMENT entered into on May 2, 2018 by and between Quillfeather Labs, Inc., a Delaware",
        "corporation with offices at 12 Pier Road, Salem, Oregon, and Tallow Creek Software LLC, a Texas limited liability",
        "company. A separate letter of Tomas Reyes (EMPLOYEE) and Ines Varga, an engineer of Austin (Varga) follows.",
      ].join("\n"),
    );
    expect(names(extractWithRules(doc, schema(PARTIES)))).toEqual([
      "Quillfeather Labs, Inc.",
      "Tallow Creek Software LLC",
      "Tomas Reyes",
      "Ines Varga",
    ]);
  });

  it("strips appositives and skips defined terms that name no party", () => {
    const doc = docFromText(
      [
        "SECRECY AGREEMENT (this “Agreement”), effective , 2011, by (“Employee”), and",
        "Globex Holdings, Inc., its affiliates, successors and assigns (hereafter “the Company”).",
        "Bellmoor Mills LLC (“Buyer”) has asked for access to some records (the “Records”).",
      ].join("\n"),
    );
    expect(names(extractWithRules(doc, schema(PARTIES)))).toEqual(["Globex Holdings, Inc.", "Bellmoor Mills LLC"]);
  });

  it("returns an empty list when no party is introduced", () => {
    const doc = docFromText("Meeting notes\nThe Company discussed the budget with the team.");
    expect(names(extractWithRules(doc, schema(PARTIES)))).toEqual([]);
  });
});

describe("seller block without labels", () => {
  const fields: FieldDefinition[] = [
    { name: "issuer", type: "string", description: "Firm that sent out this invoice" },
    { name: "partner_street", type: "string", description: "Seller's street and house number" },
    { name: "partner_zip", type: "string", description: "Seller's postcode" },
    { name: "partner_city", type: "string", description: "Seller's town or city" },
  ];

  it("reads a Dutch legal form written with dots and the address under the name", () => {
    const doc = docFromText(
      [
        "FACTUUR.                                   Zilvermeeuw B.V.",
        "                                           Lindengracht 12",
        "                                           9711 LM Groningen",
        "Factuurnummer: 4711",
      ].join("\n"),
    );
    const r = extractWithRules(doc, schema(...fields));
    expect([value(r, "issuer"), value(r, "partner_street"), value(r, "partner_zip"), value(r, "partner_city")]).toEqual([
      "Zilvermeeuw B.V.",
      "Lindengracht 12",
      "9711 LM",
      "Groningen",
    ]);
  });

  it("takes a US address block's name with low confidence, and its street, zip and city", () => {
    const doc = docFromText(["Harbor Lamp Works", "810 Alder Ave", "Eugene OR 97401", "United States", "", "Invoice INV/7"].join("\n"));
    const r = extractWithRules(doc, schema(...fields));
    expect(value(r, "issuer")).toBe("Harbor Lamp Works");
    expect((r.issuer as PrimitiveResult).confidence).toBeLessThan(0.5);
    expect([value(r, "partner_street"), value(r, "partner_zip"), value(r, "partner_city")]).toEqual(["810 Alder Ave", "97401", "Eugene"]);
  });

  it("gives null when no address block is there", () => {
    const r = extractWithRules(docFromText("Receipt\nThank you"), schema(...fields));
    expect([value(r, "partner_street"), value(r, "partner_zip"), value(r, "partner_city")]).toEqual([null, null, null]);
  });
});

describe("Dutch labels", () => {
  it("reads invoice number, date and totals under Dutch labels", () => {
    const doc = docFromText(["Factuurnummer: 880214731", "Factuurdatum: 23-06-2016", "Totaal        € 486,35"].join("\n"));
    const r = extractWithRules(
      doc,
      schema(
        { name: "invoice_number", type: "string" },
        { name: "invoice_date", type: "date" },
        { name: "total", type: "number", description: "Amount due with tax" },
      ),
    );
    expect([value(r, "invoice_number"), value(r, "invoice_date"), value(r, "total")]).toEqual(["880214731", "2016-06-23", 486.35]);
  });
});

describe("seller and buyer blocks", () => {
  const fields: FieldDefinition[] = [
    { name: "partner_name", type: "string", description: "Seller's registered company name" },
    { name: "partner_street", type: "string", description: "Seller's street and house number" },
    { name: "partner_zip", type: "string", description: "Seller's postcode" },
    { name: "partner_city", type: "string", description: "Seller's town or city" },
  ];
  const seller = (r: Record<string, unknown>) => fields.map((f) => value(r, f.name));

  it("never takes the seller from the billing and delivery blocks, but from the block of its legal identifiers (nl)", () => {
    const doc = docFromText(
      [
        "Factuuradres                    Afleveradres",
        "Klantbedrijf Alfa B.V.          Klantbedrijf Alfa B.V.",
        "Dorpsstraat 1                   Dorpsstraat 1",
        "1111 AA Ergens                  1111 AA Ergens",
        "",
        "Factuurnummer: 2024-17",
        "Totaal    € 10,00",
        "",
        "Leverancier Beta B.V. iov webwinkel.example",
        "Kanaalweg 48, 9999 ZZ, Nergenshuizen        Tel. 012 3456789",
        "Kvk nummer: 12345678        BTW-nr: NL123456789B01",
        "IBAN: NL91ABNA0417164300        BIC: ABNANL2A",
      ].join("\n"),
    );
    expect(seller(extractWithRules(doc, schema(...fields)))).toEqual(["Leverancier Beta B.V.", "Kanaalweg 48", "9999 ZZ", "Nergenshuizen"]);
  });

  it("reads the issuer's block over its register and VAT numbers (de, fr)", () => {
    const german = docFromText(
      [
        "Lieferadresse:",
        "Kunde Gamma GmbH",
        "Am Markt 3",
        "12345 Irgendwo",
        "",
        "Rechnung Nr. 77",
        "",
        "Delta Werkzeuge GmbH",
        "Industriestraße 7, 89073 Ulm",
        "Amtsgericht Ulm HRB 123456    USt-IdNr. DE123456789",
      ].join("\n"),
    );
    expect(seller(extractWithRules(german, schema(...fields)))).toEqual(["Delta Werkzeuge GmbH", "Industriestraße 7", "89073", "Ulm"]);
    const french = docFromText(
      [
        "Adresse de livraison",
        "Client Epsilon SARL",
        "5 avenue du Port",
        "13002 Marseille",
        "",
        "Facture n° 12",
        "",
        "Zeta Services SARL",
        "12 rue des Lilas, 31000 Toulouse",
        "SIRET 123 456 789 00012 - TVA FR12345678901",
      ].join("\n"),
    );
    expect(seller(extractWithRules(french, schema(...fields)))).toEqual(["Zeta Services SARL", "12 rue des Lilas", "31000", "Toulouse"]);
  });

  it("gives null rather than the buyer's name and address when only the buyer's block is there", () => {
    const doc = docFromText(
      ["Bill to:", "Globex Corp", "12 Elm Street", "Springfield IL 62704", "", "Invoice 1001", "Total  99.00"].join("\n"),
    );
    expect(seller(extractWithRules(doc, schema(...fields)))).toEqual([null, null, null, null]);
  });

  it("keeps the seller's block beside a buyer's heading in the other column", () => {
    const doc = docFromText(
      [
        "Eta Supplies Ltd                         Bill to:",
        "4 High Street                            Theta Corp",
        "Springfield IL 62704                     9 Low Road",
        "                                         Shelbyville IL 62565",
      ].join("\n"),
    );
    expect(seller(extractWithRules(doc, schema(...fields)))).toEqual(["Eta Supplies Ltd", "4 High Street", "62704", "Springfield"]);
  });

  it("does not take a table's column header for a party's heading", () => {
    const doc = docFromText(
      ["Customer      Order      Invoice date      Invoice number", "C-17          O-99       06-11-2023        F-1"].join("\n"),
    );
    const r = extractWithRules(
      doc,
      schema({ name: "invoice_number", type: "string", description: "Invoice number as the seller assigned it" }),
    );
    expect(value(r, "invoice_number")).toBe("F-1");
  });

  it("reads the date an invoice was issued in any block: a date is no party's", () => {
    const doc = docFromText(["Bill to:", "Globex Corp", "Invoice date: 06-11-2023", "", "Printed", "Date: 09-11-2023"].join("\n"));
    const r = extractWithRules(doc, schema({ name: "date", type: "date", description: "Day we issued this invoice" }));
    expect(value(r, "date")).toBe("2023-11-06");
  });
});

describe("addresses on one line", () => {
  it("splits street, postal code and city at the commas", () => {
    expect(oneLineAddress("Kanaalweg 48, 9999 ZZ, Nergenshuizen")).toEqual({
      street: "Kanaalweg 48",
      zip: "9999 ZZ",
      city: "Nergenshuizen",
    });
    expect(oneLineAddress("810 Alder Ave, Eugene, OR 97401")).toEqual({ street: "810 Alder Ave", zip: "97401", city: "Eugene" });
    expect(oneLineAddress("12 rue des Lilas, 31000 Toulouse")).toEqual({ street: "12 rue des Lilas", zip: "31000", city: "Toulouse" });
    expect(oneLineAddress("7 Ropewalk Row, Hull HU1 2AB")).toEqual({ street: "7 Ropewalk Row", zip: "HU1 2AB", city: "Hull" });
  });

  it("takes a letterhead's name over its address on one line for the seller", () => {
    const doc = docFromText(
      ["Kestrel Joinery Works        INVOICE", "7 Ropewalk Row, Hull HU1 2AB", "Invoice No: KJ-0042", "Bill To:", "Marsh & Tern Ltd"].join(
        "\n",
      ),
    );
    const r = extractWithRules(doc, schema({ name: "seller_name", type: "string", description: "Company that issued the invoice" }));
    expect(value(r, "seller_name")).toBe("Kestrel Joinery Works");
  });

  it("finds none in a line that is no address", () => {
    expect(oneLineAddress("Thank you, see you soon")).toBeNull();
    expect(oneLineAddress("Total 12, 50")).toBeNull();
  });
});

describe("buyer's name without a label", () => {
  const BUYER: FieldDefinition = { name: "buyer_name", type: "string", description: "Buyer (who receives the invoice)" };
  const buyer = (...lines: string[]) => value(extractWithRules(docFromText(lines.join("\n")), schema(BUYER)), "buyer_name");

  it("reads the first name line under a billing heading rather than under a delivery heading", () => {
    expect(
      buyer(
        "Delivery address             Invoice address",
        "Iota Warehouse               Kappa Trading Ltd",
        "7 Dock Road                  1 Main Street",
        "Portsmouth PO1 3AX           London EC1A 1BB",
        "",
        "Invoice 2024-5",
        "Total  99.00",
      ),
    ).toBe("Kappa Trading Ltd");
  });

  it("falls back to the block under a delivery heading, under its salutation line (fr)", () => {
    expect(
      buyer(
        "Lambda Outils SARL - 3 rue Haute - 75001 Paris",
        "",
        "Facture 2024-9",
        "Adresse de livraison",
        "Madame",
        "Claire Exemple",
        "8 rue Basse",
        "69002 Lyon",
        "",
        "Total TTC  120,00 €",
      ),
    ).toBe("Claire Exemple");
  });

  it("skips a block whose first line is no name, and never names the seller's own block", () => {
    expect(buyer("Delivery address", "12 Elm Street", "Springfield IL 62704", "", "Total  9.00")).toBeNull();
    expect(
      buyer(
        "Delivery address",
        "Mu Gadgets Inc",
        "12 Elm Street",
        "Springfield IL 62704",
        "",
        "Mu Gadgets Inc  VAT no 123456789",
        "Total  9.00",
      ),
    ).toBeNull();
  });

  it("reads the recipient's block in a letter's window under the sender's return address (de)", () => {
    expect(
      buyer(
        "                                                   Alpha Technik GmbH",
        "                                                   Werkstr. 5",
        "Alpha Technik GmbH ● Werkstr. 5 ● 10115 Berlin     10115 Berlin",
        "Herrn                                              Tel. 030 1234567",
        "Jonas Beispiel",
        "Gartenweg 3",
        "80331 München",
        "",
        "Rechnung 2024-11",
        "Gesamtbetrag  119,00 €",
      ),
    ).toBe("Jonas Beispiel");
  });

  it("gives null for a letter whose window holds no postal address, or with only the seller's letterhead", () => {
    expect(buyer("Beta Werk GmbH · Hafenweg 1 · 22767 Hamburg", "Rechnung 2024-12", "Gesamtbetrag  119,00 €")).toBeNull();
    expect(buyer("Beta Werk GmbH · Hafenweg 1 · 22767 Hamburg", "Nu Service", "Keine Adresse", "Gesamtbetrag  119,00 €")).toBeNull();
    expect(buyer("Beta Werk GmbH", "Hafenweg 1", "22767 Hamburg", "", "Rechnung 2024-12", "Gesamtbetrag  119,00 €")).toBeNull();
  });
});

describe("buyer's name in an unheaded address block", () => {
  const BUYER: FieldDefinition = { name: "buyer_name", type: "string", description: "Buyer (who receives the invoice)" };
  const buyer = (...lines: string[]) => value(extractWithRules(docFromText(lines.join("\n")), schema(BUYER)), "buyer_name");
  const footer = [
    "",
    "Gesamtbetrag  99,00 €",
    "",
    "Sigma Handel GmbH  Amtsgericht Köln HRB 12345  USt-IdNr. DE123456789",
    "Hochstraße 4, 50667 Köln",
  ];

  it("takes the address block near the top that is not the seller's", () => {
    expect(buyer("Rechnung 2024-7", "", "Rho Bäckerei", "z. Hd. Anna Schmidt", "Mühlweg 9", "04109 Leipzig", ...footer)).toBe(
      "Rho Bäckerei",
    );
  });

  it("takes the first of two blocks for the letterhead, and a slogan over a block for no name", () => {
    expect(
      buyer(
        "Phi Interiors",
        "12 Oak Avenue",
        "Eugene OR 97401",
        "",
        "                                Chi Studio",
        "                                3 Elm Street",
        "                                Bozeman MT 59715",
        "",
        "Invoice 2024-3",
        "Total  99.00",
      ),
    ).toBe("Chi Studio");
    expect(buyer("Rechnung 2024-7", "Frisch aus dem Ofen.", "Rho Bäckerei", "Mühlweg 9", "04109 Leipzig", ...footer)).toBe("Rho Bäckerei");
  });

  it("never takes the seller's letterhead block for the buyer's", () => {
    expect(buyer("Sigma Handel GmbH", "Hochstraße 4", "50667 Köln", "", "Rechnung 2024-7", ...footer)).toBeNull();
    expect(
      buyer("Tau Beratung", "Parkweg 8", "80331 München", "", "Rechnung 2024-7", "", "Tau Beratung · Parkweg 8 · 80331 München"),
    ).toBeNull();
  });
});

describe("buyer's name after a label", () => {
  const BUYER: FieldDefinition = { name: "buyer_name", type: "string", description: "Buyer (who receives the invoice)" };
  const buyer = (...lines: string[]) => value(extractWithRules(docFromText(lines.join("\n")), schema(BUYER)), "buyer_name");

  it("takes a name under or after a party's label", () => {
    expect(buyer("Invoice 12", "Bill to:", "Mr. John Smith", "12 Elm Street", "", "Total  9.00")).toBe("Mr. John Smith");
    expect(buyer("Factuur 12", "Klant: Jansen BV", "", "Totaal  9,00")).toBe("Jansen BV");
    expect(buyer("Rechnung 12", "Kunde: 7Seas Handels GmbH", "", "Summe  9,00")).toBe("7Seas Handels GmbH");
  });

  it("gives null for a street under a delivery label whose block has no name", () => {
    expect(buyer("Omicron Inc", "Invoice 12", "Ship to:", "12 Elm Street", "Springfield, IL 62704", "", "Total  9.00")).toBeNull();
    expect(buyer("Omicron Inc", "Invoice 12", "Ship to: 12 Elm Street", "Springfield, IL 62704", "", "Total  9.00")).toBeNull();
  });

  it("gives null for an address heading standing where the name should be (nl)", () => {
    expect(buyer("Factuur 12", "Factuuradres        Afleveradres", "", "Totaal  9,00")).toBeNull();
    expect(buyer("Factuur 12", "Klant:", "Afleveradres", "", "Totaal  9,00")).toBeNull();
    expect(buyer("Factuur 12", "Afleveradres", "Kerkstraat 5", "1234 AB Utrecht", "", "Totaal  9,00")).toBeNull();
  });

  it("gives null on a shop receipt that names no customer, whatever its customer lines print", () => {
    const receipt = ["KEDAI MAKAN SDN BHD", "NO 12 JALAN BESAR", "43000 KAJANG", "NASI LEMAK    2    7.00", "TOTAL         7.00"];
    expect(buyer(...receipt, "CASH         10.00", "CHANGE        3.00", "CUSTOMER POINT EARNED", "THANK YOU")).toBeNull();
    expect(buyer(...receipt, "CUSTOMER :", "THANK YOU")).toBeNull();
    expect(buyer(...receipt, "Customer of Upsilon's products")).toBeNull();
  });
});

describe("return addresses on one line", () => {
  it("names the sender when its parts are separated and one is a postal code and town", () => {
    expect(returnAddressName("Alpha Technik GmbH ● Werkstr. 5 ● 10115 Berlin ● Germany        10115 Berlin")).toBe("Alpha Technik GmbH");
    expect(returnAddressName("Lambda Outils SARL - 3 rue Haute - 75001 Paris")).toBe("Lambda Outils SARL");
    expect(returnAddressName("Omega B.V. | Kade 4 | 1011 AB Amsterdam")).toBe("Omega B.V.");
  });

  it("finds none in a line without a postal code and town, or in running text", () => {
    expect(returnAddressName("Design · Print · Web")).toBeNull();
    expect(returnAddressName("Invoice 17, page 1, 2024")).toBeNull();
  });
});
