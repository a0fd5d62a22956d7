import PDFDocument from "pdfkit";

export type PdfText = { text: string; x: number; y: number; size?: number };

export const A4 = { width: 595.28, height: 841.89 };

/**
 * The bytes of a PDF made with pdfkit: whatever `draw` puts on the document, which starts with no page unless
 * `options` asks for one. Every PDF the tests and the benchmark write goes through here.
 */
export function drawPdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, ...options });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    draw(doc);
    doc.end();
  });
}

/**
 * A PDF made with pdfkit: one list of texts per page, each at a known position in points from the top-left
 * corner (pdfkit's `y` is the top of the text).
 */
export function makePdf(pages: PdfText[][], options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return drawPdf(
    (doc) => {
      for (const texts of pages) {
        doc.addPage();
        for (const { text, x, y, size = 12 } of texts) doc.font("Helvetica").fontSize(size).text(text, x, y, { lineBreak: false });
      }
    },
    { size: "A4", margin: 0, ...options },
  );
}

/** The advance width of `text` in Helvetica at `size` points. */
export function textWidth(text: string, size = 12): number {
  return new PDFDocument({ autoFirstPage: false }).font("Helvetica").fontSize(size).widthOfString(text);
}
