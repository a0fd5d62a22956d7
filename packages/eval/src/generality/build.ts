// Writes the generality suite in the layout of a shared-corpus source (cases.json + docs/), so the same runner
// scores it. Deterministic: the same sources give byte-identical files (fixed PDF dates, no randomness).
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { makePdf, multiPageTiff, renderPdf } from "@docsift/reader/testing";
import type { Expected } from "../score.ts";
import { ALL_DOCS } from "./docs/index.ts";
import { type Sheet } from "./layout.ts";
import { type FieldTag, type Format, type GenDoc, toExpected, toSchemaFields, toTags } from "./spec.ts";

export const SUITE_NAME = "generality"; // GENERALITY_SOURCE in ../suites.ts

export type GenCase = {
  id: string;
  file: string;
  content_type: string;
  trade: string;
  title: string;
  /** Number of pages of a PDF or scan (1 for text). */
  pages: number;
  schema: { name: string; description: string; fields: ReturnType<typeof toSchemaFields> };
  expected: Record<string, Expected>;
  field_tags: Record<string, FieldTag>;
  notes: string;
};

const EXT: Record<Format, [string, string]> = {
  pdf: ["pdf", "application/pdf"],
  png: ["png", "image/png"],
  tiff: ["tiff", "image/tiff"],
  text: ["txt", "text/plain"],
};

const FIXED_DATE = new Date("2024-06-01T09:00:00Z");

/** The document's text as laid out (what a perfect reader would see), for checks on the expected values. */
export function documentText(doc: GenDoc): string {
  const rendered = doc.render();
  return typeof rendered === "string" ? rendered : rendered.map((s) => s.text()).join("\n\f\n");
}

export function caseOf(doc: GenDoc): { case: GenCase; rendered: Sheet[] | string } {
  const rendered = doc.render();
  const [ext, contentType] = EXT[doc.format];
  if (doc.format === "text" && typeof rendered !== "string") throw new Error(`${doc.id}: a text document renders to a string`);
  if (doc.format !== "text" && typeof rendered === "string") throw new Error(`${doc.id}: a ${doc.format} document renders to pages`);
  return {
    rendered,
    case: {
      id: `generality-${doc.id}`,
      file: `docs/${doc.id}.${ext}`,
      content_type: contentType,
      trade: doc.trade,
      title: doc.title,
      pages: typeof rendered === "string" ? 1 : rendered.length,
      schema: { name: doc.schema.name, description: doc.schema.description, fields: toSchemaFields(doc.fields) },
      expected: toExpected(doc.fields),
      field_tags: toTags(doc.fields),
      notes: `${doc.title} (${doc.trade}), ${doc.format}${doc.dpi ? ` at ${doc.dpi} dpi` : ""}`,
    },
  };
}

/** The cases without the files: what the suite's test checks. */
export function generalityCases(docs: GenDoc[] = ALL_DOCS): GenCase[] {
  const ids = new Set<string>();
  return docs.map((d) => {
    if (ids.has(d.id)) throw new Error(`duplicate generality document id ${d.id}`);
    ids.add(d.id);
    return caseOf(d).case;
  });
}

export async function bytesOf(doc: GenDoc, rendered: Sheet[] | string): Promise<Buffer> {
  if (typeof rendered === "string") return Buffer.from(rendered, "utf8");
  const pdf = await makePdf(
    rendered.map((s) => s.items),
    { info: { CreationDate: FIXED_DATE, Title: doc.title } },
  );
  if (doc.format === "pdf") return pdf;
  const pngs = await renderPdf(pdf, doc.dpi ?? 300);
  if (doc.format === "png") {
    if (pngs.length !== 1) throw new Error(`${doc.id}: a PNG scan has one page`);
    return pngs[0]!;
  }
  return multiPageTiff(pngs);
}

async function writeIfChanged(path: string, bytes: Buffer): Promise<void> {
  const old = await readFile(path).catch(() => null);
  if (!old || !old.equals(bytes)) await writeFile(path, bytes);
}

/**
 * Builds the suite into `<dir>/generality` (cases.json + docs/) and returns that folder. Files are rewritten only
 * when their bytes change; files of documents no longer in the suite are removed.
 */
export async function buildGenerality(dir: string, docs: GenDoc[] = ALL_DOCS): Promise<string> {
  const out = join(dir, SUITE_NAME);
  await mkdir(join(out, "docs"), { recursive: true });
  const cases: GenCase[] = [];
  const files = new Set<string>();
  const ids = new Set<string>();
  for (const doc of docs) {
    if (ids.has(doc.id)) throw new Error(`duplicate generality document id ${doc.id}`);
    ids.add(doc.id);
    const { case: c, rendered } = caseOf(doc);
    await writeIfChanged(join(out, c.file), await bytesOf(doc, rendered));
    files.add(c.file.slice("docs/".length));
    cases.push(c);
  }
  for (const name of await readdir(join(out, "docs"))) if (!files.has(name)) await rm(join(out, "docs", name));
  await writeIfChanged(join(out, "cases.json"), Buffer.from(`${JSON.stringify(cases, null, 2)}\n`));
  await writeIfChanged(
    join(out, "README.md"),
    Buffer.from(
      "# Generality suite (generated)\n\nBuilt by packages/eval/src/generality/build.ts from the document definitions in\n" +
        "packages/eval/src/generality/docs/. Do not edit: it is rewritten by `pnpm eval`.\n",
    ),
  );
  return out;
}
