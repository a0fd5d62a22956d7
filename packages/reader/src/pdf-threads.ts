// Every use of pdf.js happens in worker threads, never in the caller's thread:
// - a long text-layer PDF is read faster with its pages split into ranges read in parallel;
// - parsing and rendering (a scanned page takes most of a second) stay off the caller's event loop, so a worker
//   process keeps renewing its job locks and answering health checks;
// - pdf.js's legacy build (the one that runs on Node 20) replaces Array.prototype.push with a slower polyfill
//   for the whole thread it is loaded in, and the thread-entry loads it without the TypeScript loader (see
//   pdf-thread-boot.mjs), which would cost hundreds of megabytes.
// A hand-rolled pool would be shorter, but piscina handles thread failure, idle shutdown and queueing.
import os from "node:os";
import { Piscina } from "piscina";
import { onACore } from "./cores.ts";
import { ReadError, type ReadErrorCode } from "./errors.ts";
import type { Page } from "./model.ts";
import { type InflationLimits, type InflationScope, formatBytes } from "./pdf-inflation.ts";
import type { OcrInput, Pixels } from "./pdf-render.ts";
import { THREAD_EXEC_ARGV } from "./thread-argv.ts";

/** The document's bytes, shared by every task on it instead of copied into each. */
type Shared = Uint8Array;

/**
 * Every task carries the inflation limits: `open` measures the document's streams against them before pdf.js
 * sees it (all of them to read it, what counting pages needs to count them), and every task bounds each stream
 * pdf.js decodes by `limits.stream` (pdf-thread-boot.mjs).
 */
export type PdfTask = { bytes: Shared; limits: InflationLimits } & (
  | { kind: "open"; maxPages: number; readUpTo: number; scope: InflationScope }
  | { kind: "text"; first: number; last: number }
  | { kind: "ocr-input"; page: number; hasText: boolean; renderPixels: number; maxImagePixels: number }
  | { kind: "page-pixels"; page: number; renderPixels: number; maxImagePixels: number }
);

export type PdfTaskResult = { value: unknown } | { error: { code: ReadErrorCode; message: string } };

let pool: Piscina | undefined;
/** Tasks handed to the pool and not yet answered. */
let inFlight = 0;
const THREAD_HEAP_MB = 160;

function threads(): Piscina {
  pool ??= new Piscina({
    filename: new URL("./pdf-thread-boot.mjs", import.meta.url).href,
    execArgv: [...THREAD_EXEC_ARGV],
    maxThreads: os.availableParallelism(),
    minThreads: 0,
    // Threads keep pdf.js loaded between documents for a while, then go away so an idle worker holds no memory.
    idleTimeout: 30_000,
    // A bound per thread makes V8 collect early instead of growing toward the machine's memory.
    // (Decoded streams live outside that heap, in array buffers: they are bounded by the inflation limits.)
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  });
  return pool;
}

/** The bytes in shared memory, so that the tasks on one document do not each get a copy. */
export function shareBytes(bytes: Uint8Array): Shared {
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  shared.set(bytes);
  return shared;
}

/**
 * Runs a task, allowing it `pageTimeoutMs` for each page it covers: a document that sends pdf.js into a loop
 * must fail, not hold a job forever. The thread of a task over its time is stopped (piscina terminates it).
 */
async function run<T>(task: PdfTask, pages: number, pageTimeoutMs: number): Promise<T> {
  const limitMs = pages * pageTimeoutMs;
  let result: PdfTaskResult;
  try {
    // The time limit starts once the task has a core: waiting for one says nothing about the document.
    result = (await onACore(async () => {
      inFlight++;
      try {
        return await threads().run(task, { signal: AbortSignal.timeout(limitMs) });
      } finally {
        inFlight--;
      }
    })) as PdfTaskResult;
  } catch (error) {
    if (error instanceof Error && error.name === "AbortError") throw timeout(task, limitMs);
    // V8 stopped the thread at its heap limit: this document needs more than a reader thread may have, and
    // would on every attempt.
    if ((error as { code?: unknown }).code === "ERR_WORKER_OUT_OF_MEMORY") {
      throw new ReadError(
        "too_large",
        `The PDF cannot be read: reading it needs more memory than the limit of ${formatBytes(THREAD_HEAP_MB * 1024 * 1024)} a reader thread may use.`,
      );
    }
    throw error;
  }
  if ("error" in result) throw new ReadError(result.error.code, result.error.message);
  return result.value as T;
}

