// Webhook delivery: the body is the same as GET /v1/extract/{id}, wrapped in an event, signed with the tenant's
// secret (HMAC-SHA256 over "<unix seconds>.<raw body>"), POSTed behind the file_url address guard without
// following redirects. Every attempt is recorded; a non-2xx answer or a timeout throws, so BullMQ retries it with
// exponential backoff, and the last attempt marks the delivery failed.
import { createHmac } from "node:crypto";
import { findExtraction, recordWebhookAttempt, webhookSecretOf, type Db } from "@docsift/db";
import type { WebhookJob } from "@docsift/queue";
import { extractionJson } from "./present.ts";
import { FetchError, postGuarded } from "./fetch-url.ts";

export type WebhookDeliveryDeps = { db: Db; allowPrivate: boolean; timeoutMs: number };

function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex")}`;
}

export class WebhookRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookRefusedError";
  }
}

/** One delivery attempt; resolves when the receiver answered 2xx (or the extraction is gone), throws otherwise. */
export async function deliverWebhook(
  deps: WebhookDeliveryDeps,
  job: WebhookJob,
  attempt: number,
  isLast: boolean,
): Promise<"delivered" | "gone"> {
  const row = await deps.db.extraction.findUnique({ where: { id: job.extractionId } });
  if (!row || !row.webhookUrl) return "gone";
  const full = await findExtraction(deps.db, row.tenantId, row.id);
  if (!full) return "gone";
  const body = `${JSON.stringify({ event: job.event, extraction_id: row.id }).slice(0, -1)},"data":${extractionJson(full)}}`;
  const secret = await webhookSecretOf(deps.db, row.tenantId);
  const timestamp = Math.floor(Date.now() / 1000);
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    const res = await postGuarded(
      row.webhookUrl,
      body,
      { "Docsift-Event-Id": job.eventId, "Docsift-Event": job.event, "Docsift-Signature": signWebhook(secret, timestamp, body) },
      { allowPrivate: deps.allowPrivate, timeoutMs: deps.timeoutMs },
    );
    statusCode = res.status;
    if (res.status < 200 || res.status >= 300) {
      error = res.status >= 300 && res.status < 400 ? `HTTP ${res.status} (redirects are not followed)` : `HTTP ${res.status}`;
    }
  } catch (err) {
    error = err instanceof FetchError ? err.message : "the request failed";
    refused = err instanceof FetchError && /private, loopback or reserved|must use http|valid URL|credentials/.test(err.message);
  }
  const ok = error === null;
  const final = ok ? "delivered" : isLast || refused ? "failed" : "pending";
  await recordWebhookAttempt(deps.db, {
    extractionId: row.id,
    eventId: job.eventId,
    attempt,
    statusCode,
    error,
    durationMs: Date.now() - started,
    status: final,
  });
  if (ok) return "delivered";
  // An address the guard refuses stays refused: no retry.
  if (refused) throw new WebhookRefusedError(error!);
  throw new Error(`webhook delivery failed: ${error}`);
}
