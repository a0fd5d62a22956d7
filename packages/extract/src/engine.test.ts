import type { DocumentSchema, FieldDefinition, ObjectResult, PrimitiveResult } from "@docsift/contract";
import { describe, expect, it } from "vitest";
import { extractWithRules, notFound } from "./index.ts";
import { docFromText } from "./test-doc.ts";

function schema(...fields: FieldDefinition[]): DocumentSchema {
  return { name: "test", description: "", fields };
}

function field(name: string, type: FieldDefinition["type"], description?: string): FieldDefinition {
  return { name, type, description };
}

function primitive(result: unknown): PrimitiveResult {
  return result as PrimitiveResult;
}

const GERMAN_INVOICE = `Holzwerk Brandl GmbH · Sägewerkweg 7 · 94032 Passau
Tischlerei Aumann KG
Eichenallee 3
35037 Marburg
                                              Rechnung
Rechnungsnummer: 4711                         Rechnungsdatum: 16.04.2019
Kundennummer: 730418
Tel.: +49 (0)30 1234 567     E-Mail: Info@Holzwerk-Brandl.de
Pos  Artikel          Menge   Einzelpreis   Gesamtpreis
1    Eichenbohlen 40  20      9,90          198,00
2    Holzdübel 8 mm   100     5,50          550,00
                              Nettobetrag          748,00
                              Umsatzsteuer 19%     142,12
                              Gesamtbetrag         890,12
Zahlbar bis 30.04.2019 auf das Konto
IBAN DE89 3704 0044 0532 0130 00
USt-IdNr.: DE123456789`;

describe("extractWithRules on a German invoice", () => {
  const result = extractWithRules(
    docFromText(GERMAN_INVOICE),
    schema(
      field("invoice_number", "string"),
      field("invoice_date", "date"),
      field("due_date", "date"),
      field("customer_number", "string"),
      field("net_total", "number", "Invoice total before VAT"),
      field("tax_total", "number"),
      field("grand_total", "number", "Invoice total with VAT added"),
      field("iban", "string"),
      field("seller_vat_id", "string"),
      field("email", "email"),
      field("phone", "phone"),
      field("order_number", "string"),
    ),
  );

  it("finds values under German labels", () => {
    expect(primitive(result.invoice_number).value).toBe("4711");
    expect(primitive(result.invoice_date).value).toBe("2019-04-16");
    expect(primitive(result.due_date).value).toBe("2019-04-30");
    expect(primitive(result.customer_number).value).toBe("730418");
    expect(primitive(result.net_total).value).toBe(748);
    expect(primitive(result.tax_total).value).toBe(142.12);
    expect(primitive(result.grand_total).value).toBe(890.12);
    expect(primitive(result.iban).value).toBe("DE89 3704 0044 0532 0130 00");
    expect(primitive(result.seller_vat_id).value).toBe("DE123456789");
    expect(primitive(result.email).value).toBe("info@holzwerk-brandl.de");
    expect(primitive(result.phone).value).toBe("+49301234567");
  });

  it("returns every field in schema order, with null for what the document does not give", () => {
    expect(Object.keys(result)).toEqual([
      "invoice_number",
      "invoice_date",
      "due_date",
      "customer_number",
      "net_total",
      "tax_total",
      "grand_total",
      "iban",
      "seller_vat_id",
      "email",
      "phone",
      "order_number",
    ]);
    expect(result.order_number).toEqual(notFound("order_number", "string"));
  });

  it("reports where each value came from", () => {
    const total = primitive(result.grand_total);
    expect(total).toMatchObject({ name: "grand_total", field_type: "number", page_index: 1, source_context: "Gesamtbetrag 890,12" });
    expect(total.confidence).toBeGreaterThanOrEqual(0.9);
    expect(total.bbox).toHaveLength(4);
    const number = primitive(result.invoice_number);
    expect(number.source_context).toBe("Rechnungsnummer: 4711 Rechnungsdatum: 16.04.2019");
  });
});

