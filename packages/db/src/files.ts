import type { Db } from "./client.ts";
import { Prisma, type File } from "./generated/client.ts";
import { isWellFormedId } from "./ids.ts";

export type NewFile = {
  id: string;
  tenantId: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  pageCount: number | null;
  sourceUrl: string | null;
  idempotencyKey?: string | null;
  requestHash?: string | null;
};

export type FileOutcome = { kind: "created" | "replayed"; file: File } | { kind: "conflict" };

/**
 * Writes the file's row. With an idempotency key already used by this tenant, nothing is written: the first file
 * comes back ("replayed") when the request was the same (`requestHash`), "conflict" otherwise. The unique index
 * decides races between concurrent requests.
 */
export async function createFile(db: Db, file: NewFile): Promise<FileOutcome> {
  try {
    return { kind: "created", file: await db.file.create({ data: file }) };
  } catch (err) {
    if (!file.idempotencyKey || !(err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002")) throw err;
    const first = await findFileByIdempotencyKey(db, file.tenantId, file.idempotencyKey);
    if (!first) throw err;
    return replayOrConflict(first, file.requestHash ?? null);
  }
}

export function findFileByIdempotencyKey(db: Db, tenantId: string, idempotencyKey: string) {
  return db.file.findUnique({ where: { tenantId_idempotencyKey: { tenantId, idempotencyKey } } });
}

export function replayOrConflict(first: File, requestHash: string | null): FileOutcome {
  return first.requestHash === requestHash ? { kind: "replayed", file: first } : { kind: "conflict" };
}

/** A tenant's file; another tenant's id answers null, exactly like an unknown one. */
export async function findFile(db: Db, tenantId: string, id: string) {
  if (!isWellFormedId("file", id)) return null;
  return db.file.findFirst({ where: { id, tenantId } });
}
