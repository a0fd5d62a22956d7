// The entry of a PDF thread. pdf.js is loaded first, natively: the TypeScript loader (tsx) rewrites every module
// that has dynamic imports and gives it a source map, which for pdf.js's 3 MB of code cost about 250 MB of memory
// and made reading 1.5 times slower. Only then is tsx registered, for the thread's TypeScript task. Worker
// threads start without the loader the main thread may run under.
import { register } from "tsx/esm/api";

// pdf.js's legacy build (the one that runs on Node 20) bundles core-js, which swaps built-ins Node 20 already has
// for slower JavaScript versions, over spec corners pdf.js never reaches (pushing onto an array whose length is
// read-only; the source text that JSON.parse may hand a reviver). Every array push in the thread then ran through
// it. The natives are put back once pdf.js is loaded.
const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
await import("pdfjs-dist/legacy/build/pdf.mjs");
// pdf.js runs its "worker" in this same thread when it finds it here, instead of importing it again.
globalThis.pdfjsWorker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
Object.defineProperty(Array.prototype, "push", { value: natives.push, writable: true, enumerable: false, configurable: true });
JSON.parse = natives.parse;
JSON.stringify = natives.stringify;

register();
const task = await import(new URL("./pdf-thread.ts", import.meta.url).href);
export default task.default;