describe("extractWithRules, labels", () => {
  it("reads a French total TTC with its space-grouped thousands", () => {
    const doc = docFromText(`Facture n° F-2024-001
Date de facture : 3 mars 2024
Total HT        1 028,80 €
TVA 20 %        205,76 €
Montant TTC     1 234,56 €`);
    const result = extractWithRules(
      doc,
      schema(
        field("invoice_number", "string"),
        field("date", "date"),
        field("total", "number"),
        field("vat", "number"),
        field("subtotal", "number"),
      ),
    );
    expect(primitive(result.total).value).toBe(1234.56);
    expect(primitive(result.vat).value).toBe(205.76);
    expect(primitive(result.subtotal).value).toBe(1028.8);
    expect(primitive(result.invoice_number).value).toBe("F-2024-001");
    expect(primitive(result.date).value).toBe("2024-03-03");
  });

  it("keeps the gross total apart from totals that exclude tax", () => {
    const doc = docFromText(`Total excl. VAT    100.00
VAT 20%            20.00
Total              120.00`);
    const result = extractWithRules(
      doc,
      schema(field("total", "number", "Total including tax"), field("amount_untaxed", "number", "Total before tax")),
    );
    expect(primitive(result.total).value).toBe(120);
    expect(primitive(result.amount_untaxed).value).toBe(100);
  });

  it("takes the value from the line below its label", () => {
    const doc = docFromText(`Invoice No.          Invoice Date         Customer
INV-2024-0042        12/03/2024           ACME Corp`);
    const result = extractWithRules(doc, schema(field("invoice_number", "string"), field("invoice_date", "date")));
    expect(primitive(result.invoice_number).value).toBe("INV-2024-0042");
    expect(primitive(result.invoice_number).source_context).toBe("Invoice No. Invoice Date Customer | INV-2024-0042 12/03/2024 ACME Corp");
    expect(primitive(result.invoice_number).confidence).toBeLessThan(0.9);
    expect(primitive(result.invoice_date).value).toBe("2024-03-12");
  });

  it("reads ambiguous dates in the order the document's other dates show", () => {
    const doc = docFromText(`Invoice date: 12/03/2024
Due date: 25/03/2024`);
    const result = extractWithRules(doc, schema(field("invoice_date", "date"), field("due_date", "date")));
    expect(primitive(result.invoice_date).value).toBe("2024-03-12");
    expect(primitive(result.due_date).value).toBe("2024-03-25");

    const american = docFromText(`Invoice date: 03/12/2024
Due date: 03/26/2024`);
    expect(primitive(extractWithRules(american, schema(field("invoice_date", "date"))).invoice_date).value).toBe("2024-03-12");
  });

  it("formats dates as the description asks", () => {
    const doc = docFromText("Invoice date: 2024-03-05");
    const result = extractWithRules(
      doc,
      schema(
        field("a", "date", "invoice date, format DD/MM/YYYY"),
        field("b", "date", "invoice date as MM-DD-YYYY"),
        field("invoice_date", "date"),
      ),
    );
    expect(primitive(result.a).value).toBe("05/03/2024");
    expect(primitive(result.b).value).toBe("03-05-2024");
    expect(primitive(result.invoice_date).value).toBe("2024-03-05");
  });

  it("looks for a field the lexicon does not know under its own name", () => {
    const doc = docFromText(`Incoterm: EXW
Project code: P-77`);
    const result = extractWithRules(doc, schema(field("incoterm", "string"), field("project_code", "string")));
    expect(primitive(result.incoterm).value).toBe("EXW");
    expect(primitive(result.project_code).value).toBe("P-77");
  });

  it("prefers the value the description points at", () => {
    const doc = docFromText(`Order date: 01.03.2024
Delivery date: 04.03.2024
Invoice date: 05.03.2024`);
    const result = extractWithRules(
      doc,
      schema(field("date", "date", "Date on which the goods were delivered"), field("issued", "date", "Day we issued this invoice")),
    );
    expect(primitive(result.date).value).toBe("2024-03-04");
    expect(primitive(result.issued).value).toBe("2024-03-05");
  });
});

