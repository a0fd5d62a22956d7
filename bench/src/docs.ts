// The benchmark's documents, generated on each run so that nothing binary is committed and every figure can be
// reproduced: invoice-like text PDFs, and scans and photos rendered from them.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { drawPdf, multiPageTiff } from "@docsift/reader/testing";

const ITEMS = [
  "Office chair, ergonomic",
  "Desk lamp LED",
  "Paper A4 80g (box)",
  "Toner cartridge black",
  "USB-C docking station",
  "Whiteboard markers (12)",
];

/** An invoice-like page: a header with labelled values, then a table of line items, about 45 lines. */
function drawPage(doc: PDFKit.PDFDocument, page: number, pages: number): void {
  doc.addPage({ size: "A4", margin: 40 });
  doc.font("Helvetica-Bold").fontSize(16).text("Northwind Office Supplies Ltd.", 40, 40, { lineBreak: false });
  doc.font("Helvetica").fontSize(9);
  const header = [
    ["Invoice No.:", `NW-2024-${String(1000 + page).padStart(5, "0")}`],
    ["Invoice Date:", "12.03.2024"],
    ["Due Date:", "11.04.2024"],
    ["Customer No.:", "C-88213"],
    ["VAT ID:", "DE123456789"],
    ["E-mail:", "billing@northwind.example"],
    ["Phone:", "+49 30 1234 5678"],
  ];
  header.forEach(([label, value], i) => {
    doc.text(label!, 360, 40 + i * 12, { lineBreak: false });
    doc.text(value!, 450, 40 + i * 12, { lineBreak: false });
  });
  const cols = [40, 300, 360, 430, 500];
  ["Description", "Qty", "Unit price", "VAT", "Amount"].forEach((h, i) =>
    doc.font("Helvetica-Bold").text(h, cols[i]!, 150, { lineBreak: false }),
  );
  doc.font("Helvetica");
  for (let r = 0; r < 36; r++) {
    const qty = (r % 5) + 1;
    const price = 3.5 + ((r * 7) % 40);
    const y = 166 + r * 15;
    doc.text(`${ITEMS[r % ITEMS.length]} #${page * 100 + r}`, cols[0]!, y, { lineBreak: false });
    doc.text(String(qty), cols[1]!, y, { lineBreak: false });
    doc.text(price.toFixed(2).replace(".", ","), cols[2]!, y, { lineBreak: false });
    doc.text("19%", cols[3]!, y, { lineBreak: false });
    doc.text((qty * price).toFixed(2).replace(".", ","), cols[4]!, y, { lineBreak: false });
  }
  doc.text(`Page ${page} of ${pages}`, 40, 780, { lineBreak: false });
  if (page === pages) {
    doc.text("Net total:", 400, 720, { lineBreak: false }).text("1.234,56 EUR", 480, 720, { lineBreak: false });
    doc.text("VAT 19%:", 400, 734, { lineBreak: false }).text("234,57 EUR", 480, 734, { lineBreak: false });
    doc.text("Total due:", 400, 748, { lineBreak: false }).text("1.469,13 EUR", 480, 748, { lineBreak: false });
  }
}

export function textPdf(pages: number): Promise<Buffer> {
  return drawPdf((doc) => {
    for (let p = 1; p <= pages; p++) drawPage(doc, p, pages);
  });
}

/** Pages of a PDF rendered to grayscale PNGs by poppler, as a flatbed scanner would deliver them. */
export function scanPages(pdfPath: string, dpi: number, dir: string, name: string): string[] {
  execFileSync("pdftoppm", ["-r", String(dpi), "-gray", "-png", pdfPath, join(dir, name)]);
  const out = execFileSync("sh", ["-c", `ls ${join(dir, name)}-*.png`])
    .toString()
    .trim()
    .split("\n");
  return out.sort();
}

/** A phone photo of a page: lower resolution, slightly rotated, a little blurred, JPEG-compressed. */
export async function phonePhoto(scanPath: string, outPath: string): Promise<void> {
  const jpeg = await sharp(readFileSync(scanPath))
    .resize({ width: 1700 })
    .rotate(3, { background: "#d8d4cc" })
    .blur(0.7)
    .modulate({ brightness: 0.93 })
    .jpeg({ quality: 78 })
    .toBuffer();
  writeFileSync(outPath, jpeg);
}

/** The scans (PNG files) as one multi-page TIFF at `outPath`. */
export async function scansToTiff(scans: string[], outPath: string): Promise<void> {
  writeFileSync(outPath, await multiPageTiff(scans.map((s) => readFileSync(s))));
}
