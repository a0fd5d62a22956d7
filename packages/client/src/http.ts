// One request to the API, retried after transient failures, with error answers turned into DocsiftError.
import { DocsiftError } from "./errors.ts";
import type { ErrorBody } from "./types.ts";

export type Transport = { baseUrl: string; apiKey: string; fetch: typeof fetch; maxRetries: number };

export type RequestInit = {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal | undefined;
  /** How a success is read: JSON (the default) or the bytes as a Blob (page images). */
  as?: "json" | "blob";
};

type FetchBody = NonNullable<Parameters<typeof fetch>[1]>["body"];

const TRANSIENT = new Set([429, 502, 503, 504]);

/**
 * Every call may be retried: the client only reads, and its creates carry an Idempotency-Key (the server answers a
 * repeat with the first answer). Retried after failures that may pass: no answer at all, 429, 502, 503, 504.
 */
export async function request<T>(t: Transport, init: RequestInit): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let error: DocsiftError;
    try {
      const res = await t.fetch(`${t.baseUrl}/v1${init.path}`, {
        method: init.method,
        headers: { Authorization: `Bearer ${t.apiKey}`, Accept: "application/json", ...init.headers },
        // TypeScript's DOM types refuse a view that might be over a SharedArrayBuffer; ours never are.
        body: (init.body ?? null) as FetchBody,
        signal: init.signal ?? null,
      });
      if (res.ok) return (res.status === 204 ? undefined : init.as === "blob" ? await res.blob() : await res.json()) as T;
      error = await errorOf(res);
      if (!TRANSIENT.has(res.status) || attempt >= t.maxRetries) throw error;
    } catch (err) {
      if (err instanceof DocsiftError) throw err;
      if (init.signal?.aborted) throw init.signal.reason;
      error = new DocsiftError({
        code: "network_error",
        status: 0,
        message: `no answer from ${t.baseUrl}: ${(err as Error).message}`,
        cause: err,
      });
      if (attempt >= t.maxRetries) throw error;
    }
    await sleep(error.retryAfter !== null ? error.retryAfter * 1000 : backoffMs(attempt), init.signal);
  }
}

/**
 * A new Idempotency-Key: a random UUID. crypto.randomUUID exists only in secure contexts, and a self-hosted API is
 * often opened over plain http by a host name (http://docsift.internal:8080/playground), where it is missing; the
 * random bytes it would take are there in every context.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 0.5 s, 1 s, 2 s, ... up to 8 s, with jitter so that many clients do not retry in step. */
export function backoffMs(attempt: number): number {
  return Math.min(8000, 500 * 2 ** attempt) * (0.75 + Math.random() * 0.5);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

async function errorOf(res: Response): Promise<DocsiftError> {
  const text = await res.text();
  let body: Partial<ErrorBody> | null = null;
  try {
    body = JSON.parse(text) as Partial<ErrorBody>;
  } catch {
    // A proxy's HTML page, say: described by its status below.
  }
  const e = body?.error;
  return new DocsiftError({
    code: e?.code ?? "http_error",
    message: e?.message ?? `HTTP ${res.status}: ${text.slice(0, 200)}`,
    status: res.status,
    requestId: e?.request_id ?? res.headers.get("x-request-id"),
    details: e?.details ?? [],
    retryAfter: retryAfterSeconds(res.headers.get("retry-after")),
  });
}

/** Retry-After is seconds or an HTTP date. */
function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, (at - Date.now()) / 1000);
}
