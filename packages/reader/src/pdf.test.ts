import { PDFDocument as PdfLibDocument, degrees } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { countPdfPages, documentText, readDocument } from "./index.ts";
import { writePdf } from "./testing/bombs.ts";
import { A4, makePdf, textWidth } from "./testing/make-pdf.ts";

const read = (bytes: Uint8Array, maxPages?: number) => readDocument(bytes, "application/pdf", { maxPages });

describe("PDF text layer", () => {
  it("puts a label and its value on one line, apart, with word boxes where they were drawn", async () => {
    const pdf = await makePdf([
      [
        { text: "Invoice No.", x: 50, y: 100 },
        { text: "INV-001", x: 300, y: 100 },
        { text: "Date", x: 50, y: 130 },
      ],
    ]);
    const doc = await read(pdf);
    expect(doc.kind).toBe("pdf");
    const [page] = doc.pages;
    expect(page).toMatchObject({ number: 1, source: "text", tables: [] });
    expect(page!.width).toBeCloseTo(A4.width);
    expect(page!.height).toBeCloseTo(A4.height);
    expect(page!.lines.map((l) => l.text)).toEqual([expect.stringMatching(/^Invoice No\. {2,}INV-001$/), "Date"]);

    const words = page!.lines[0]!.words;
    expect(words.map((w) => w.text)).toEqual(["Invoice", "No.", "INV-001"]);
    const [invoice, no, value] = words.map((w) => w.bbox);
    expect(invoice![0]).toBeCloseTo(50 / A4.width, 3);
    expect(invoice![2]).toBeCloseTo((50 + textWidth("Invoice")) / A4.width, 2);
    expect(no![0]).toBeCloseTo((50 + textWidth("Invoice ")) / A4.width, 2);
    expect(no![2]).toBeCloseTo((50 + textWidth("Invoice No.")) / A4.width, 3);
    expect(value![0]).toBeCloseTo(300 / A4.width, 3);
    expect(value![2]).toBeCloseTo((300 + textWidth("INV-001")) / A4.width, 3);
    for (const bbox of [invoice, no, value]) {
      expect(Math.abs(bbox![1] - 100 / A4.height)).toBeLessThan(0.005);
      expect(Math.abs(bbox![3] - 112 / A4.height)).toBeLessThan(0.005);
    }
    expect(words.every((w) => w.confidence === 1)).toBe(true);
    expect(page!.lines[0]!.bbox).toEqual([invoice![0], invoice![1], value![2], value![3]]);
  });

  it("keeps a small label and a large value on the same line", async () => {
    const pdf = await makePdf([
      [
        { text: "Total", x: 50, y: 202, size: 9 },
        { text: "1,234.00 EUR", x: 200, y: 200, size: 14 },
        { text: "Thank you", x: 50, y: 240 },
      ],
    ]);
    const lines = (await read(pdf)).pages[0]!.lines.map((l) => l.text);
    expect(lines).toEqual([expect.stringMatching(/^Total {2,}1,234\.00 EUR$/), "Thank you"]);
  });

  it("orders lines top to bottom and words left to right, whatever the drawing order", async () => {
    const pdf = await makePdf([
      [
        { text: "third", x: 50, y: 300 },
        { text: "right", x: 300, y: 100 },
        { text: "first", x: 50, y: 100 },
        { text: "second", x: 50, y: 200 },
      ],
    ]);
    expect(documentText(await read(pdf))).toMatch(/^first {2,}right\nsecond\nthird$/);
  });

  it("joins runs that touch into one word", async () => {
    const pdf = await makePdf([
      [
        { text: "Inv", x: 50, y: 100 },
        { text: "oice", x: 50 + textWidth("Inv"), y: 100 },
        { text: "total", x: 50 + textWidth("Invoice "), y: 100 },
      ],
    ]);
    const [line] = (await read(pdf)).pages[0]!.lines;
    expect(line!.text).toBe("Invoice total");
    expect(line!.words.map((w) => w.text)).toEqual(["Invoice", "total"]);
  });

  it("reads every page, numbered from 1", async () => {
    const pdf = await makePdf([1, 2, 3].map((n) => [{ text: `Page ${n} of 3`, x: 72, y: 72 }]));
    const doc = await read(pdf);
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(doc.pages.map((p) => p.lines.map((l) => l.text))).toEqual([["Page 1 of 3"], ["Page 2 of 3"], ["Page 3 of 3"]]);
    expect(documentText(doc)).toBe("Page 1 of 3\fPage 2 of 3\fPage 3 of 3");
  });

  it("detects a two-column table with its header", async () => {
    const rows = [
      ["Item", "Amount"],
      ["Coffee beans", "12.50"],
      ["Green tea", "4.20"],
      ["Milk", "1.10"],
    ];
    const pdf = await makePdf([
      [
        { text: "Order summary", x: 50, y: 60 },
        ...rows.flatMap(([item, amount], i) => [
          { text: item!, x: 50, y: 100 + i * 18 },
          { text: amount!, x: 300, y: 100 + i * 18 },
        ]),
        { text: "Thank you for your order, we hope to see you again soon.", x: 50, y: 220 },
      ],
    ]);
    const [page] = (await read(pdf)).pages;
    expect(page!.tables).toHaveLength(1);
    const [table] = page!.tables;
    expect(table!.page).toBe(1);
    expect(table!.header).toEqual(["Item", "Amount"]);
    expect(table!.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Coffee beans", "12.50"],
      ["Green tea", "4.20"],
      ["Milk", "1.10"],
    ]);
    const amount = table!.rows[0]![1]!.bbox!;
    expect(amount[0]).toBeCloseTo(300 / A4.width, 3);
    expect(table!.bbox![1]).toBeLessThan(amount[1]);
  });

  it("keeps a page without text as an empty page", async () => {
    const pdf = await makePdf([[{ text: "Cover", x: 50, y: 50 }], []]);
    const doc = await read(pdf);
    expect(doc.pages).toHaveLength(2);
    expect(doc.pages[1]).toMatchObject({ number: 2, lines: [], tables: [] });
  });

  it("refuses a PDF from which no text at all can be read", async () => {
    await expect(read(await makePdf([[], []]))).rejects.toMatchObject({
      code: "empty_document",
      message: "No text could be read from the document.",
    });
  });

  it("reads the text of a rotated page in its reading direction, with boxes as displayed", async () => {
    const original = await makePdf([
      [
        { text: "Invoice No.", x: 50, y: 100 },
        { text: "INV-001", x: 300, y: 100 },
      ],
    ]);
    const rotated = await PdfLibDocument.load(original);
    rotated.getPage(0).setRotation(degrees(90));
    const [page] = (await read(await rotated.save())).pages;
    expect(page!.width).toBeCloseTo(A4.height);
    expect(page!.height).toBeCloseTo(A4.width);
    expect(page!.lines.map((l) => l.text)).toEqual([expect.stringMatching(/^Invoice No\. {2,}INV-001$/)]);
    // Turned clockwise, the top-left start of the text ends up near the top-right corner, running downwards.
    const [x0, y0, x1, y1] = page!.lines[0]!.words[0]!.bbox;
    expect(x0).toBeGreaterThan(0.8);
    expect(x1).toBeLessThan(0.9);
    expect(y0).toBeCloseTo(50 / A4.width, 2);
    expect(y1).toBeGreaterThan(y0);
  });

  it("refuses a password-protected PDF", async () => {
    const pdf = await makePdf([[{ text: "secret", x: 50, y: 50 }]], { userPassword: "s3cret", ownerPassword: "owner" });
    await expect(read(pdf)).rejects.toMatchObject({ code: "encrypted_pdf" });
    await expect(countPdfPages(pdf)).rejects.toMatchObject({ code: "encrypted_pdf" });
  });

  it("refuses garbage behind a PDF header as corrupt", async () => {
    const garbage = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))]);
    const error = await read(garbage).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "corrupt_file", message: expect.stringMatching(/^The PDF could not be parsed: \S/) });
    expect((error as Error).message).not.toMatch(/\n\s+at /);
    await expect(countPdfPages(garbage)).rejects.toMatchObject({ code: "corrupt_file" });
    await expect(read(Buffer.from("not a pdf at all"))).rejects.toMatchObject({ code: "corrupt_file" });
  });

  it("reads or refuses a truncated PDF, without hanging", async () => {
    const pdf = await makePdf([1, 2, 3, 4].map((n) => [{ text: `Page ${n}`, x: 50, y: 50 }]));
    for (const fraction of [0.2, 0.5, 0.8, 0.95, 0.999]) {
      const outcome = await read(pdf.subarray(0, Math.floor(pdf.length * fraction))).then(
        (doc) => doc.pages.length,
        (error: { code?: string }) => error.code,
      );
      expect(outcome === "corrupt_file" || typeof outcome === "number").toBe(true);
    }
  });

  it("refuses an empty file", async () => {
    await expect(read(new Uint8Array())).rejects.toMatchObject({ code: "empty_document" });
  });

  it("refuses more pages than allowed, and counts pages cheaply", async () => {
    const pdf = await makePdf([1, 2, 3].map((n) => [{ text: `Page ${n}`, x: 50, y: 50 }]));
    await expect(read(pdf, 2)).rejects.toMatchObject({ code: "too_many_pages" });
    await expect(read(pdf, 3)).resolves.toMatchObject({ kind: "pdf" });
    expect(await countPdfPages(pdf)).toBe(3);
  });

  it("leaves the caller's bytes untouched", async () => {
    const pdf = await makePdf([[{ text: "Hello", x: 50, y: 50 }]]);
    const copy = Buffer.from(pdf);
    await read(pdf);
    expect(pdf.equals(copy)).toBe(true);
  });

  it("reads control characters and unpaired surrogates in a text layer as spaces", async () => {
    const content = Buffer.from("BT /F1 12 Tf 72 720 Td (Invoice Number: INV\\000-7\\001x) Tj ET\n");
    const pdf = writePdf([
      { num: 1, dict: "<</Type/Catalog/Pages 2 0 R>>" },
      { num: 2, dict: "<</Type/Pages/Kids[4 0 R]/Count 1>>" },
      { num: 3, dict: "<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>" },
      { num: 4, dict: "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 3 0 R>>>>/Contents 5 0 R>>" },
      { num: 5, dict: "<<>>", stream: content },
    ]);
    expect(documentText(await read(pdf))).toBe("Invoice Number: INV -7 x");
  });
});
