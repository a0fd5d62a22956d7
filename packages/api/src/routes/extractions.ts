import { Router } from "express";
import { ExtractionListQuerySchema, type ExtractionList } from "@docsift/contract";
import { listExtractions, type Db } from "@docsift/db";
import { tenantOf } from "../auth.ts";
import { decodeCursor, encodeCursor, parseQuery } from "../listing.ts";

export type ExtractionsDeps = { db: Db };

/** GET /v1/extractions: summaries, not whole results (GET /v1/extract/{id} has those). */
export function extractionsRouter(deps: ExtractionsDeps): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const query = parseQuery(ExtractionListQuerySchema, req);
    const page = await listExtractions(deps.db, tenantOf(req), {
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
      status: query.status,
      fileId: query.file_id,
    });
    const answer: ExtractionList = {
      data: page.rows.map((row) => ({
        extraction_id: row.id,
        file_id: row.fileId,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        schema_name: row.schemaName,
        credits_used: row.status === "COMPLETED" ? row.creditsUsed : 0,
      })),
      next_cursor: encodeCursor(page.next),
    };
    res.json(answer);
  });
  return router;
}
