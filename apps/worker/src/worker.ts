import { UnrecoverableError, Worker } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { deleteOlderThan } from "@docsift/db";
import { EXTRACTION_QUEUE, ExtractionJobSchema, cancelQueued, type ExtractionJob, type ExtractionQueue } from "@docsift/queue";
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
    /** Delete files and extractions older than this many days (0 or absent: off). */
    retentionDays?: number;
    retentionIntervalMs?: number;
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

  let retaining: Promise<unknown> = Promise.resolve();
  let retentionTimer: NodeJS.Timeout | undefined;
  if (s.retentionDays && s.retentionDays > 0) {
    const days = s.retentionDays;
    const run = () => {
      retaining = retentionOnce(deps, days).catch((err: unknown) => deps.logger.warn({ err }, "retention failed; will try again"));
    };
    run();
    retentionTimer = setInterval(run, s.retentionIntervalMs ?? 3_600_000);
    retentionTimer.unref();
  }

  return {
    worker,
    async close() {
      clearInterval(timer);
      clearInterval(retentionTimer);
      await sweeping;
      await retaining;
      // Waits for running jobs to finish, so a deploy does not turn every job into a retry.
      await worker.close();
    },
  };
}

/** Deletes what is older than the retention period, by the same path as the DELETE routes (blobs, rows, jobs). */
export async function retentionOnce(deps: Pick<WorkerDeps, "db" | "blobs" | "queue" | "logger">, days: number, now = new Date()) {
  const before = new Date(now.getTime() - days * 24 * 3600 * 1000);
  const counts = await deleteOlderThan(
    { db: deps.db, deleteBlob: (key) => deps.blobs.delete(key), cancelJob: (id) => cancelQueued(deps.queue, id) },
    before,
  );
  if (counts.files || counts.extractions) deps.logger.info({ ...counts, days }, "retention deleted old files and extractions");
  return counts;
}
