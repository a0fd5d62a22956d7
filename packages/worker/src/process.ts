// One attempt at one extraction job. Outcomes a retry cannot change (an unreadable document) end the job FAILED
// at once; anything else is thrown so BullMQ retries it with backoff, and the last attempt records the reason.
import { DocumentSchemaSchema } from "@docsift/contract";
import { failExtraction, startAttempt, type Db } from "@docsift/db";
import type { OllamaSettings } from "@docsift/ollama/client";
import { EngineUnavailableError, type Decisions, type EngineChoice, type PipelineOptions } from "@docsift/pipeline/options";
import { ReadError, type ReadOptions } from "@docsift/reader";
import { BlobNotFoundError, type BlobStore } from "@docsift/storage";
import type { Logger } from "pino";
import type { JobThreads } from "./job-threads.ts";

export type EngineSettings = {
  /** The deployment's engine (DOCSIFT_ENGINE), for jobs that do not name one. */
  engine: EngineChoice;
  ollama: OllamaSettings;
  /** OLLAMA_HOST is set: `auto` may choose Ollama. */
  ollamaConfigured: boolean;
  /** What the last attempt does when Ollama cannot answer (DOCSIFT_OLLAMA_FALLBACK). */
  ollamaFallback: "rules" | "fail";
  ollamaAvailable?: () => Promise<boolean>;
};

export type ProcessDeps = {
  db: Db;
  /** Where documents are read, fields extracted and results saved: never this thread (see job-threads.ts). */
  jobs: JobThreads;
  blobs: BlobStore;
  logger: Logger;
  settings: {
    maxAttempts: number;
    read?: ReadOptions;
    defaultPhoneRegion?: string | undefined;
    decisions?: Decisions;
    engines?: EngineSettings;
  };
};

type Outcome = "completed" | "failed" | "skipped";

/** How an attempt ended, and whether the job has a webhook to notify (so a job without one costs no lookup). */
export type Attempt = { outcome: Outcome; webhook: boolean };

export async function processExtraction(deps: ProcessDeps, extractionId: string, isLastAttempt: boolean): Promise<Attempt> {
  const { db, logger } = deps;
  const job = await startAttempt(db, extractionId);
  if (!job) return { outcome: "skipped", webhook: false }; // finished already, or deleted: a duplicate delivery
  const webhook = job.webhookUrl !== null;
  const log = logger.child({ extractionId, attempt: job.attempts });
  // Crashes (a killed worker) do not pass through the catch below; this bound ends a job that keeps killing them.
  if (job.attempts > deps.settings.maxAttempts) {
    await failExtraction(
      db,
      job.id,
      "too_many_attempts",
      `the job was attempted ${job.attempts - 1} times without finishing and was given up`,
    );
    log.warn("job given up after too many attempts");
    return { outcome: "failed", webhook };
  }
  try {
    const schema = DocumentSchemaSchema.parse(job.documentSchema);
    const bytes = await deps.blobs.get(job.file.storageKey);
    const started = Date.now();
    const result = await deps.jobs.run(job.id, bytes, job.file.contentType, schema, {
      ...deps.settings.read,
      ...(deps.settings.defaultPhoneRegion ? { defaultPhoneRegion: deps.settings.defaultPhoneRegion } : {}),
      ...(deps.settings.decisions ? { decisions: deps.settings.decisions } : {}),
      ...engineOptions(deps.settings.engines, job.engine, isLastAttempt),
    });
    log.info(
      {
        pages: result.pageCount,
        credits: result.credits,
        engine: result.engine,
        note: result.engineNote,
        ms: Date.now() - started,
        recorded: result.completed,
      },
      "extraction completed",
    );
    return { outcome: result.completed ? "completed" : "skipped", webhook };
  } catch (err) {
    const permanent = permanentFailure(err);
    if (permanent) {
      await failExtraction(db, job.id, permanent.code, permanent.message);
      log.info({ code: permanent.code }, "extraction failed");
      return { outcome: "failed", webhook };
    }
    if (isLastAttempt) {
      await failExtraction(db, job.id, "processing_error", "the document could not be processed; all retries failed").catch(
        () => undefined,
      );
    }
    log.warn({ err, isLastAttempt }, "extraction attempt failed");
    throw err;
  }
}

/**
 * The job's engine, and what to do when Ollama cannot answer: earlier attempts throw so the job is retried with
 * backoff; the last one (or any, when retrying cannot help) falls back or fails as configured.
 */
export function engineOptions(engines: EngineSettings | undefined, requested: string | null, isLastAttempt: boolean): PipelineOptions {
  if (!engines) return {};
  const engine = (requested ?? engines.engine) as EngineChoice;
  // An explicit request for Ollama uses Ollama's default address when the deployment configured none.
  const useOllama = engines.ollamaConfigured || engine === "ollama";
  return {
    engine,
    ...(useOllama ? { ollama: engines.ollama } : {}),
    ollamaFallback: engines.ollamaFallback,
    retryOllama: !isLastAttempt,
    ...(engines.ollamaAvailable ? { ollamaAvailable: engines.ollamaAvailable } : {}),
  };
}

function permanentFailure(err: unknown): { code: string; message: string } | null {
  if (err instanceof ReadError) return { code: err.code, message: err.message };
  if (err instanceof EngineUnavailableError) return { code: err.code, message: err.message };
  if (err instanceof BlobNotFoundError) return { code: "file_missing", message: "the uploaded file is no longer in storage" };
  if (err instanceof Error && err.name === "ZodError") return { code: "invalid_schema", message: "the stored document_schema is invalid" };
  return null;
}
