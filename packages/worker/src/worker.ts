import { createHash } from "node:crypto";
import { UnrecoverableError, Worker } from "bullmq";
import type { Metrics } from "@docsift/metrics";
import { deliverWebhook, WebhookRefusedError } from "@docsift/webhooks";
import type { Redis } from "ioredis";
import { deleteOlderThan } from "@docsift/db";
import {
  EXTRACTION_QUEUE,
  ExtractionJobSchema,
  WEBHOOK_JOB,
  WEBHOOK_QUEUE,
  WebhookJobSchema,
  cancelQueued,
  webhookAttempts,
  webhookJobOptions,
  type ExtractionJob,
  type ExtractionQueue,
  type WebhookJob,
  type WebhookQueue,
} from "@docsift/queue";
import { startJobThreads } from "./job-threads.ts";
import { processExtraction, type ProcessDeps } from "./process.ts";
import { sweepOnce } from "./sweep.ts";

export type WorkerDeps = Omit<ProcessDeps, "jobs"> & {
  connection: Redis;
  queue: ExtractionQueue;
  settings: ProcessDeps["settings"] & {
    prefix: string;
    /** Jobs at once, each in a job thread of its own. */
    concurrency: number;
    /** OCR workers of each job thread (default: one per core; see startJobThreads). */
    ocrWorkers?: number;
    /** The job threads' own connection to PostgreSQL, where they record results. */
    databaseUrl: string;
    lockMs: number;
    sweepIntervalMs: number;
    sweepGraceMs: number;
    /** Delete files and extractions older than this many days (0 or absent: off). */
    retentionDays?: number;
    retentionIntervalMs?: number;
  };
  /** Counters for /metrics on the health port (absent: not counted). */
  metrics?: Metrics;
  /** Webhook delivery (absent: the worker neither enqueues nor delivers webhooks). */
  webhooks?: {
    queue: WebhookQueue;
    /** Base of the exponential backoff between attempts (DOCSIFT_WEBHOOK_BACKOFF_MS). */
    backoffMs: number;
    timeoutMs: number;
    allowPrivate: boolean;
    /** Attempts per event; by default as many as make the retries span at least 24 hours. */
    attempts?: number;
  };
};

export type RunningWorker = { worker: Worker<ExtractionJob>; close(): Promise<void> };

export function startWorker(workerDeps: WorkerDeps): RunningWorker {
  const s = workerDeps.settings;
  const jobs = startJobThreads({
    threads: s.concurrency,
    databaseUrl: s.databaseUrl,
    ...(s.ocrWorkers ? { ocrWorkers: s.ocrWorkers } : {}),
  });
  const deps = { ...workerDeps, jobs };
  const worker = new Worker<ExtractionJob>(
    EXTRACTION_QUEUE,
    async (job) => {
      const parsed = ExtractionJobSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError("malformed job payload");
      const isLast = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const id = parsed.data.extractionId;
      let attempt: Awaited<ReturnType<typeof processExtraction>>;
      const timer = deps.metrics?.jobSeconds.startTimer();
      try {
        attempt = await processExtraction(deps, id, isLast);
      } catch (err) {
        timer?.({ outcome: "retry" });
        deps.metrics?.jobs.inc({ outcome: isLast ? "failed" : "retry" });
        if (isLast) await notifyEnded(deps, id);
        throw err;
      }
      const { outcome } = attempt;
      timer?.({ outcome });
      deps.metrics?.jobs.inc({ outcome });
      if (outcome !== "skipped" && attempt.webhook) await notifyEnded(deps, id);
      return outcome;
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

  const hooks = deps.webhooks;
  const webhookWorker = hooks
    ? new Worker<WebhookJob>(
        WEBHOOK_QUEUE,
        async (job) => {
          const parsed = WebhookJobSchema.safeParse(job.data);
          if (!parsed.success) throw new UnrecoverableError("malformed webhook payload");
          const attempt = job.attemptsMade + 1;
          const isLast = attempt >= (job.opts.attempts ?? 1);
          try {
            const result = await deliverWebhook(
              { db: deps.db, allowPrivate: hooks.allowPrivate, timeoutMs: hooks.timeoutMs },
              parsed.data,
              attempt,
              isLast,
            );
            deps.metrics?.webhooks.inc({ result });
            return result;
          } catch (err) {
            deps.metrics?.webhooks.inc({ result: err instanceof WebhookRefusedError ? "refused" : "failed" });
            if (err instanceof WebhookRefusedError) throw new UnrecoverableError(err.message);
            throw err;
          }
        },
        { connection: deps.connection, prefix: s.prefix, concurrency: 10 },
      )
    : null;
  webhookWorker?.on("error", (err) => deps.logger.error({ err }, "webhook worker error"));

  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = sweepOnce({ ...deps, settings: { graceMs: s.sweepGraceMs, maxAttempts: s.maxAttempts } })
      .then(() => sweepWebhooksOnce(deps, s.sweepGraceMs))
      .catch((err: unknown) => deps.logger.warn({ err }, "sweep failed; will try again"));
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
      await webhookWorker?.close();
      await jobs.close();
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

/** A stable id per extraction and event, so an event enqueued twice is one BullMQ job and receivers can dedupe. */
function webhookEventId(extractionId: string, event: string): string {
  return `evt_${createHash("sha256").update(`${extractionId}:${event}`).digest("hex").slice(0, 32)}`;
}

/** Enqueues the webhook of a job that just ended, if it has one. Never throws: the extraction's outcome stands. */
async function notifyEnded(deps: WorkerDeps, extractionId: string): Promise<void> {
  const hooks = deps.webhooks;
  if (!hooks) return;
  try {
    const row = await deps.db.extraction.findUnique({ where: { id: extractionId }, select: { status: true, webhookUrl: true } });
    if (!row?.webhookUrl || (row.status !== "COMPLETED" && row.status !== "FAILED")) return;
    const event = row.status === "COMPLETED" ? "extraction.completed" : "extraction.failed";
    const eventId = webhookEventId(extractionId, event);
    await hooks.queue.add(
      WEBHOOK_JOB,
      { extractionId, eventId, event },
      webhookJobOptions(eventId, hooks.backoffMs, hooks.attempts ?? webhookAttempts(hooks.backoffMs)),
    );
  } catch (err) {
    deps.logger.warn({ err, extractionId }, "could not enqueue the webhook");
  }
}

/**
 * Webhooks of jobs that ended more than `graceMs` ago but were never attempted (a worker died between recording the
 * outcome and enqueuing the event, or Redis lost it) are enqueued again; the stable event id makes this a no-op for
 * an event that is still queued.
 */
export async function sweepWebhooksOnce(deps: WorkerDeps, graceMs: number, now = new Date()): Promise<number> {
  if (!deps.webhooks) return 0;
  const stale = await deps.db.extraction.findMany({
    where: {
      webhookStatus: "pending",
      webhookAttempts: 0,
      status: { in: ["COMPLETED", "FAILED"] },
      finishedAt: { lt: new Date(now.getTime() - graceMs) },
    },
    select: { id: true },
    take: 200,
  });
  for (const row of stale) await notifyEnded(deps, row.id);
  return stale.length;
}
