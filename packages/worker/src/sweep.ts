// The database is the source of truth for jobs, Redis only carries them. Redis can lose jobs (a restart without
// persistence, an enqueue that failed after the row was written), so workers periodically look for unfinished
// jobs that nobody is working on and enqueue them again.
import { failExtraction, findStaleUnfinished, touchExtraction, type Db } from "@docsift/db";
import { ensureEnqueued, type ExtractionQueue } from "@docsift/queue";
import type { Logger } from "pino";

export type SweepDeps = {
  db: Db;
  queue: ExtractionQueue;
  logger: Logger;
  settings: { graceMs: number; maxAttempts: number };
};

export type SweepReport = { checked: number; enqueued: number; failed: number };

export async function sweepOnce(deps: SweepDeps, now = new Date()): Promise<SweepReport> {
  const stale = await findStaleUnfinished(deps.db, new Date(now.getTime() - deps.settings.graceMs), 200);
  const report: SweepReport = { checked: stale.length, enqueued: 0, failed: 0 };
  for (const job of stale) {
    const state = await ensureEnqueuedUnlessExhausted(deps, job);
    if (state === "enqueued") report.enqueued++;
    if (state === "failed") report.failed++;
  }
  if (report.enqueued || report.failed) deps.logger.info(report, "sweep recovered lost jobs");
  return report;
}

async function ensureEnqueuedUnlessExhausted(
  deps: SweepDeps,
  job: { id: string; status: string; attempts: number },
): Promise<"present" | "enqueued" | "failed"> {
  if (job.attempts >= deps.settings.maxAttempts) {
    const live = await deps.queue.getJob(job.id);
    const state = live ? await live.getState() : "missing";
    if (state === "active" || state === "waiting" || state === "delayed" || state === "prioritized") return "present";
    await failExtraction(
      deps.db,
      job.id,
      "too_many_attempts",
      `the job was interrupted ${job.attempts} times without finishing and was given up`,
    );
    return "failed";
  }
  const outcome = await ensureEnqueued(deps.queue, job.id, deps.settings.maxAttempts);
  if (outcome === "enqueued") await touchExtraction(deps.db, job.id);
  return outcome;
}
