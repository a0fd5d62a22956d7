import PDFDocument from "pdfkit";

export type PdfText = { text: string; x: number; y: number; size?: number };

export const A4 = { width: 595.28, height: 841.89 };

/**
 * A PDF made with pdfkit: one list of texts per page, each at a known position in points from the top-left
 * corner (pdfkit's `y` is the top of the text).
 */
export function makePdf(pages: PdfText[][], options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 0, autoFirstPage: false, ...options });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const texts of pages) {
    doc.addPage();
    for (const { text, x, y, size = 12 } of texts) doc.font("Helvetica").fontSize(size).text(text, x, y, { lineBreak: false });
  }
  doc.end();
  return done;
}

/** The advance width of `text` in Helvetica at `size` points. */
export function textWidth(text: string, size = 12): number {
  return new PDFDocument({ autoFirstPage: false }).font("Helvetica").fontSize(size).widthOfString(text);
}
