// A completed job's fields as table rows: nested objects and array items flattened to paths
// ("line_items[1].amount"), each with what the table shows and where its box goes.
import type { ExtractionResult, PrimitiveResult } from "@docsift/client";

export type Row = {
  /** The field's path; rows and boxes find each other by it. */
  path: string;
  value: PrimitiveResult["value"];
  type: string;
  confidence: number;
  page: number | null;
  bbox: [number, number, number, number] | null;
};

type Node = PrimitiveResult | { [name: string]: Node } | Node[];

const isPrimitive = (node: Node): node is PrimitiveResult =>
  !Array.isArray(node) && typeof node === "object" && "field_type" in node && "confidence" in node && typeof node.field_type === "string";

export function rowsOf(result: ExtractionResult): Row[] {
  const rows: Row[] = [];
  const visit = (path: string, node: Node) => {
    // An array with no items found is a row of its own, shown as not found rather than left out.
    if (Array.isArray(node) && node.length === 0) rows.push({ path, value: null, type: "array", confidence: 0, page: null, bbox: null });
    else if (Array.isArray(node)) node.forEach((item, i) => visit(`${path}[${i}]`, item));
    else if (isPrimitive(node)) {
      rows.push({
        path,
        value: node.value,
        type: node.field_type,
        confidence: node.confidence,
        page: node.page_index,
        bbox: node.bbox ?? null,
      });
    } else for (const [name, child] of Object.entries(node)) visit(path ? `${path}.${name}` : name, child);
  };
  visit("", result.extracted_data.fields as Node);
  return rows;
}

/** The colour class of a confidence: the engine's 0.9+ answers are right about 97% of the time, below 0.7 much less. */
export function confidenceClass(confidence: number): "high" | "medium" | "low" {
  return confidence >= 0.9 ? "high" : confidence >= 0.7 ? "medium" : "low";
}
