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
    const f = facts("Bank: Sparkasse Freiburg, IBAN: DE37 6805 0101 0002 1144 95");
    expect(f).toContainEqual({ key: "IBAN", value: "DE37 6805 0101 0002 1144 95", form: "inline" });
    expect(f).toContainEqual(expect.objectContaining({ key: "Bank", form: "inline" }));
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Sparkasse Freiburg, IBAN" }));
  });
});

describe("sentences in running text", () => {
  it("go on past an abbreviation and an initial", () => {
    const f = facts("Declarant: Lucia R. Brandt, Licensed Customs Broker No. 58216").filter((x) => x.form === "prose");
    const broker = f.find((x) => x.value.startsWith("58216"));
    expect(broker?.key).toMatch(/Customs Broker No$/);
  });

  it("begin on the line above when the value opens its line", () => {
    const f = facts("the balance of $4,800.00 is\ndue no later than August 22, 2024.").filter((x) => x.form === "prose");
    const due = f.find((x) => x.value.startsWith("August 22, 2024"));
    expect(due?.key).toContain("balance");
    expect(due?.key).toMatch(/due no later than$/);
  });

  it("key a count, but not the day of a month", () => {
    const guests = facts("The guest count is guaranteed at 140.").filter((x) => x.form === "prose");
    expect(guests).toContainEqual(expect.objectContaining({ key: "The guest count is guaranteed at", value: "140." }));
    const license = facts("All dogs over four months of age must be licensed by April 1 each year.").filter((x) => x.form === "prose");
    expect(license.filter((x) => x.value.startsWith("1 "))).toEqual([]);
  });
});

describe("statement rows", () => {
  it("key the first amount after the label, the label's own figure aside", () => {
    const f = facts(
      [
        "Date        Description            Income      Expenditure   Balance",
        "01/05/2024  Rent received - June    £1,450.00                 £1,450.00",
        "01/05/2024  Letting fee 10%                 £145.00       £1,305.00",
      ].join("\n"),
    );
    // Under a header each figure is keyed by its column's header with the row's label.
    expect(f).toContainEqual({ key: "Expenditure Letting fee", value: "£145.00", form: "cell" });
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Letting fee", value: "£1,305.00" }));
    // Without one, the label keys the first amount after it.
    const bare = facts(["Rent received - June    £1,450.00", "Letting fee 10%                 £145.00       £1,305.00"].join("\n"));
    expect(bare).toContainEqual({ key: "Letting fee", value: "£145.00", form: "column" });
  });
});

describe("defined terms", () => {
  it("name the party whose name stands before them, and the date before them", () => {
    const f = facts(
      [
        'I, Harold J. Brennan ("Seller"), of 4407 Larkspur Lane, Boise, ID 83704, hereby sell and transfer to',
        'Marisol Vega ("Buyer"), of 912 Quarry Road, Nampa, ID 83651, the vehicle described below.',
        'The final payment shall be due on March 15, 2034 (the "Maturity Date").',
      ].join("\n"),
    ).filter((x) => x.form === "defined");
    expect(f).toEqual(
      expect.arrayContaining([
        { key: "Seller", value: "Harold J. Brennan", form: "defined" },
        { key: "Buyer", value: "Marisol Vega", form: "defined" },
        { key: "Maturity Date", value: "March 15, 2034", form: "defined" },
      ]),
    );
  });

  it("give no half of a name that began on the line above", () => {
    const f = facts(
      'This Residential Lease is made between Northgate Property Holdings and Daniel\nOkonkwo-Reyes ("Tenant"), for the premises at 18 Birch Court.',
    );
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Tenant", value: "Okonkwo-Reyes" }));
  });
});

