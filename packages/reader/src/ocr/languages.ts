import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { OcrUnavailableError } from "../errors.ts";

const require = createRequire(import.meta.url);

/** LSTM models stored as 8-bit integers: the accuracy of tesseract's "best" models at a third of their size. */
const FLAVOUR = "4.0.0_best_int";

let folder: Promise<string> | undefined;
const linked = new Map<string, Promise<void>>();

/** Where tesseract.js finds the traineddata of a set of languages, and whether the files are gzipped. */
export type ModelSource = { dir: string; gzip: boolean };

/**
 * The source of the models for `languages`: `dataDir` when it is set and holds them all as plain
 * `<lang>.traineddata` files (Debian's tesseract-ocr-<lang> packages put their "fast" models in
 * /usr/share/tesseract-ocr/5/tessdata; a custom-trained model goes there too), otherwise the npm packages. Only
 * orientation detection ("osd") falls back to npm when `dataDir` lacks it: a language the operator asked for
 * must come from where they said.
 */
export async function modelSource(languages: readonly string[], dataDir: string | null): Promise<ModelSource> {
  if (dataDir) {
    const missing = languages.filter((lang) => !/^[a-z_]+$/i.test(lang) || !existsSync(path.join(dataDir, `${lang}.traineddata`)));
    if (missing.length === 0) return { dir: dataDir, gzip: false };
    if (missing.some((lang) => lang !== "osd")) {
      throw new OcrUnavailableError(
        `OCR language "${missing.find((lang) => lang !== "osd")}" has no ${missing[0]}.traineddata in ${dataDir}.`,
      );
    }
  }
  return { dir: await languageFolder(languages), gzip: true };
}

/**
 * A folder holding the traineddata of `languages`, for tesseract.js's `langPath`. Each language ships in a
 * package of its own while tesseract.js reads every language from one folder, so the files are linked into a
 * folder private to this process. Throws for a language that is not installed: that is a configuration mistake,
 * and would otherwise leave the tesseract.js worker waiting forever for its data.
 */
async function languageFolder(languages: readonly string[]): Promise<string> {
  const files = languages.map((lang) => [lang, dataFile(lang)] as const);
  folder ??= mkdtemp(path.join(os.tmpdir(), folderPrefix(threadId)));
  const dir = await folder;
  await Promise.all(
    files.map(([lang, file]) => {
      let link = linked.get(lang);
      if (!link) {
        link = symlink(file, path.join(dir, `${lang}.traineddata.gz`));
        linked.set(lang, link);
        link.catch(() => linked.delete(lang));
      }
      return link;
    }),
  );
  return dir;
}

/** The start of the name of the folder of links of a thread of this process. */
function folderPrefix(thread: number): string {
  return `docsift-tessdata-${process.pid}-${thread}-`;
}

/**
 * Removes the folders of links a thread of this process made. For the thread that started it, when that thread is
 * gone: a thread that is stopped runs no code of its own to clean up.
 */
export async function removeThreadLanguageFolders(thread: number): Promise<void> {
  const prefix = folderPrefix(thread);
  const names = (await readdir(os.tmpdir())).filter((name) => name.startsWith(prefix));
  await Promise.all(names.map((name) => rm(path.join(os.tmpdir(), name), { recursive: true, force: true })));
}

/** Removes the folder of links; the next OCR creates a new one. */
export async function removeLanguageFolder(): Promise<void> {
  const dir = folder;
  folder = undefined;
  linked.clear();
  if (dir) await rm(await dir, { recursive: true, force: true });
}

function dataFile(lang: string): string {
  const file = installedFile(lang);
  if (!file)
    throw new OcrUnavailableError(
      `OCR language "${lang}" is not installed; add the @tesseract.js-data/${lang} package to @docsift/reader.`,
    );
  return file;
}

/** The gzipped traineddata file the reader uses for `lang`, or null when that language is not installed. */
export function installedFile(lang: string): string | null {
  // The code becomes part of a module path and a file name.
  if (!/^[a-z_]+$/i.test(lang)) return null;
  let root: string;
  try {
    root = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  } catch {
    return null;
  }
  const file = path.join(root, FLAVOUR, `${lang}.traineddata.gz`);
  return existsSync(file) ? file : null;
}
