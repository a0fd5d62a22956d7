// The throughput benchmark's documents: one invoice-like page per job, each with its own invoice number, dates,
// vendor, lines and totals, generated from the job's index so that nothing is committed and every run sends the
// same 1,000 pages. The same lines make the plain-text page and the text-layer PDF page, so the two kinds differ
// only in how they are read.
import type { DocumentSchema } from "@docsift/contract";
import { drawPdf } from "@docsift/reader/testing";

/** The schema every job asks for: six fields of an invoice header. */
export const THROUGHPUT_SCHEMA: DocumentSchema = {
  name: "invoice",
  description: "Key data of a supplier invoice",
  fields: [
    { name: "invoice_number", type: "string", description: "Invoice number" },
    { name: "invoice_date", type: "date", description: "Issue date of the invoice" },
    { name: "total", type: "number", description: "Total amount due including tax" },
    { name: "vendor_name", type: "string", description: "Name of the company that issued the invoice" },
    { name: "email", type: "email", description: "Billing e-mail address of the vendor" },
    { name: "due_date", type: "date", description: "Payment due date" },
  ],
};

const VENDORS = [
  ["Northwind Office Supplies Ltd.", "northwind.example", "Unit 4, Harbour Road, Bristol BS1 5TT"],
  ["Bergmann Industriebedarf GmbH", "bergmann-industrie.example", "Hafenstrasse 12, 28217 Bremen"],
  ["Acme Facility Services Inc.", "acme-facility.example", "1200 Market Street, Suite 400, Denver, CO 80202"],
  ["Lumen Print & Copy SARL", "lumen-print.example", "18 rue des Tanneurs, 69002 Lyon"],
  ["Greenline Logistics B.V.", "greenline.example", "Kade 7, 3011 AB Rotterdam"],
  ["Summit IT Hardware Ltd", "summit-it.example", "42 King Street, Manchester M2 4WU"],
] as const;

const ITEMS = [
  "Office chair, ergonomic",
  "Desk lamp LED",
  "Paper A4 80g (box of 5)",
  "Toner cartridge black",
  "USB-C docking station",
  "Whiteboard markers (12)",
  "Monitor arm, dual",
  "Shipping and handling",
  "Ring binders A4 (10)",
  "Network cable Cat6, 5 m",
];

export type GeneratedDoc = {
  /** The page as lines of text, about 40. */
  lines: string[];
  /** What a correct extraction finds. */
  expected: { invoice_number: string; invoice_date: string; total: number; due_date: string; email: string };
};

const money = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Job `i`'s invoice page (deterministic in `i` and `runTag`, which keeps invoice numbers apart between runs). */
export function invoicePage(i: number, runTag = ""): GeneratedDoc {
  const [vendor, domain, address] = VENDORS[i % VENDORS.length]!;
  const number = `INV-${2026}-${runTag}${String(10_000 + i).padStart(6, "0")}`;
  const issued = new Date(Date.UTC(2026, i % 12, 1 + (i % 28)));
  const due = new Date(issued.getTime() + (14 + (i % 3) * 8) * 86_400_000);
  const email = `billing${i % 7 === 0 ? "" : `.${i % 7}`}@${domain}`;
  const rows = 14 + (i % 6);
  const lines: string[] = [
    vendor,
    address,
    `Phone +44 20 7946 ${String(1000 + (i % 9000)).padStart(4, "0")}  |  ${email}`,
    `VAT ID GB${String(100_000_000 + i * 37).slice(0, 9)}`,
    "",
    "INVOICE",
    `Invoice Number: ${number}`,
    `Invoice Date: ${iso(issued)}`,
    `Due Date: ${iso(due)}`,
    `Customer No.: C-${String(20_000 + ((i * 13) % 9000))}`,
    `Order Ref.: PO-${String(500_000 + i * 7)}`,
    "Bill to: Example Customer Ltd, 22 Market Street, Leeds LS1 6DT",
    "",
    `${"Description".padEnd(34)}${"Qty".padStart(5)}${"Unit price".padStart(13)}${"Amount".padStart(13)}`,
  ];
  let net = 0;
  for (let r = 0; r < rows; r++) {
    const qty = ((i + r) % 5) + 1;
    const price = 4.5 + (((i + 3) * (r + 7)) % 190) + ((i + r) % 100) / 100;
    const amount = Math.round(qty * price * 100) / 100;
    net += amount;
    lines.push(
      `${`${ITEMS[(i + r) % ITEMS.length]} #${100 + r}`.padEnd(34)}${String(qty).padStart(5)}${money(price).padStart(13)}${money(amount).padStart(13)}`,
    );
  }
  net = Math.round(net * 100) / 100;
  const vat = Math.round(net * 0.2 * 100) / 100;
  const total = Math.round((net + vat) * 100) / 100;
  lines.push(
    "",
    `Subtotal: ${money(net)} GBP`,
    `VAT 20%: ${money(vat)} GBP`,
    `Total: ${money(total)} GBP`,
    "",
    `Payment terms: net ${Math.round((due.getTime() - issued.getTime()) / 86_400_000)} days. Please quote ${number} with your payment.`,
    "Bank: Example Bank plc, IBAN GB33 BUKB 2020 1555 5555 55, BIC BUKBGB22",
    `Questions about this invoice: ${email}`,
    "Thank you for your business.",
  );
  return { lines, expected: { invoice_number: number, invoice_date: iso(issued), total, due_date: iso(due), email } };
}

export function textDocument(doc: GeneratedDoc): Buffer {
  return Buffer.from(`${doc.lines.join("\n")}\n`, "utf8");
}

/** The same lines as a one-page A4 PDF with a text layer (Courier keeps the columns of the plain-text page). */
export function pdfDocument(doc: GeneratedDoc): Promise<Buffer> {
  return drawPdf(
    (pdf) => {
      pdf.addPage({ size: "A4", margin: 40 });
      doc.lines.forEach((line, n) => {
        const heading = n === 0 || line === "INVOICE";
        pdf.font(heading ? "Courier-Bold" : "Courier").fontSize(heading ? 12 : 9);
        if (line) pdf.text(line, 40, 40 + n * 17, { lineBreak: false });
      });
    },
    { info: { CreationDate: new Date(Date.UTC(2026, 0, 1)) } },
  );
}
