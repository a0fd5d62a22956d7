import { describe, expect, it } from "vitest";
import { type DocumentModel, ReadError, documentText, readDocument } from "./index.ts";

describe("readDocument", () => {
  it("reads every image type, refusing bytes that are no image as corrupt", async () => {
    for (const type of ["image/png", "image/jpeg", "image/jpg", "image/gif", "image/webp", "image/tiff"]) {
      const error = await readDocument(new Uint8Array([1, 2, 3]), type).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ReadError);
      expect(error).toMatchObject({ code: "corrupt_file" });
    }
  });

  it("refuses unknown content types", async () => {
    await expect(readDocument(Buffer.from("x"), "application/zip")).rejects.toMatchObject({ code: "unsupported_content_type" });
  });

  it("ignores content type parameters and case", async () => {
    const doc = await readDocument(Buffer.from("hello"), "Text/Plain; charset=utf-8");
    expect(documentText(doc)).toBe("hello");
  });
});

describe("documentText", () => {
  it("joins lines with newlines and pages with form feeds", () => {
    const line = (text: string) => ({ text, bbox: [0, 0, 1, 1] as [number, number, number, number], confidence: 1, words: [] });
    const page = (number: number, texts: string[]) => ({
      number,
      width: 1,
      height: 1,
      source: "text" as const,
      lines: texts.map(line),
      tables: [],
    });
    const doc: DocumentModel = { kind: "pdf", pages: [page(1, ["a", "b"]), page(2, []), page(3, ["c"])] };
    expect(documentText(doc)).toBe("a\nb\f\fc");
  });
});
