// What the reader made of each labelled document, kept between runs: training and evaluating the scorer read the
// same 738 documents over and over, and OCR of a scan takes seconds. The cache lives outside the repository
// (documents' texts are never committed) and is keyed by the document's bytes and the reader's own source, so a
// change to the reader reads everything again and `pnpm train` stays reproducible.
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { ReadError, readDocument, type DocumentModel, type ReadOptions } from "@docsift/reader";

const READ_CACHE_DIR = process.env.DOCSIFT_READ_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "docsift", "reads");

// The folder of the reader's entry point (its src/), found as Node finds the package.
const READER_SRC = dirname(createRequire(import.meta.url).resolve("@docsift/reader"));

let readerVersion: Promise<string> | null = null;
let partials = 0;

/** A hash of the reader's source files (tests excluded): what it reads depends on nothing else we own. */
function versionOfReader(): Promise<string> {
  readerVersion ??= (async () => {
    const hash = createHash("sha256");
    const walk = async (dir: string): Promise<void> => {
      for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (!entry.name.includes(".test.")) hash.update(entry.name).update(await readFile(path));
      }
    };
    await walk(READER_SRC);
    return hash.digest("hex").slice(0, 16);
  })();
  return readerVersion;
}

/**
 * Reads a document, or answers what the same reader read of the same bytes before. A document the reader refuses
 * (a receipt too faint for any text) reads as no pages: its fields are all left null, as the service would fail it.
 */
export async function readCached(bytes: Buffer, contentType: string, opts: ReadOptions = {}): Promise<DocumentModel> {
  const key = createHash("sha256")
    .update(await versionOfReader())
    .update(contentType)
    .update(JSON.stringify({ l: opts.ocrLanguages ?? null, d: opts.ocrDataDir ?? null }))
    .update(bytes)
    .digest("hex");
  const path = join(READ_CACHE_DIR, `${key}.json`);
  try {
    return JSON.parse(await readFile(path, "utf8")) as DocumentModel;
  } catch {
    const doc = await readDocument(bytes, contentType, opts).catch((err: unknown) => {
      if (err instanceof ReadError) return { kind: "image" as const, pages: [] };
      throw err;
    });
    await mkdir(READ_CACHE_DIR, { recursive: true });
    // Written under another name first: a run stopped halfway leaves no half file to be read next time. The name
    // is this read's own, since a run reads several documents at once and two may be the same bytes.
    const partial = `${path}.${process.pid}.${++partials}`;
    await writeFile(partial, JSON.stringify(doc));
    await rename(partial, path);
    return doc;
  }
}
