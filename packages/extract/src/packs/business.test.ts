import type { ArrayResult, DocumentSchema, FieldDefinition, PrimitiveResult } from "@docsift/contract";
import { describe, expect, it } from "vitest";
import { extractWithRules } from "../index.ts";
import { findCountries, findIncoterms, findPaymentMethods, findRegistrationNumbers, luhnOk, sirenOf } from "../normalize/business.ts";
import { findDates } from "../normalize/date.ts";
import { docFromText } from "../test-doc.ts";

const schema = (...fields: FieldDefinition[]): DocumentSchema => ({ name: "invoice", description: "", fields });
const field = (name: string, type: FieldDefinition["type"], description?: string): FieldDefinition => ({ name, type, description });
const values = (result: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(result).map(([k, v]) => [k, (v as PrimitiveResult).value]));

describe("business value finders", () => {
  it("finds registration numbers after their register's name", () => {
    expect(findRegistrationNumbers(" Rotterdam 61930412").map((m) => m.text)).toEqual(["61930412"]);
    expect(findRegistrationNumbers(" München HRB 12345").map((m) => m.text)).toEqual(["HRB 12345"]);
    expect(findRegistrationNumbers(" 1.000.000 EUR")).toEqual([]);
  });

  it("checks SIREN numbers and cuts a SIRET to its SIREN", () => {
    expect(luhnOk("732829320")).toBe(true);
    expect(luhnOk("732829321")).toBe(false);
    expect(sirenOf("B 732 829 320 RCS")?.text).toBe("732 829 320");
    expect(sirenOf("Siret 73282932000074")?.text).toBe("732829320");
    expect(sirenOf("123 456 789")).toBeNull();
  });

  it("names countries in several languages with their ISO code", () => {
    expect(findCountries("3511 AB Utrecht, Nederland").map((c) => c.code)).toEqual(["NL"]);
    expect(findCountries("Österreich")[0]?.code).toBe("AT");
    expect(findCountries("Deutschland / Germany").map((c) => c.code)).toEqual(["DE", "DE"]);
  });

  it("finds ways of paying and Incoterms", () => {
    expect(findPaymentMethods("voldaan via Credit Card.", true).map((m) => m.text)).toEqual(["Credit Card"]);
    expect(findPaymentMethods("Please check the figures", false)).toEqual([]);
    expect(findIncoterms("Incoterm: FCA - FREE CARRIER").map((m) => m.text)).toEqual(["FCA"]);
  });

  it("reads Dutch and Spanish month names", () => {
    expect(findDates("Factuurdatum: 12 mei 2021")[0]?.iso).toBe("2021-05-12");
    expect(findDates("Fecha: 3 de marzo de 2024")[0]?.iso).toBe("2024-03-03");
  });
});

describe("identifiers, country and payment method of a seller", () => {
  const INVOICE = `FACTUUR                                        Voorbeeld Handel B.V.
                                               Havenstraat 12
                                               1234 AB Utrecht
                                               Nederland
Klant Jansen
                                               KvK Utrecht 12345678
                                               BTW NL123456789B01
Factuurnummer: 2024-001
Artikel omschrijving        Bedrag
Exclusief BTW   € 100,00      Subtotaal   € 121,00
BTW 21%         € 21,00
Totaal          € 121,00
Betaald met iDEAL op 3 mei 2024`;
  const result = values(
    extractWithRules(
      docFromText(INVOICE),
      schema(
        field("partner_coc", "string", "Seller's KvK (trade register) number"),
        field("country_code", "string", "Seller's country, given as an ISO two-letter code"),
        field("payment_method", "string", "Means of payment used (such as iDEAL, a card or cash)"),
        field("amount_untaxed", "number", "Sum before VAT is added"),
        field("amount", "number", "Invoice total with VAT included"),
      ),
    ),
  );

  it("reads the registration number after the register's town", () => expect(result.partner_coc).toBe("12345678"));
  it("gives the seller's country as a code", () => expect(result.country_code).toBe("NL"));
  it("finds the way of paying", () => expect(result.payment_method).toBe("iDEAL"));
  it("prefers 'excluding VAT' over a generic subtotal for a net total", () => expect(result.amount_untaxed).toBe(100));
  it("keeps the gross total", () => expect(result.amount).toBe(121));
});

