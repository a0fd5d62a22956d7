// The one job type between API and worker: it carries the extraction id, never the document. Producer and
// consumer share the name, payload schema and retry policy from here.
import { Queue, type JobsOptions } from "bullmq";
import { Redis, type RedisOptions } from "ioredis";
import { z } from "zod";

export const EXTRACTION_QUEUE = "extractions";
const EXTRACTION_JOB = "extract";

export const ExtractionJobSchema = z.object({ extractionId: z.string().min(1) });
export type ExtractionJob = z.infer<typeof ExtractionJobSchema>;

/**
 * Workers block on Redis and must wait through outages (`maxRetriesPerRequest: null`, as BullMQ requires);
 * the API's producer connection fails fast instead, so a request never hangs on a dead Redis.
 */
export function createRedis(url: string, role: "producer" | "worker"): Redis {
  const common: RedisOptions = { lazyConnect: false, enableReadyCheck: true };
  const opts: RedisOptions =
    role === "worker"
      ? { ...common, maxRetriesPerRequest: null }
      : { ...common, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 5000 };
  return new Redis(url, opts);
}

export type ExtractionQueue = Queue<ExtractionJob>;

export function createExtractionQueue(connection: Redis, prefix: string): ExtractionQueue {
  return new Queue<ExtractionJob>(EXTRACTION_QUEUE, { connection, prefix });
}

function jobOptions(extractionId: string, attempts: number): JobsOptions {
  return {
    // The extraction id is the job id, so enqueuing the same job twice (API plus sweep) is a no-op.
    jobId: extractionId,
    attempts,
    backoff: { type: "exponential", delay: 2000 },
    // Results live in PostgreSQL; Redis keeps finished jobs only briefly, for inspection.
    removeOnComplete: { age: 3600, count: 1000 },
    removeOnFail: { age: 24 * 3600, count: 5000 },
  };
}

/**
 * Adds the job, giving up after `timeoutMs`: BullMQ waits for a connection indefinitely, and an API request must
 * not hang on a dead Redis (the sweep enqueues what could not be enqueued here).
 */
export async function enqueueExtraction(queue: ExtractionQueue, extractionId: string, attempts: number, timeoutMs = 3000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`enqueue timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([queue.add(EXTRACTION_JOB, { extractionId }, jobOptions(extractionId, attempts)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Makes sure an unfinished extraction has a live queue entry. Returns what it did: "present" when one is waiting
 * or running, "enqueued" when it was missing (Redis lost it) or had ended in Redis while the database still
 * says unfinished (the worker died before recording the outcome).
 */
export async function ensureEnqueued(queue: ExtractionQueue, extractionId: string, attempts: number): Promise<"present" | "enqueued"> {
  const job = await queue.getJob(extractionId);
  if (job) {
    const state = await job.getState();
    if (state === "active" || state === "waiting" || state === "delayed" || state === "prioritized" || state === "waiting-children") {
      return "present";
    }
    await job.remove().catch(() => undefined); // may race with another sweeper; the add below is idempotent
  }
  await enqueueExtraction(queue, extractionId, attempts);
  return "enqueued";
}

/**
 * Removes an extraction's queue entry unless a worker is running it (BullMQ refuses to remove a locked job; that
 * worker finds the job ended in the database and records nothing). Never throws for an absent or running job.
 */
export async function cancelQueued(queue: ExtractionQueue, extractionId: string): Promise<void> {
  const job = await queue.getJob(extractionId);
  if (!job) return;
  await job.remove().catch(() => undefined);
}

// Webhooks: their own queue, so slow or failing receivers never hold up extraction jobs.
export const WEBHOOK_QUEUE = "webhooks";
export const WEBHOOK_JOB = "deliver";
const WEBHOOK_EVENTS = ["extraction.completed", "extraction.failed"] as const;
export const WebhookJobSchema = z.object({ extractionId: z.string().min(1), eventId: z.string().min(1), event: z.enum(WEBHOOK_EVENTS) });
export type WebhookJob = z.infer<typeof WebhookJobSchema>;
export type WebhookQueue = Queue<WebhookJob>;

export function createWebhookQueue(connection: Redis, prefix: string): WebhookQueue {
  return new Queue<WebhookJob>(WEBHOOK_QUEUE, { connection, prefix });
}

/** Retries take at least this long in all before a delivery is given up. */
const WEBHOOK_RETRY_WINDOW_MS = 24 * 3600 * 1000;

/**
 * Attempts so that exponential backoff from `baseMs` (waits of base, 2 base, 4 base, ...) spans at least 24 hours:
 * the smallest n with base * (2^(n-1) - 1) >= 24 h (15 attempts, about 45 hours, for the default 10 s).
 */
export function webhookAttempts(baseMs: number): number {
  let n = 1;
  while (baseMs * (2 ** (n - 1) - 1) < WEBHOOK_RETRY_WINDOW_MS) n++;
  return n;
}

export function webhookJobOptions(eventId: string, baseMs: number, attempts = webhookAttempts(baseMs)): JobsOptions {
  return {
    // The event id is the job id: the same event enqueued twice is delivered once (per attempt series).
    jobId: eventId,
    attempts,
    backoff: { type: "exponential", delay: baseMs },
    removeOnComplete: { age: 24 * 3600, count: 10_000 },
    removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
  };
}
export type { Queue as AnyQueue } from "bullmq";
