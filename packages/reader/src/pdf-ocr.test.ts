import { PDFDocument as PdfLibDocument, StandardFonts, TextRenderingMode, setTextRenderingMode } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { closeOcr, readDocument } from "./index.ts";
import { textImage, textLines } from "./testing/make-image.ts";
import { drawPdf } from "./testing/make-pdf.ts";

const read = (pdf: Uint8Array) => readDocument(pdf, "application/pdf", { ocrLanguages: ["eng"] });
const INVOICE = ["Invoice 2024-0117", "Total due 1,250.00 EUR"];
const SIZE: [number, number] = [300, 240];

afterAll(closeOcr);

describe("PDF pages read through OCR", () => {
  it("reads a scanned page, which has no text layer, with boxes on the page", async () => {
    const scan = await textImage(textLines(INVOICE), SIZE);
    const pdf = await pdfkit(SIZE, [(doc) => doc.image(scan, 0, 0, { width: SIZE[0], height: SIZE[1] })]);
    const [page] = (await read(pdf)).pages;
    expect(page).toMatchObject({ number: 1, width: 300, height: 240, source: "ocr" });
    expect(page!.lines.map((line) => line.text)).toEqual(INVOICE);
    const invoice = page!.lines[0]!.words[0]!;
    expect(invoice.bbox[0]).toBeCloseTo(36 / 300, 2);
    expect(invoice.confidence).toBeLessThan(1);
  });

  it("reads scanned pages beside text pages, numbered in order", async () => {
    const scan = await textImage(textLines(["Second page, scanned"]), SIZE);
    const pdf = await pdfkit(SIZE, [
      (doc) => doc.font("Helvetica").fontSize(14).text("First page, typed", 36, 36, { lineBreak: false }),
      (doc) => doc.image(scan, 0, 0, { width: SIZE[0], height: SIZE[1] }),
    ]);
    const doc = await read(pdf);
    expect(doc.pages.map((page) => [page.number, page.source, page.lines.map((line) => line.text)])).toEqual([
      [1, "text", ["First page, typed"]],
      [2, "ocr", ["Second page, scanned"]],
    ]);
  });

  it("adds the text of an image to the page's text layer, which stays as it was", async () => {
    const seller = await textImage(
      [
        { text: "Northwind Supplies GmbH", x: 10, y: 8, size: 14 },
        { text: "Hauptstrasse 5, Berlin", x: 10, y: 32, size: 14 },
      ],
      [250, 60],
    );
    const pdf = await pdfkit(
      [400, 300],
      [
        (doc) => {
          doc.font("Helvetica").fontSize(14).text("Invoice INV-001", 36, 36, { lineBreak: false });
          doc.text("Thank you for your order", 36, 100, { lineBreak: false });
          doc.image(seller, 36, 180, { width: 250, height: 60 });
        },
      ],
    );
    const [page] = (await read(pdf)).pages;
    expect(page!.source).toBe("text+ocr");
    expect(page!.lines.map((line) => line.text)).toEqual([
      "Invoice INV-001",
      "Thank you for your order",
      "Northwind Supplies GmbH",
      "Hauptstrasse 5, Berlin",
    ]);
    expect(
      page!.lines
        .slice(0, 2)
        .flatMap((line) => line.words)
        .every((word) => word.confidence === 1),
    ).toBe(true);
    const pictured = page!.lines.slice(2).flatMap((line) => line.words);
    expect(pictured.every((word) => word.confidence < 1)).toBe(true);
    // The image's text is placed where the image is: 36 pt from the left and from 180 pt down the page.
    expect(pictured[0]!.bbox[0]).toBeCloseTo((36 + 10) / 400, 2);
    expect(pictured[0]!.bbox[1]).toBeGreaterThan(180 / 300);
  });

  it("leaves a scan alone when its text layer is an earlier OCR of it (invisible text)", async () => {
    const scan = await textImage(textLines(INVOICE), SIZE);
    const pdf = await PdfLibDocument.create();
    const page = pdf.addPage(SIZE);
    page.drawImage(await pdf.embedPng(scan), { x: 0, y: 0, width: SIZE[0], height: SIZE[1] });
    page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible));
    page.drawText("Invoice 2024-0117", { x: 36, y: 190, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
    const [scanned] = (await read(await pdf.save())).pages;
    expect(scanned).toMatchObject({ source: "text" });
    expect(scanned!.lines.map((line) => line.text)).toEqual(["Invoice 2024-0117"]);
  });
});

function pdfkit(size: [number, number], pages: ((doc: PDFKit.PDFDocument) => void)[]): Promise<Buffer> {
  return drawPdf(
    (doc) => {
      for (const draw of pages) {
        doc.addPage();
        draw(doc);
      }
    },
    { size, margin: 0 },
  );
}
