import type { ArrayResult, DocumentSchema, FieldDefinition } from "@docsift/contract";
import { describe, expect, it } from "vitest";
import { extractWithRules } from "../index.ts";
import { docFromCsv, docFromText } from "../test-doc.ts";

const LINE_ITEMS: FieldDefinition = {
  name: "line_items",
  type: "array",
  description: "Every item billed on the invoice",
  fields: [
    { name: "description", type: "string", description: "Goods or service sold" },
    { name: "quantity", type: "number" },
    { name: "unit_price", type: "number", description: "Unit price before tax" },
    { name: "net_amount", type: "number", description: "Line total before tax" },
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
            ["1", "Schrauben M6x40", "25 Stk", "8,40", "210,00"],
            ["2", "Kabelbinder 200", "120", "4,50", "540,00"],
            ["", "Zwischensumme", "", "", "750,00"],
          ],
        },
      ],
    });
    const result = extractWithRules(doc, schema(LINE_ITEMS));
    expect(itemsOf(result)).toEqual([
      { description: "Schrauben M6x40", quantity: 25, unit_price: 8.4, net_amount: 210 },
      { description: "Kabelbinder 200", quantity: 120, unit_price: 4.5, net_amount: 540 },
    ]);
    const first = (result.line_items as ArrayResult)[0]!;
    expect(first.quantity).toMatchObject({
      page_index: 1,
      field_type: "number",
      source_context: "Menge: 25 Stk | 1 | Schrauben M6x40 | 25 Stk | 8,40 | 210,00",
    });
    expect(first.quantity!.confidence).toBeGreaterThan(0.5);
  });

  it("reads a table that runs on over the next page as one", () => {
    const header = ["Description", "Qty", "Unit Price", "Amount"];
    const doc = docFromText(
      {
        text: "Invoice INV-1",
        tables: [
          {
            header,
            rows: [
              ["Widget", "2", "10.00", "20.00"],
              ["Gadget", "1", "5.00", "5.00"],
            ],
          },
        ],
      },
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
    expect(itemsOf(extractWithRules(doc, schema(LINE_ITEMS)))).toEqual([
      { description: "Service", quantity: null, unit_price: null, net_amount: 100 },
    ]);
  });

  it("returns an empty list when no table matches the items", () => {
    const noTables = docFromText("Invoice 4711\nWidget 2 x 10.00 = 20.00");
    expect(extractWithRules(noTables, schema(LINE_ITEMS)).line_items).toEqual([]);
    const taxTable = docFromText({ text: "x", tables: [{ header: ["VAT rate", "Basis", "Tax"], rows: [["19%", "100,00", "19,00"]] }] });
    expect(extractWithRules(taxTable, schema(LINE_ITEMS)).line_items).toEqual([]);
  });
  it("takes column roles from the rows' arithmetic when the header names the quantity 'Amount'", () => {
    const doc = docFromText({
      text: "Invoice 17",
      tables: [
        {
          header: ["Amount", "Article", "Tax", "Price", "Total"],
          rows: [
            ["3.00", "Tile cutting (hours)", "7%", "42.00 €", "126.00 €"],
            ["250.00", "Wall plugs", "19%", "0.12 €", "30.00 €"],
            ["12.00", "Grout (kg)", "19%", "4.25 €", "51.00 €"],
          ],
        },
      ],
    });
    const items = extractWithRules(doc, schema(LINE_ITEMS)).line_items as ArrayResult;
    expect(items.map((i) => [i.quantity!.value, i.unit_price!.value, i.net_amount!.value])).toEqual([
      [3, 42, 126],
      [250, 0.12, 30],
      [12, 4.25, 51],
    ]);
    // The header that the arithmetic agrees with keeps its strength; the column only the arithmetic found has less.
    expect(items[1]!.net_amount!.confidence).toBeLessThan(items[1]!.unit_price!.confidence);
  });

  it("finds quantity and unit price in columns without headers, the whole numbers being the quantity", () => {
    const doc = docFromText({
      text: "x",
      tables: [
        {
          header: ["Item", "", "", "Total"],
          rows: [
            ["Bolts", "2.50", "12", "30.00"],
            ["Nuts", "0.20", "150", "30.00"],
          ],
        },
      ],
    });
    const items = itemsOf(extractWithRules(doc, schema(LINE_ITEMS)));
    expect(items).toEqual([
      { description: "Bolts", quantity: 12, unit_price: 2.5, net_amount: 30 },
      { description: "Nuts", quantity: 150, unit_price: 0.2, net_amount: 30 },
    ]);
  });

  it("keeps a header mapping the arithmetic agrees with, and lowers confidence where no mapping adds up", () => {
    const header = ["Description", "Qty", "Unit Price", "Amount"];
    const agreeing = docFromText({
      text: "x",
      tables: [
        {
          header,
          rows: [
            ["Widget", "2", "10.00", "20.00"],
            ["Gadget", "3", "5.00", "15.00"],
          ],
        },
      ],
    });
    const odd = docFromText({
      text: "x",
      tables: [
        {
          header,
          rows: [
            ["Widget", "2", "10.00", "17.00"],
            ["Gadget", "3", "5.00", "11.00"],
          ],
        },
      ],
    });
    const good = extractWithRules(agreeing, schema(LINE_ITEMS)).line_items as ArrayResult;
    const bad = extractWithRules(odd, schema(LINE_ITEMS)).line_items as ArrayResult;
    expect(itemsOf({ line_items: bad })).toEqual([
      { description: "Widget", quantity: 2, unit_price: 10, net_amount: 17 },
      { description: "Gadget", quantity: 3, unit_price: 5, net_amount: 11 },
    ]);
    expect(bad[0]!.net_amount!.confidence).toBeLessThan(good[0]!.net_amount!.confidence);
    expect(bad[0]!.description!.confidence).toBe(good[0]!.description!.confidence);
  });

  it("joins an item to the next line that carries its amount, keeping the item's own description", () => {
    const doc = docFromText({
      text: "Rechnung",
      tables: [
        {
          header: ["Pos", "Beschreibung", "Nettopreis", "Menge", "Nettobetrag"],
          rows: [
            ["1", "Schrauben M6", "", "50 Stk", ""],
            ["", "Packungsinhalt: 1 Stk", "", "", "25,00"],
            ["", "Hinweis: verzinkt", "", "", ""],
            ["2", "Muttern M6", "", "40 Stk", ""],
            ["", "Packungsinhalt: 1 Stk", "", "", "8,00"],
          ],
        },
      ],
    });
    expect(itemsOf(extractWithRules(doc, schema(LINE_ITEMS)))).toEqual([
      { description: "Schrauben M6", quantity: 50, unit_price: null, net_amount: 25 },
      { description: "Muttern M6", quantity: 40, unit_price: null, net_amount: 8 },
    ]);
  });

  it("skips detail lines under an item and total rows under the table", () => {
    const doc = docFromText({
      text: "Invoice",
      tables: [
        {
          header: ["Description", "Qty", "Unit Price", "Amount"],
          rows: [
            ["Streamers", "40", "0.50", "20.00"],
            ["assorted shades, 5 m rolls", "", "", ""],
            ["Ribbon", "2", "5.00", "10.00"],
            ["", "", "", "30.00"],
            ["Payments received", "", "", "0.00"],
          ],
        },
      ],
    });
    expect(itemsOf(extractWithRules(doc, schema(LINE_ITEMS)))).toEqual([
      { description: "Streamers", quantity: 40, unit_price: 0.5, net_amount: 20 },
      { description: "Ribbon", quantity: 2, unit_price: 5, net_amount: 10 },
    ]);
  });

  it("does not continue the item table into a same-width table with a header of its own on the next page", () => {
    const doc = docFromText(
      { text: "p1", tables: [{ header: ["Description", "Qty", "Unit Price", "Amount"], rows: [["Widget", "2", "10.00", "20.00"]] }] },
      {
        text: "p2",
        tables: [
          {
            header: ["Tax category", "Basis", "Rate", "Tax"],
            rows: [
              ["Exempt", "20,00", "0", "0,00"],
              ["Standard", "380,00", "", "72,20"],
            ],
          },
        ],
      },
    );
    expect(itemsOf(extractWithRules(doc, schema(LINE_ITEMS)))).toEqual([
      { description: "Widget", quantity: 2, unit_price: 10, net_amount: 20 },
    ]);
  });
});

