import { describe, expect, it } from "vitest";
import type { ArrayItemResult } from "@docsift/contract";
import { extractWithRules } from "../engine.ts";
import { docFromText } from "../test-doc.ts";

describe("tables from the layout", () => {
  it("reads any trade's table under a header that names the item's sub-fields, past a ruling line and a section row", () => {
    const text = [
      "Test                 Result   Units    Reference Range",
      "------------------------------------------------------",
      "LIVER PANEL",
      "Bilirubin, Total     0.7      mg/dL    <1.2",
      "Albumin              4.2      g/dL     >3.4",
      "",
      "Comment: drawn at 07:40",
    ].join("\n");
    const r = extractWithRules(docFromText(text), {
      name: "lab",
      description: "",
      fields: [
        {
          name: "results",
          type: "array",
          fields: [
            { name: "test", type: "string" },
            { name: "result", type: "number" },
            { name: "reference_range", type: "string" },
          ],
        },
      ],
    });
    const rows = (r.results as ArrayItemResult[]).map((i) => Object.fromEntries(Object.entries(i).map(([k, v]) => [k, v.value])));
    expect(rows).toEqual([
      { test: "Bilirubin, Total", result: 0.7, reference_range: "<1.2" },
      { test: "Albumin", result: 4.2, reference_range: ">3.4" },
    ]);
  });
});
