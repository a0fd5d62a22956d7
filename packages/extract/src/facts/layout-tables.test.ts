import { describe, expect, it } from "vitest";
import type { ArrayItemResult } from "@docsift/contract";
import { extractWithRules } from "../engine.ts";
import { docFromText } from "../test-doc.ts";

describe("tables from the layout", () => {
  it("reads any trade's table under a header that names the item's sub-fields, past a ruling line and a section row", () => {
    const text = [
      "Test                 Result   Units    Reference Range",
      "------------------------------------------------------",
      "LIPID PANEL",
      "Cholesterol, Total   204      mg/dL    <200",
      "HDL Cholesterol      48       mg/dL    >39",
      "",
      "Comment: fasting sample",
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
      { test: "Cholesterol, Total", result: 204, reference_range: "<200" },
      { test: "HDL Cholesterol", result: 48, reference_range: ">39" },
    ]);
  });
});
