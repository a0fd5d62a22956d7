// The entry of a PDF thread. pdf.js is loaded first, natively: the TypeScript loader (tsx) rewrites every module
// that has dynamic imports and gives it a source map, which for pdf.js's 3 MB of code cost about 250 MB of memory
// and made reading 1.5 times slower. Only then is tsx registered, for the thread's TypeScript task. Worker
// threads start without the loader the main thread may run under.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

// pdf.js's legacy build (the one that runs on Node 20) bundles core-js, which swaps built-ins Node 20 already has
// for slower JavaScript versions, over spec corners pdf.js never reaches (pushing onto an array whose length is
// read-only; the source text that JSON.parse may hand a reviver). Every array push in the thread then ran through
// it. The natives are put back once pdf.js is loaded.
const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
await import("pdfjs-dist/legacy/build/pdf.mjs");
// pdf.js runs its "worker" in this same thread when it finds it here, instead of importing it again.
globalThis.pdfjsWorker = await importBoundedWorker();
Object.defineProperty(Array.prototype, "push", { value: natives.push, writable: true, enumerable: false, configurable: true });
JSON.parse = natives.parse;
JSON.stringify = natives.stringify;

register();

/**
 * pdf.js's worker code, with a bound on what it decodes (see pdf-thread.ts, which defines the guard): the check
 * of the document's streams before pdf.js sees it (pdf-inflation.ts) cannot look into encrypted streams, so
 * pdf.js itself calls the guard where every decoded stream's buffer grows (DecodeStream.ensureBuffer: Flate,
 * LZW, RunLength, ASCII85, ASCIIHex, Brotli, CCITT and predictors all grow through it) and where it inflates an
 * image's data at once. The code is loaded natively like the original, from a copy in a private temporary folder
 * that is removed once loaded (from a data: URL where no folder is writable: that costs a few MB a thread, as
 * the URL is kept). When an upgrade of pdf.js moves either place, starting a thread fails here instead of reading
 * without the bound.
 */
async function importBoundedWorker() {
  const path = createRequire(import.meta.url).resolve("pdfjs-dist/legacy/build/pdf.worker.mjs");
  let code = readFileSync(path, "utf8");
  const patches = [
    [
      "  ensureBuffer(requested) {\n    const buffer = this.buffer;\n    if (requested <= buffer.byteLength) {\n      return buffer;\n    }\n",
      "    globalThis.__docsiftDecodeGuard?.(requested);\n",
    ],
    ["        totalLength += chunk.byteLength;\n", "        globalThis.__docsiftDecodeGuard?.(totalLength);\n"],
  ];
  for (const [anchor, addition] of patches) {
    const at = code.indexOf(anchor);
    if (at === -1 || code.indexOf(anchor, at + 1) !== -1) {
      throw new Error(`pdfjs-dist changed: the decode bound cannot be placed after ${JSON.stringify(anchor.trim().split("\n")[0])}`);
    }
    code = code.slice(0, at + anchor.length) + addition + code.slice(at + anchor.length);
  }
  // Its source map is not beside the copy (and loading it cost memory for nothing).
  code = code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
  let dir;
  let url;
  try {
    dir = mkdtempSync(join(tmpdir(), "docsift-pdfjs-"));
    writeFileSync(join(dir, "pdf.worker.mjs"), code);
    url = pathToFileURL(join(dir, "pdf.worker.mjs")).href;
  } catch {
    url = `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`;
  }
  try {
    return await import(url);
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
const task = await import(new URL("./pdf-thread.ts", import.meta.url).href);
/** @public Piscina loads this file by its URL. */
export default task.default;
