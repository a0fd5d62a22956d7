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
    expect(asksLastFour("card", "Last four digits of the card used to pay")).toBe(true);
    expect(asksLastFour("card_number", "Card number")).toBe(false);
  });

  it("are read from a masked number", () => {
    expect(lastFourOf("Visa XXXX-XXXX-XXXX-4421")).toBe("4421");
    expect(lastFourOf("ONLINE TRANSFER TO SAVINGS ****7731")).toBe("7731");
    expect(lastFourOf("Invoice 2024-4421")).toBeNull();
  });

  it("answer from the one masked number of a document, and not from two different ones", () => {
    const folio = "ROOM ACCOUNT\n09/19/2024      Visa XXXX-XXXX-XXXX-4421 Ref 310558        512.30";
    expect(value(folio, "card_last4", "Last four digits of the card used to pay")).toBe("4421");
    const two = `${folio}\n09/20/2024      Amex XXXX-XXXXXX-X1005        12.00`;
    expect(value(two, "card_last4", "Last four digits of the card used to pay")).toBeNull();
  });
});
