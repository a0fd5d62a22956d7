import { type Db, poolOf } from "./client.ts";
import { Prisma } from "./generated/client.ts";
import type { Extraction } from "./generated/client.ts";
import { isWellFormedId, newId } from "./ids.ts";
import { lockQuota, quotaOf, type QuotaState } from "./usage.ts";

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
  const data = {
    ...job,
    id: newId("ext"),
    documentSchema: job.documentSchema as Prisma.InputJsonValue,
    webhookUrl: job.webhookUrl ?? null,
    webhookStatus: job.webhookUrl ? ("pending" as const) : null,
  };
  try {
    // The database counts the job in the day's usage as the row is inserted (a trigger; see its migration).
    // A tenant without a quota has nothing to check: one INSERT, without the tenant's row lock. Under that lock,
    // every request of the tenant waited for the one before it, and with 20 clients on a busy machine the waits
    // outlasted Prisma's 5 s limit on an interactive transaction (a 500 for the caller). A quota set meanwhile
    // counts from the tenant's next request.
    if ((await quotaOf(db, job.tenantId)) === null) return { kind: "created", extraction: await db.extraction.create({ data }) };
    // With a quota, the check and the row are one transaction under the tenant's row lock (see lockQuota), so
    // requests of the tenant wait for each other.
    return await db.$transaction(async (tx) => {
      const quota = await lockQuota(tx, job.tenantId, job.fileId);
      if (quota && quota.used + quota.reserved + quota.needed > quota.quota) return { kind: "quota_exceeded", quota } as const;
      return { kind: "created", extraction: await tx.extraction.create({ data }) } as const;
    }, WAITS);
  } catch (err) {
    if (!job.idempotencyKey || !isUniqueViolation(err)) throw err;
    const first = await findByIdempotencyKey(db, job);
    if (!first) throw err;
    return first.requestHash === job.requestHash ? { kind: "replayed", extraction: first } : { kind: "conflict" };
  }
}

/**
 * How long a transaction may wait for a connection of the pool (Prisma's default: 2 s) and for its turn at a
 * tenant's quota (5 s): on a busy machine, 20 clients outwaited both. A client's own timeout is 30 s or more.
 */
const WAITS = { maxWait: 20_000, timeout: 20_000 };

function findByIdempotencyKey(db: Db, job: NewExtraction) {
  return db.extraction.findUnique({
    where: { tenantId_idempotencyKey: { tenantId: job.tenantId, idempotencyKey: job.idempotencyKey! } },
  });
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}

/** A job row without its result, which is read apart in pieces (see resultPieces): it may be tens of MB. */
export type ExtractionRow = Omit<Extraction, "result">;

/** A tenant's extraction without its result; another tenant's id answers null, exactly like an unknown one. */
export async function findExtractionRow(db: Db, tenantId: string, id: string): Promise<ExtractionRow | null> {
  if (!isWellFormedId("ext", id)) return null;
  // pg itself rather than Prisma: polling a job is the API's most frequent request, and Prisma's query path cost
  // more CPU than the round trip. The columns are named as Prisma names them (a test compares the two rows).
  const { rows } = await poolOf(db).query<ExtractionRow>(
    `SELECT id, tenant_id AS "tenantId", file_id AS "fileId", status::text AS status, schema_name AS "schemaName",
       schema_description AS "schemaDescription", document_schema AS "documentSchema", engine, engine_used AS "engineUsed",
       idempotency_key AS "idempotencyKey", request_hash AS "requestHash", attempts, error_code AS "errorCode",
       error_message AS "errorMessage", credits_used AS "creditsUsed", created_at AS "createdAt", updated_at AS "updatedAt",
       started_at AS "startedAt", finished_at AS "finishedAt", webhook_url AS "webhookUrl",
       webhook_status AS "webhookStatus", webhook_attempts AS "webhookAttempts", webhook_last_error AS "webhookLastError"
     FROM extractions WHERE id = $1::text AND tenant_id = $2::text`,
    [id, tenantId],
  );
  return rows[0] ?? null;
}

/** Characters of a stored result read at a time by resultPieces. */
const RESULT_PIECE = 4 * 1024 * 1024;

/**
 * A completed job's result as the text it was stored as, in pieces of `size` characters read one query at a time, so
 * that whoever sends it on never holds a result of tens of MB whole. Nothing for a job without a result; a job
 * deleted while its pieces are read ends in an error, not in a cut text.
 */
export async function* resultPieces(db: Db, id: string, size = RESULT_PIECE): AsyncGenerator<string> {
  for (let from = 1; ; from += size) {
    const { rows } = await poolOf(db).query<{ piece: string | null }>(
      "SELECT substr(result::text, $2::int, $3::int) AS piece FROM extractions WHERE id = $1::text",
      [id, from, size],
    );
    const piece = rows[0]?.piece;
    if (piece === undefined) {
      if (from === 1) return;
      throw new Error(`extraction ${id} was deleted while its result was read`);
    }
    if (piece === null || piece === "") return;
    yield piece;
    if (piece.length < size) return;
  }
}

