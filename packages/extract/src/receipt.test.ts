import type { DocumentSchema, PrimitiveResult } from "@docsift/contract";
import { describe, expect, it } from "vitest";
import { extractWithRules } from "./index.ts";
import { docFromText } from "./test-doc.ts";

const RECEIPT_SCHEMA: DocumentSchema = {
  name: "receipt",
  description: "Basic data of a scanned shop / restaurant receipt",
  fields: [
    { name: "company", type: "string", description: "Name of the shop or company that issued the receipt" },
    { name: "date", type: "date", description: "Date of the purchase" },
    { name: "address", type: "string", description: "Address of the shop as printed on the receipt" },
    { name: "total", type: "number", description: "Total amount paid" },
  ],
};

function read(text: string): Record<string, unknown> {
  const result = extractWithRules(docFromText(text), RECEIPT_SCHEMA);
  return Object.fromEntries(Object.entries(result).map(([k, v]) => [k, (v as PrimitiveResult).value]));
}

describe("receipt head and totals", () => {
  it("reads the company, the whole address block, the date and the total after rounding", () => {
    const r = read(`      BINTANG HARDWARE TRADING SDN BHD
             (765432-A)
          NO. 7, JALAN MERBAU 3,
           TAMAN SERI INDAH,
           34000 TAIPING
               PERAK
   TEL : 05-8081234   FAX : 05-8081235
          GST ID : 001122334455
             TAX INVOICE
Doc No.   CS0001234   Date:  05/03/2019
Cashier  :  USER      Time:  10:35:00
1001     1     40.00     40.00
PAINT BRUSH 2 INCH
Total Sales (Excluding GST)  :    40.00
Total GST  :     2.40
Rounding  :     0.00
Total Sales  :    42.40
CASH  :    50.00
Change  :     7.60`);
    expect(r.company).toBe("BINTANG HARDWARE TRADING SDN BHD");
    expect(r.address).toBe("NO. 7, JALAN MERBAU 3, TAMAN SERI INDAH, 34000 TAIPING PERAK");
    expect(r.date).toBe("2019-03-05");
    expect(r.total).toBe(42.4);
  });

  it("takes the shop's name over its address, not the owning company printed further down", () => {
    const r = read(`   MERIDIAN BOOK CORNER
   12, JALAN KENANGA 4, TAMAN MUTIARA
   47000 SUNGAI BULOH
   Tel: 03-6150 1234
   GST ID No: 009988776655
   TAX INVOICE
   Owned By
   MERIDIAN SUPPLY SDN BHD (998877-K)
   NOTEBOOK A5          1    4.50
   Total        4.50
   CASH        10.00
   CHANGE       5.50`);
    expect(r.company).toBe("MERIDIAN BOOK CORNER");
    expect(r.address).toBe("12, JALAN KENANGA 4, TAMAN MUTIARA 47000 SUNGAI BULOH");
    expect(r.total).toBe(4.5);
  });

  it("joins a name to the legal form on the line under it, and a branch in parentheses to the name", () => {
    expect(read(`   GOLDEN LEAF\n   CO.  (M)  SDN BHD\n   (Co. No. 12345-W)\n   LOT 5, JALAN RIA\n   50000 KUALA LUMPUR\n   Tel : 03-2222 1111`).company).toBe(
      "GOLDEN LEAF CO. (M) SDN BHD",
    );
    expect(read(`   SURIA MART SDN BHD\n   (CENTRAL BRANCH)\n   LOT 9, JALAN BESAR\n   70000 SEREMBAN\n   TEL : 06-7654321`).company).toBe(
      "SURIA MART SDN BHD (CENTRAL BRANCH)",
    );
  });

  it("reads an address without postal code down to the phone line", () => {
    const r = read(`   Harbour Pharmacy Sdn Bhd\n   Jalan Pantai Baru\n   12 Ground Floor\n   Tel: 04-123 4567\n   GST Reg 001234567890`);
    expect(r.address).toBe("Jalan Pantai Baru 12 Ground Floor");
  });

  it("prefers a total labelled exactly over a larger total of a qualified kind", () => {
    const r = read(`   TAX INVOICE / ADJUSTMENT NOTE
   Total 0% supplies:     12.98
   Total 6% supplies (Inc. GST):    -14.71
   Total Payable:     -1.73`);
    expect(r.total).toBe(-1.73);
  });
});

describe("dates as OCR reads them", () => {
  it("reads a letter for a digit and a doubled separator", async () => {
    const { findDates } = await import("./normalize/date.ts");
    expect(findDates("11/0l/2019 10:35")[0]?.iso).toBe("2019-01-11");
    expect(findDates("Date : 06-05- -2018 12:43:19")[0]?.iso).toBe("2018-05-06");
    expect(findDates("Co./Ref 12")).toEqual([]);
  });
});
