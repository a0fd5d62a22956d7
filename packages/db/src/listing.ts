// Newest-first pages of a tenant's files and extractions. The cursor names the last row of a page by its
// (created_at, id), so a page never repeats or skips a row, whatever is created meanwhile.
import type { Db } from "./client.ts";
import type { ExtractionStatus } from "./generated/client.ts";

export type Cursor = { createdAt: Date; id: string };
export type Page<T> = { rows: T[]; next: Cursor | null };

/** Rows strictly after the cursor in (created_at desc, id desc) order. */
function after(cursor: Cursor | undefined) {
  if (!cursor) return {};
  return { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] };
}

function page<T extends { createdAt: Date; id: string }>(rows: T[], limit: number): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return { rows: kept, next: more && last ? { createdAt: last.createdAt, id: last.id } : null };
}

export async function listFiles(db: Db, tenantId: string, opts: { limit: number; cursor?: Cursor | undefined }) {
  const rows = await db.file.findMany({
    where: { tenantId, ...after(opts.cursor) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: opts.limit + 1,
  });
  return page(rows, opts.limit);
}

export async function listExtractions(
  db: Db,
  tenantId: string,
  opts: { limit: number; cursor?: Cursor | undefined; status?: ExtractionStatus | undefined; fileId?: string | undefined },
) {
  const rows = await db.extraction.findMany({
    where: {
      tenantId,
      ...(opts.status ? { status: opts.status } : {}),
      ...(opts.fileId !== undefined ? { fileId: opts.fileId } : {}),
      ...after(opts.cursor),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: opts.limit + 1,
    select: { id: true, fileId: true, status: true, createdAt: true, schemaName: true, creditsUsed: true },
  });
  return page(rows, opts.limit);
}
