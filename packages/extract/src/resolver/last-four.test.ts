// The last four digits of a masked card or account number.
import type { DocumentSchema, PrimitiveResult } from "@docsift/contract";
import { describe, expect, it } from "vitest";
import { extractWithRules } from "../index.ts";
import { docFromText } from "../test-doc.ts";
import { asksLastFour, lastFourOf } from "./last-four.ts";

const schema = (name: string, description: string): DocumentSchema => ({
  name: "t",
  description: "",
  fields: [{ name, type: "string", description }],
});
const value = (text: string, name: string, description = "") =>
  (extractWithRules(docFromText(text), schema(name, description))[name] as PrimitiveResult).value;

describe("last four digits", () => {
  it("are asked for by the field's name or description", () => {
    expect(asksLastFour("card_last4", "")).toBe(true);
    expect(asksLastFour("card", "Card that settled the bill, by its last four digits")).toBe(true);
    expect(asksLastFour("card_number", "Card number")).toBe(false);
  });

  it("are read from a masked number", () => {
    expect(lastFourOf("Mastercard XXXX-XXXX-XXXX-8063")).toBe("8063");
    expect(lastFourOf("AUTOPAY TO CREDIT CARD ****2958")).toBe("2958");
    expect(lastFourOf("Invoice 2024-8063")).toBeNull();
  });

  it("answer from the one masked number of a document, and not from two different ones", () => {
    const folio = "GUEST LEDGER\n11/02/2024      Mastercard XXXX-XXXX-XXXX-8063 Ref 442917        689.45";
    expect(value(folio, "card_last4", "Card that settled the bill, by its last four digits")).toBe("8063");
    const two = `${folio}\n11/03/2024      Amex XXXX-XXXXXX-X2240        18.00`;
    expect(value(two, "card_last4", "Card that settled the bill, by its last four digits")).toBeNull();
  });
});
