// Run as its own process (node --import tsx bomb-memory.ts KIND...): reads each named decompression bomb as a
// worker would, after a normal PDF has warmed the reader up, and prints one JSON line per bomb with the resident
// memory before (idle) and at its highest while reading, sampled every 5 ms, and how the read ended.
import { closePdfThreads, readDocument } from "../index.ts";
import { BOMBS, type BombKind } from "./bomb-kinds.ts";
import { makePdf } from "./make-pdf.ts";

const MB = 1024 * 1024;

await readDocument(await makePdf([[{ text: "Invoice 1", x: 50, y: 50 }]]), "application/pdf");
for (const kind of process.argv.slice(2) as BombKind[]) {
  const bytes = BOMBS[kind]();
  const idle = process.memoryUsage.rss();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  let outcome: string;
  try {
    const doc = await readDocument(bytes, "application/pdf");
    outcome = `read ${doc.pages.length} page(s)`;
  } catch (error) {
    outcome = (error as { code?: string }).code ?? String(error);
  }
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const line = { kind, fileBytes: bytes.length, idleMb: Math.round(idle / MB), peakMb: Math.round(peak / MB), ms: Math.round(performance.now() - started), outcome };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
await closePdfThreads();
