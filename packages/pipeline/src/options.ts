// What a caller of the pipeline chooses, and the one error it adds, apart from the pipeline itself: the worker's
// main thread needs them to hand a job to a thread and to read its failure, and must not load the engines for that.
import type { OllamaSettings } from "@docsift/ollama/client";
import type { ReadOptions } from "@docsift/reader";

export type Decisions = "rules" | "learned";
export type EngineChoice = "rules" | "ollama" | "auto";
export type EngineUsed = "rules" | "ollama";

/**
 * What to do when the Ollama engine cannot answer: fall back to the `rules` result, or `fail` with an
 * EngineUnavailableError. With `retryOllama`, failures a retry may cure (unreachable, timeout, server error) are
 * thrown instead, so the worker retries the job with backoff before the fallback applies.
 */
type OllamaFallback = "rules" | "fail";

export type PipelineOptions = ReadOptions & {
  defaultPhoneRegion?: string;
  /** Who decides among the embedded engine's candidates (default rules): see ExtractOptions.scorer. */
  decisions?: Decisions;
  engine?: EngineChoice;
  ollama?: OllamaSettings;
  ollamaFallback?: OllamaFallback;
  retryOllama?: boolean;
  /** For `auto`: whether Ollama can serve now. Defaults to asking it; the worker passes a cached check. */
  ollamaAvailable?: () => Promise<boolean>;
  signal?: AbortSignal;
  /** The rules engine reads and extracts a longer PDF this many pages at a time (default WINDOW_PAGES). */
  windowPages?: number;
};

/**
 * Pages of a PDF read and extracted at a time. A 1,500-page text PDF through `docsift up` (2026-11-29): the whole
 * process peaked at 815 MB in windows of 100 pages, 1,593 MB read whole, and took 64-74 s against 69 s (each window
 * opens the document again; the next window is read while this one is extracted). Windows of 50 pages peaked no
 * lower (879 and 899 MB against 884 in one series). A document of up to 100 pages is read whole, as before.
 */
export const WINDOW_PAGES = 100;

export class EngineUnavailableError extends Error {
  readonly code = "engine_unavailable";
  override readonly name = "EngineUnavailableError";
}

/**
 * Whether the Ollama engine runs: `no`, `yes`, or `ask` whether it is up (engine `auto` with Ollama configured).
 * Asking for `ollama` without OLLAMA_HOST is an EngineUnavailableError.
 */
export function ollamaChoice(opts: Pick<PipelineOptions, "engine" | "ollama">): "no" | "yes" | "ask" {
  const choice = opts.engine ?? "rules";
  if (choice === "rules") return "no";
  if (!opts.ollama) {
    if (choice === "ollama") throw new EngineUnavailableError("the Ollama engine was asked for, but OLLAMA_HOST is not configured");
    return "no";
  }
  return choice === "ollama" ? "yes" : "ask";
}
