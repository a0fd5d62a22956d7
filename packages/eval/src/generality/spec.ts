// How a generality document is declared: the caller's schema with, for every field, the value a careful reader
// would give (null when the document does not have it) and two tags for the report: the layout form in which the
// value is printed and how the field is named relative to its printed label.
import type { FieldDefinition } from "@docsift/contract";
import type { Expected } from "../score.ts";
import type { Sheet } from "./layout.ts";

/** How the value is printed next to its label. */
export const FORMS = ["inline", "gap", "columns", "above", "prose", "table", "range"] as const;
export type Form = (typeof FORMS)[number];
/** How the field's name relates to the printed label. */
export const NAMINGS = ["label", "synonym", "abbrev"] as const;
export type Naming = (typeof NAMINGS)[number];

/** A field's tags: `form` is "absent" when the document does not have the value; `page` when it is not on page 1. */
export type FieldTag = { form: Form | "absent"; naming: Naming; page?: number };

type Prim = "string" | "number" | "date" | "email" | "phone";
type Value = string | number | null;

export type PrimSpec = { kind: "prim"; name: string; type: Prim; description: string; expected: Value; tag: FieldTag };
export type ObjectSpec = { kind: "object"; name: string; description: string; fields: PrimSpec[] };
export type ArraySpec = {
  kind: "array";
  name: string;
  description: string;
  items: { name: string; type: Prim; description: string }[];
  expected: Record<string, Value>[];
  tag: FieldTag;
};
export type FieldSpec = PrimSpec | ObjectSpec | ArraySpec;

export type Format = "pdf" | "png" | "tiff" | "text";

export type GenDoc = {
  /** Unique, used for the file name. */
  id: string;
  trade: string;
  /** What the document is, e.g. "Bill of lading". */
  title: string;
  format: Format;
  /** Resolution of a scan (png/tiff). */
  dpi?: number;
  schema: { name: string; description: string };
  fields: FieldSpec[];
  /** The pages (pdf/png/tiff) or the text itself (text). */
  render: () => Sheet[] | string;
};

function tag(expected: unknown, form: Form | "-", naming: Naming, page?: number): FieldTag {
  if (expected === null) return { form: "absent", naming };
  if (form === "-") throw new Error("a field with a value needs a layout form");
  return page && page > 1 ? { form, naming, page } : { form, naming };
}

const prim =
  (type: Prim) =>
  (name: string, description: string, expected: Value, form: Form | "-", naming: Naming, page?: number): PrimSpec => ({
    kind: "prim",
    name,
    type,
    description,
    expected,
    tag: tag(expected, form, naming, page),
  });

/** A string field: name, description ("" for none), expected value (null: not in the document), form, naming, page. */
export const S = prim("string");
export const N = prim("number");
export const D = prim("date");
export const E = prim("email");
export const P = prim("phone");

export const O = (name: string, description: string, fields: PrimSpec[]): ObjectSpec => ({ kind: "object", name, description, fields });

/**
 * An array field read from a table: `items` are [name, type, description] of the item's sub-fields, `rows` the
 * expected items as values in the same order.
 */
export const A = (
  name: string,
  description: string,
  naming: Naming,
  items: [string, Prim, string][],
  rows: Value[][],
  page?: number,
): ArraySpec => ({
  kind: "array",
  name,
  description,
  items: items.map(([n, type, d]) => ({ name: n, type, description: d })),
  expected: rows.map((r) => Object.fromEntries(items.map(([n], i) => [n, r[i] ?? null]))),
  tag: tag(rows, "table", naming, page),
});

const describe = (d: string) => (d ? { description: d } : {});

export function toSchemaFields(fields: FieldSpec[]): FieldDefinition[] {
  return fields.map((f): FieldDefinition => {
    switch (f.kind) {
      case "prim":
        return { name: f.name, type: f.type, ...describe(f.description) };
      case "object":
        return { name: f.name, type: "object", ...describe(f.description), fields: toSchemaFields(f.fields) };
      case "array":
        return {
          name: f.name,
          type: "array",
          ...describe(f.description),
          fields: f.items.map((i) => ({ name: i.name, type: i.type, ...describe(i.description) })),
        };
    }
  });
}

export function toExpected(fields: FieldSpec[]): Record<string, Expected> {
  return Object.fromEntries(
    fields.map((f): [string, Expected] => {
      switch (f.kind) {
        case "prim":
          return [f.name, f.expected];
        case "object":
          return [f.name, toExpected(f.fields)];
        case "array":
          return [f.name, f.expected];
      }
    }),
  );
}

/** Tags by scored path: a primitive's name, an object's sub-field as `object.sub`, an array's name. */
export function toTags(fields: FieldSpec[]): Record<string, FieldTag> {
  const out: Record<string, FieldTag> = {};
  for (const f of fields) {
    if (f.kind === "object") for (const sub of f.fields) out[`${f.name}.${sub.name}`] = sub.tag;
    else out[f.name] = f.tag;
  }
  return out;
}
