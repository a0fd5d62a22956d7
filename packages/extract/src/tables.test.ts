import type { ArrayResult, DocumentSchema, FieldDefinition } from "@docsift/contract";
import { describe, expect, it } from "vitest";
import { extractWithRules } from "./index.ts";
import { docFromCsv, docFromText } from "./test-doc.ts";

const LINE_ITEMS: FieldDefinition = {
  name: "line_items",
  type: "array",
  description: "All invoice line items",
  fields: [
    { name: "description", type: "string", description: "Item name" },
    { name: "quantity", type: "number" },
    { name: "unit_price", type: "number", description: "Net unit price" },
    { name: "net_amount", type: "number", description: "Net line amount" },
  ],
};

function itemsOf(result: Record<string, unknown>, name = "line_items"): Record<string, unknown>[] {
  return (result[name] as ArrayResult).map((item) => Object.fromEntries(Object.entries(item).map(([k, v]) => [k, v.value])));
}

const schema = (...fields: FieldDefinition[]): DocumentSchema => ({ name: "invoice", description: "", fields });

describe("array fields from tables", () => {
  it("maps German column headers to the item's sub-fields and skips summary rows", () => {
    const doc = docFromText({
      text: "Rechnung 4711",
      tables: [
        {
          header: ["Pos", "Bezeichnung", "Menge", "Einzelpreis", "Gesamtpreis"],
          rows: [
            ["1", "Trennblätter A4", "20 Stk", "9,90", "198,00"],
            ["2", "Joghurt Banane", "100", "5,50", "550,00"],
            ["", "Zwischensumme", "", "", "748,00"],
          ],
        },
      ],
    });
    const result = extractWithRules(doc, schema(LINE_ITEMS));
    expect(itemsOf(result)).toEqual([
      { description: "Trennblätter A4", quantity: 20, unit_price: 9.9, net_amount: 198 },
      { description: "Joghurt Banane", quantity: 100, unit_price: 5.5, net_amount: 550 },
    ]);
    const first = (result.line_items as ArrayResult)[0]!;
    expect(first.quantity).toMatchObject({ page_index: 1, field_type: "number", source_context: "Menge: 20 Stk | 1 | Trennblätter A4 | 20 Stk | 9,90 | 198,00" });
    expect(first.quantity!.confidence).toBeGreaterThan(0.5);
  });

  it("reads a table that runs on over the next page as one", () => {
    const header = ["Description", "Qty", "Unit Price", "Amount"];
    const doc = docFromText(
      { text: "Invoice INV-1", tables: [{ header, rows: [["Widget", "2", "10.00", "20.00"], ["Gadget", "1", "5.00", "5.00"]] }] },
      // The continuation repeats the header on the next page.
      { text: "Page 2", tables: [{ header, rows: [["Gizmo", "3", "1.50", "4.50"]] }] },
    );
    const items = extractWithRules(doc, schema(LINE_ITEMS)).line_items as ArrayResult;
    expect(items.map((i) => i.description!.value)).toEqual(["Widget", "Gadget", "Gizmo"]);
    expect(items.map((i) => i.description!.page_index)).toEqual([1, 1, 2]);
    expect(items[2]!.net_amount!.value).toBe(4.5);
  });

  it("takes a continuation whose first row the reader mistook for a header as a row", () => {
    const doc = docFromText(
      { text: "p1", tables: [{ header: ["Description", "Qty", "Amount"], rows: [["Widget", "2", "20.00"]] }] },
      { text: "p2", tables: [{ header: ["Gadget", "1", "5.00"], rows: [["Gizmo", "3", "4.50"]] }] },
    );
    const items = itemsOf(extractWithRules(doc, schema(LINE_ITEMS)));
    expect(items.map((i) => i.description)).toEqual(["Widget", "Gadget", "Gizmo"]);
  });

  it("maps a CSV document by its header row", () => {
    const doc = docFromCsv([
      ["sku", "product_name", "qty", "price", "line_total"],
      ["A-1", "Blue pen", "10", "1.20", "12.00"],
      ["B-2", "Red pen", "5", "1.30", "6.50"],
    ]);
    const result = extractWithRules(
      doc,
      schema({
        name: "items",
        type: "array",
        fields: [
          { name: "code", type: "string" },
          { name: "name", type: "string" },
          { name: "quantity", type: "number" },
          { name: "unit_price", type: "number" },
          { name: "total", type: "number" },
        ],
      }),
    );
    expect(itemsOf(result, "items")).toEqual([
      { code: "A-1", name: "Blue pen", quantity: 10, unit_price: 1.2, total: 12 },
      { code: "B-2", name: "Red pen", quantity: 5, unit_price: 1.3, total: 6.5 },
    ]);
  });

  it("leaves sub-fields without a column null", () => {
    const doc = docFromText({ text: "x", tables: [{ header: ["Item", "Amount"], rows: [["Service", "100.00"]] }] });
    expect(itemsOf(extractWithRules(doc, schema(LINE_ITEMS)))).toEqual([{ description: "Service", quantity: null, unit_price: null, net_amount: 100 }]);
  });

  it("returns an empty list when no table matches the items", () => {
    const noTables = docFromText("Invoice 4711\nWidget 2 x 10.00 = 20.00");
    expect(extractWithRules(noTables, schema(LINE_ITEMS)).line_items).toEqual([]);
    const taxTable = docFromText({ text: "x", tables: [{ header: ["VAT rate", "Basis", "Tax"], rows: [["19%", "100,00", "19,00"]] }] });
    expect(extractWithRules(taxTable, schema(LINE_ITEMS)).line_items).toEqual([]);
  });
});
