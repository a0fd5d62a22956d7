// The facts of forms, statements, letters and contracts: where a key starts, where a sentence starts, which figures
// of a row are its value, and what a defined term names.
import { describe, expect, it } from "vitest";
import { layOut } from "../layout.ts";
import { docFromText } from "../test-doc.ts";
import { collectFacts } from "./key-values.ts";

const facts = (text: string) =>
  collectFacts(layOut(docFromText(text))).map((f) => ({ key: f.keyText, value: f.ref.line.text.slice(f.from, f.to).trim(), form: f.form }));

describe("colon keys", () => {
  it("start after a comma, so the words before it are the previous value's", () => {
    const f = facts("Bank: Volksbank Lahntal, IBAN: DE53 2658 0070 0731 4452 01");
    expect(f).toContainEqual({ key: "IBAN", value: "DE53 2658 0070 0731 4452 01", form: "inline" });
    expect(f).toContainEqual(expect.objectContaining({ key: "Bank", form: "inline" }));
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Volksbank Lahntal, IBAN" }));
  });
});

describe("sentences in running text", () => {
  it("go on past an abbreviation and an initial", () => {
    const f = facts("Preparer: Oskar V. Tollefsen, Enrolled Tax Agent No. 40973").filter((x) => x.form === "prose");
    const agent = f.find((x) => x.value.startsWith("40973"));
    expect(agent?.key).toMatch(/Enrolled Tax Agent No$/);
  });

  it("begin on the line above when the value opens its line", () => {
    const f = facts("the remaining fee of $3,150.00 is\npayable no later than October 9, 2025.").filter((x) => x.form === "prose");
    const due = f.find((x) => x.value.startsWith("October 9, 2025"));
    expect(due?.key).toContain("remaining fee");
    expect(due?.key).toMatch(/payable no later than$/);
  });

  it("key a count, but not the day of a month", () => {
    const heads = facts("The final headcount is confirmed at 85.").filter((x) => x.form === "prose");
    expect(heads).toContainEqual(expect.objectContaining({ key: "The final headcount is confirmed at", value: "85." }));
    const mooring = facts("Every boat kept in the marina must be registered by March 1 each season.").filter((x) => x.form === "prose");
    expect(mooring.filter((x) => x.value.startsWith("1 "))).toEqual([]);
  });
});

describe("statement rows", () => {
  it("key the first amount after the label, the label's own figure aside", () => {
    const f = facts(
      [
        "Date        Description            Credit      Debit         Balance",
        "03/07/2024  Rent received - July    £1,280.00                 £1,280.00",
        "03/07/2024  Management fee 12%              £153.60       £1,126.40",
      ].join("\n"),
    );
    // Under a header each figure is keyed by its column's header with the row's label.
    expect(f).toContainEqual({ key: "Debit Management fee", value: "£153.60", form: "cell" });
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Management fee", value: "£1,126.40" }));
    // Without one, the label keys the first amount after it.
    const bare = facts(["Rent received - July    £1,280.00", "Management fee 12%              £153.60       £1,126.40"].join("\n"));
    expect(bare).toContainEqual({ key: "Management fee", value: "£153.60", form: "column" });
  });
});

describe("defined terms", () => {
  it("name the party whose name stands before them, and the date before them", () => {
    const f = facts(
      [
        'I, Gordon P. Pendry ("Seller"), of 61 Wrenfield Drive, Dover, DE 19901, hereby convey to',
        'Yolanda Birch ("Buyer"), of 3308 Pell Street, Milford, DE 19963, the boat trailer listed below.',
        'The last installment shall fall due on June 30, 2031 (the "Final Payment Date").',
      ].join("\n"),
    ).filter((x) => x.form === "defined");
    expect(f).toEqual(
      expect.arrayContaining([
        { key: "Seller", value: "Gordon P. Pendry", form: "defined" },
        { key: "Buyer", value: "Yolanda Birch", form: "defined" },
        { key: "Final Payment Date", value: "June 30, 2031", form: "defined" },
      ]),
    );
  });

  it("give no half of a name that began on the line above", () => {
    const f = facts(
      'This Sublease is entered into by Kestle Estates and Miriam\nVantrell-Park ("Subtenant"), for the unit at 42 Juniper Row.',
    );
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Subtenant", value: "Vantrell-Park" }));
  });
});

