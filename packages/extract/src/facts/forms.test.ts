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
    const f = facts("Declarant: Maria T. Okafor, Licensed Customs Broker No. 31872").filter((x) => x.form === "prose");
    const broker = f.find((x) => x.value.startsWith("31872"));
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
        "01/05/2024  Rent received - May    £1,450.00                 £1,450.00",
        "01/05/2024  Management fee 12%                 £174.00       £1,276.00",
      ].join("\n"),
    );
    expect(f).toContainEqual({ key: "Management fee", value: "£174.00", form: "column" });
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Management fee", value: "£1,276.00" }));
  });
});

describe("defined terms", () => {
  it("name the party whose name stands before them, and the date before them", () => {
    const f = facts(
      [
        'I, Harold J. Brennan ("Seller"), of 4407 Larkspur Lane, Boise, ID 83704, hereby sell and transfer to',
        'Marisol Vega ("Buyer"), of 912 Quarry Road, Nampa, ID 83651, the vehicle described below.',
        'The final payment shall be due on October 1, 2031 (the "Maturity Date").',
      ].join("\n"),
    ).filter((x) => x.form === "defined");
    expect(f).toEqual(
      expect.arrayContaining([
        { key: "Seller", value: "Harold J. Brennan", form: "defined" },
        { key: "Buyer", value: "Marisol Vega", form: "defined" },
        { key: "Maturity Date", value: "October 1, 2031", form: "defined" },
      ]),
    );
  });

  it("give no half of a name that began on the line above", () => {
    const f = facts('This Residential Lease is made between Northgate Property Holdings and Daniel\nOkonkwo-Reyes ("Tenant"), for the premises at 18 Birch Court.');
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Tenant", value: "Okonkwo-Reyes" }));
  });
});
