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
    const prose = facts("Each month the Lessee will owe a base rent of\n$2,125.00, payable on the fifth day.").filter(
      (f) => f.form === "prose",
    );
    expect(prose).toContainEqual(expect.objectContaining({ key: "Each month the Lessee will owe a base rent of" }));
  });
});

describe("form boxes", () => {
  it("takes numbered boxes' labels without their numbers, and cuts a row of values by the header's columns", () => {
    const f = facts("1. Permit No.  2. Issue Date  3. Type\nBLD-2025-00462 07/08/2025 Commercial");
    expect(f).toEqual(
      expect.arrayContaining([
        { key: "Permit No.", value: "BLD-2025-00462", form: "above" },
        { key: "Issue Date", value: "07/08/2025", form: "above" },
        { key: "Type", value: "Commercial", form: "above" },
      ]),
    );
  });
});

describe("label columns", () => {
  it("reads a line of a label column as a label and its value, though the value's words look like a label", () => {
    const f = facts(
      "Policy Period     02/01/2025 to 02/01/2026\nNamed Insured     Tobias and Renata Halloway\nMailing Address   PO Box 3390, Laramie, WY 82073",
    );
    expect(f).toContainEqual({ key: "Named Insured", value: "Tobias and Renata Halloway", form: "column" });
    expect(f).not.toContainEqual(expect.objectContaining({ key: "Named Insured", value: "Mailing Address" }));
  });
});
