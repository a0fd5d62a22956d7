// One error shape and one code-to-status map for every failure the API reports.
import { z } from "zod";

const ERROR_CODES = [
  "invalid_request",
  "invalid_json",
  "invalid_schema",
  "invalid_base64",
  "empty_file",
  "unauthorized",
  "not_found",
  "method_not_allowed",
  "idempotency_conflict",
  "quota_exceeded",
  "payload_too_large",
  "unsupported_media_type",
  "content_type_mismatch",
  "url_fetch_failed",
  "unreadable_file",
  "rate_limited",
  "internal_error",
  "service_unavailable",
] as const;

const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = (typeof ERROR_CODES)[number];

function statusOf(code: ErrorCode): number {
  switch (code) {
    case "invalid_request":
    case "invalid_json":
    case "invalid_schema":
    case "invalid_base64":
    case "empty_file":
      return 400;
    case "unauthorized":
      return 401;
    case "not_found":
      return 404;
    case "method_not_allowed":
      return 405;
    case "quota_exceeded":
      return 402;
    case "idempotency_conflict":
      return 409;
    case "payload_too_large":
      return 413;
    case "unsupported_media_type":
    case "content_type_mismatch":
      return 415;
    case "url_fetch_failed":
    case "unreadable_file":
      return 422;
    case "rate_limited":
      return 429;
    case "internal_error":
      return 500;
    case "service_unavailable":
      return 503;
  }
}

const ErrorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: ErrorCodeSchema,
      message: z.string(),
      details: z.array(ErrorDetailSchema).optional(),
      request_id: z.string(),
    }),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** An error meant for the caller: its code decides the status; its message is safe to show. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, opts: { details?: ErrorDetail[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.details = opts.details;
    this.headers = opts.headers ?? {};
  }

  get status(): number {
    return statusOf(this.code);
  }
}

/** Formats a zod issue path as the contract shows it: `document_schema.fields[2].type`. */
function formatPath(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || "(body)";
}

export function issuesToDetails(issues: readonly z.core.$ZodIssue[], prefix = ""): ErrorDetail[] {
  return issues.map((issue) => ({ path: formatPath(prefix, issue.path), message: issue.message }));
}
