import type { ErrorBody, ExtractionResult } from "./types.ts";

type Detail = NonNullable<ErrorBody["error"]["details"]>[number];

/** An error answer of the API, with the server's code, the HTTP status and the request id to quote in a report. */
export class DocsiftError extends Error {
  readonly code: string;
  /** HTTP status; 0 when no answer came (network failure). */
  readonly status: number;
  readonly requestId: string | null;
  readonly details: Detail[];
  /** Seconds the server asked to wait (Retry-After on 429 and 503), when it said. */
  readonly retryAfter: number | null;

  constructor(init: {
    code: string;
    message: string;
    status: number;
    requestId?: string | null;
    details?: Detail[];
    retryAfter?: number | null;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "DocsiftError";
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId ?? null;
    this.details = init.details ?? [];
    this.retryAfter = init.retryAfter ?? null;
  }

  /** The server's snake_case name, as the error body spells it. */
  get request_id(): string | null {
    return this.requestId;
  }
}

/** A job that ended FAILED (`run` throws it): `code` is the job's error code, `result` the job as the API shows it. */
export class ExtractionFailedError extends Error {
  readonly code: string;
  readonly result: ExtractionResult;

  constructor(result: ExtractionResult) {
    super(result.error?.message ?? "the extraction failed");
    this.name = "ExtractionFailedError";
    this.code = result.error?.code ?? "failed";
    this.result = result;
  }
}
