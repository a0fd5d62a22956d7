// Features say how a field relates to a value, not which document it is: here, whether a value is itself a label,
// and how tall it is printed.
import { describe, expect, it } from "vitest";
import { fieldCandidates } from "../engine.ts";
import { docFromText } from "../test-doc.ts";
import { FEATURES } from "./features.ts";

const AT = FEATURES.findIndex(([name]) => name === "prints_as_key");

describe("prints_as_key", () => {
  it("marks a candidate that is a label the document prints for another value, and no value", () => {
    // A form whose "Carrier" box was left empty: the label under it is the nearest piece of the page.
    const doc = docFromText("Carrier:\nTracking Number:  ZX-4471-Q\nPacked by:  Orla Finch");
    const [carrier] = fieldCandidates(doc, {
      name: "shipment",
      description: "A shipping form",
      fields: [{ name: "carrier", type: "string" }],
    });
    const flag = (value: string) => carrier!.rows[carrier!.values.indexOf(value)]?.[AT];
    expect(flag("Tracking Number:")).toBe(1);
    expect(flag("ZX-4471-Q")).toBe(0);
  });
});

describe("emphasis", () => {
  it("says how much taller than the page's usual words a value is printed", () => {
    const doc = docFromText("Fenwick Marine Supplies\n\nInvoice No:  FM-2231\nDate:  2025-02-03\nShip to:  Harbour Office, Pier 4");
    // The letterhead is set in type twice the height of the rest (it takes the blank line below it).
    const head = doc.pages[0]!.lines[0]!;
    const tall = ([x0, y0, x1, y1]: [number, number, number, number]): [number, number, number, number] => [x0, y0, x1, y0 + 2 * (y1 - y0)];
    head.bbox = tall(head.bbox);
    for (const word of head.words) word.bbox = tall(word.bbox);
    const [supplier, number] = fieldCandidates(doc, {
      name: "invoice",
      description: "A supplier's invoice",
      fields: [
        { name: "supplier_name", type: "string", description: "Company that issued the invoice" },
        { name: "invoice_number", type: "string" },
      ],
    });
    const at = FEATURES.findIndex(([name]) => name === "emphasis");
    const of = (field: typeof supplier, value: string) => field!.rows[field!.values.indexOf(value)]?.[at];
    expect(of(supplier, "Fenwick Marine Supplies")).toBeCloseTo(2);
    expect(of(number, "FM-2231")).toBeCloseTo(1);
  });
});

describe("names_other", () => {
  it("says how well a value's own words name another field of the schema", () => {
    // A form whose "Inspector" entry was left empty: the label of the next box is the piece of the page right of it.
    const doc = docFromText("Inspector:          Batch Number:  QX-118\nSite:  North Quay Depot");
    const [inspector] = fieldCandidates(doc, {
      name: "inspection",
      description: "An inspection form",
      fields: [
        { name: "inspector", type: "string" },
        { name: "batch_number", type: "string" },
        { name: "site", type: "string" },
      ],
    });
    const at = FEATURES.findIndex(([name]) => name === "names_other");
    const of = (value: string) => inspector!.rows[inspector!.values.indexOf(value)]?.[at];
    expect(of("Batch Number:")).toBeGreaterThan(0.9);
    expect(of("North Quay Depot")).toBe(0);
  });
});
