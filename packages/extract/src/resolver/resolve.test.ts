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
      run("Recall Ref: N/A\nBatch: B-2290", [
        { name: "recall_ref", type: "string" },
        { name: "batch", type: "string" },
      ]),
    ).toEqual({ recall_ref: null, batch: "B-2290" });
  });

  it("reads both ends of a printed range, also with times of day between", () => {
    const fields: FieldDefinition[] = [
      { name: "policy_start", type: "date", description: "Day the cover begins" },
      { name: "policy_end", type: "date", description: "Day the cover ends" },
    ];
    expect(run("Policy Period   00:01 a.m. 10/27/2023 to 00:01 a.m. 10/27/2024", fields)).toEqual({
      policy_start: "2023-10-27",
      policy_end: "2024-10-27",
    });
  });

  it("keeps a field its key does not name null, rather than a neighbour's value", () => {
    const r = run("Invoice Date: 2024-05-01\nTotal: 99.00", [
      { name: "due_date", type: "date", description: "Last day to settle the invoice" },
    ]);
    expect(r.due_date).toBeNull();
  });
});
