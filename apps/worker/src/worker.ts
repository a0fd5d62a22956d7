import { UnrecoverableError, Worker } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { EXTRACTION_QUEUE, ExtractionJobSchema, type ExtractionJob, type ExtractionQueue } from "@docsift/queue";
import { processExtraction, type ProcessDeps } from "./process.ts";
import { sweepOnce } from "./sweep.ts";

export type WorkerDeps = ProcessDeps & {
  connection: Redis;
  queue: ExtractionQueue;
  settings: ProcessDeps["settings"] & {
    prefix: string;
    concurrency: number;
    lockMs: number;
    sweepIntervalMs: number;
    sweepGraceMs: number;
  };
};

export type RunningWorker = { worker: Worker<ExtractionJob>; close(): Promise<void> };

export function startWorker(deps: WorkerDeps): RunningWorker {
  const s = deps.settings;
  const worker = new Worker<ExtractionJob>(
    EXTRACTION_QUEUE,
    async (job) => {
      const parsed = ExtractionJobSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError("malformed job payload");
      const isLast = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      return processExtraction(deps, parsed.data.extractionId, isLast);
    },
    {
      connection: deps.connection,
      prefix: s.prefix,
      concurrency: s.concurrency,
      lockDuration: s.lockMs,
      stalledInterval: s.lockMs,
      // A job whose worker died is handed to another worker; the attempt counter in PostgreSQL bounds the loop.
      maxStalledCount: s.maxAttempts,
    },
  );
  worker.on("error", (err) => deps.logger.error({ err }, "worker error"));

  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = sweepOnce({ ...deps, settings: { graceMs: s.sweepGraceMs, maxAttempts: s.maxAttempts } }).catch((err: unknown) =>
      deps.logger.warn({ err }, "sweep failed; will try again"),
    );
  }, s.sweepIntervalMs);
  timer.unref();

  return {
    worker,
    async close() {
      clearInterval(timer);
      await sweeping;
      // Waits for running jobs to finish, so a deploy does not turn every job into a retry.
      await worker.close();
    },
  };
}