const UNFINISHED = ["PENDING", "PROCESSING"] as const;

/**
 * Marks the job PROCESSING and counts the attempt, unless it already finished (a duplicate delivery, or a job
 * completed by another worker): then null, and the caller does nothing.
 */
export async function startAttempt(db: Db, id: string): Promise<StartedJob | null> {
  // One statement: Prisma's update with `include` took a transaction of four round trips (BEGIN, the update, the
  // file's row, COMMIT) on every job, the most of any step of a job.
  const { rows } = await poolOf(db).query<{
    id: string;
    status: string;
    attempts: number;
    document_schema: unknown;
    engine: string | null;
    webhook_url: string | null;
    storage_key: string;
    content_type: string;
  }>(
    `UPDATE extractions e SET status = 'PROCESSING', attempts = e.attempts + 1, started_at = now(), updated_at = now()
     FROM files f
     WHERE e.id = $1::text AND e.status IN ('PENDING', 'PROCESSING') AND f.id = e.file_id
     RETURNING e.id, e.status::text AS status, e.attempts, e.document_schema, e.engine, e.webhook_url, f.storage_key, f.content_type`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    attempts: row.attempts,
    documentSchema: row.document_schema,
    engine: row.engine,
    webhookUrl: row.webhook_url,
    file: { storageKey: row.storage_key, contentType: row.content_type },
  };
}

/** What an attempt needs of its job and its file. */
export type StartedJob = {
  id: string;
  status: string;
  attempts: number;
  documentSchema: unknown;
  engine: string | null;
  webhookUrl: string | null;
  file: { storageKey: string; contentType: string };
};

/**
 * Stores the result (JSON text) and charges the credits, atomically. Only an unfinished job can complete, and the
 * charge's primary key is the extraction id, so a job run twice is charged once. Returns false when the job had
 * already finished (or no longer exists).
 *
 * Why one raw statement rather than `db.$transaction(async (tx) => ...)`: results can be tens of MB, and writing
 * them inside an interactive transaction ran past Prisma's 5 s transaction timeout, so a valid job failed and was
 * redone from scratch. A single statement is atomic by itself (its data-modifying CTEs all commit or none do), has
 * no transaction timeout, and takes one round trip. It goes through pg itself (poolOf), not Prisma's $queryRaw, which
 * held ten times the result's size while sending it. The result arrives as text already serialized (by the worker
 * thread) and goes to the `json` column with a cast, so nobody parses or re-serializes it on the event loop;
 * PostgreSQL validates it and, the column being `json` rather than `jsonb`, keeps it byte for byte (key order
 * included). The WHERE on the status decides between concurrent completions: the row lock makes the second wait and
 * then find the job finished. The last CTE adds the credits to today's (UTC) usage row.
 * The tenant's row is locked first (the update waits for it): creating a job locks it and then the usage row, and
 * the charge's foreign key needs it too; taken after the usage row, as the check at the statement's end would, the
 * two deadlocked under load.
 */
export async function completeExtraction(db: Db, id: string, resultJson: string, credits: number, engineUsed: string): Promise<boolean> {
  const { rows } = await poolOf(db).query<{ completed: boolean }>(
    `WITH tenant AS (
      SELECT t.id FROM tenants t JOIN extractions e ON e.tenant_id = t.id WHERE e.id = $1::text FOR KEY SHARE OF t
    ), done AS (
      UPDATE extractions
      SET status = 'COMPLETED', result = $2::json, credits_used = $3::int, engine_used = $4::text,
          finished_at = now(), error_code = NULL, error_message = NULL, updated_at = now()
      WHERE id = $1::text AND status IN ('PENDING', 'PROCESSING') AND tenant_id IN (SELECT id FROM tenant)
      RETURNING tenant_id
    ), charge AS (
      INSERT INTO credit_charges (extraction_id, tenant_id, credits)
      SELECT $1::text, tenant_id, $3::int FROM done
      RETURNING tenant_id
    ), counted AS (
      INSERT INTO usage_days (tenant_id, day, jobs, credits)
      SELECT tenant_id, (now() AT TIME ZONE 'UTC')::date, 0, $3::int FROM charge
      ON CONFLICT (tenant_id, day) DO UPDATE SET jobs = usage_days.jobs + EXCLUDED.jobs, credits = usage_days.credits + EXCLUDED.credits
      RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM done) AS completed`,
    [id, resultJson, credits, engineUsed],
  );
  return rows[0]?.completed === true;
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
