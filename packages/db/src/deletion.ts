// Deleting files and extractions, for the API's DELETE routes and for retention alike. What lives outside
// PostgreSQL is reached through the functions given: the blob store (a file's bytes) and the queue (a job to
// cancel). A job still unfinished is ended first (FAILED, cancelled), so a worker holding it can record nothing
// afterwards, and its queue entry is removed where the queue allows it (a running job's entry ends on its own).
import type { Db } from "./client.ts";
import { isWellFormedId } from "./ids.ts";

export type DeletionDeps = {
  db: Db;
  deleteBlob(storageKey: string): Promise<void>;
  /** Removes the job's queue entry if it is not running; never throws for an absent or running job. */
  cancelJob(extractionId: string): Promise<void>;
};

const UNFINISHED = ["PENDING", "PROCESSING"] as const;

/**
 * Where the API caches a rendered page of a file (GET /v1/files/{id}/pages/{n}), beside the file's blob. Only pages
 * of files with a known page count are cached, so that deleting the file can name every one of them.
 */
export function pageImageKey(storageKey: string, page: number): string {
  return `${storageKey}.pages/${page}.png`;
}

async function cancelUnfinished(deps: DeletionDeps, where: { id?: string; fileId?: string; tenantId: string }) {
  const rows = await deps.db.extraction.updateManyAndReturn({
    where: { ...where, status: { in: [...UNFINISHED] } },
    data: { status: "FAILED", errorCode: "cancelled", errorMessage: "the extraction was deleted", finishedAt: new Date(), creditsUsed: 0 },
    select: { id: true },
  });
  for (const row of rows) await deps.cancelJob(row.id);
}

/** Deletes a tenant's extraction (its stored result goes with its row). false: no such extraction for this tenant. */
export async function deleteExtraction(deps: DeletionDeps, tenantId: string, id: string): Promise<boolean> {
  if (!isWellFormedId("ext", id)) return false;
  await cancelUnfinished(deps, { id, tenantId });
  const { count } = await deps.db.extraction.deleteMany({ where: { id, tenantId } });
  return count === 1;
}

/**
 * Deletes a tenant's file: its extractions' jobs are cancelled, its blob and cached page images are removed from the
 * store, then its row and its extractions' rows (with their results). A store that fails leaves the rows, so the delete can be retried.
 */
export async function deleteFile(deps: DeletionDeps, tenantId: string, id: string): Promise<boolean> {
  if (!isWellFormedId("file", id)) return false;
  const file = await deps.db.file.findFirst({ where: { id, tenantId }, select: { id: true, storageKey: true, pageCount: true } });
  if (!file) return false;
  await cancelUnfinished(deps, { fileId: file.id, tenantId });
  await deps.deleteBlob(file.storageKey);
  // Deleting an absent key succeeds, so every page is named whether it was rendered or not; a few at a time.
  const pages = Array.from({ length: file.pageCount ?? 0 }, (_, i) => i + 1);
  for (let i = 0; i < pages.length; i += 16) {
    await Promise.all(pages.slice(i, i + 16).map((page) => deps.deleteBlob(pageImageKey(file.storageKey, page))));
  }
  await deps.db.extraction.deleteMany({ where: { fileId: file.id } });
  await deps.db.file.deleteMany({ where: { id: file.id } });
  return true;
}

/** Retention: deletes files and extractions created before `before`, by the same paths as the DELETE routes. */
export async function deleteOlderThan(deps: DeletionDeps, before: Date, batch = 200): Promise<{ files: number; extractions: number }> {
  const counts = { files: 0, extractions: 0 };
  for (;;) {
    const rows = await deps.db.extraction.findMany({
      where: { createdAt: { lt: before } },
      select: { id: true, tenantId: true },
      take: batch,
    });
    for (const row of rows) if (await deleteExtraction(deps, row.tenantId, row.id)) counts.extractions++;
    if (rows.length < batch) break;
  }
  for (;;) {
    const rows = await deps.db.file.findMany({ where: { createdAt: { lt: before } }, select: { id: true, tenantId: true }, take: batch });
    for (const row of rows) if (await deleteFile(deps, row.tenantId, row.id)) counts.files++;
    if (rows.length < batch) break;
  }
  return counts;
}