describe("French legal mentions", () => {
  const INVOICE = `Facture n° 2023-17
Date : 12/03/2023
Total TTC :     120,00 €




ACMEPRINT
Siège social : 1 rue de la Paix 75002 Paris
SAS au capital de 25 000 € - RCS Paris B 732 829 320 - TVA FR44732829320`;
  const result = values(
    extractWithRules(
      docFromText(INVOICE),
      schema(
        field("issuer", "string", "Brand or firm behind the invoice"),
        field("siren", "string", "Seller's SIREN (French company register) number"),
      ),
    ),
  );

  it("takes the SIREN whose checksum holds", () => expect(result.siren).toBe("732 829 320"));
  it("takes the issuer named above the legal mentions", () => expect(result.issuer).toBe("ACMEPRINT"));
});

describe("key-value header rows and Incoterms", () => {
  const INVOICE = `Client        Order        Invoice date        Reference
C-1001        O-77        06/11/2023        CREF-9
Incoterm: CPT - CARRIAGE PAID TO`;
  const doc = docFromText({
    text: INVOICE,
    tables: [{ header: ["Client", "Order", "Invoice date", "Reference"], rows: [["C-1001", "O-77", "06/11/2023", "CREF-9"]] }],
  });
  const result = values(
    extractWithRules(
      doc,
      schema(
        field("customer_order_free_ref", "string", "Reference the client quoted for this bill"),
        field("incoterm", "string", "Delivery terms as an Incoterm (e.g. FCA, CPT)"),
      ),
    ),
  );

  it("reads a value under its header in a one-row block", () => expect(result.customer_order_free_ref).toBe("CREF-9"));
  it("returns the Incoterm code alone", () => expect(result.incoterm).toBe("CPT"));
});

describe("line items with codes", () => {
  const LINES: FieldDefinition = {
    name: "lines",
    type: "array",
    description: "Lines of goods sold",
    fields: [
      { name: "code", type: "string", description: "SKU or article code" },
      { name: "name", type: "string", description: "Goods or service the line is for" },
      { name: "qty", type: "number", description: "How many" },
      { name: "price_unit", type: "number", description: "Price per unit" },
      { name: "price_subtotal", type: "number", description: "Amount for the line" },
    ],
  };
  const items = (doc: ReturnType<typeof docFromText>) =>
    (extractWithRules(doc, schema(LINES)).lines as ArrayResult).map((item) =>
      Object.fromEntries(Object.entries(item).map(([k, v]) => [k, v.value])),
    );

  it("gives a column of codes to the code even under a description-like header, and skips total rows", () => {
    const doc = docFromText({
      text: "Factuur",
      tables: [
        {
          header: ["Artikel", "Omschrijving", "Prijs", "Hoeveelheid", "Bedrag"],
          rows: [
            ["X1001", "Koffiebonen 1kg", "12,50", "2", "25,00"],
            ["X2002", "Melkopschuimer", "30,00", "1", "30,00"],
            ["", "Alle bedragen incl. BTW", "", "Te betalen EUR", "55,00"],
          ],
        },
      ],
    });
    expect(items(doc)).toEqual([
      { code: "X1001", name: "Koffiebonen 1kg", qty: 2, price_unit: 12.5, price_subtotal: 25 },
      { code: "X2002", name: "Melkopschuimer", qty: 1, price_unit: 30, price_subtotal: 30 },
    ]);
  });

  it("splits a bracketed code off the name and drops bundle parts without a price", () => {
    const doc = docFromText({
      text: "Invoice",
      tables: [
        {
          header: ["Description", "Quantity", "Unit Price", "Amount"],
          rows: [
            ["[DESK-12] Standing Desk", "1", "340.00", "340.00"],
            ["Monitor bundle", "1", "410.00", "410.00"],
            ["Monitor", "1", "", ""],
          ],
        },
      ],
    });
    expect(items(doc)).toEqual([
      { code: "DESK-12", name: "Standing Desk", qty: 1, price_unit: 340, price_subtotal: 340 },
      { code: null, name: "Monitor bundle", qty: 1, price_unit: 410, price_subtotal: 410 },
    ]);
  });
});
