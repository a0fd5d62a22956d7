import { describe, expect, it } from "vitest";
import { detectDelimiter } from "./csv.ts";
import { readDocument } from "./index.ts";

const read = (text: string | Uint8Array) => readDocument(typeof text === "string" ? Buffer.from(text) : text, "text/csv");

describe("CSV", () => {
  it("reads a comma-separated file into lines and one table", async () => {
    const doc = await read("Item,Qty,Price\nWidget,2,9.99\nGadget,10,1.50\n");
    expect(doc.kind).toBe("csv");
    expect(doc.pages).toHaveLength(1);
    const [page] = doc.pages;
    expect(page!.lines.map((l) => l.text)).toEqual(["Item  Qty  Price", "Widget  2  9.99", "Gadget  10  1.50"]);
    expect(page!.tables).toHaveLength(1);
    const [table] = page!.tables;
    expect(table!.page).toBe(1);
    expect(table!.header).toEqual(["Item", "Qty", "Price"]);
    expect(table!.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Widget", "2", "9.99"],
      ["Gadget", "10", "1.50"],
    ]);
  });

  it("places words and cells on the character grid of the joined line", async () => {
    const doc = await read("Name,City\nAnna Berg,Köln\n");
    const [page] = doc.pages;
    expect(page!.width).toBe(15);
    expect(page!.height).toBe(2);
    const row = page!.lines[1]!;
    expect(row.text).toBe("Anna Berg  Köln");
    expect(row.words.map((w) => w.text)).toEqual(["Anna", "Berg", "Köln"]);
    expect(row.words[2]!.bbox).toEqual([11 / 15, 0.5, 1, 1]);
    expect(page!.tables[0]!.rows[0]![0]).toEqual({ text: "Anna Berg", bbox: [0, 0.5, 9 / 15, 1] });
  });

  it("detects semicolons and tabs as delimiters", async () => {
    const semicolon = await read("Artikel;Preis\nKaffee;3,50\nTee;2,10\n");
    expect(semicolon.pages[0]!.tables[0]!.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Kaffee", "3,50"],
      ["Tee", "2,10"],
    ]);
    const tab = await read("a\tb\tc\n1\t2\t3\n");
    expect(tab.pages[0]!.tables[0]!.header).toEqual(["a", "b", "c"]);
    expect(tab.pages[0]!.tables[0]!.rows[0]!.map((c) => c.text)).toEqual(["1", "2", "3"]);
  });

  it("ignores delimiters inside quotes when detecting and parsing", async () => {
    const text = 'name;address;note\n"Smith, John";"Main St 1, Springfield";"said ""hi"";\nthen left"\nDoe;Elm St;-\n';
    expect(detectDelimiter(text)).toBe(";");
    const table = (await read(text)).pages[0]!.tables[0]!;
    expect(table.header).toEqual(["name", "address", "note"]);
    expect(table.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Smith, John", "Main St 1, Springfield", 'said "hi"; then left'],
      ["Doe", "Elm St", "-"],
    ]);
  });

  it("keeps quoted commas and newlines inside one cell", async () => {
    const doc = await read('id,description,amount\n1,"Chair, oak\nwith cushion",120.00\n2,Desk,300.00\n');
    const [page] = doc.pages;
    expect(page!.lines.map((l) => l.text)).toEqual(["id  description  amount", "1  Chair, oak with cushion  120.00", "2  Desk  300.00"]);
    expect(page!.tables[0]!.rows[0]!.map((c) => c.text)).toEqual(["1", "Chair, oak with cushion", "120.00"]);
  });

  it("pads short rows to the header's columns and keeps extra cells", async () => {
    const table = (await read("a,b,c\n1\n1,2,3,4\n")).pages[0]!.tables[0]!;
    expect(table.rows[0]).toEqual([expect.objectContaining({ text: "1" }), { text: "", bbox: null }, { text: "", bbox: null }]);
    expect(table.rows[1]!.map((c) => c.text)).toEqual(["1", "2", "3", "4"]);
  });

  it("strips a byte order mark and decodes Latin-1", async () => {
    const bom = await read(Buffer.from("\ufeffKunde,Ort\nMüller,Köln\n"));
    expect(bom.pages[0]!.tables[0]!.header).toEqual(["Kunde", "Ort"]);
    const latin1 = await read(Buffer.from("Kunde,Ort\nMüller,Köln\n", "latin1"));
    expect(latin1.pages[0]!.tables[0]!.rows[0]!.map((c) => c.text)).toEqual(["Müller", "Köln"]);
  });

  it("refuses an empty file and one that cannot be parsed", async () => {
    await expect(read("\n \n")).rejects.toMatchObject({ code: "empty_document" });
    await expect(read(",,\n,,\n")).rejects.toMatchObject({ code: "empty_document" });
    await expect(read('a,b\n"unterminated,1\n')).rejects.toMatchObject({ code: "corrupt_file" });
  });
});