describe("the end of an item table and its continuation", () => {
  it("takes no sum printed with its label outside the description column, nor one under a subtotal, for an item", () => {
    const doc = docFromText({
      text: "Invoice 88",
      tables: [
        {
          header: ["Description", "Qty", "Unit price", "Amount"],
          rows: [
            ["Garden hose 25 m", "2", "19.00", "38.00"],
            ["Hose reel", "1", "45.00", "45.00"],
            ["", "Delivery (zone 2)", "", "9.50"],
            ["Subtotal", "", "", "92.50"],
            ["Handling", "", "", "3.00"],
          ],
        },
      ],
    });
    expect(itemsOf(extractWithRules(doc, schema(LINE_ITEMS))).map((i) => i.description)).toEqual(["Garden hose 25 m", "Hose reel"]);
  });

  it("continues a table on the next page under a letterhead printed again, where the header repeats", () => {
    const header = ["Code", "Description", "Qty", "Net"];
    const doc = docFromText(
      {
        text: "Delivery note",
        tables: [
          {
            header,
            rows: [
              ["A-1", "Oat milk 1 l", "6", "10.80"],
              ["A-2", "Rye bread", "2", "5.20"],
            ],
          },
        ],
      },
      {
        text: "Delivery note (continued)",
        tables: [
          { header: null, rows: [["Delivery note (continued)", "Page 2 of 2"]] },
          { header, rows: [["A-3", "Butter 250 g", "4", "9.96"]] },
        ],
      },
    );
    expect(itemsOf(extractWithRules(doc, schema(LINE_ITEMS))).map((i) => i.description)).toEqual([
      "Oat milk 1 l",
      "Rye bread",
      "Butter 250 g",
    ]);
  });
});

