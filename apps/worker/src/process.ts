// One attempt at one extraction job. Outcomes a retry cannot change (an unreadable document) end the job FAILED
// at once; anything else is thrown so BullMQ retries it with backoff, and the last attempt records the reason.
import { DocumentSchemaSchema } from "@docsift/contract";
import { completeExtraction, failExtraction, startAttempt, type Db } from "@docsift/db";
import { processDocument } from "@docsift/pipeline";
import { ReadError } from "@docsift/reader";
import { BlobNotFoundError, type BlobStore } from "@docsift/storage";
import type { Logger } from "pino";

export type ProcessDeps = {
  db: Db;
  blobs: BlobStore;
  logger: Logger;
  settings: { maxAttempts: number; maxPages: number; defaultPhoneRegion?: string | undefined };
};

export type Outcome = "completed" | "failed" | "skipped";

export async function processExtraction(deps: ProcessDeps, extractionId: string, isLastAttempt: boolean): Promise<Outcome> {
  const { db, logger } = deps;
  const job = await startAttempt(db, extractionId);
  if (!job) return "skipped"; // finished already, or deleted: a duplicate delivery
  const log = logger.child({ extractionId, attempt: job.attempts });
  // Crashes (a killed worker) do not pass through the catch below; this bound ends a job that keeps killing them.
  if (job.attempts > deps.settings.maxAttempts) {
    await failExtraction(db, job.id, "too_many_attempts", `the job was attempted ${job.attempts - 1} times without finishing and was given up`);
    log.warn("job given up after too many attempts");
    return "failed";
  }
  try {
    const schema = DocumentSchemaSchema.parse(job.documentSchema);
    const bytes = await deps.blobs.get(job.file.storageKey);
    const started = Date.now();
    const result = await processDocument(bytes, job.file.contentType, schema, {
      maxPages: deps.settings.maxPages,
      ...(deps.settings.defaultPhoneRegion ? { defaultPhoneRegion: deps.settings.defaultPhoneRegion } : {}),
    });
    const done = await completeExtraction(db, job.id, result.fields, result.credits);
    log.info({ pages: result.pageCount, credits: result.credits, ms: Date.now() - started, recorded: done }, "extraction completed");
    return done ? "completed" : "skipped";
  } catch (err) {
    const permanent = permanentFailure(err);
    if (permanent) {
      await failExtraction(db, job.id, permanent.code, permanent.message);
      log.info({ code: permanent.code }, "extraction failed");
      return "failed";
    }
    if (isLastAttempt) {
      await failExtraction(db, job.id, "processing_error", "the document could not be processed; all retries failed").catch(() => undefined);
    }
    log.warn({ err, isLastAttempt }, "extraction attempt failed");
    throw err;
  }
}

function permanentFailure(err: unknown): { code: string; message: string } | null {
  if (err instanceof ReadError) return { code: err.code, message: err.message };
  if (err instanceof BlobNotFoundError) return { code: "file_missing", message: "the uploaded file is no longer in storage" };
  if (err instanceof Error && err.name === "ZodError") return { code: "invalid_schema", message: "the stored document_schema is invalid" };
  return null;
}