describe("extractWithRules, honesty", () => {
  const doc = docFromText(`ACME Ltd
Invoice number: 1001
Date: 2024-05-01
Total: 99.00`);

  it("returns null for fields the document does not have", () => {
    const result = extractWithRules(
      doc,
      schema(
        field("due_date", "date", "Last day to settle the invoice"),
        field("iban", "string"),
        field("order_number", "string"),
        field("tax", "number"),
        field("email", "email"),
      ),
    );
    for (const [name, type] of [
      ["due_date", "date"],
      ["iban", "string"],
      ["order_number", "string"],
      ["tax", "number"],
      ["email", "email"],
    ] as const) {
      expect(result[name]).toEqual(notFound(name, type));
    }
  });

  it("never takes an unlabelled number for a number field", () => {
    const result = extractWithRules(
      docFromText("Thank you for your order 4711\n12.50 19.99"),
      schema(field("total", "number"), field("net_amount", "number")),
    );
    expect(primitive(result.total).value).toBeNull();
    expect(primitive(result.net_amount).value).toBeNull();
  });

  it.each([
    ["Subtotal: 10.00", "total", "number"],
    ["Tax ID: 123456789", "tax", "number"],
    ["Fax: +49 30 123456", "phone", "phone"],
    ["Order date: 12.03.2024", "order_number", "string"],
    ["Order date: 12.03.2024", "invoice_date", "date"],
    ["Due date: 12.03.2024", "issue_date", "date"],
    ["Invoice\nPage 1 of 2", "invoice_number", "string"],
    ["Total: see attached statement", "total", "number"],
    ["Name: ______________  Date: __________", "name", "string"],
  ] as const)("finds nothing in %j for %s", (text, name, type) => {
    expect(primitive(extractWithRules(docFromText(text), schema(field(name, type)))[name]).value).toBeNull();
  });

  it("reads a value written on a form's blank without the blank's underscores", () => {
    const doc = docFromText("Lot number: __4471-B__\nContact: ada_lane@example.com\nBatch size:   ___ 250 ___");
    const result = extractWithRules(doc, schema(field("lot_number", "string"), field("contact", "email"), field("batch_size", "number")));
    expect(primitive(result.lot_number).value).toBe("4471-B");
    expect(primitive(result.contact).value).toBe("ada_lane@example.com");
    expect(primitive(result.batch_size).value).toBe(250);
  });

  it("meets a label of one function word with the field named after it", () => {
    const doc = docFromText("INTERNAL MEMO\nTO:   Ines Gorrick\nFROM: Tomas Berg\nDate: 4 May 2023");
    const result = extractWithRules(doc, schema(field("to", "string"), field("from", "string"), field("date", "date")));
    expect(primitive(result.to).value).toBe("Ines Gorrick");
    expect(primitive(result.from).value).toBe("Tomas Berg");
    expect(primitive(result.date).value).toBe("2023-05-04");
    const described = extractWithRules(doc, schema(field("recipient", "string", 'who the memo is addressed to, printed as "To"')));
    expect(primitive(described.recipient).value).toBe("Ines Gorrick");
  });

  it("rejects an IBAN-like field when the only candidate fails its shape", () => {
    const result = extractWithRules(docFromText("Bank account: see reverse\nReference 12345"), schema(field("iban", "string")));
    expect(primitive(result.iban).value).toBeNull();
  });
});

describe("extractWithRules, type-only fallbacks", () => {
  it("takes the only e-mail address and phone number when no label names them, with low confidence", () => {
    const doc = docFromText(`Globex Corporation
100 Main Street, Springfield
(415) 555-0137   sales@globex.example.com`);
    const result = extractWithRules(doc, schema(field("contact_email", "email"), field("seller_phone", "phone")), {
      defaultPhoneRegion: "US",
    });
    expect(primitive(result.contact_email).value).toBe("sales@globex.example.com");
    expect(primitive(result.contact_email).confidence).toBeLessThan(0.6);
    expect(primitive(result.seller_phone).value).toBe("+14155550137");
  });

  it("keeps a national number as printed when neither the document nor the options give a region", () => {
    const doc = docFromText("Phone: (415) 555-0137");
    expect(primitive(extractWithRules(doc, schema(field("phone", "phone"))).phone).value).toBe("(415) 555-0137");
    expect(primitive(extractWithRules(doc, schema(field("phone", "phone")), { defaultPhoneRegion: "US" }).phone).value).toBe(
      "+14155550137",
    );
  });

  it("takes the one date of a receipt for a generic date field, but no due date", () => {
    const doc = docFromText(`KEDAI MAKAN SDN BHD
NO 12 JALAN MERDEKA
14/11/2018 13:45
TOTAL RM 11.60`);
    const result = extractWithRules(
      doc,
      schema(
        field("company", "string", "Trading name of the shop"),
        field("date", "date"),
        field("due_date", "date"),
        field("total", "number"),
      ),
    );
    expect(primitive(result.date).value).toBe("2018-11-14");
    expect(primitive(result.due_date).value).toBeNull();
    expect(primitive(result.total).value).toBe(11.6);
    expect(primitive(result.company).value).toBe("KEDAI MAKAN SDN BHD");
  });

  it("takes a receipt's centred title for its shop, but not an invoice's first line", () => {
    const receipt = docFromText(`      CORNER COFFEE
   12 High Street, Leeds
Flat white           3.20
TOTAL                3.20`);
    const shop = primitive(extractWithRules(receipt, schema(field("company", "string", "Name of the shop"))).company);
    expect(shop.value).toBe("CORNER COFFEE");
    expect(shop.confidence).toBeLessThan(0.5);
    const invoice = docFromText(`Thank you for your business!
Invoice number: 1001
Total: 99.00`);
    expect(primitive(extractWithRules(invoice, schema(field("company", "string", "Name of the shop"))).company).value).toBeNull();
  });

  it("reads the currency from the amounts when no label names it", () => {
    const doc = docFromText("Subtotal  € 10,00\nTotal  € 12,00");
    expect(primitive(extractWithRules(doc, schema(field("currency", "string", "ISO 4217 code"))).currency).value).toBe("EUR");
  });
});

