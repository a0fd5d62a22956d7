// The suite's second half: documents written as HTML and printed to PDF by Chromium (html/render.ts), committed
// with their cases. A browser lays text out unlike our own PDF writer (text runs split by the layout engine,
// bordered CSS tables, form boxes in grids, subset fonts), so these measure the reader and the engine on a
// producer real callers use. Each `html/<id>.json` is a case in the spec's terms: fields carry their expected value,
// layout form and naming; `format: "png"` makes a 200 dpi scan of the printed page, read through OCR.
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderPdf } from "@docsift/reader/testing";
import { type FieldSpec, type FieldTag, type Form, type Naming, toExpected, toSchemaFields, toTags } from "./spec.ts";
import type { GenCase } from "./build.ts";

export const PRINTED_SOURCE = "printed"; // PRINTED_SOURCE in ../suites.ts
const HTML_DIR = join(dirname(fileURLToPath(import.meta.url)), "html");

type JsonPrim = {
  name: string;
  type: "string" | "number" | "date" | "email" | "phone";
  description?: string;
  expected: string | number | null;
  form: Form | "absent";
  naming: Naming;
  page?: number;
};
type JsonField =
  | JsonPrim
  | { name: string; type: "object"; description?: string; fields: JsonPrim[] }
  | {
      name: string;
      type: "array";
      description?: string;
      items: { name: string; type: JsonPrim["type"]; description?: string }[];
      expected: Record<string, string | number | null>[];
      form: Form;
      naming: Naming;
      page?: number;
    };
type JsonCase = { trade: string; title: string; format: "pdf" | "png"; schema: { name: string; description: string }; fields: JsonField[] };

function tagOf(f: { expected: unknown; form: Form | "absent"; naming: Naming; page?: number }): FieldTag {
  const empty = f.expected === null || (Array.isArray(f.expected) && f.expected.length === 0);
  if (empty) return { form: "absent", naming: f.naming };
  if (f.form === "absent") throw new Error(`a field tagged absent expects a value`);
  return f.page && f.page > 1 ? { form: f.form, naming: f.naming, page: f.page } : { form: f.form, naming: f.naming };
}

function specOf(f: JsonField): FieldSpec {
  const description = f.description ?? "";
  if (f.type === "object")
    return { kind: "object", name: f.name, description, fields: f.fields.map((s) => specOf(s) as Extract<FieldSpec, { kind: "prim" }>) };
  if (f.type === "array")
    return {
      kind: "array",
      name: f.name,
      description,
      items: f.items.map((i) => ({ ...i, description: i.description ?? "" })),
      expected: f.expected,
      tag: tagOf(f),
    };
  return { kind: "prim", name: f.name, type: f.type, description, expected: f.expected, tag: tagOf(f) };
}

/** The printed documents' ids: every `html/<id>.json` that has its `<id>.pdf` (one being written has none yet). */
export async function printedIds(): Promise<string[]> {
  const files = new Set(await readdir(HTML_DIR));
  return [...files]
    .filter((f) => f.endsWith(".json") && files.has(`${f.slice(0, -5)}.pdf`))
    .map((f) => f.slice(0, -5))
    .sort();
}

export async function printedCase(id: string): Promise<GenCase> {
  const c = JSON.parse(await readFile(join(HTML_DIR, `${id}.json`), "utf8")) as JsonCase;
  const fields = c.fields.map(specOf);
  const pdf = await readFile(join(HTML_DIR, `${id}.pdf`));
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  return {
    id: `printed-${id}`,
    file: `docs/${id}.${c.format}`,
    content_type: c.format === "pdf" ? "application/pdf" : "image/png",
    trade: c.trade,
    title: c.title,
    pages,
    schema: { name: c.schema.name, description: c.schema.description, fields: toSchemaFields(fields) },
    expected: toExpected(fields),
    field_tags: toTags(fields),
    notes: `${c.title} (${c.trade}), HTML printed by Chromium${c.format === "png" ? ", scanned at 200 dpi" : ""}`,
  };
}

/** Writes `<dir>/printed` (cases.json + docs/), the layout of a corpus source, and returns that folder. */
export async function buildPrinted(dir: string): Promise<string> {
  const out = join(dir, PRINTED_SOURCE);
  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, "docs"), { recursive: true });
  const cases: GenCase[] = [];
  for (const id of await printedIds()) {
    const c = await printedCase(id);
    const pdfPath = join(HTML_DIR, `${id}.pdf`);
    if (c.content_type === "application/pdf") await copyFile(pdfPath, join(out, c.file));
    else await writeFile(join(out, c.file), (await renderPdf(await readFile(pdfPath), 200))[0]!);
    cases.push(c);
  }
  await writeFile(join(out, "cases.json"), `${JSON.stringify(cases, null, 2)}\n`);
  return out;
}
