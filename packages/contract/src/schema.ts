// The caller's document_schema: its shape, and the rules of ../../shared/docs/api-contract.md that a shape alone
// cannot say (types that need sub-fields, unique names, nesting depth).
import { z } from "zod";

const PRIMITIVE_TYPES = ["string", "number", "email", "phone", "date"] as const;
const FIELD_TYPES = [...PRIMITIVE_TYPES, "object", "array"] as const;
const MAX_OBJECT_DEPTH = 3;
const MAX_FIELDS = 200;
/**
 * How deeply `fields` may nest before validation stops looking: deeper than any schema the rules allow (objects
 * three levels, and an array's items one more), so every rule still reports its own problem, yet shallow enough
 * that validation, which recurses, never meets a schema nested thousands of levels deep.
 */
export const MAX_FIELDS_NESTING = 8;

export type PrimitiveType = (typeof PRIMITIVE_TYPES)[number];
type FieldType = (typeof FIELD_TYPES)[number];

const FieldTypeSchema = z.enum(FIELD_TYPES);
export const PrimitiveTypeSchema = z.enum(PRIMITIVE_TYPES);

export type FieldDefinition = {
  name: string;
  type: FieldType;
  description?: string | undefined;
  fields?: FieldDefinition[] | undefined;
};

/**
 * Text a caller gives that is stored and shown again: PostgreSQL refuses NUL characters and unpaired UTF-16
 * surrogates (which no UTF-8 text can hold), so they are refused here, with a path, instead.
 */
export function storableText(max: number) {
  return z.string().max(max).refine(isStorableText, "must not contain NUL characters or unpaired surrogates");
}

function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

// eslint-disable-next-line no-control-regex -- NUL is matched on purpose: PostgreSQL cannot store it in text
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const FieldDefinitionSchema = z
  .object({
    name: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must start with a letter and contain only letters, digits and _")
      .max(64),
    type: FieldTypeSchema,
    description: storableText(4000).optional(),
    get fields(): z.ZodOptional<z.ZodArray<typeof FieldDefinitionSchema>> {
      return z.array(FieldDefinitionSchema).optional();
    },
  })
  .meta({ id: "FieldDefinition" });

const DocumentSchemaShape = z
  .object({
    name: storableText(200).min(1),
    description: storableText(4000).default(""),
    fields: z.array(FieldDefinitionSchema).min(1).max(MAX_FIELDS),
  })
  // `when` runs these rules even when other members failed their own checks, so one answer lists every problem.
  .superRefine(
    (schema, ctx) => {
      const fields = (schema as { fields?: unknown }).fields;
      if (Array.isArray(fields)) checkFields(fields, ["fields"], 1, "root", ctx);
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

/** The document_schema: first its nesting is bounded (without recursion), then its shape and rules are checked. */
export const DocumentSchemaSchema = z
  .preprocess((value, ctx) => {
    const tooDeep = firstTooDeep(value);
    if (tooDeep) {
      ctx.addIssue({
        code: "custom",
        path: tooDeep,
        message: `fields nest more than ${MAX_FIELDS_NESTING} levels deep (objects may nest ${MAX_OBJECT_DEPTH})`,
        input: value,
      });
    }
    return value;
  }, DocumentSchemaShape)
  .meta({ id: "DocumentSchema" });

/**
 * The path of the first `fields` list nested deeper than MAX_FIELDS_NESTING, or null. Walks with an explicit
 * stack, never deeper than the bound, so any input is measured in bounded stack and time linear in its fields.
 */
function firstTooDeep(value: unknown): (string | number)[] | null {
  const stack: { fields: unknown; path: (string | number)[]; level: number }[] = [];
  if (isRecord(value)) stack.push({ fields: value.fields, path: ["fields"], level: 1 });
  while (stack.length > 0) {
    const { fields, path, level } = stack.pop()!;
    if (!Array.isArray(fields)) continue;
    if (level > MAX_FIELDS_NESTING) return path;
    fields.forEach((field, i) => {
      if (isRecord(field) && field.fields !== undefined)
        stack.push({ fields: field.fields, path: [...path, i, "fields"], level: level + 1 });
    });
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export type DocumentSchema = {
  name: string;
  description: string;
  fields: FieldDefinition[];
};

type Parent = "root" | "object" | "array";

type CheckCtx = z.RefinementCtx;

function checkFields(fields: unknown[], path: (string | number)[], depth: number, parent: Parent, ctx: CheckCtx): void {
  const seen = new Set<string>();
  fields.forEach((raw, i) => {
    if (typeof raw !== "object" || raw === null) return; // reported by the shape check
    const field = raw as Partial<FieldDefinition>;
    if (typeof field.name !== "string" || typeof field.type !== "string") return; // reported by the shape check
    const at = [...path, i];
    if (seen.has(field.name)) {
      addIssue(ctx, { path: [...at, "name"], message: `duplicate field name '${field.name}'` });
    }
    seen.add(field.name);
    const composite = field.type === "object" || field.type === "array";
    if (parent === "array" && composite) {
      addIssue(ctx, {
        path: [...at, "type"],
        message: "fields of an array item must be primitive (string, number, email, phone, date)",
      });
      return;
    }
    if (!composite) {
      if (field.fields !== undefined) {
        addIssue(ctx, { path: [...at, "fields"], message: `not allowed on a field of type ${field.type}` });
      }
      return;
    }
    if (!Array.isArray(field.fields) || field.fields.length === 0) {
      addIssue(ctx, { path: [...at, "fields"], message: `required and non-empty for type ${field.type}` });
      return;
    }
    if (field.fields.length > MAX_FIELDS) {
      addIssue(ctx, { path: [...at, "fields"], message: `at most ${MAX_FIELDS} sub-fields` });
    }
    // `depth` is this field's own level (a top-level field is level 1): an object may stand at levels 1 to
    // MAX_OBJECT_DEPTH, so a > b > c (all objects) with primitives inside c is valid, and a fourth object is not.
    if (field.type === "object" && depth > MAX_OBJECT_DEPTH) {
      addIssue(ctx, {
        path: [...at, "fields"],
        message: `objects nest at most ${MAX_OBJECT_DEPTH} levels deep`,
      });
      return;
    }
    checkFields(field.fields, [...at, "fields"], depth + 1, field.type === "object" ? "object" : "array", ctx);
  });
}

function addIssue(ctx: CheckCtx, issue: { path: (string | number)[]; message: string }): void {
  ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
}
