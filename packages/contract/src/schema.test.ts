import { describe, expect, it } from "vitest";
import { DocumentSchemaSchema, MAX_FIELDS_NESTING } from "./schema.ts";

function nested(depth: number, type: "object" | "array"): unknown {
  let inner: unknown = { name: "leaf", type: "string" };
  for (let i = 0; i < depth; i++) inner = { name: `l${i}`, type, fields: [inner] };
  return { name: "deep", fields: [inner] };
}

describe("DocumentSchemaSchema on hostile input", () => {
  it("refuses fields nested thousands of levels deep without recursing into them", () => {
    for (const type of ["object", "array"] as const) {
      const result = DocumentSchemaSchema.safeParse(nested(100_000, type));
      expect(result.success).toBe(false);
      const issue = result.error!.issues[0]!;
      expect(issue.message).toMatch(/nest more than/);
      // The path ends where the bound is crossed, not 100,000 levels down.
      expect(issue.path.filter((p) => p === "fields")).toHaveLength(MAX_FIELDS_NESTING + 1);
    }
  });

  it("still reports the rules' own problems below that bound, each with its path", () => {
    const result = DocumentSchemaSchema.safeParse(nested(4, "object"));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContainEqual(expect.stringMatching(/at most 3 levels/));
  });

  it("lets objects nest three levels deep (a > b > c > primitives) and refuses a fourth object level", () => {
    const three = DocumentSchemaSchema.safeParse(nested(3, "object"));
    expect(three.success).toBe(true);
    const four = DocumentSchemaSchema.safeParse(nested(4, "object"));
    expect(four.success).toBe(false);
    expect(four.error!.issues).toHaveLength(1);
    expect(four.error!.issues[0]!.path).toEqual(["fields", 0, "fields", 0, "fields", 0, "fields", 0, "fields"]);
    expect(four.error!.issues[0]!.message).toMatch(/at most 3 levels/);
    // An array item inside the third object level is still fine; objects inside arrays are not.
    const arrayAtThree = {
      name: "mixed",
      fields: [
        {
          name: "a",
          type: "object",
          fields: [
            {
              name: "b",
              type: "object",
              fields: [{ name: "c", type: "object", fields: [{ name: "items", type: "array", fields: [{ name: "x", type: "number" }] }] }],
            },
          ],
        },
      ],
    };
    expect(DocumentSchemaSchema.safeParse(arrayAtThree).success).toBe(true);
  });

  it("refuses text PostgreSQL cannot store: NUL and unpaired surrogates", () => {
    for (const bad of ["a\u0000b", "\ud800", "x\udc00y"]) {
      const result = DocumentSchemaSchema.safeParse({
        name: bad,
        description: bad,
        fields: [{ name: "a", type: "string", description: bad }],
      });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.path.join("."))).toEqual(["name", "description", "fields.0.description"]);
    }
    expect(DocumentSchemaSchema.safeParse({ name: "ok \ud83d\ude00", fields: [{ name: "a", type: "string" }] }).success).toBe(true);
  });
});
