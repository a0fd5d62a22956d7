// Idempotency-Key, as POST /v1/extract and POST /v1/upload take it: the header's value, and a hash of what the
// request asked for, so that a repeat with the same key is told apart from another request under that key.
import { createHash } from "node:crypto";
import { ApiError } from "@docsift/contract";

export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = header.trim();
  if (key.length === 0 || key.length > 200) {
    throw new ApiError("invalid_request", "Idempotency-Key must be 1 to 200 characters", {
      details: [{ path: "headers.idempotency-key", message: "1 to 200 characters" }],
    });
  }
  return key;
}

/** Hash of a request's meaning with keys sorted, so the same request written in another key order still matches. */
export function requestHash(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function idempotencyConflict(): ApiError {
  return new ApiError("idempotency_conflict", "this Idempotency-Key was already used with a different request body");
}
