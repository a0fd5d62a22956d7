// Writes the playground's built-in example documents (public/examples/*.pdf): small documents of our own making,
// laid out as real ones are, fixed dates inside so that rebuilding them changes nothing.
// Run with `pnpm --filter @docsift/playground examples`.
import { createWriteStream } from "node:fs";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";

const OUT = fileURLToPath(new URL("../public/examples/", import.meta.url));
const FIXED = new Date("2026-01-01T00:00:00Z");

function write(name: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<void> {
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: name, CreationDate: FIXED, ModDate: FIXED } });
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(`${OUT}${name}.pdf`);
    out.on("finish", resolve);
    out.on("error", reject);
    doc.pipe(out);
  });
  doc.font("Helvetica");
  draw(doc);
  doc.end();
  return done;
}

const rows = (doc: PDFKit.PDFDocument, top: number, cells: [string, number, "left" | "right"][][]) =>
  cells.forEach((row, i) =>
    row.forEach(([text, x, align]) => doc.text(text, x, top + i * 18, align === "right" ? { width: 90, align: "right" } : {})),
  );

await write("invoice", (doc) => {
  doc.fontSize(18).text("Bluebell Print Studio", 50, 50).fontSize(10);
  doc.text("14 Harbour Lane, Bristol BS1 4QA", 50, 74).text("VAT No. GB 284 1934 57", 50, 88);
  doc.fontSize(16).text("INVOICE", 400, 50).fontSize(10);
  rows(doc, 80, [
    [
      ["Invoice Number:", 360, "left"],
      ["BPS-2026-0117", 450, "left"],
    ],
    [
      ["Invoice Date:", 360, "left"],
      ["12/02/2026", 450, "left"],
    ],
    [
      ["Due Date:", 360, "left"],
      ["14/03/2026", 450, "left"],
    ],
  ]);
  doc.text("Bill To:", 50, 150).text("Harrow & Finch Ltd", 50, 166).text("2 Mill Street, Leeds LS2 7EF", 50, 180);
  doc.font("Helvetica-Bold");
  rows(doc, 230, [
    [
      ["Description", 50, "left"],
      ["Qty", 300, "left"],
      ["Unit Price", 340, "right"],
      ["Amount", 450, "right"],
    ],
  ]);
  doc.font("Helvetica");
  rows(doc, 252, [
    [
      ["Business cards, 500", 50, "left"],
      ["2", 300, "left"],
      ["45.00", 340, "right"],
      ["90.00", 450, "right"],
    ],
    [
      ["A2 posters, matt", 50, "left"],
      ["10", 300, "left"],
      ["12.50", 340, "right"],
      ["125.00", 450, "right"],
    ],
    [
      ["Design hours", 50, "left"],
      ["3", 300, "left"],
      ["60.00", 340, "right"],
      ["180.00", 450, "right"],
    ],
  ]);
  rows(doc, 330, [
    [
      ["Subtotal", 340, "right"],
      ["395.00", 450, "right"],
    ],
    [
      ["VAT 20%", 340, "right"],
      ["79.00", 450, "right"],
    ],
    [
      ["Total Due GBP", 340, "right"],
      ["474.00", 450, "right"],
    ],
  ]);
  doc.text("Payment to IBAN GB33 BUKB 2020 1555 5555 55 within 30 days.", 50, 420);
});

await write("receipt", (doc) => {
  doc.fontSize(16).text("CORNER GROCER", 50, 50).fontSize(10).text("88 Elm Road, Cambridge", 50, 72).text("Tel: 01223 555 019", 50, 86);
  rows(doc, 120, [
    [
      ["Date: 03/04/2026", 50, "left"],
      ["Time: 17:42", 200, "left"],
    ],
    [["Receipt No: 004512", 50, "left"]],
  ]);
  rows(doc, 170, [
    [
      ["Sourdough loaf", 50, "left"],
      ["3.20", 200, "right"],
    ],
    [
      ["Oat milk 1L", 50, "left"],
      ["1.85", 200, "right"],
    ],
    [
      ["Apples 1kg", 50, "left"],
      ["2.40", 200, "right"],
    ],
  ]);
  rows(doc, 240, [
    [
      ["TOTAL", 50, "left"],
      ["7.45", 200, "right"],
    ],
    [
      ["CASH", 50, "left"],
      ["10.00", 200, "right"],
    ],
    [
      ["CHANGE", 50, "left"],
      ["2.55", 200, "right"],
    ],
  ]);
  doc.text("Thank you for shopping with us!", 50, 310);
});

await write("contract", (doc) => {
  doc.fontSize(16).text("SERVICES AGREEMENT", 50, 50).fontSize(10);
  const text = [
    'This Services Agreement is entered into on 1 March 2026 (the "Effective Date") between Northgate Analytics',
    'Ltd (the "Provider") and Maple Street Bakery Ltd (the "Client").',
    "",
    "1. Services. The Provider shall deliver monthly sales reports to the Client.",
    "2. Fees. The Client shall pay a monthly fee of GBP 1,200.00.",
    "3. Term. This Agreement runs for 12 months from the Effective Date.",
    "4. Governing Law. This Agreement is governed by the laws of England and Wales.",
  ];
  text.forEach((line, i) => doc.text(line, 50, 90 + i * 16));
  doc.text("Signed for the Provider: Priya Natarajan", 50, 250).text("Signed for the Client: Tom Whitfield", 50, 268);
});
console.log(`wrote examples to ${OUT}`);