function timeout(task: PdfTask, limitMs: number): ReadError {
  const what =
    task.kind === "text"
      ? `pages ${task.first}-${task.last} of the PDF`
      : task.kind === "open"
        ? "the PDF"
        : `page ${task.page} of the PDF`;
  const limit = limitMs >= 1000 ? `${limitMs / 1000} s` : `${limitMs} ms`;
  return new ReadError("read_timeout", `Reading ${what} took longer than the limit of ${limit}.`);
}

export async function countPagesInThread(bytes: Shared, limits: InflationLimits, pageTimeoutMs: number): Promise<number> {
  const task: PdfTask = { kind: "open", bytes, limits, maxPages: Number.MAX_SAFE_INTEGER, readUpTo: 0, scope: "structure" };
  return (await run<{ count: number }>(task, 1, pageTimeoutMs)).count;
}

export type TextReadSettings = { maxPages: number; parallel: number; pageTimeoutMs: number; limits: InflationLimits };

/** A PDF opened: its page count, and every page's text layer when it is short enough to be read by the opening task. */
export type OpenedPdf = { count: number; pages: Page[] | null };

/**
 * Opens the document (checking its streams and page count) and, for a document that one thread reads about as fast
 * as several, reads its text in the same task (its page count is not known before, so that task is allowed the
 * time of the most pages it may read).
 */
export function openPdf(bytes: Shared, settings: TextReadSettings): Promise<OpenedPdf> {
  const { maxPages, pageTimeoutMs, limits } = settings;
  const readUpTo = 2 * MIN_PAGES_PER_RANGE - 1;
  return run<OpenedPdf>({ kind: "open", bytes, limits, maxPages, readUpTo, scope: "all" }, readUpTo, pageTimeoutMs);
}

/** The text layer of pages first..last, split into up to `parallel` contiguous ranges read at once. */
export async function readPageRange(bytes: Shared, settings: TextReadSettings, first: number, last: number): Promise<Page[]> {
  const { parallel, pageTimeoutMs, limits } = settings;
  const count = last - first + 1;
  const ranges = Math.max(1, Math.min(parallel, Math.floor(count / MIN_PAGES_PER_RANGE)));
  const size = Math.ceil(count / ranges);
  const tasks: Promise<Page[]>[] = [];
  for (let from = first; from <= last; from += size) {
    const to = Math.min(last, from + size - 1);
    tasks.push(run({ kind: "text", bytes, limits, first: from, last: to }, to - from + 1, pageTimeoutMs));
  }
  return (await Promise.all(tasks)).flat();
}

/** After a long document, the threads are let go (see RELEASE_AFTER_PAGES). */
export async function releaseAfter(pagesRead: number): Promise<void> {
  if (pagesRead >= RELEASE_AFTER_PAGES) await releaseIdleThreads();
}

/**
 * After reading this many pages, the threads are stopped rather than left to their idle timeout. Each holds the
 * garbage of what it parsed (about 0.2 MB a page, 150 MB after 750 pages) until V8 collects it, and the timeout
 * cannot fire while the thread that owns the pool runs the long extraction of the document just read. Starting
 * the pool again costs the next document about 3 s (two threads loading pdf.js, measured on 2 cores), which is
 * why a 100-page document (read in about 1 s) keeps its threads: 500 pages take about 4 s to read and half a
 * minute to extract.
 */
const RELEASE_AFTER_PAGES = 500;

/** Stops the pool's threads when no task is running on them; the next task starts a new pool. */
async function releaseIdleThreads(): Promise<void> {
  if (inFlight > 0) return;
  await closePdfThreads();
}

/**
 * Below this many pages per range, opening the document once more (parsing it, loading its fonts) costs more than
 * the thread saves.
 */
const MIN_PAGES_PER_RANGE = 8;

export function ocrInputInThread(task: Omit<Extract<PdfTask, { kind: "ocr-input" }>, "kind">, pageTimeoutMs: number): Promise<OcrInput> {
  return run({ kind: "ocr-input", ...task }, 1, pageTimeoutMs);
}

export function pagePixelsInThread(
  task: Omit<Extract<PdfTask, { kind: "page-pixels" }>, "kind">,
  pageTimeoutMs: number,
): Promise<Pixels | null> {
  return run({ kind: "page-pixels", ...task }, 1, pageTimeoutMs);
}

/** Stops the threads (at shutdown, and in tests so the process can exit). */
export async function closePdfThreads(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}
