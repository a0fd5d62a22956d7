// The primitive result shape of the contract, for found and for absent values.
import type { PrimitiveResult, PrimitiveType } from "@docsift/contract";
import type { BBox } from "@docsift/reader";

/** The contract's answer for a value the document does not give. */
export function notFound(name: string, type: PrimitiveType): PrimitiveResult {
  return { name, value: null, field_type: type, confidence: 0, page_index: null, source_context: "" };
}

export function foundResult(
  name: string,
  type: PrimitiveType,
  value: string | number,
  found: { confidence: number; page: number; context: string; bbox: BBox | undefined },
): PrimitiveResult {
  const result: PrimitiveResult = {
    name,
    value,
    field_type: type,
    confidence: Math.round(Math.min(1, Math.max(0, found.confidence)) * 100) / 100,
    page_index: found.page,
    source_context: found.context,
  };
  if (found.bbox) result.bbox = found.bbox.map((v) => Math.round(v * 10000) / 10000) as BBox;
  return result;
}
