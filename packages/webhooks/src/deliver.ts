// Webhook delivery: the body is the same as GET /v1/extract/{id}, wrapped in an event, signed with the tenant's
// secret (HMAC-SHA256 over "<unix seconds>.<raw body>"), POSTed behind the file_url address guard without
// following redirects. Every attempt is recorded; a non-2xx answer or a timeout throws, so BullMQ retries it with
// exponential backoff, and the last attempt marks the delivery failed.
// A long document's result is tens of MB: the body is read from PostgreSQL in pieces twice, once to sign it and
// once to send it, and never held whole.
import { createHmac } from "node:crypto";
import { recordWebhookAttempt, webhookSecretOf, type Db, type ExtractionRow } from "@docsift/db";
import type { WebhookJob } from "@docsift/queue";
import { extractionJsonAround, fieldsPieces } from "./present.ts";
import { FetchError, postGuarded, type StreamedBody } from "./fetch-url.ts";

export type WebhookDeliveryDeps = {
  db: Db;
  allowPrivate: boolean;
  timeoutMs: number;
  /** Characters of the result read at a time (default: fieldsPieces' own). */
  pieceChars?: number;
};

/** The event's body, piece by piece: the extraction as GET /v1/extract/{id} answers it, the result as stored. */
function eventPieces(deps: WebhookDeliveryDeps, job: WebhookJob, row: ExtractionRow): StreamedBody["pieces"] {
  const [before, after] = extractionJsonAround(row);
  const head = `${JSON.stringify({ event: job.event, extraction_id: row.id }).slice(0, -1)},"data":${before}`;
  return async function* () {
    yield head;
    yield* fieldsPieces(deps.db, row, deps.pieceChars);
    yield `${after}}`;
  };
}

/** Signs "<unix seconds>.<raw body>" as the body is read, and counts its bytes for Content-Length. */
async function signWebhook(
  secret: string,
  timestamp: number,
  pieces: StreamedBody["pieces"],
): Promise<{ signature: string; bytes: number }> {
  const hmac = createHmac("sha256", secret).update(`${timestamp}.`);
  let bytes = 0;
  for await (const piece of pieces()) {
    hmac.update(piece);
    bytes += Buffer.byteLength(piece);
  }
  return { signature: `t=${timestamp},v1=${hmac.digest("hex")}`, bytes };
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
  const row = await deps.db.extraction.findUnique({ where: { id: job.extractionId }, omit: { result: true } });
  if (!row || !row.webhookUrl) return "gone";
  const pieces = eventPieces(deps, job, row);
  const secret = await webhookSecretOf(deps.db, row.tenantId);
  const timestamp = Math.floor(Date.now() / 1000);
  // A job deleted while it is read throws: the retry finds it gone.
  const { signature, bytes } = await signWebhook(secret, timestamp, pieces);
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    const res = await postGuarded(
      row.webhookUrl,
      { bytes, pieces },
      { "Docsift-Event-Id": job.eventId, "Docsift-Event": job.event, "Docsift-Signature": signature },
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
