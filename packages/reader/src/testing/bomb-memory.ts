// Run as its own process (node --import tsx bomb-memory.ts KIND...): reads each named decompression bomb as a
// worker would, after a normal PDF has warmed the reader up, and prints one JSON line per bomb: the process's
// resident memory before (idle) and its high-water mark while reading (the kernel's VmHWM, reset before each
// bomb through /proc/self/clear_refs; sampled every 5 ms where /proc is missing), the time, and how it ended.
import { readFileSync, writeFileSync } from "node:fs";
import { closePdfThreads, readDocument } from "../index.ts";
import { BOMBS, type BombKind } from "./bomb-kinds.ts";
import { makePdf } from "./make-pdf.ts";

const MB = 1024 * 1024;

function highWaterMark(): number | null {
  try {
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

function resetHighWaterMark(): boolean {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}

await readDocument(await makePdf([[{ text: "Invoice 1", x: 50, y: 50 }]]), "application/pdf");
for (const kind of process.argv.slice(2) as BombKind[]) {
  const bytes = BOMBS[kind]();
  const idle = process.memoryUsage.rss();
  const kernel = resetHighWaterMark();
  let sampled = idle;
  const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 5);
  const started = performance.now();
  let outcome: string;
  try {
    const doc = await readDocument(bytes, "application/pdf");
    outcome = `read ${doc.pages.length} page(s)`;
  } catch (error) {
    outcome = (error as { code?: string }).code ?? String(error);
  }
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  const peak = Math.max(sampled, process.memoryUsage.rss(), (kernel ? highWaterMark() : null) ?? 0);
  const line = { kind, fileBytes: bytes.length, idleMb: Math.round(idle / MB), peakMb: Math.round(peak / MB), ms, outcome };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
await closePdfThreads();
