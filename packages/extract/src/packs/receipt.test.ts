import type { DocumentSchema, PrimitiveResult } from "@docsift/contract";
import { describe, expect, it } from "vitest";
import { extractWithRules } from "../index.ts";
import { layOut } from "../layout.ts";
import { cashPaid } from "./receipt.ts";
import { docFromText } from "../test-doc.ts";

const RECEIPT_SCHEMA: DocumentSchema = {
  name: "receipt",
  description: "Key facts of a till receipt from a shop or café",
  fields: [
    { name: "company", type: "string", description: "Name the shop or company trades under" },
    { name: "date", type: "date", description: "Day the purchase was made" },
    { name: "address", type: "string", description: "Shop's address as the receipt prints it" },
    { name: "total", type: "number", description: "Amount the customer paid in total" },
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
    expect(
      read(`   GOLDEN LEAF\n   CO.  (M)  SDN BHD\n   (Co. No. 12345-W)\n   LOT 5, JALAN RIA\n   50000 KUALA LUMPUR\n   Tel : 03-2222 1111`)
        .company,
    ).toBe("GOLDEN LEAF CO. (M) SDN BHD");
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
   Total 0% items:     8.45
   Total 6% items (Inc. GST):    -10.62
   Total Payable:     -2.17`);
    expect(r.total).toBe(-2.17);
  });
});

describe("dates as OCR reads them", () => {
  it("reads a letter for a digit and a doubled separator", async () => {
    const { findDates } = await import("../normalize/date.ts");
    expect(findDates("23/0l/2019 10:35")[0]?.iso).toBe("2019-01-23");
    expect(findDates("Date : 17-08- -2018 15:21:07")[0]?.iso).toBe("2018-08-17");
    expect(findDates("Co./Ref 12")).toEqual([]);
  });
});

describe("receipt totals and the cash paid", () => {
  const head = `   MAWAR BAKERY\n   22, JALAN MAWAR 2\n   81300 SKUDAI\n   Date: 14/09/2019\n   ROTI KAYA        2     6.80`;

  it("takes the cash tendered less the change where the total line was misread", () => {
    expect(read(`${head}\n   GRAND TOTAL      8.30\n   CASH            10.00\n   CHANGE           3.20`).total).toBe(6.8);
  });

  it("takes the total that the payment confirms over a larger one", () => {
    const r = read(
      `${head}\n   Total Sales      21.20\n   Discount          1.20\n   Total            20.00\n   CASH            50.00\n   CHANGE          30.00`,
    );
    expect(r.total).toBe(20);
  });

  it("reads the payment where no line is labelled as the total", () => {
    expect(read(`${head}\n   NET TOTAL        9.40\n   CASH            10.00\n   CHANGE           0.60`).total).toBe(9.4);
  });

  it("keeps a total printed twice over a payment that disagrees with it: the payment was misread", () => {
    const twice = `${head}\n   Total Sales     16.40\n   Rounding         0.00\n   Total Sales     16.40\n   CASH           116.40\n   CHANGE           0.00`;
    expect(read(twice).total).toBe(16.4);
    // Printed once, the total is the misread figure.
    expect(read(`${head}\n   Total Sales     16.40\n   CASH            20.00\n   CHANGE           3.60`).total).toBe(16.4);
    expect(read(`${head}\n   Total Sales     18.40\n   CASH            20.00\n   CHANGE           3.60`).total).toBe(16.4);
  });

  it("keeps the printed total where the payment differs from it by cash rounding only", () => {
    expect(read(`${head}\n   TOTAL           18.47\n   CASH            20.00\n   CHANGE           1.55`).total).toBe(18.47);
    expect(
      read(`${head}\n   TOTAL           18.47\n   ROUNDING ADJ    -0.02\n   CASH            20.00\n   CHANGE           1.55`).total,
    ).toBe(18.47);
  });

  it("takes the total under a rounding line, also where rounding took it down or the receipt calls it net", () => {
    expect(read(`${head}\n   Total Sales (Incl. GST)   10.02\n   Rounding Adj    -0.02\n   Total           10.00`).total).toBe(10);
    expect(
      read(`${head}\n   SUB TOTAL        9.00\n   SST 6%           0.54\n   ROUNDING ADJ     0.01\n   NET TOTAL        9.55`).total,
    ).toBe(9.55);
    // A figure OCR split at its decimal point is no rounded total.
    expect(read(`${head}\n   Total (Incl. GST)   12.48\n   Rounding Adj    0.02\n   Total        12. 50`).total).toBe(12.48);
  });

  it("prefers an amount with cents to a whole number, which is a count or a figure that lost its decimal point", () => {
    expect(read(`${head}\n   Total (Inclusive of $50 voucher):   12.50`).total).toBe(12.5);
    expect(read(`${head}\n   Total Nos: 30\n   Total (Incl. GST):   12.50`).total).toBe(12.5);
  });

  it("reads Malay labels and a total label with one letter misread", () => {
    const r = read(`${head.replace("Date:", "TARIKH:")}\n   JUMLAH KECIL     6.42\n   SST 6%           0.38\n   JUMLAH           6.80`);
    expect(r.date).toBe("2019-09-14");
    expect(r.total).toBe(6.8);
    expect(read(`${head}\n   TOLAL            6.80`).total).toBe(6.8);
  });
});

describe("cashPaid", () => {
  const paid = (text: string) => cashPaid(layOut(docFromText(text)).pages[0]!, {})?.value ?? null;

  it("subtracts the change from the cash tendered, in the languages receipts are printed in", () => {
    expect(paid("CASH RM   50.00\nCHANGE RM   7.60")).toBe(42.4);
    expect(paid("Cash Received :  100.00\nVISA APPROVED\nChange Due :  12.35")).toBe(87.65);
    expect(paid("TUNAI   20.00\nBAKI   4.50")).toBe(15.5);
    expect(cashPaid(layOut(docFromText("BAR   20,00\nRÜCKGELD   4,50")).pages[0]!, { decimal: "," })?.value).toBe(15.5);
  });

  it("reads only lines that are the label and one amount", () => {
    expect(paid("Cash Inv No.:  4411A7\nCHANGE   3.00")).toBeNull();
    expect(paid("CASH SALES   12.00\nCHANGE   3.00")).toBeNull();
    expect(paid("CASH   10.00   20.00\nCHANGE   3.00")).toBeNull();
    expect(paid("CHANGE   3.00\nCASH   10.00")).toBeNull();
  });
});

describe("legal forms", () => {
  it("ends a Malaysian company name at S/B, also where OCR read its S as a 5", () => {
    const tail = "\n   LOT 5, JALAN RIA\n   50000 KUALA LUMPUR\n   Tel : 03-2222 1111";
    expect(read(`   MAJU JAYA MART S/B (123456-A)${tail}`).company).toBe("MAJU JAYA MART S/B");
    expect(read(`   MAJU JAYA MART 5/B (123456-A)${tail}`).company).toBe("MAJU JAYA MART 5/B");
  });
});

describe("a receipt's date", () => {
  it("takes the one date after a date label in a faint print, beside an unlabelled one", () => {
    const doc = docFromText({
      text: `   MAWAR BAKERY\n   Inv: 4411   Date:  14/03/2019\n   13/03/2019 09:15\n   TOTAL   6.80`,
      confidence: 0.25,
    });
    expect((extractWithRules(doc, RECEIPT_SCHEMA).date as PrimitiveResult).value).toBe("2019-03-14");
  });
});
