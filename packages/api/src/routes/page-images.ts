// GET /v1/files/{file_id}/pages/{page}: a page of a stored PDF or image as a PNG, for people to see where each
// value was found (the playground draws the values' boxes over it). Rendered by the reader on first request and
// kept in the blob store beside the file; a page of a file whose page count is unknown (a TIFF's, counted only
// when a job reads it) is rendered each time, since deleting the file could not name its cached pages.
import { Router } from "express";
import { ApiError } from "@docsift/contract";
import { findFile, pageImageKey, type Db } from "@docsift/db";
import { hasPageImages, ReadError, renderPageImage } from "@docsift/reader";
import type { BlobStore } from "@docsift/storage";
import { tenantOf } from "../auth.ts";

export type PageImagesDeps = {
  db: Db;
  blobs: BlobStore;
  inflationLimits?: { stream: number; page: number; document: number } | undefined;
  /** The pixel and time limits jobs read with: a page image is held to them too. */
  pageLimits?: { maxPixels: number; pageTimeoutMs: number } | undefined;
};

const PAGE = /^[1-9][0-9]{0,5}$/;

export function pageImagesRouter(deps: PageImagesDeps): Router {
  const router = Router();
  router.get("/:file_id/pages/:page", async (req, res) => {
    if (!PAGE.test(req.params.page)) {
      throw new ApiError("invalid_request", "page must be a page number from 1", {
        details: [{ path: "page", message: "an integer from 1" }],
      });
    }
    const page = Number(req.params.page);
    const file = await findFile(deps.db, tenantOf(req), req.params.file_id);
    if (!file) throw new ApiError("not_found", `no file with id ${req.params.file_id}`);
    if (!hasPageImages(file.contentType)) throw new ApiError("not_found", `a ${file.contentType} file has no page images`);
    const noPage = new ApiError("not_found", `file ${file.id} has no page ${page}`);
    if (file.pageCount !== null && page > file.pageCount) throw noPage;

    const key = pageImageKey(file.storageKey, page);
    let png = file.pageCount !== null && (await deps.blobs.exists(key)) ? await deps.blobs.get(key) : null;
    if (!png) {
      png = await render(await deps.blobs.get(file.storageKey), file.contentType, page, deps);
      if (!png) throw noPage;
      if (file.pageCount !== null) {
        await deps.blobs.put(key, png, "image/png");
        // The file may have been deleted while its page was rendering: that deletion could not remove this page, so
        // it goes now (a deleted document's pages must not stay in the store).
        if (!(await findFile(deps.db, tenantOf(req), file.id))) await deps.blobs.delete(key);
      }
    }
    // A file's bytes never change under its id, so neither do its pages.
    res.set({ "Content-Type": "image/png", "Cache-Control": "private, max-age=86400" }).send(png);
  });
  return router;
}

async function render(bytes: Buffer, contentType: string, page: number, deps: PageImagesDeps): Promise<Buffer | null> {
  try {
    const limits = deps.inflationLimits;
    return await renderPageImage(bytes, contentType, page, {
      ...(limits ? { maxInflatedStreamBytes: limits.stream, maxInflatedPageBytes: limits.page, maxInflatedBytes: limits.document } : {}),
      ...(deps.pageLimits ?? {}),
    });
  } catch (err) {
    // The document's own fault (corrupt, encrypted, a bomb, too slow to render): the caller's to know, never a 500.
    if (err instanceof ReadError) throw new ApiError("unreadable_file", `the page cannot be rendered: ${err.message}`);
    throw err;
  }
}
