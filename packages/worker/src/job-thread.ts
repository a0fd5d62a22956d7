// What a job thread does with one job: reads the document, extracts the schema's fields (processDocument), and
// records the result with its credits, through a database connection of its own (see job-threads.ts for why).
import { completeExtraction, createDb } from "@docsift/db";
import { OllamaUnavailableError } from "@docsift/ollama";
import { EngineUnavailableError, processDocument } from "@docsift/pipeline";
import { ReadError, collectGarbage, configureOcr, useCores } from "@docsift/reader";
import { workerData } from "piscina";
import type { JobInput, JobOutput, ThreadSettings } from "./job-threads.ts";

const settings = workerData as ThreadSettings;
useCores(settings.cores);
configureOcr({ poolSize: settings.ocrWorkers });
const db = createDb(settings.databaseUrl, { poolSize: 1 });

/** @public Loaded by piscina through job-thread-boot.mjs. */
export default async function run(input: JobInput): Promise<JobOutput> {
  try {
    const { json, ...done } = await extract(input);
    // A long document's fields are garbage now, and saving allocates the text again on its way to PostgreSQL.
    if (json.length >= LARGE_RESULT) collectGarbage();
    const completed = await completeExtraction(db, input.extractionId, json, done.credits, done.engine);
    return { completed, ...done };
  } catch (error) {
    // Errors cross threads as plain data; the caller rebuilds them so that it can tell a document that cannot be
    // read from a failure a retry may cure.
    if (error instanceof ReadError) return { error: { kind: "read", code: error.code, message: error.message } };
    if (error instanceof EngineUnavailableError) return { error: { kind: "engine", message: error.message } };
    if (error instanceof OllamaUnavailableError) return { error: { kind: "ollama", reason: error.reason, message: error.message } };
    throw error;
  }
}

/** A result of this many characters is worth a full garbage collection before it is saved. */
const LARGE_RESULT = 8 * 1024 * 1024;

/**
 * The job's fields as the JSON to save. Only the text outlives this function: a long document's fields are
 * hundreds of MB as objects, and are garbage while the text is handed to PostgreSQL.
 */
async function extract(input: JobInput) {
  const { ollamaAvailable, ...options } = input.options;
  const result = await processDocument(
    Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength),
    input.contentType,
    input.schema,
    {
      ...options,
      ...(ollamaAvailable !== undefined ? { ollamaAvailable: () => Promise.resolve(ollamaAvailable) } : {}),
    },
  );
  const { credits, pageCount, engine, engineNote } = result;
  return { json: JSON.stringify(result.fields), credits, pageCount, engine, engineNote };
}