describe("extractWithRules, objects", () => {
  const doc = docFromText(`Verkäufer
Name:            Holzwerk Brandl GmbH
USt-IdNr.:       DE123456789

Käufer
Name:            Tischlerei Aumann KG
USt-IdNr.:       DE987654321`);

  it("reads an object's sub-fields in the block of the party it names", () => {
    const result = extractWithRules(
      doc,
      schema(
        { name: "seller", type: "object", fields: [field("name", "string"), field("vat_id", "string")] },
        { name: "buyer", type: "object", description: "Buyer of the goods", fields: [field("name", "string"), field("vat_id", "string")] },
      ),
    );
    const seller = result.seller as ObjectResult;
    const buyer = result.buyer as ObjectResult;
    expect(Object.keys(seller)).toEqual(["name", "vat_id"]);
    expect(seller.name?.value).toBe("Holzwerk Brandl GmbH");
    expect(seller.vat_id?.value).toBe("DE123456789");
    expect(buyer.name?.value).toBe("Tischlerei Aumann KG");
    expect(buyer.vat_id?.value).toBe("DE987654321");
  });

  it("nests objects as the schema does", () => {
    const result = extractWithRules(
      doc,
      schema({ name: "parties", type: "object", fields: [{ name: "seller", type: "object", fields: [field("vat_id", "string")] }] }),
    );
    expect(result.parties).toMatchObject({ seller: { vat_id: { value: "DE123456789" } } });
  });

  it("returns null sub-fields when an object's values are absent", () => {
    const result = extractWithRules(
      doc,
      schema({ name: "bank", type: "object", fields: [field("iban", "string"), field("bic", "string")] }),
    );
    expect(result.bank).toEqual({ iban: notFound("iban", "string"), bic: notFound("bic", "string") });
  });
});

describe("extractWithRules, confidence", () => {
  it("lowers confidence for words the OCR was unsure of", () => {
    const text = "Invoice number: 4711";
    const sure = primitive(extractWithRules(docFromText(text), schema(field("invoice_number", "string"))).invoice_number);
    const unsure = primitive(
      extractWithRules(docFromText({ text, confidence: 0.5 }), schema(field("invoice_number", "string"))).invoice_number,
    );
    expect(sure.value).toBe("4711");
    expect(unsure.value).toBe("4711");
    expect(unsure.confidence).toBeLessThan(sure.confidence);
    expect(unsure.confidence).toBeLessThan(0.9);
  });
});

describe("extractWithRules, label variants", () => {
  it("reads labels through OCR slips", () => {
    const doc = docFromText(`lnvoice Number: 4711
T0TAL   12.00`);
    const result = extractWithRules(doc, schema(field("invoice_number", "string"), field("total", "number")));
    expect(primitive(result.invoice_number).value).toBe("4711");
    expect(primitive(result.total).value).toBe(12);
  });

  it("reads German compounds and bracketed remarks between label and value", () => {
    const doc = docFromText(`Sammelrechnung (Kopie) Nr. KR-3817 vom 22.10.2021
Gesamtbetrag ohne USt.          240,00
Umsatzsteuerbetrag              45,60
Bruttorechnungsbetrag           285,60`);
    const result = extractWithRules(
      doc,
      schema(
        field("invoice_number", "string"),
        field("invoice_date", "date"),
        field("net_total", "number"),
        field("tax_total", "number"),
        field("grand_total", "number"),
      ),
    );
    expect(primitive(result.invoice_number).value).toBe("KR-3817");
    expect(primitive(result.invoice_date).value).toBe("2021-10-22");
    expect(primitive(result.net_total).value).toBe(240);
    expect(primitive(result.tax_total).value).toBe(45.6);
    expect(primitive(result.grand_total).value).toBe(285.6);
  });

  it("does not take the customer's VAT number for the seller's", () => {
    const doc = docFromText(`TVA : FR24518402730
N° TVA client        FR68407163856`);
    expect(primitive(extractWithRules(doc, schema(field("seller_vat_id", "string"))).seller_vat_id).value).toBe("FR24518402730");
  });

  it("reads a value in running text that carries on to the next line", () => {
    const doc = docFromText(`11. Choice of Law. Any dispute between the parties under this Agreement is to be decided under the laws of the
State of Vermont, regardless of where either party resides.`);
    expect(primitive(extractWithRules(doc, schema(field("jurisdiction", "string", "Governing law"))).jurisdiction).value).toBe("Vermont");
  });
});
