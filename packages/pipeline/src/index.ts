// Bytes and a document_schema in, field results and credits out: the one path that the worker, the CLI's
// `extract`, the evaluation and the benchmark all run, so that what we measure is what callers get.
import { creditsFor, type DocumentSchema, type FieldResult } from "@docsift/contract";
import { WindowedExtraction, committedScorer, extractWithRules } from "@docsift/extract";
import { OllamaUnavailableError, extractWithOllama, ollamaReachable } from "@docsift/ollama";
import { type DocumentModel, collectGarbage, documentText, onACore, readDocument, readDocumentWindows } from "@docsift/reader";
import { EngineUnavailableError, ollamaChoice, type EngineUsed, type PipelineOptions, WINDOW_PAGES } from "./options.ts";

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
  const phone = opts.defaultPhoneRegion ? { defaultPhoneRegion: opts.defaultPhoneRegion } : {};
  const extractOptions = { ...phone, scorer: opts.decisions === "learned" ? committedScorer() : null };
  if (ollamaChoice(opts) === "no")
    return { ...(await rulesInWindows(bytes, contentType, schema, opts, extractOptions)), engine: "rules", engineNote: null };

  const document = await readDocument(bytes, contentType, opts);
  // The rules engine always runs: it is cheap, it is the fallback, and the Ollama engine weighs its answers by
  // agreement with it.
  const rules = await onACore(async () => extractWithRules(document, schema, extractOptions));
  const pageCount = document.pages.length;
  const base = { credits: creditsFor({ kind: document.kind, pageCount, textLength: documentText(document).length }), pageCount };

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

/**
 * The rules engine alone, over the document read in windows of pages (one window for all but long PDFs), so that a
 * long document is never held whole; credits count the whole document's pages and text.
 */
async function rulesInWindows(
  bytes: Buffer,
  contentType: string,
  schema: DocumentSchema,
  opts: PipelineOptions,
  extractOptions: Parameters<typeof extractWithRules>[2],
): Promise<Pick<PipelineResult, "fields" | "credits" | "pageCount">> {
  const extraction = new WindowedExtraction(schema, extractOptions);
  let kind: DocumentModel["kind"] = "pdf";
  let pageCount = 0;
  let textLength = 0;
  for await (const window of readDocumentWindows(bytes, contentType, opts.windowPages ?? WINDOW_PAGES, opts)) {
    kind = window.kind;
    // documentText separates pages by one form feed, also where two windows meet.
    textLength += documentText(window).length + (pageCount > 0 ? 1 : 0);
    // What the previous window's extraction built is garbage once merged: collected before this window's
    // extraction makes V8 grow the heap over it (a 1,500-page document peaked about 200 MB lower).
    if (pageCount > 0) collectGarbage();
    await onACore(async () => extraction.add(window));
    pageCount += window.pages.length;
  }
  return { fields: extraction.result(), credits: creditsFor({ kind, pageCount, textLength }), pageCount };
}

async function wantsOllama(opts: PipelineOptions): Promise<boolean> {
  const choice = ollamaChoice(opts);
  if (choice !== "ask") return choice === "yes";
  const settings = opts.ollama!;
  return (opts.ollamaAvailable ?? (() => ollamaReachable(settings)))();
}