describe("rows under a table that are no items", () => {
  const jobSheet = (...more: string[][]) =>
    docFromText({
      text: "Harbour Plumbing - Job Sheet",
      tables: [
        {
          header: ["Ref", "Work", "Hours", "Materials", "Line Total"],
          rows: [
            ["1", "Replace kitchen mixer tap", "1.5", "64.00", "142.00"],
            ["2", "Descale combi boiler", "2.0", "18.50", "122.50"],
            ...more,
          ],
        },
      ],
    });
  const jobs = (...numbers: string[]): FieldDefinition => ({
    name: "jobs",
    type: "array",
    fields: [
      { name: "description", type: "string", description: "Work done" },
      ...numbers.map((name) => ({ name, type: "number" as const })),
    ],
  });

  it("skips sums whose label stands in a column no field asks for", () => {
    const doc = jobSheet(["Labour", "", "", "", "180.00"], ["Materials", "", "", "", "82.50"]);
    expect(itemsOf(extractWithRules(doc, schema(jobs("line_total"))), "jobs")).toEqual([
      { description: "Replace kitchen mixer tap", line_total: 142 },
      { description: "Descale combi boiler", line_total: 122.5 },
    ]);
  });

  it("skips the lines of another list under a heading in the table", () => {
    const doc = jobSheet(["", "CALL-OUT CHARGES", "", "", ""], ["", "Weekend surcharge", "", "", "45.00"]);
    expect(itemsOf(extractWithRules(doc, schema(jobs("hours", "line_total"))), "jobs").map((i) => i.description)).toEqual([
      "Replace kitchen mixer tap",
      "Descale combi boiler",
    ]);
  });

  it("keeps a dated row without figures as an item", () => {
    const doc = docFromText({
      text: "Volunteer hours",
      tables: [
        {
          header: ["Day", "Date", "Hours"],
          rows: [
            ["Sat", "03/05/2025", "4.5"],
            ["Sun", "04/05/2025", ""],
            ["Total", "", "4.5"],
          ],
        },
      ],
    });
    const days: FieldDefinition = {
      name: "days",
      type: "array",
      fields: [
        { name: "date", type: "date" },
        { name: "hours", type: "number" },
      ],
    };
    expect(itemsOf(extractWithRules(doc, schema(days)), "days")).toEqual([
      { date: "2025-05-03", hours: 4.5 },
      { date: "2025-05-04", hours: null },
    ]);
  });
});
