import { describe, expect, it } from "vitest";
import type { FieldDefinition, PrimitiveResult } from "@docsift/contract";
import { extractWithRules } from "../engine.ts";
import { docFromText } from "../test-doc.ts";

const run = (text: string, fields: FieldDefinition[]) => {
  const r = extractWithRules(docFromText(text), { name: "doc", description: "", fields });
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, (v as PrimitiveResult).value]));
};

describe("resolver over the whole schema", () => {
  it("gives one printed value to one field: the one its key names", () => {
    const r = run("Pay Date: 03/15/2024\nEmployee: Jane Doe", [
      { name: "collection_date", type: "date" },
      { name: "pay_date", type: "date" },
    ]);
    expect(r).toEqual({ collection_date: null, pay_date: "2024-03-15" });
  });

  it("lets fields that mean the same share a value", () => {
    const r = run("Payment Date: 2024-05-01", [
      { name: "pay_date", type: "date" },
      { name: "payment_date", type: "date" },
    ]);
    expect(r).toEqual({ pay_date: "2024-05-01", payment_date: "2024-05-01" });
  });

  it("answers null where the document prints that a field is empty", () => {
    expect(
      run("NCR Ref: N/A\nLot: L-7781", [
        { name: "ncr_ref", type: "string" },
        { name: "lot", type: "string" },
      ]),
    ).toEqual({ ncr_ref: null, lot: "L-7781" });
  });

  it("reads both ends of a printed range, also with times of day between", () => {
    const fields: FieldDefinition[] = [
      { name: "policy_start", type: "date", description: "Start of the policy period" },
      { name: "policy_end", type: "date", description: "End of the policy period" },
    ];
    expect(run("Policy Period   00:01 a.m. 03/22/2023 to 00:01 a.m. 03/22/2024", fields)).toEqual({
      policy_start: "2023-03-22",
      policy_end: "2024-03-22",
    });
  });

  it("keeps a field its key does not name null, rather than a neighbour's value", () => {
    const r = run("Invoice Date: 2024-05-01\nTotal: 99.00", [
      { name: "due_date", type: "date", description: "Date by which the invoice must be paid" },
    ]);
    expect(r.due_date).toBeNull();
  });
});
