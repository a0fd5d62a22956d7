import { describe, expect, it } from "vitest";
import { layOut } from "../layout.ts";
import { docFromText } from "../test-doc.ts";
import { collectFacts } from "./key-values.ts";

const facts = (text: string) =>
  collectFacts(layOut(docFromText(text))).map((f) => ({ key: f.keyText, value: f.ref.line.text.slice(f.from, f.to).trim(), form: f.form }));

describe("key-value facts", () => {
  it("reads several colon pairs on one line", () => {
    expect(facts("Date: 03/15/2024 Time: 10:30 Ref: A-1")).toEqual(
      expect.arrayContaining([
        { key: "Date", value: "03/15/2024", form: "inline" },
        { key: "Time", value: "10:30", form: "inline" },
        { key: "Ref", value: "A-1", form: "inline" },
      ]),
    );
  });

  it("reads a label column beside its values, and a header row over its values", () => {
    const beside = facts("Vessel Name     MSC Aurora       Voyage     042E");
    expect(beside).toEqual(
      expect.arrayContaining([
        { key: "Vessel Name", value: "MSC Aurora", form: "column" },
        { key: "Voyage", value: "042E", form: "column" },
      ]),
    );
    const below = facts("Patient Name     Date of Birth\nJohn Smith       04/12/1980");
    expect(below).toEqual(
      expect.arrayContaining([
        { key: "Patient Name", value: "John Smith", form: "above" },
        { key: "Date of Birth", value: "04/12/1980", form: "above" },
      ]),
    );
    // A header row's labels are not each other's values.
    expect(below).not.toContainEqual(expect.objectContaining({ key: "Patient Name", value: "Date of Birth" }));
  });

  it("reads leading words as a key of the rest, but not in sentences", () => {
    expect(facts("Policy Number PN-12345")).toContainEqual({ key: "Policy Number", value: "PN-12345", form: "gap" });
    expect(facts("The hire period commences on May 9, 2022 and ends on the last day, as agreed.").filter((f) => f.form === "gap")).toEqual(
      [],
    );
  });

  it("keys typed values in running text by the words before them, across a line break", () => {
    const prose = facts("The Tenant shall pay a monthly rent of\n$1,850.00 on the first day of each month.").filter(
      (f) => f.form === "prose",
    );
    expect(prose).toContainEqual(expect.objectContaining({ key: "The Tenant shall pay a monthly rent of" }));
  });
});

describe("form boxes", () => {
  it("takes numbered boxes' labels without their numbers, and cuts a row of values by the header's columns", () => {
    const f = facts("1. Permit No.  2. Issue Date  3. Type\nPMT-2024-01877 04/22/2024 Residential");
    expect(f).toEqual(
      expect.arrayContaining([
        { key: "Permit No.", value: "PMT-2024-01877", form: "above" },
        { key: "Issue Date", value: "04/22/2024", form: "above" },
        { key: "Type", value: "Residential", form: "above" },
      ]),
    );
  });
});

describe("label columns", () => {
  it("reads a line of a label column as a label and its value, though the value's words look like a label", () => {
    const f = facts(
      "Policy Period     08/15/2024 to 08/15/2025\nNamed Insured     Marcus and Delia Whitfield\nMailing Address   PO Box 6621, Bend, OR 97708",
    );
    expect(f).toContainEqual({ key: "Named Insured", value: "Marcus and Delia Whitfield", form: "column" });
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Named Insured", value: "Mailing Address" }));
  });
});