describe("names in running text", () => {
  const prose = (text: string) => facts(text).filter((x) => x.form === "prose");

  it("are values, whole, keyed by the words right before them", () => {
    const f = prose("I am delighted to offer you the position of Lead Data Analyst in our Pricing group.");
    expect(f).toContainEqual(expect.objectContaining({ key: expect.stringMatching(/position of$/), value: "Lead Data Analyst" }));
  });

  it("are read across a line break, and never as half a name", () => {
    const f = prose("The vehicle was struck from behind by a pickup driven by Kyle\nBarrow of Meridian, Idaho.");
    expect(f).toContainEqual(expect.objectContaining({ value: "Kyle Barrow" }));
    expect(f.map((x) => x.value)).not.toContain("Barrow");
  });

  it("are named by the word after them, or by the last word of the name", () => {
    const f = prose("The dinner will be held in the Harbour View room. The auction takes place in Marion County, Oregon.");
    expect(f).toContainEqual(expect.objectContaining({ key: "room", value: "Harbour View" }));
    expect(f).toContainEqual(expect.objectContaining({ key: "County", value: "Marion" }));
    // "in" says where, not what: a place is no key's value by the words before it.
    expect(f.filter((x) => x.value === "Oregon" || x.value === "Marion County")).toEqual([]);
  });

  it("are named by what they are said to be", () => {
    const f = prose("Helen Okoro will be the partner responsible for your file.");
    expect(f).toContainEqual(expect.objectContaining({ key: "partner responsible", value: "Helen Okoro" }));
  });

  it("keep their title and are no house number's street", () => {
    const f = prose("The tenant lives at 18 Birch Court. Prescriber: Dr. Hannah Kowalczyk, MD");
    expect(f.map((x) => x.value)).not.toContain("Birch Court");
    expect(f.filter((x) => x.value === "Hannah Kowalczyk")).toEqual([]);
  });

  it("keep a number after a number sign, however short", () => {
    const f = prose("The tenant is given parking space No. 14 behind the building.");
    expect(f).toContainEqual(expect.objectContaining({ key: expect.stringMatching(/parking space No$/), value: "14" }));
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
    const f = prose("Current hourly rates are $390 per hour for partners, $240 per hour for associates and $120 per hour for paralegals.");
    expect(f).toContainEqual(expect.objectContaining({ key: "Current hourly rates are … hour partners", value: "$390" }));
    // The next item of a list is not keyed by the words of the one before it.
    expect(f.filter((x) => x.value.startsWith("$240") && /partners/.test(x.key))).toEqual([]);
  });

  it("give a figure restating the one before it no key of its own", () => {
    const f = prose("Boarding is charged at $52.00 per night for 9 nights ($468.00).");
    expect(f.filter((x) => x.value.startsWith("($468.00)"))).toEqual([]);
    expect(f).toContainEqual(expect.objectContaining({ key: "Boarding is charged at … night", value: "$52.00" }));
  });

  it("read a date after a count in one sentence as no item of a list", () => {
    const f = prose("The odometer reading of 96,415 miles on the date of sale, May 7, 2023, reflects the mileage.");
    expect(f).toContainEqual(
      expect.objectContaining({ key: expect.stringMatching(/date of sale$/), value: expect.stringMatching(/^May 7, 2023/) }),
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
    const f = facts("Client;        Tri-County Distribution Center   Dept.:        Receiving\nSupervisor:        Angela Brooks");
    expect(f).toContainEqual({ key: "Client", value: "Tri-County Distribution Center", form: "column" });
    expect(f).toContainEqual({ key: "Dept.", value: "Receiving", form: "column" });
    expect(f.filter((x) => x.value.startsWith("Supervisor"))).toEqual([]);
  });
});

describe("a person's name as 'Surname, Given I.'", () => {
  it("is a value beside its label, not a header cell", () => {
    const f = facts("Registered Owner     MORALES, LUCIA E.\nAddress        5521 DESERT BLOOM AVE");
    expect(f).toContainEqual({ key: "Registered Owner", value: "MORALES, LUCIA E.", form: "column" });
    expect(f.filter((x) => x.key === "Registered Owner" && x.value === "Address")).toEqual([]);
  });
});

describe("a header over a column of figures", () => {
  it("heads a table: its first row's figure is no value of the header's", () => {
    const f = facts(
      [
        "Daypart        Spots        Rate        Total",
        "Breakfast       15        $80.00        $1,200.00",
        "Lunch       10        $55.00        $550.00",
      ].join("\n"),
    );
    expect(f.filter((x) => x.form === "above" && x.key === "Total")).toEqual([]);
    const form = facts(
      [
        "7. Entry Date        8. Importing Carrier",
        "06/03/2024        EVER LUCENT",
        "11. Import Date        12. B/L No.",
        "06/01/2024        EGLV 142400871234",
      ].join("\n"),
    );
    expect(form).toContainEqual({ key: "Entry Date", value: expect.stringMatching(/^06\/03\/2024/), form: "above" });
  });
});

describe("a label over a column of figures", () => {
  it("in a line that is no header row heads a table too", () => {
    const f = facts(
      [
        "Daypart        Days        :60 Spots        Rate        Total",
        "Breakfast       Mon-Fri        15        $80.00        $1,200.00",
        "Lunch       Mon-Fri        10        $55.00        $550.00",
      ].join("\n"),
    );
    expect(f.filter((x) => x.form === "above" && x.key === "Total")).toEqual([]);
  });
});

describe("a label over two lines of its column", () => {
  it("keys the value beside its first line by its second line too (wrapped, or in a second language)", () => {
    const f = facts(`Hersteller          Hessmann Messgeräte GmbH
Manufacturer

Typ                 HDM 4070
Type

Datum der           04.03.2025
Kalibrierung`);
    expect(f).toContainEqual({ key: "Manufacturer", value: "Hessmann Messgeräte GmbH", form: "column" });
    expect(f).toContainEqual({ key: "Type", value: "HDM 4070", form: "column" });
    expect(f).toContainEqual({ key: "Datum der Kalibrierung", value: "04.03.2025", form: "column" });
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
    const f = facts(`CONTENTS (DISTINCTIVE ITEMS)
HIKING BOOTS,  GREY FLEECE JACKET,  CAMERA CHARGER`);
    expect(f).toContainEqual(
      expect.objectContaining({ key: "CONTENTS (DISTINCTIVE ITEMS)", value: "HIKING BOOTS,  GREY FLEECE JACKET,  CAMERA CHARGER" }),
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
