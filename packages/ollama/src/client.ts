// The only code that talks to Ollama. Every request carries a deadline, so a stalled server costs at most
// `timeoutMs`; every failure of the server becomes an OllamaUnavailableError that says what went wrong, for the
// caller to retry, fall back to the rules engine, or fail the job with.
import { Ollama } from "ollama";
import type { JsonSchema } from "./schema.ts";
import type { ChatMessage } from "./prompt.ts";

export type OllamaSettings = {
  /** Base URL of the Ollama server, e.g. "http://127.0.0.1:11434". */
  host: string;
  model: string;
  /** Deadline of one request (one chunk), from sending it to the last byte of the answer. */
  timeoutMs: number;
  /** Context window in tokens; chunks are sized to fit it together with the prompt and the answer. */
  numCtx: number;
  /** Chunks asked at the same time. */
  concurrency: number;
  /** How long Ollama keeps the model loaded after a request ("5m", "-1"); Ollama's own default when absent. */
  keepAlive?: string;
};

export const OLLAMA_DEFAULTS = {
  host: "http://127.0.0.1:11434",
  timeoutMs: 120_000,
  numCtx: 8192,
  concurrency: 1,
} as const satisfies Omit<OllamaSettings, "model">;

/**
 * unreachable: refused, unknown host, connection dropped. timeout: no full answer within timeoutMs.
 * model_missing: the model is not pulled. server_error: HTTP 5xx or an answer that is not Ollama's.
 * rejected: another HTTP error, which a retry will not fix.
 */
export type UnavailableReason = "unreachable" | "timeout" | "model_missing" | "server_error" | "rejected";

export class OllamaUnavailableError extends Error {
  override readonly name = "OllamaUnavailableError";
  constructor(
    message: string,
    readonly reason: UnavailableReason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type ChatRequest = { messages: ChatMessage[]; format: JsonSchema; numPredict: number };

/** The model's answer text. Aborting `signal` rejects with its reason, not with an OllamaUnavailableError. */
export async function chat(settings: OllamaSettings, request: ChatRequest, signal?: AbortSignal): Promise<string> {
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  const client = new Ollama({ host: settings.host, fetch: fetchWithin([deadline, signal]) });
  try {
    const response = await client.chat({
      model: settings.model,
      messages: request.messages,
      format: request.format,
      stream: false,
      options: { temperature: 0, num_ctx: settings.numCtx, num_predict: request.numPredict },
      ...(settings.keepAlive === undefined ? {} : { keep_alive: settings.keepAlive }),
    });
    // A proxy or another server on the port may answer 200 with something else entirely.
    if (typeof response?.message?.content !== "string") {
      throw new OllamaUnavailableError(`${where(settings)} answered without a chat message`, "server_error");
    }
    return response.message.content;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw unavailable(error, settings, deadline);
  }
}

/** Whether the server answers and has the model, asked with a short deadline; for choosing an engine up front. */
export async function ollamaReachable(settings: Pick<OllamaSettings, "host" | "model" | "timeoutMs">): Promise<boolean> {
  const deadline = AbortSignal.timeout(Math.min(settings.timeoutMs, 3000));
  try {
    const { models } = await new Ollama({ host: settings.host, fetch: fetchWithin([deadline]) }).list();
    const wanted = withTag(settings.model);
    return models.some((m) => withTag(m.name) === wanted || withTag(m.model) === wanted);
  } catch {
    return false;
  }
}

function fetchWithin(signals: (AbortSignal | undefined)[]): typeof fetch {
  const own = signals.filter((s): s is AbortSignal => s !== undefined);
  return (input, init) => fetch(input, { ...init, signal: AbortSignal.any(init?.signal ? [...own, init.signal] : own) });
}

// Ollama names a model without a tag "name:latest".
function withTag(model: string): string {
  return model.includes(":") ? model : `${model}:latest`;
}

function where(settings: Pick<OllamaSettings, "host">): string {
  return `Ollama at ${settings.host}`;
}

function unavailable(error: unknown, settings: OllamaSettings, deadline: AbortSignal): OllamaUnavailableError {
  if (error instanceof OllamaUnavailableError) return error;
  if (deadline.aborted) {
    return new OllamaUnavailableError(`${where(settings)} did not answer within ${settings.timeoutMs} ms`, "timeout", { cause: error });
  }
  const status = httpStatus(error);
  const detail = error instanceof Error ? error.message : String(error);
  if (status === 404 && /not found|no such model|pull/i.test(detail)) {
    return new OllamaUnavailableError(
      `model '${settings.model}' is not pulled on the Ollama server at ${settings.host} (${detail})`,
      "model_missing",
      { cause: error },
    );
  }
  if (status !== undefined) {
    const reason = status >= 500 ? "server_error" : "rejected";
    return new OllamaUnavailableError(`${where(settings)} failed with HTTP ${status}: ${detail}`, reason, { cause: error });
  }
  if (error instanceof TypeError) {
    // fetch reports refused connections and unknown hosts as "fetch failed" with the system error as cause.
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const why = typeof cause?.code === "string" ? cause.code : typeof cause?.message === "string" ? cause.message : detail;
    return new OllamaUnavailableError(`${where(settings)} is unreachable (${why})`, "unreachable", { cause: error });
  }
  return new OllamaUnavailableError(`${where(settings)} gave an unusable answer (${detail})`, "server_error", { cause: error });
}

function httpStatus(error: unknown): number | undefined {
  const status = (error as { status_code?: unknown } | null)?.status_code;
  return typeof status === "number" ? status : undefined;
}
