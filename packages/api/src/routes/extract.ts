import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Router } from "express";
import type { z } from "zod";
import type { Logger } from "pino";
import { ApiError, ExtractRequestSchema, issuesToDetails, type ExtractCreateResponse } from "@docsift/contract";
import { createExtraction, deleteExtraction, findExtractionRow, findFile, type Db, type DeletionDeps } from "@docsift/db";
import { enqueueExtraction, type ExtractionQueue } from "@docsift/queue";
import { extractionJsonAround, fieldsPieces } from "@docsift/webhooks";
import { tenantOf } from "../auth.ts";
import { idempotencyConflict, idempotencyKeyOf, requestHash } from "../idempotency.ts";
import { checkWebhookUrl } from "../webhooks/check-url.ts";

export type ExtractDeps = {
  db: Db;
  queue: ExtractionQueue;
  jobAttempts: number;
  logger: Logger;
  deletion: DeletionDeps;
  allowPrivateUrls: boolean;
};

export function extractRouter(deps: ExtractDeps): Router {
  const router = Router();

  router.post("/", async (req, res) => {
    const parsed = ExtractRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      const schemaOnly = parsed.error.issues.every((i) => i.path[0] === "document_schema");
      throw new ApiError(schemaOnly ? "invalid_schema" : "invalid_request", summarize(parsed.error.issues), {
        details: issuesToDetails(parsed.error.issues),
      });
    }
    const idempotencyKey = idempotencyKeyOf(req.get("idempotency-key"));
    const tenantId = tenantOf(req);
    const body = parsed.data;
    const file = await findFile(deps.db, tenantId, body.file_id);
    if (!file) throw new ApiError("not_found", `no file with id ${body.file_id}`);
    if (body.webhook_url !== undefined) await checkWebhookUrl(body.webhook_url, deps.allowPrivateUrls);

    const outcome = await createExtraction(deps.db, {
      tenantId,
      fileId: file.id,
      schemaName: body.document_schema.name,
      schemaDescription: body.document_schema.description,
      documentSchema: body.document_schema,
      engine: body.engine ?? null,
      webhookUrl: body.webhook_url ?? null,
      idempotencyKey,
      requestHash: idempotencyKey ? requestHash(body) : null,
    });
    if (outcome.kind === "conflict") throw idempotencyConflict();
    if (outcome.kind === "quota_exceeded") {
      const q = outcome.quota;
      throw new ApiError(
        "quota_exceeded",
        `the monthly credit quota of ${q.quota} is used up: ${q.used} charged this month, ${q.reserved} held by unfinished jobs, this job needs about ${q.needed}`,
      );
    }
    const job = outcome.extraction;
    if (outcome.kind === "created") {
      // The row is the source of truth and is already written: if Redis refuses the job now, the worker's sweep
      // enqueues it later, so the caller still gets its extraction id.
      await enqueueExtraction(deps.queue, job.id, deps.jobAttempts).catch((err: unknown) => {
        deps.logger.warn({ err, extractionId: job.id }, "enqueue failed; the sweep will enqueue the job");
      });
    }
    const answer: ExtractCreateResponse = { extraction_id: job.id, status: "PENDING", created_at: job.createdAt.toISOString() };
    res.status(201).json(answer);
  });

  router.get("/:extraction_id", async (req, res) => {
    const row = await findExtractionRow(deps.db, tenantOf(req), req.params.extraction_id);
    if (!row) throw new ApiError("not_found", `no extraction with id ${req.params.extraction_id}`);
    const [before, after] = extractionJsonAround(row);
    if (row.status !== "COMPLETED") {
      res.type("application/json").send(`${before}{}${after}`);
      return;
    }
    // The result is sent on as it is read, a piece at a time: a long document's result is tens of MB, which every
    // client asking for it at once would otherwise hold in the API's memory. (The first piece is read before
    // anything is sent, so that a database that fails now still gets its clean error.)
    const fields = fieldsPieces(deps.db, row);
    const first = await fields.next();
    async function* body() {
      yield before;
      if (!first.done) yield first.value;
      yield* fields;
      yield after;
    }
    res.type("application/json");
    try {
      await pipeline(Readable.from(body()), res);
    } catch (err) {
      // A client that went away mid-answer is no error of ours; anything else ends the connection (see errorHandler).
      if ((err as { code?: string }).code !== "ERR_STREAM_PREMATURE_CLOSE") throw err;
    }
  });

  router.delete("/:extraction_id", async (req, res) => {
    const deleted = await deleteExtraction(deps.deletion, tenantOf(req), req.params.extraction_id);
    if (!deleted) throw new ApiError("not_found", `no extraction with id ${req.params.extraction_id}`);
    res.status(204).end();
  });

  return router;
}

function summarize(issues: readonly z.core.$ZodIssue[]): string {
  const n = issues.length;
  const first = issuesToDetails(issues.slice(0, 1))[0];
  return n === 1 && first ? `${first.path}: ${first.message}` : `${n} problems in the request body; see details`;
}
