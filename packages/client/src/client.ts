import { DocsiftError, ExtractionFailedError } from "./errors.ts";
import { backoffMs, newIdempotencyKey, request, sleep, type Transport } from "./http.ts";
import { sniffContentType, typeFromName } from "./sniff.ts";
import type { ContentType, DocumentSchema, Engine, ExtractCreateResponse, ExtractionResult, UploadResponse } from "./types.ts";

export type ClientOptions = {
  /** Where the API listens, without /v1: e.g. http://localhost:8080. */
  baseUrl: string;
  /** An API key (dsk_...). */
  apiKey: string;
  /** Retries of one call after a transient failure (default 3). */
  maxRetries?: number;
  /** The fetch to use (default: the platform's). */
  fetch?: typeof fetch;
};

/** A local path, an http(s) URL for the server to fetch, or the bytes themselves (a Blob or File in a browser). */
export type FileInput = string | URL | Uint8Array | ArrayBuffer | Blob;

export type UploadOptions = {
  contentType?: ContentType;
  /** Sent as Idempotency-Key: a retry with the same key never stores a second file. A new one per call when absent. */
  idempotencyKey?: string;
  signal?: AbortSignal;
};
export type ExtractOptions = {
  /** Sent as Idempotency-Key: a retry with the same key never makes a second job. A new one per call when absent. */
  idempotencyKey?: string;
  /** Receives a signed extraction.completed or extraction.failed event when the job ends (see verifyWebhook). */
  webhookUrl?: string;
  engine?: Engine;
  signal?: AbortSignal;
};
export type WaitOptions = {
  /** Stops waiting (the job goes on on the server): wait rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with the job after every poll. */
  onProgress?: (job: ExtractionResult) => void;
};
/**
 * `idempotencyKey` here goes with both the upload and the create (the API keeps uploads' keys apart from jobs'), so a
 * run retried with the same key and file gets the first run's file and job back instead of a 409.
 */
export type RunOptions = Omit<UploadOptions, "idempotencyKey"> & Omit<ExtractOptions, "signal"> & WaitOptions;

const FIRST_POLL_MS = 250;
const MAX_POLL_MS = 5000;

export class DocsiftClient {
  readonly #t: Transport;