describe("names in running text", () => {
  const prose = (text: string) => facts(text).filter((x) => x.form === "prose");

  it("are values, whole, keyed by the words right before them", () => {
    const f = prose("It is my pleasure to appoint you to the role of Senior Field Geologist within our Survey team.");
    expect(f).toContainEqual(expect.objectContaining({ key: expect.stringMatching(/role of$/), value: "Senior Field Geologist" }));
  });

  it("are read across a line break, and never as half a name", () => {
    const f = prose("The trailer was clipped on its left side by a van driven by Rowan\nFeltham of Keene, New Hampshire.");
    expect(f).toContainEqual(expect.objectContaining({ value: "Rowan Feltham" }));
    expect(f.map((x) => x.value)).not.toContain("Feltham");
  });

  it("are named by the word after them, or by the last word of the name", () => {
    const f = prose("The dinner will be held in the Harbour View room. The auction takes place in Marion County, Oregon.");
    expect(f).toContainEqual(expect.objectContaining({ key: "room", value: "Harbour View" }));
    expect(f).toContainEqual(expect.objectContaining({ key: "County", value: "Marion" }));
    // "in" says where, not what: a place is no key's value by the words before it.
    expect(f.filter((x) => x.value === "Oregon" || x.value === "Marion County")).toEqual([]);
  });

  it("are named by what they are said to be", () => {
    const f = prose("Desmond Ravensworth will be the engineer responsible for your project.");
    expect(f).toContainEqual(expect.objectContaining({ key: "engineer responsible", value: "Desmond Ravensworth" }));
  });

  it("keep their title and are no house number's street", () => {
    const f = prose("The subtenant lives at 42 Juniper Row. Prescriber: Dr. Ingrid Solberg, DO");
    expect(f.map((x) => x.value)).not.toContain("Juniper Row");
    expect(f.filter((x) => x.value === "Ingrid Solberg")).toEqual([]);
  });

  it("keep a number after a number sign, however short", () => {
    const f = prose("Each member is allotted locker No. 7 beside the pool.");
    expect(f).toContainEqual(expect.objectContaining({ key: expect.stringMatching(/locker No$/), value: "7" }));
  });
});

