import type { Db } from "./client.ts";
import { Prisma } from "./generated/client.ts";
import type { Extraction } from "./generated/client.ts";
import { isWellFormedId, newId } from "./ids.ts";
import { addUsage, lockQuota, type QuotaState } from "./usage.ts";

export type { Extraction };

export type NewExtraction = {
  tenantId: string;
  fileId: string;
  schemaName: string;
  schemaDescription: string;
  documentSchema: unknown;
  engine: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  webhookUrl?: string | null;
};

export type CreateOutcome =
  | { kind: "created"; extraction: Extraction }
  | { kind: "replayed"; extraction: Extraction }
  | { kind: "conflict" }
  | { kind: "quota_exceeded"; quota: QuotaState };

/**
 * Writes the job row. With an idempotency key, a second request with the same key and body gets the first row
 * back ("replayed"); with another body, "conflict". The unique index decides races between concurrent requests.
 */
export async function createExtraction(db: Db, job: NewExtraction): Promise<CreateOutcome> {
  // A replay answers what the first request got, even when the quota is used up meanwhile.
  if (job.idempotencyKey) {
    const first = await findByIdempotencyKey(db, job);
    if (first) return first.requestHash === job.requestHash ? { kind: "replayed", extraction: first } : { kind: "conflict" };
  }
  try {
    // The quota check and the row are one transaction under the tenant's row lock (see lockQuota); the day's job
    // count goes up with the row.
    return await db.$transaction(async (tx) => {
      const quota = await lockQuota(tx, job.tenantId, job.fileId);
      if (quota && quota.used + quota.reserved + quota.needed > quota.quota) return { kind: "quota_exceeded", quota } as const;
      const extraction = await tx.extraction.create({
        data: {
          ...job,
          id: newId("ext"),
          documentSchema: job.documentSchema as Prisma.InputJsonValue,
          webhookUrl: job.webhookUrl ?? null,
          webhookStatus: job.webhookUrl ? "pending" : null,
        },
      });
      await addUsage(tx, job.tenantId, { jobs: 1 });
      return { kind: "created", extraction } as const;
    });
  } catch (err) {
    if (!job.idempotencyKey || !isUniqueViolation(err)) throw err;
    const first = await findByIdempotencyKey(db, job);
    if (!first) throw err;
    return first.requestHash === job.requestHash ? { kind: "replayed", extraction: first } : { kind: "conflict" };
  }
}

function findByIdempotencyKey(db: Db, job: NewExtraction) {
  return db.extraction.findUnique({
    where: { tenantId_idempotencyKey: { tenantId: job.tenantId, idempotencyKey: job.idempotencyKey! } },
  });
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}

/** A tenant's extraction; another tenant's id answers null, exactly like an unknown one. */
export async function findExtraction(db: Db, tenantId: string, id: string) {
  if (!isWellFormedId("ext", id)) return null;
  return db.extraction.findFirst({ where: { id, tenantId } });
}

const UNFINISHED = ["PENDING", "PROCESSING"] as const;

/**
 * Marks the job PROCESSING and counts the attempt, unless it already finished (a duplicate delivery, or a job
 * completed by another worker): then null, and the caller does nothing.
 */
export async function startAttempt(db: Db, id: string) {
  const rows = await db.extraction.updateManyAndReturn({
    where: { id, status: { in: [...UNFINISHED] } },
    data: { status: "PROCESSING", attempts: { increment: 1 }, startedAt: new Date() },
    include: { file: true },
  });
  return rows[0] ?? null;
}

/**
 * Stores the result and charges the credits in one transaction. Only an unfinished job can complete, and the
 * charge's primary key is the extraction id, so a job run twice is charged once. Returns false when the job had
 * already finished.
 */
export async function completeExtraction(db: Db, id: string, result: unknown, credits: number, engineUsed: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.extraction.updateMany({
      where: { id, status: { in: [...UNFINISHED] } },
      data: {
        status: "COMPLETED",
        result: result as Prisma.InputJsonValue,
        creditsUsed: credits,
        engineUsed,
        finishedAt: new Date(),
        errorCode: null,
        errorMessage: null,
      },
    });
    if (count === 0) return false;
    const job = await tx.extraction.findUniqueOrThrow({ where: { id }, select: { tenantId: true } });
    await tx.creditCharge.create({ data: { extractionId: id, tenantId: job.tenantId, credits } });
    await addUsage(tx, job.tenantId, { credits });
    return true;
  });
}

/** Ends an unfinished job as FAILED with a reason the caller can read. Failed jobs cost nothing. */
export async function failExtraction(db: Db, id: string, code: string, message: string): Promise<boolean> {
  const { count } = await db.extraction.updateMany({
    where: { id, status: { in: [...UNFINISHED] } },
    data: { status: "FAILED", errorCode: code, errorMessage: message, finishedAt: new Date(), creditsUsed: 0 },
  });
  return count === 1;
}

/** Unfinished jobs untouched since `before`: candidates for the sweep that re-enqueues lost jobs. */
export async function findStaleUnfinished(db: Db, before: Date, limit: number) {
  return db.extraction.findMany({
    where: { status: { in: [...UNFINISHED] }, updatedAt: { lt: before } },
    select: { id: true, status: true, attempts: true },
    orderBy: { updatedAt: "asc" },
    take: limit,
  });
}

/** Touches a job so the sweep leaves it alone for another grace period. */
export async function touchExtraction(db: Db, id: string): Promise<void> {
  await db.extraction.updateMany({ where: { id, status: { in: [...UNFINISHED] } }, data: { updatedAt: new Date() } });
}

export async function creditsCharged(db: Db, tenantId: string): Promise<number> {
  const agg = await db.creditCharge.aggregate({ where: { tenantId }, _sum: { credits: true } });
  return agg._sum.credits ?? 0;
}
