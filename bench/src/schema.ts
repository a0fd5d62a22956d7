import type { DocumentSchema } from "@docsift/contract";

/** The benchmark's schema: 20 fields of an invoice, with its line items. */
export const INVOICE_SCHEMA: DocumentSchema = {
  name: "invoice",
  description: "",
  fields: [
    ...[
      "invoice_number",
      "customer_number",
      "vat_id",
      "seller_name",
      "buyer_name",
      "iban",
      "currency",
      "order_number",
      "payment_terms",
    ].map((name) => ({ name, type: "string" as const })),
    ...["invoice_date", "due_date", "delivery_date"].map((name) => ({ name, type: "date" as const })),
    ...["net_total", "tax_total", "grand_total", "amount_due"].map((name) => ({ name, type: "number" as const })),
    { name: "email", type: "email" as const },
    { name: "phone", type: "phone" as const },
    { name: "fax", type: "phone" as const },
    {
      name: "line_items",
      type: "array" as const,
      fields: [
        { name: "description", type: "string" as const },
        { name: "quantity", type: "number" as const },
        { name: "unit_price", type: "number" as const },
        { name: "amount", type: "number" as const },
      ],
    },
  ],
};
