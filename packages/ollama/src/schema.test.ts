import type { DocumentSchema } from "@docsift/contract";
import { describe, expect, it } from "vitest";
import { toJsonSchema } from "./schema.ts";

const schema: DocumentSchema = {
  name: "invoice",
  description: "A supplier invoice",
  fields: [
    { name: "invoice_number", type: "string", description: "The invoice's number" },
    { name: "total", type: "number" },
    { name: "issued", type: "date", description: "Issue date, format DD/MM/YYYY" },
    {
      name: "seller",
      type: "object",
      description: "Who sends the invoice",
      fields: [
        { name: "phone", type: "phone" },
        { name: "email", type: "email" },
        { name: "address", type: "object", fields: [{ name: "city", type: "string" }] },
      ],
    },
    { name: "lines", type: "array", description: "Invoice lines", fields: [{ name: "amount", type: "number" }] },
  ],
};

describe("toJsonSchema", () => {
  it("makes every leaf nullable, keeps descriptions, requires every key and asks for values as printed", () => {
    expect(toJsonSchema(schema)).toEqual({
      type: "object",
      description: "A supplier invoice",
      additionalProperties: false,
      required: ["invoice_number", "total", "issued", "seller", "lines"],
      properties: {
        invoice_number: { type: ["string", "null"], description: "The invoice's number" },
        total: { type: ["number", "null"] },
        issued: { type: ["string", "null"], description: "Issue date, format DD/MM/YYYY; a date, copied as printed in the document" },
        seller: {
          type: "object",
          description: "Who sends the invoice",
          additionalProperties: false,
          required: ["phone", "email", "address"],
          properties: {
            phone: { type: ["string", "null"], description: "a phone number, copied as printed in the document" },
            email: { type: ["string", "null"], description: "an e-mail address, copied as printed in the document" },
            address: {
              type: "object",
              additionalProperties: false,
              required: ["city"],
              properties: { city: { type: ["string", "null"] } },
            },
          },
        },
        lines: {
          type: "array",
          description: "Invoice lines",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["amount"],
            properties: { amount: { type: ["number", "null"] } },
          },
        },
      },
    });
  });
});
