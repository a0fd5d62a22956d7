// The rules engine: reads the document's habits once, then walks the schema, field by field, in schema order.
import type { DocumentSchema, FieldDefinition, FieldResult, ObjectResult } from "@docsift/contract";
import type { DocumentModel } from "@docsift/reader";
import { type DocContext, extractPrimitive } from "./fields.ts";
import { type FieldContext, buildQuery } from "./labels.ts";
import { layOut } from "./layout.ts";
import { readingOf } from "./reading.ts";
import { findRoleHeadings } from "./roles.ts";
import { extractArray } from "./tables.ts";
import { nameWords } from "./text.ts";

export type ExtractOptions = {
  /** ISO country (e.g. "US") for national phone numbers when the document itself names no country. */
  defaultPhoneRegion?: string;
};

export function extractWithRules(doc: DocumentModel, schema: DocumentSchema, opts: ExtractOptions = {}): Record<string, FieldResult> {
  const layout = layOut(doc);
  const ctx: DocContext = { layout, reading: readingOf(layout, opts.defaultPhoneRegion), headings: findRoleHeadings(layout) };
  return extractFields(schema.fields, doc, ctx, { words: "", item: false });
}

function extractFields(fields: FieldDefinition[], doc: DocumentModel, ctx: DocContext, context: FieldContext): Record<string, FieldResult> {
  return Object.fromEntries(fields.map((field) => [field.name, extractField(field, doc, ctx, context)]));
}

function extractField(field: FieldDefinition, doc: DocumentModel, ctx: DocContext, context: FieldContext): FieldResult {
  switch (field.type) {
    case "array":
      return extractArray(field, doc, ctx);
    case "object": {
      // An object's name and description ("seller", "the buyer's address") say whose values its fields are.
      const words = `${context.words} ${nameWords(field.name)} ${field.description ?? ""}`.trim();
      return extractFields(field.fields ?? [], doc, ctx, { words, item: false }) as ObjectResult;
    }
    default:
      return extractPrimitive(buildQuery({ name: field.name, type: field.type, description: field.description }, context), ctx);
  }
}
