// The chunks' findings as one result in the contract's shapes. A single value keeps the best-grounded reading; a
// list joins its chunks' items in page order, and an item found again in the overlap of two chunks (same row,
// same values) is kept once.
import type { ArrayResult, FieldDefinition, FieldResult, ObjectResult, PrimitiveResult, PrimitiveType } from "@docsift/contract";
import { notFound } from "@docsift/extract";
import { type FieldFinding, type Findings, type ItemFinding, lineKey } from "./ground.ts";
import { sameValue } from "./values.ts";

/** `chunks` in document order; every schema field is present in the result, in schema order. */
export function mergeFindings(fields: FieldDefinition[], chunks: Findings[]): Record<string, FieldResult> {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      mergeField(
        f,
        chunks.flatMap((c) => c[f.name] ?? []),
      ),
    ]),
  );
}

function mergeField(field: FieldDefinition, parts: FieldFinding[]): FieldResult {
  switch (field.type) {
    case "object": {
      const results = mergeFindings(
        field.fields ?? [],
        parts.flatMap((p) => (p.kind === "object" ? [p.fields] : [])),
      );
      // Objects nest up to three levels (api-contract.md); the contract's ObjectResult type only spells out one.
      return results as ObjectResult;
    }
    case "array":
      return mergeItems(
        field.fields ?? [],
        parts.map((p) => (p.kind === "list" ? p.items : [])),
      );
    default:
      return bestValue(
        field.name,
        field.type,
        parts.flatMap((p) => (p.kind === "value" ? [p.result] : [])),
      );
  }
}

/** The most confident reading; between equals, the one from the earliest page. */
function bestValue(name: string, type: PrimitiveType, results: PrimitiveResult[]): PrimitiveResult {
  const found = results.filter((r) => r.value !== null);
  found.sort((a, b) => b.confidence - a.confidence || (a.page_index ?? 0) - (b.page_index ?? 0));
  return found[0] ?? notFound(name, type);
}

function mergeItems(fields: FieldDefinition[], chunks: ItemFinding[][]): ArrayResult {
  const kept: { item: ItemFinding; chunk: number }[] = [];
  const byRow = new Map<string, number[]>();
  chunks.forEach((items, chunk) => {
    for (const item of items) {
      const row = lineKey(item.anchor);
      const same = (byRow.get(row) ?? []).find((i) => kept[i]!.chunk !== chunk && compatible(kept[i]!.item, item));
      if (same === undefined) {
        byRow.set(row, [...(byRow.get(row) ?? []), kept.length]);
        kept.push({ item, chunk });
      } else if (foundCount(item) > foundCount(kept[same]!.item)) {
        // The chunk that saw the row whole may have read more of it than the chunk that saw it at its edge.
        kept[same] = { item, chunk: kept[same]!.chunk };
      }
    }
  });
  return kept.map(({ item }) =>
    Object.fromEntries(fields.map((f) => [f.name, item.fields[f.name] ?? notFound(f.name, f.type as PrimitiveType)])),
  );
}

/** No sub-value read differently; a value one reading lacks does not make the items different. */
function compatible(a: ItemFinding, b: ItemFinding): boolean {
  return Object.entries(a.fields).every(([name, x]) => {
    const y = b.fields[name]?.value;
    return x.value === null || y === null || y === undefined || sameValue(x.value, y);
  });
}

function foundCount(item: ItemFinding): number {
  return Object.values(item.fields).filter((f) => f.value !== null).length;
}
