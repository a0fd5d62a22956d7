// Checks a webhook delivery the way the worker signs it (packages/webhooks/src/deliver.ts):
// Docsift-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> under the tenant's secret.
// WebCrypto rather than node:crypto, so that it also runs in edge runtimes; its verify compares in constant time.
import type { ExtractionResult } from "./types.ts";

export type WebhookEvent = {
  /** Docsift-Event-Id: the same on every retry of one event, so deduplicate on it. */
  id: string;
  event: "extraction.completed" | "extraction.failed";
  extraction_id: string;
  /** The job, as GET /v1/extract/{id} shows it. */
  data: ExtractionResult;
};

export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

/**
 * Verifies a delivery and returns its event, or throws WebhookVerificationError. Give the raw body as received
 * (before any JSON parsing), the request's headers (a Headers object or Node's `req.headers`) and the secret that
 * `docsift webhooks secret --tenant NAME` prints. Timestamps more than `toleranceSeconds` (default 300) away from
 * now are refused, so a captured delivery cannot be replayed later.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: HeaderBag,
  secret: string,
  opts: { toleranceSeconds?: number; now?: Date } = {},
): Promise<WebhookEvent> {
  const signature = header(headers, "docsift-signature");
  if (!signature) throw new WebhookVerificationError("no Docsift-Signature header");
  const parts = new Map(signature.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const t = parts.get("t");
  const v1 = parts.get("v1");
  if (!t || !/^\d+$/.test(t) || !v1 || !/^[0-9a-f]{64}$/i.test(v1))
    throw new WebhookVerificationError("malformed Docsift-Signature header");
  const now = (opts.now ?? new Date()).getTime() / 1000;
  if (Math.abs(now - Number(t)) > (opts.toleranceSeconds ?? 300))
    throw new WebhookVerificationError("the signature's timestamp is too old or in the future");

  const body = typeof rawBody === "string" ? rawBody : new TextDecoder().decode(rawBody);
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const given = Uint8Array.from(v1.match(/../g)!, (byte) => parseInt(byte, 16));
  if (!(await globalThis.crypto.subtle.verify("HMAC", key, given, encoder.encode(`${t}.${body}`)))) {
    throw new WebhookVerificationError("the signature does not match the body");
  }
  const event = JSON.parse(body) as Omit<WebhookEvent, "id">;
  return { id: header(headers, "docsift-event-id") ?? "", ...event };
}

function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const bag = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : bag[key];
  return Array.isArray(value) ? value[0] : value;
}