  constructor(opts: ClientOptions) {
    if (!opts.baseUrl || !opts.apiKey) throw new TypeError("DocsiftClient needs a baseUrl and an apiKey");
    this.#t = {
      baseUrl: opts.baseUrl.replace(/\/+$/, "").replace(/\/v1$/, ""),
      apiKey: opts.apiKey,
      fetch: opts.fetch ?? globalThis.fetch.bind(globalThis),
      maxRetries: opts.maxRetries ?? 3,
    };
  }

  /**
   * Stores a file for extraction. Bytes and paths go up as the raw body (no base64); a URL is fetched by the
   * server. The content type is sniffed from the bytes (or, for a URL, taken from its extension) when not given.
   */
  async upload(file: FileInput, opts: UploadOptions = {}): Promise<UploadResponse> {
    const idempotencyKey = opts.idempotencyKey ?? newIdempotencyKey();
    if (file instanceof URL || (typeof file === "string" && /^https?:\/\//i.test(file))) {
      const url = String(file);
      const contentType = opts.contentType ?? typeFromName(new URL(url).pathname);
      if (!contentType) throw new TypeError(`cannot tell the content type of ${url} from its name; pass { contentType }`);
      return request(this.#t, {
        method: "POST",
        path: "/upload",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
        body: JSON.stringify({ content_type: contentType, file_url: url }),
        signal: opts.signal,
      });
    }
    const { bytes, name } = await readInput(file);
    const contentType = opts.contentType ?? sniffContentType(bytes, name);
    if (!contentType) throw new TypeError(`cannot tell the content type of ${name ?? "the bytes"}; pass { contentType }`);
    return request(this.#t, {
      method: "POST",
      path: "/upload",
      headers: { "Content-Type": contentType, "Idempotency-Key": idempotencyKey },
      body: bytes,
      signal: opts.signal,
    });
  }

  /** Creates an extraction job for an uploaded file (status PENDING). */
  extract(fileId: string, schema: DocumentSchema, opts: ExtractOptions = {}): Promise<ExtractCreateResponse> {
    const body = { file_id: fileId, document_schema: schema, webhook_url: opts.webhookUrl, engine: opts.engine };
    return request(this.#t, {
      method: "POST",
      path: "/extract",
      headers: { "Content-Type": "application/json", "Idempotency-Key": opts.idempotencyKey ?? newIdempotencyKey() },
      body: JSON.stringify(body),
      signal: opts.signal,
    });
  }

  /** The job in its current state: the body of GET /v1/extract/{id}. */
  get(extractionId: string, opts: { signal?: AbortSignal } = {}): Promise<ExtractionResult> {
    return request(this.#t, { method: "GET", path: `/extract/${encodeURIComponent(extractionId)}`, signal: opts.signal });
  }

  /** Page `page` (1-based) of an uploaded PDF or image as a PNG, as the API renders it for the playground. */
  pageImage(fileId: string, page: number, opts: { signal?: AbortSignal } = {}): Promise<Blob> {
    return request(this.#t, {
      method: "GET",
      path: `/files/${encodeURIComponent(fileId)}/pages/${page}`,
      headers: { Accept: "image/png" },
      signal: opts.signal,
      as: "blob",
    });
  }

  /**
   * Polls until the job is COMPLETED or FAILED and returns it in that state. Polls back off from 250 ms to 5 s;
   * while the server answers 429 or 503 it waits as long as Retry-After says and goes on.
   */
  async wait(extractionId: string, opts: WaitOptions = {}): Promise<ExtractionResult> {
    let delay = FIRST_POLL_MS;
    for (let refusals = 0; ;) {
      let job: ExtractionResult;
      try {
        job = await this.get(extractionId, { signal: opts.signal });
        refusals = 0;
      } catch (err) {
        if (!(err instanceof DocsiftError) || ![0, 429, 502, 503, 504].includes(err.status)) throw err;
        // get's own retries are spent; a long wait outlasts an outage or a rate limit.
        await sleep(err.retryAfter !== null ? err.retryAfter * 1000 : backoffMs(refusals++), opts.signal);
        continue;
      }
      opts.onProgress?.(job);
      if (job.status === "COMPLETED" || job.status === "FAILED") return job;
      await sleep(delay, opts.signal);
      delay = Math.min(MAX_POLL_MS, delay * 1.5);
    }
  }

  /** Uploads, extracts and waits: the completed job, or an ExtractionFailedError when it FAILED. */
  async run(file: FileInput, schema: DocumentSchema, opts: RunOptions = {}): Promise<ExtractionResult> {
    const { contentType, signal, onProgress, ...extract } = opts;
    const uploaded = await this.upload(file, {
      ...(contentType ? { contentType } : {}),
      ...(signal ? { signal } : {}),
      // A retried run must find its first upload, or its create would name another file under the same key: a 409.
      ...(extract.idempotencyKey !== undefined ? { idempotencyKey: extract.idempotencyKey } : {}),
    });
    const job = await this.extract(uploaded.file_id, schema, { ...extract, ...(signal ? { signal } : {}) });
    const done = await this.wait(job.extraction_id, { ...(signal ? { signal } : {}), ...(onProgress ? { onProgress } : {}) });
    if (done.status === "FAILED") throw new ExtractionFailedError(done);
    return done;
  }
}

async function readInput(file: Exclude<FileInput, URL>): Promise<{ bytes: Uint8Array; name?: string }> {
  if (typeof file === "string") {
    // Imported here so that the client also runs where there is no file system (browsers, edge runtimes).
    const { readFile } = await import("node:fs/promises");
    return { bytes: new Uint8Array(await readFile(file)), name: file };
  }
  if (file instanceof Uint8Array) return { bytes: file };
  if (file instanceof ArrayBuffer) return { bytes: new Uint8Array(file) };
  // A File's name tells CSV from plain text.
  const name = "name" in file && typeof file.name === "string" ? file.name : undefined;
  return { bytes: new Uint8Array(await file.arrayBuffer()), ...(name ? { name } : {}) };
}
