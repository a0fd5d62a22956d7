// The schema templates a person starts from; each is a document_schema as POST /v1/extract takes it.
import type { DocumentSchema } from "@docsift/client";

export const TEMPLATES: Record<"invoice" | "receipt" | "contract" | "blank", DocumentSchema> = {
  invoice: {
    name: "invoice",
    description: "Key data of a supplier invoice",
    fields: [
      { name: "invoice_number", type: "string", description: "Invoice number" },
      { name: "invoice_date", type: "date", description: "Issue date" },
      { name: "due_date", type: "date", description: "Payment due date" },
      { name: "seller_name", type: "string", description: "Company that issued the invoice" },
      { name: "buyer_name", type: "string", description: "Customer billed" },
      { name: "subtotal", type: "number", description: "Total before tax" },
      { name: "tax_amount", type: "number", description: "VAT amount" },
      { name: "total", type: "number", description: "Total including tax" },
      { name: "iban", type: "string", description: "IBAN to pay to" },
      { name: "purchase_order", type: "string", description: "Customer's purchase order number" },
      {
        name: "line_items",
        type: "array",
        description: "Invoice lines",
        fields: [
          { name: "description", type: "string" },
          { name: "quantity", type: "number" },
          { name: "amount", type: "number" },
        ],
      },
    ],
  },
  receipt: {
    name: "receipt",
    description: "A till receipt",
    fields: [
      { name: "merchant_name", type: "string", description: "Shop name" },
      { name: "date", type: "date", description: "Date of purchase" },
      { name: "receipt_number", type: "string", description: "Receipt number" },
      { name: "total", type: "number", description: "Total paid" },
      { name: "cash", type: "number", description: "Cash tendered" },
      { name: "change", type: "number", description: "Change given" },
      { name: "phone", type: "phone", description: "Shop phone number" },
    ],
  },
  contract: {
    name: "contract",
    description: "A services agreement",
    fields: [
      { name: "effective_date", type: "date", description: "Date the agreement takes effect" },
      { name: "provider", type: "string", description: "Party providing the services" },
      { name: "client", type: "string", description: "Party receiving the services" },
      { name: "monthly_fee", type: "number", description: "Fee per month" },
      { name: "term", type: "string", description: "Duration of the agreement" },
      { name: "governing_law", type: "string", description: "Jurisdiction whose laws govern the agreement" },
    ],
  },
  blank: { name: "document", description: "", fields: [] },
};
