// schema.prisma feeds the client; the SQL migrations build the tables. This test fails when they disagree on
// tables, columns, nullability or enum values, since `prisma migrate diff` needs an engine we cannot install.
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "../test/env.ts";

type Column = { table: string; column: string; nullable: boolean; type: string };

const PG_TYPES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Float: "double precision",
  Boolean: "boolean",
  DateTime: "timestamp with time zone",
  Json: "jsonb",
  Bytes: "bytea",
};

const SCALARS = new Set(["String", "Int", "BigInt", "Float", "Decimal", "Boolean", "DateTime", "Json", "Bytes"]);

function parsePrismaSchema(src: string) {
  const enums = new Map<string, string[]>();
  for (const m of src.matchAll(/^enum (\w+) \{([^}]*)\}/gm)) {
    enums.set(
      m[1]!,
      m[2]!
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith("//")),
    );
  }
  const columns: Column[] = [];
  for (const m of src.matchAll(/^model (\w+) \{([^}]*)\}/gm)) {
    const body = m[2]!;
    const table = body.match(/@@map\("(\w+)"\)/)?.[1] ?? m[1]!;
    for (const raw of body.split("\n")) {
      const line = raw.trim();
      if (!line || line.startsWith("//") || line.startsWith("@@")) continue;
      const [name, type] = line.split(/\s+/);
      if (!name || !type) continue;
      const base = type.replace(/[?[\]]/g, "");
      if (!SCALARS.has(base) && !enums.has(base)) continue; // a relation, not a column
      const column = line.match(/@map\("(\w+)"\)/)?.[1] ?? name;
      const pgType = enums.has(base)
        ? "USER-DEFINED"
        : line.includes("@db.Json")
          ? "json"
          : line.includes("@db.Date")
            ? "date"
            : (PG_TYPES[base] ?? base);
      columns.push({ table, column, nullable: type.endsWith("?"), type: pgType });
    }
  }
  return { enums, columns };
}

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
});
afterAll(async () => client.end());

describe("schema.prisma and the SQL migrations", () => {
  const prisma = parsePrismaSchema(readFileSync(new URL("./schema.prisma", import.meta.url), "utf8"));

  it("declare the same tables and columns with the same types and nullability", async () => {
    const tables = [...new Set(prisma.columns.map((c) => c.table))];
    const { rows } = await client.query<{ table_name: string; column_name: string; is_nullable: string; data_type: string }>(
      "SELECT table_name, column_name, is_nullable, data_type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ANY($1)",
      [tables],
    );
    const actual = rows.map((r) => ({ table: r.table_name, column: r.column_name, nullable: r.is_nullable === "YES", type: r.data_type }));
    const key = (c: Column) => `${c.table}.${c.column}${c.nullable ? "?" : ""} ${c.type}`;
    expect(actual.map(key).sort()).toEqual(prisma.columns.map(key).sort());
    const { rows: all } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'schema_migrations'",
    );
    expect(all.map((r) => r.table_name).sort()).toEqual(tables.sort());
  });

  it("declare the same enum values", async () => {
    for (const [name, values] of prisma.enums) {
      const { rows } = await client.query<{ v: string }>(`SELECT unnest(enum_range(NULL::"${name}"))::text AS v`);
      expect(rows.map((r) => r.v)).toEqual(values);
    }
  });
});
