import { describe, expect, it } from "vitest";
import type { DocumentSchema, PrimitiveResult } from "@docsift/contract";
import { processDocument } from "./index.ts";

const text = ["Harbour Joinery Ltd", "Quote reference: HJ-2291", "Issued: 14 March 2025", "Amount payable: 1,180.00 GBP"].join("\n");
const schema: DocumentSchema = {
  name: "quote",
  description: "A joiner's quote",
  fields: [
    { name: "quote_reference", type: "string" },
    { name: "issue_date", type: "date" },
    { name: "amount_payable", type: "number" },
    { name: "fax_number", type: "phone", description: "Fax number" },
  ],
};

describe("decisions", () => {
  it.each(["rules", "learned"] as const)("by the %s path answer what the document says and leave out what it lacks", async (decisions) => {
    const { fields } = await processDocument(Buffer.from(text), "text/plain", schema, { engine: "rules", decisions });
    const value = (name: string) => (fields[name] as PrimitiveResult).value;
    expect(value("quote_reference")).toBe("HJ-2291");
    expect(value("issue_date")).toBe("2025-03-14");
    expect(value("amount_payable")).toBe(1180);
    expect(value("fax_number")).toBeNull();
    const confidence = (fields.quote_reference as PrimitiveResult).confidence;
    expect(confidence).toBeGreaterThan(0);
    expect(confidence).toBeLessThanOrEqual(1);
  });
});
