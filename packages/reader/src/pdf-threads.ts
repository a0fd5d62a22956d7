// pdf.js reads one page at a time on one thread; a long text-layer PDF is read faster by splitting its pages into
// contiguous ranges read by worker threads, each with its own copy of pdf.js. It also keeps that CPU work off the
// caller's event loop. A hand-rolled pool would be shorter, but piscina handles thread failure, idle shutdown and
// queueing, which this needs.
import os from "node:os";
import { Piscina } from "piscina";
import { ReadError, type ReadErrorCode } from "./errors.ts";
import type { Page } from "./model.ts";

export type RangeTask = { bytes: Uint8Array; first: number; last: number };
export type RangeResult = { pages: Page[] } | { error: { code: ReadErrorCode; message: string } };

let pool: Piscina | undefined;

function threads(): Piscina {
  pool ??= new Piscina({
    filename: new URL("./pdf-thread-boot.mjs", import.meta.url).href,
    maxThreads: os.availableParallelism(),
    minThreads: 0,
    // Threads keep pdf.js loaded between documents for a while, then go away so an idle worker holds no memory.
    idleTimeout: 30_000,
    // A bound per thread makes V8 collect early instead of growing toward the machine's memory.
    resourceLimits: { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16 },
  });
  return pool;
}

export async function readPdfInThreads(bytes: Uint8Array, pageCount: number, threadCount: number): Promise<Page[]> {
  const ranges = Math.min(threadCount, pageCount);
  const size = Math.ceil(pageCount / ranges);
  const tasks: Promise<RangeResult>[] = [];
  for (let first = 1; first <= pageCount; first += size) {
    const task: RangeTask = { bytes, first, last: Math.min(pageCount, first + size - 1) };
    tasks.push(threads().run(task) as Promise<RangeResult>);
  }
  const results = await Promise.all(tasks);
  return results.flatMap((r) => {
    if ("error" in r) throw new ReadError(r.error.code, r.error.message);
    return r.pages;
  });
}

/** Stops the threads (at shutdown, and in tests so the process can exit). */
export async function closePdfThreads(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}
