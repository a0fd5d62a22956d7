// Job threads: where a worker process reads documents, extracts fields and saves results, so that its main thread,
// which holds the BullMQ locks, Redis and (under `pnpm start`) the API, never computes for long. A 1,500-page
// document keeps its thread busy for a minute or two; the main thread meanwhile renews the job's lock and answers
// health checks. The thread also saves the result: a long document's result is tens of MB of JSON, and handing
// it to PostgreSQL (the driver encodes it in one go) held the main thread for over a second.
// BullMQ's sandboxed processors would also move the work off the main thread, but they start a process or thread
// per job and run the whole processor there; here only the work moves, into threads that stay loaded. piscina (as
// for the PDF threads) handles queueing, a thread that dies, and shutdown.
import os from "node:os";
import type { DocumentSchema } from "@docsift/contract";
import { OllamaUnavailableError, type UnavailableReason } from "@docsift/ollama/client";
import { EngineUnavailableError, ollamaChoice, type EngineUsed, type PipelineOptions } from "@docsift/pipeline/options";
import { ReadError, type ReadErrorCode, THREAD_EXEC_ARGV, coreBudget, removeThreadLanguageFolders } from "@docsift/reader";
import { Piscina } from "piscina";

/** What every job thread is started with. */
export type ThreadSettings = { cores: SharedArrayBuffer; ocrWorkers: number; databaseUrl: string };

/** Options as they cross into a thread: data only. `ollamaAvailable` is asked before, in the caller's thread. */
type ThreadOptions = Omit<PipelineOptions, "ollamaAvailable" | "signal"> & { ollamaAvailable?: boolean };

export type JobInput = { extractionId: string; bytes: Uint8Array; contentType: string; schema: DocumentSchema; options: ThreadOptions };

/** The job's outcome: `completed` is false when it had already finished (another delivery recorded it). */
type JobDone = { completed: boolean; credits: number; pageCount: number; engine: EngineUsed; engineNote: string | null };

export type JobOutput =
  | JobDone
  | {
      error:
        | { kind: "read"; code: ReadErrorCode; message: string }
        | { kind: "engine"; message: string }
        | { kind: "ollama"; reason: UnavailableReason; message: string };
    };

export type JobThreads = {
  /** Reads, extracts and records the job's result and credits (completeExtraction), in a job thread. */
  run(extractionId: string, bytes: Uint8Array, contentType: string, schema: DocumentSchema, options: PipelineOptions): Promise<JobDone>;
  close(): Promise<void>;
};

/**
 * Up to `threads` jobs at a time, each in a thread of its own. Each thread's PDF and OCR pools are sized to the
 * cores (`ocrWorkers`), so that one long scan uses them all, and every thread counts its long computations against
 * one budget of `cores` for the whole process (see @docsift/reader's cores.ts), so that together they do not run
 * more at once than the machine has cores.
 */
export function startJobThreads(settings: { threads: number; databaseUrl: string; cores?: number; ocrWorkers?: number }): JobThreads {
  const cores = settings.cores ?? os.availableParallelism();
  const workerData: ThreadSettings = {
    cores: coreBudget(cores),
    ocrWorkers: settings.ocrWorkers ?? cores,
    databaseUrl: settings.databaseUrl,
  };
  const pool = new Piscina({
    filename: new URL("./job-thread-boot.mjs", import.meta.url).href,
    execArgv: [...THREAD_EXEC_ARGV],
    // One thread stays loaded for the next job; the others start when jobs overlap (about a second) and go away
    // after a minute without work, so an idle worker holds the memory of one thread, not of one per core.
    minThreads: 1,
    maxThreads: settings.threads,
    idleTimeout: 60_000,
    // Jobs wait in BullMQ, not here: the worker takes no more jobs than there are threads.
    concurrentTasksPerWorker: 1,
    workerData,
  });
  // A thread that read scans leaves its OCR models' folder of links behind (see removeThreadLanguageFolders).
  const removals = new Set<Promise<void>>();
  pool.on("workerDestroy", (worker: { id: number }) => {
    const removal = removeThreadLanguageFolders(worker.id).catch(() => undefined);
    removals.add(removal);
    void removal.finally(() => removals.delete(removal));
  });
  return {
    async run(extractionId, bytes, contentType, schema, options) {
      const { ollamaAvailable, signal: _signal, ...data } = options;
      const wantsAnswer = ollamaAvailable && ollamaChoice(options) === "ask";
      const input: JobInput = {
        extractionId,
        // A copy of its own, moved into the thread: a Buffer may be a view of memory shared with other Buffers.
        bytes: new Uint8Array(bytes),
        contentType,
        schema,
        options: { ...data, ...(wantsAnswer ? { ollamaAvailable: await ollamaAvailable() } : {}) },
      };
      const output = (await pool.run(input, { transferList: [input.bytes.buffer as ArrayBuffer] })) as JobOutput;
      if ("error" in output) throw rebuilt(output.error);
      return output;
    },
    async close() {
      await pool.close();
      await Promise.all(removals);
    },
  };
}

function rebuilt(error: Extract<JobOutput, { error: unknown }>["error"]): Error {
  switch (error.kind) {
    case "read":
      return new ReadError(error.code, error.message);
    case "engine":
      return new EngineUnavailableError(error.message);
    case "ollama":
      return new OllamaUnavailableError(error.message, error.reason);
  }
}
