// Features say how a field relates to a value, not which document it is: here, whether a value is itself a label.
import { describe, expect, it } from "vitest";
import { fieldCandidates } from "../engine.ts";
import { docFromText } from "../test-doc.ts";
import { FEATURES } from "./features.ts";

const AT = FEATURES.findIndex(([name]) => name === "prints_as_key");

describe("prints_as_key", () => {
  it("marks a candidate that is a label the document prints for another value, and no value", () => {
    // A form whose "Carrier" box was left empty: the label under it is the nearest piece of the page.
    const doc = docFromText("Carrier:\nTracking Number:  ZX-4471-Q\nPacked by:  Orla Finch");
    const [carrier] = fieldCandidates(doc, {
      name: "shipment",
      description: "A shipping form",
      fields: [{ name: "carrier", type: "string" }],
    });
    const flag = (value: string) => carrier!.rows[carrier!.values.indexOf(value)]?.[AT];
    expect(flag("Tracking Number:")).toBe(1);
    expect(flag("ZX-4471-Q")).toBe(0);
  });
});
