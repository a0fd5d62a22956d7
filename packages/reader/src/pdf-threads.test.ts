import { afterAll, describe, expect, it } from "vitest";
import { closePdfThreads, readDocument, readDocumentWindows } from "./index.ts";
import { makePdf } from "./testing/make-pdf.ts";

afterAll(closePdfThreads);

describe("reading a long PDF in threads", () => {
  it("gives exactly what one thread gives, pages in order", async () => {
    const pdf = await makePdf(
      Array.from({ length: 23 }, (_, i) => [
        { text: `Page ${i + 1} heading`, x: 50, y: 50 },
        { text: "Amount", x: 50, y: 80 },
        { text: `${(i + 1) * 10},00 EUR`, x: 300, y: 80 },
      ]),
    );
    const threaded = await readDocument(pdf, "application/pdf", { threads: 2 });
    const single = await readDocument(pdf, "application/pdf", { threads: 1 });
    expect(threaded).toEqual(single);
    expect(threaded.pages.map((p) => p.number)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(threaded.pages[22]!.lines.map((l) => l.text)).toEqual(["Page 23 heading", expect.stringMatching(/^Amount {2,}230,00 EUR$/)]);
  });

  it("reads a long PDF in windows of pages that together are the document, numbered as in the whole", async () => {
    const pdf = await makePdf(Array.from({ length: 23 }, (_, i) => [{ text: `Page ${i + 1} of the log`, x: 50, y: 50 }]));
    const windows = [];
    for await (const window of readDocumentWindows(pdf, "application/pdf", 10, { threads: 2 })) windows.push(window);
    expect(windows.map((w) => w.pages.map((p) => p.number))).toEqual([
      Array.from({ length: 10 }, (_, i) => i + 1),
      Array.from({ length: 10 }, (_, i) => i + 11),
      [21, 22, 23],
    ]);
    expect({ kind: "pdf", pages: windows.flatMap((w) => w.pages) }).toEqual(await readDocument(pdf, "application/pdf"));
  });

  it("refuses a PDF over the page limit before its first window", async () => {
    const pdf = await makePdf(Array.from({ length: 12 }, () => [{ text: "x", x: 50, y: 50 }]));
    const windows = readDocumentWindows(pdf, "application/pdf", 5, { maxPages: 10 });
    await expect(windows.next()).rejects.toMatchObject({ code: "too_many_pages" });
  });

  it("never loads pdf.js into the caller's thread, whose Array.prototype.push its legacy build would replace", async () => {
    const pdf = await makePdf([[{ text: "Invoice 17", x: 50, y: 50 }]]);
    expect((await readDocument(pdf, "application/pdf")).pages[0]!.lines[0]!.text).toBe("Invoice 17");
    expect(Function.prototype.toString.call(Array.prototype.push)).toContain("[native code]");
  });

  it("refuses a PDF over the page limit before reading its pages", async () => {
    const pdf = await makePdf(Array.from({ length: 12 }, () => [{ text: "x", x: 50, y: 50 }]));
    await expect(readDocument(pdf, "application/pdf", { threads: 2, maxPages: 10 })).rejects.toMatchObject({ code: "too_many_pages" });
  });

  it("stops a read over its time limit with read_timeout, and reads the next document", async () => {
    const pdf = await makePdf(Array.from({ length: 30 }, (_, i) => [{ text: `Page ${i + 1}`, x: 50, y: 50 }]));
    await expect(readDocument(pdf, "application/pdf", { pageTimeoutMs: 1 })).rejects.toMatchObject({
      code: "read_timeout",
      message: expect.stringMatching(/^Reading .*PDF took longer than the limit of \d+ ms\.$/),
    });
    expect((await readDocument(pdf, "application/pdf")).pages).toHaveLength(30);
  });
});
