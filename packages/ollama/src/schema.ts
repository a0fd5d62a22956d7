// The caller's document_schema as the JSON Schema Ollama constrains its answer with (`format`). Every value may be
// null, so the model is never forced to invent one; types ask for values as printed, since normalising them is
// our job, done the same way as the rules engine does it.
import type { DocumentSchema, FieldDefinition, PrimitiveType } from "@docsift/contract";

export type JsonSchema = {
  type: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
};

const PRIMITIVE_HINTS: Record<PrimitiveType, { type: string; hint: string }> = {
  string: { type: "string", hint: "" },
  number: { type: "number", hint: "" },
  date: { type: "string", hint: "a date, copied as printed in the document" },
  phone: { type: "string", hint: "a phone number, copied as printed in the document" },
  email: { type: "string", hint: "an e-mail address, copied as printed in the document" },
};

export function toJsonSchema(schema: DocumentSchema): JsonSchema {
  return objectSchema(schema.fields, schema.description);
}

function objectSchema(fields: FieldDefinition[], description: string | undefined): JsonSchema {
  const out: JsonSchema = {
    type: "object",
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])),
    required: fields.map((f) => f.name),
    additionalProperties: false,
  };
  if (description) out.description = description;
  return out;
}

function fieldSchema(field: FieldDefinition): JsonSchema {
  switch (field.type) {
    case "object":
      return objectSchema(field.fields ?? [], field.description);
    case "array": {
      // An empty list says "none" as well as null would, and keeps the answer's shape simple to read back.
      const out: JsonSchema = { type: "array", items: objectSchema(field.fields ?? [], undefined) };
      if (field.description) out.description = field.description;
      return out;
    }
    default: {
      const { type, hint } = PRIMITIVE_HINTS[field.type];
      const description = [field.description?.trim(), hint].filter(Boolean).join("; ");
      const out: JsonSchema = { type: [type, "null"] };
      if (description) out.description = description;
      return out;
    }
  }
}
