import { describe, expect, it } from "vitest";
import { ReadError, documentText, readDocument } from "./index.ts";

const read = (bytes: Uint8Array) => readDocument(bytes, "text/plain");

function utf16(text: string, endian: "le" | "be", bom = true): Uint8Array {
  const le = Buffer.from((bom ? "\ufeff" : "") + text, "utf16le");
  if (endian === "le") return le;
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1]!;
    be[i + 1] = le[i]!;
  }
  return be;
}

describe("plain text", () => {
  it("reads the few control characters text may hold (NUL among them) as spaces", async () => {
    expect(documentText(await read(Buffer.from("Invoice\u0000No. 12\u0007345 and a long enough line of text")))).toBe(
      "Invoice No. 12 345 and a long enough line of text",
    );
  });

  it("reads UTF-8 into lines and words on a character grid", async () => {
    const doc = await read(Buffer.from("Invoice No.      12345\n\nTotal due 10,00 €\n"));
    expect(doc.kind).toBe("text");
    const [page] = doc.pages;
    expect(page).toMatchObject({ number: 1, width: 22, height: 3, source: "text", tables: [] });
    expect(page!.lines.map((l) => l.text)).toEqual(["Invoice No.      12345", "Total due 10,00 €"]);
    const [invoice, no, value] = page!.lines[0]!.words;
    expect(invoice).toEqual({ text: "Invoice", bbox: [0, 0, 7 / 22, 1 / 3], confidence: 1 });
    expect(no!.bbox).toEqual([8 / 22, 0, 11 / 22, 1 / 3]);
    expect(value!.bbox).toEqual([17 / 22, 0, 1, 1 / 3]);
    // The blank line keeps its row: the third line sits at row 2.
    expect(page!.lines[1]!.bbox[1]).toBeCloseTo(2 / 3);
  });

  it("keeps a tab as a column gap even when it expands to a single space", async () => {
    const doc = await read(Buffer.from("Invoice\tX\nAB\tY"));
    const [first, second] = doc.pages[0]!.lines;
    expect(first!.text).toBe("Invoice  X");
    expect(first!.words[1]!.bbox[0]).toBeCloseTo(8 / 9);
    expect(second!.text).toBe("AB      Y");
  });

  it("strips a UTF-8 byte order mark", async () => {
    const doc = await read(Buffer.from("\ufeffHällo Wörld", "utf8"));
    expect(documentText(doc)).toBe("Hällo Wörld");
  });

  it("decodes UTF-16 with a byte order mark, little and big endian", async () => {
    expect(documentText(await read(utf16("Grüße\naus Köln", "le")))).toBe("Grüße\naus Köln");
    expect(documentText(await read(utf16("Grüße\naus Köln", "be")))).toBe("Grüße\naus Köln");
  });

  it("recognises UTF-16 without a byte order mark", async () => {
    expect(documentText(await read(utf16("Rechnung 42", "le", false)))).toBe("Rechnung 42");
  });

  it("falls back to Latin-1 (windows-1252) when the bytes are not UTF-8", async () => {
    expect(documentText(await read(Buffer.from("Müller", "latin1")))).toBe("Müller");
    expect(documentText(await read(new Uint8Array([0x53, 0x75, 0x6d, 0x6d, 0x65, 0x20, 0x80, 0x35])))).toBe("Summe €5");
  });

  it("splits pages on form feeds, without a trailing empty page", async () => {
    const doc = await read(Buffer.from("page one\r\nmore\fpage two\f"));
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(doc.pages.map((p) => p.lines.map((l) => l.text))).toEqual([["page one", "more"], ["page two"]]);
    expect(documentText(doc)).toBe("page one\nmore\fpage two");
  });

  it("keeps an empty page between two form feeds", async () => {
    const doc = await read(Buffer.from("one\f\ftwo"));
    expect(doc.pages.map((p) => p.lines.length)).toEqual([1, 0, 1]);
  });

  it("refuses whitespace-only text as empty", async () => {
    await expect(read(Buffer.from(" \n\t\f \r\n"))).rejects.toMatchObject({ code: "empty_document" });
    await expect(read(new Uint8Array())).rejects.toBeInstanceOf(ReadError);
  });

  it("refuses binary data as unreadable text", async () => {
    const binary = new Uint8Array(512).map((_, i) => (i * 37) % 32);
    await expect(read(binary)).rejects.toMatchObject({ code: "unreadable_text" });
  });

  it("refuses more form-feed pages than allowed", async () => {
    await expect(readDocument(Buffer.from("a\fb\fc"), "text/plain", { maxPages: 2 })).rejects.toMatchObject({
      code: "too_many_pages",
    });
  });
});
