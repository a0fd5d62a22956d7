// Bytes and a document_schema in, field results and credits out: the one path that the worker, the CLI's
// `extract`, the evaluation and the benchmark all run, so that what we measure is what callers get.
import { creditsFor, type DocumentSchema, type FieldResult } from "@docsift/contract";
import { committedScorer, extractWithRules } from "@docsift/extract";
import { OllamaUnavailableError, extractWithOllama, ollamaReachable } from "@docsift/ollama";
import { documentText, onACore, readDocument } from "@docsift/reader";
import { EngineUnavailableError, ollamaChoice, type EngineUsed, type PipelineOptions } from "./options.ts";

export { EngineUnavailableError, type EngineChoice, type PipelineOptions } from "./options.ts";

// Failures a retry may cure (with `retryOllama`, thrown for the worker to retry the job).
const RETRYABLE = new Set(["unreachable", "timeout", "server_error"]);

export type PipelineResult = {
  fields: Record<string, FieldResult>;
  credits: number;
  pageCount: number;
  engine: EngineUsed;
  /** Why the engine that ran is not the one asked for (a fallback), for logs and processing_metadata. */
  engineNote: string | null;
};

export async function processDocument(
  bytes: Buffer,
  contentType: string,
  schema: DocumentSchema,
  opts: PipelineOptions = {},
): Promise<PipelineResult> {
  const document = await readDocument(bytes, contentType, opts);
  const phone = opts.defaultPhoneRegion ? { defaultPhoneRegion: opts.defaultPhoneRegion } : {};
  // The rules engine always runs: it is cheap, it is the fallback, and the Ollama engine weighs its answers by
  // agreement with it.
  const rules = await onACore(async () =>
    extractWithRules(document, schema, { ...phone, scorer: opts.decisions === "learned" ? committedScorer() : null }),
  );
  const credits = creditsFor({ kind: document.kind, pageCount: document.pages.length, textLength: documentText(document).length });
  const base = { credits, pageCount: document.pages.length };

  if (!(await wantsOllama(opts))) return { ...base, fields: rules, engine: "rules", engineNote: null };
  const settings = opts.ollama!;
  try {
    const fields = await extractWithOllama(document, schema, settings, {
      rules,
      ...phone,
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    return { ...base, fields, engine: "ollama", engineNote: null };
  } catch (err) {
    if (!(err instanceof OllamaUnavailableError)) throw err;
    if (opts.retryOllama && RETRYABLE.has(err.reason)) throw err;
    if ((opts.ollamaFallback ?? "rules") === "rules") {
      return { ...base, fields: rules, engine: "rules", engineNote: `fell back to the rules engine: ${err.message}` };
    }
    throw new EngineUnavailableError(`the Ollama engine is unavailable: ${err.message}`, { cause: err });
  }
}

async function wantsOllama(opts: PipelineOptions): Promise<boolean> {
  const choice = ollamaChoice(opts);
  if (choice !== "ask") return choice === "yes";
  const settings = opts.ollama!;
  return (opts.ollamaAvailable ?? (() => ollamaReachable(settings)))();
}
