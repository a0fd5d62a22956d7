import { readFile } from "node:fs/promises";
import { readDocument, closePdfThreads, closeOcr } from "@docsift/reader";
const [file] = process.argv.slice(2);
const ct = file!.endsWith(".pdf") ? "application/pdf" : file!.endsWith(".png") ? "image/png" : "text/plain";
const doc = await readDocument(await readFile(file!), ct);
doc.pages.forEach((p, i) => { console.log(`=== page ${i + 1}`); for (const l of p.lines) console.log(`${l.bbox.map((v) => v.toFixed(3)).join(",")} | ${l.text}`); });
await closePdfThreads(); await closeOcr();