describe("sums written out in words", () => {
  it("key their figure by the words before the words", () => {
    const f = facts("promises to pay the principal sum of Eighty-Two Thousand and 00/100 Dollars ($82,000.00), with interest.");
    expect(f).toContainEqual(
      expect.objectContaining({
        key: expect.stringMatching(/principal sum of$/),
        value: expect.stringMatching(/^\(?\$82,000\.00/),
        form: "prose",
      }),
    );
    const wrapped = facts("the principal sum of Eighty-Two Thousand\nand 00/100 Dollars ($82,000.00), with interest.");
    expect(wrapped).toContainEqual(
      expect.objectContaining({ key: "the principal sum of", value: expect.stringMatching(/^\(?\$82,000\.00/), form: "prose" }),
    );
  });
});

describe("defined terms", () => {
  it("name the party before a remark of the writer's and a description of the party", () => {
    const f = facts(
      `made between Maple Row Holdings LLC, a Utah limited liability company ("Landlord"), and Nadia Ferreira and Owen Blake (together, "Tenant").`,
    );
    expect(f).toContainEqual({ key: "Tenant", value: "Nadia Ferreira and Owen Blake", form: "defined" });
    expect(f).toContainEqual({ key: "Landlord", value: "Maple Row Holdings LLC", form: "defined" });
  });
});

describe("figures in running text", () => {
  const prose = (text: string) => facts(text).filter((x) => x.form === "prose");

  it("keep the words after a figure as its own, with whom it is for", () => {
    const f = prose("Our studio charges $310 per hour for directors, $185 per hour for surveyors and $95 per hour for drafters.");
    expect(f).toContainEqual(expect.objectContaining({ key: "Our studio charges … hour directors", value: "$310" }));
    // The next item of a list is not keyed by the words of the one before it.
    expect(f.filter((x) => x.value.startsWith("$185") && /directors/.test(x.key))).toEqual([]);
  });

  it("give a figure restating the one before it no key of its own", () => {
    const f = prose("Kennel stays are billed at $36.00 per night for 7 nights ($252.00).");
    expect(f.filter((x) => x.value.startsWith("($252.00)"))).toEqual([]);
    expect(f).toContainEqual(expect.objectContaining({ key: "Kennel stays are billed at … night", value: "$36.00" }));
  });

  it("read a date after a count in one sentence as no item of a list", () => {
    const f = prose("The hour meter showed 3,208 hours on the date of delivery, September 12, 2022, as both sides agreed.");
    expect(f).toContainEqual(
      expect.objectContaining({ key: expect.stringMatching(/date of delivery$/), value: expect.stringMatching(/^September 12, 2022/) }),
    );
  });
});

describe("OCR's glued labels", () => {
  it("split a dictionary word from the number it lost its space to, and no code", () => {
    expect(facts("SECTION104      ROW K      SEAT 12")).toContainEqual({ key: "SECTION", value: "104", form: "gap" });
    expect(facts("MSCU1234567      20GP").filter((f) => f.key === "MSCU")).toEqual([]);
  });
});

describe("a colon's label beside words", () => {
  it("is a pair, not a header, and OCR's semicolon for its colon still makes a label", () => {
    const f = facts("Client;        Stonebridge Cold Storage   Dept.:        Shipping\nSupervisor:        Marcus Ellery");
    expect(f).toContainEqual({ key: "Client", value: "Stonebridge Cold Storage", form: "column" });
    expect(f).toContainEqual({ key: "Dept.", value: "Shipping", form: "column" });
    expect(f.filter((x) => x.value.startsWith("Supervisor"))).toEqual([]);
  });
});

describe("a person's name as 'Surname, Given I.'", () => {
  it("is a value beside its label, not a header cell", () => {
    const f = facts("Registered Owner     FAIRWEATHER, GILES T.\nAddress        1187 CANYON WREN DR");
    expect(f).toContainEqual({ key: "Registered Owner", value: "FAIRWEATHER, GILES T.", form: "column" });
    expect(f.filter((x) => x.key === "Registered Owner" && x.value === "Address")).toEqual([]);
  });
});

describe("a header over a column of figures", () => {
  it("heads a table: its first row's figure is no value of the header's", () => {
    const f = facts(
      [
        "Session        Seats        Fee        Total",
        "Morning       12        $45.00        $540.00",
        "Evening       8        $60.00        $480.00",
      ].join("\n"),
    );
    expect(f.filter((x) => x.form === "above" && x.key === "Total")).toEqual([]);
    const form = facts(
      [
        "4. Arrival Date        5. Vessel Name",
        "09/17/2024        NORDIC SPARROW",
        "6. Export Date        7. Waybill No.",
        "09/02/2024        HLXU 550218843761",
      ].join("\n"),
    );
    expect(form).toContainEqual({ key: "Arrival Date", value: expect.stringMatching(/^09\/17\/2024/), form: "above" });
  });
});

describe("a label over a column of figures", () => {
  it("in a line that is no header row heads a table too", () => {
    const f = facts(
      [
        "Session        Days        :30 Slots        Fee        Total",
        "Morning       Tue-Sat        12        $45.00        $540.00",
        "Evening       Tue-Sat        8        $60.00        $480.00",
      ].join("\n"),
    );
    expect(f.filter((x) => x.form === "above" && x.key === "Total")).toEqual([]);
  });
});

describe("a label over two lines of its column", () => {
  it("keys the value beside its first line by its second line too (wrapped, or in a second language)", () => {
    const f = facts(`Hersteller          Kaltenbrunn Prüftechnik GmbH
Manufacturer

Typ                 KPT 218
Type

Datum der           19.11.2024
Prüfung`);
    expect(f).toContainEqual({ key: "Manufacturer", value: "Kaltenbrunn Prüftechnik GmbH", form: "column" });
    expect(f).toContainEqual({ key: "Type", value: "KPT 218", form: "column" });
    expect(f).toContainEqual({ key: "Datum der Prüfung", value: "19.11.2024", form: "column" });
    // The second line is no value of the first.
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Hersteller", value: "Manufacturer" }));
  });

  it("does not take the next row's label, whose value stands under it, for a second line", () => {
    const f = facts(`Name        John Smith
Address
12 Harbour Road, Leith`);
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Address", value: "John Smith" }));
  });
});

describe("a value spaced after its commas", () => {
  it("stays one value: no column ends with a comma", () => {
    const f = facts(`CONTENTS (NOTABLE ITEMS)
RED UMBRELLA,  WOOL SCARF,  PAPERBACK NOVEL`);
    expect(f).toContainEqual(
      expect.objectContaining({ key: "CONTENTS (NOTABLE ITEMS)", value: "RED UMBRELLA,  WOOL SCARF,  PAPERBACK NOVEL" }),
    );
  });
});

describe("a form's question", () => {
  it("is a label: a row of boxes with a question among them is a header over its values", () => {
    const f = facts(`CLIENT NAME        START DATE        WHERE DID YOU FIND US?
Marta Szymanska        June 8, 2023       Friend`);
    expect(f).toContainEqual({ key: "CLIENT NAME", value: "Marta Szymanska", form: "above" });
    expect(f).not.toContainEqual(expect.objectContaining({ key: "CLIENT NAME", value: "START DATE" }));
  });
});

describe("table cells", () => {
  it("key a whole number by its column's header, and a row by its words wherever they stand", () => {
    const f = facts(
      [
        "Crew                  Trade        Workers     Hours",
        "Northside Roofing     Roofing      7           56",
        "Lakeland Glazing      Glazing      4           30",
        "2   CREWS                          11          86      TOTAL ON SITE",
      ].join("\n"),
    ).filter((x) => x.form === "cell");
    expect(f).toContainEqual({ key: "Workers Northside Roofing", value: "7", form: "cell" });
    expect(f).toContainEqual({ key: "Workers TOTAL ON SITE", value: "11", form: "cell" });
    expect(f).toContainEqual({ key: "Hours TOTAL ON SITE", value: "86", form: "cell" });
  });
});
