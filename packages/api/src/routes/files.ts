import { Router } from "express";
import { ApiError, ListQuerySchema, type FileList, type UploadResponse } from "@docsift/contract";
import { deleteFile, findFile, listFiles, type Db, type DeletionDeps } from "@docsift/db";
import { tenantOf } from "../auth.ts";
import { decodeCursor, encodeCursor, parseQuery } from "../listing.ts";

export type FilesDeps = { db: Db; deletion: DeletionDeps };

type FileRow = { id: string; contentType: string; sizeBytes: number; sha256: string; pageCount: number | null; createdAt: Date };

export function presentFile(row: FileRow): UploadResponse {
  return {
    file_id: row.id,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    page_count: row.pageCount,
    created_at: row.createdAt.toISOString(),
  };
}

export function filesRouter(deps: FilesDeps): Router {
  const router = Router();

  router.get("/", async (req, res) => {
    const query = parseQuery(ListQuerySchema, req);
    const page = await listFiles(deps.db, tenantOf(req), { limit: query.limit, cursor: decodeCursor(query.cursor) });
    const answer: FileList = { data: page.rows.map(presentFile), next_cursor: encodeCursor(page.next) };
    res.json(answer);
  });

  router.get("/:file_id", async (req, res) => {
    const row = await findFile(deps.db, tenantOf(req), req.params.file_id);
    if (!row) throw new ApiError("not_found", `no file with id ${req.params.file_id}`);
    res.json(presentFile(row));
  });

  router.delete("/:file_id", async (req, res) => {
    const deleted = await deleteFile(deps.deletion, tenantOf(req), req.params.file_id);
    if (!deleted) throw new ApiError("not_found", `no file with id ${req.params.file_id}`);
    res.status(204).end();
  });

  return router;
}
