import type { Db } from "./client.ts";
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
};

export async function createFile(db: Db, file: NewFile) {
  return db.file.create({ data: file });
}

/** A tenant's file; another tenant's id answers null, exactly like an unknown one. */
export async function findFile(db: Db, tenantId: string, id: string) {
  if (!isWellFormedId("file", id)) return null;
  return db.file.findFirst({ where: { id, tenantId } });
}
