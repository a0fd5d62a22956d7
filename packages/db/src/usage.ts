// Usage by day and monthly credit quotas. Usage lives in usage_days (jobs by the UTC day they were created, credits
// by the UTC day they were charged), apart from the extraction rows, so deletion and retention do not erase it.
// Jobs are counted by a trigger on their insert, credits by completeExtraction.
import type { Db } from "./client.ts";
import type { Prisma } from "./generated/client.ts";

/**
 * Credits a job on this file is expected to cost, as the credit rule counts them: text and CSV one per 3,000
 * characters (bytes here, an upper bound), other files their page count where known, else 1.
 */
const ESTIMATE_SQL = `CASE WHEN f.content_type IN ('text/plain', 'text/csv') THEN greatest(1, ceil(f.size_bytes / 3000.0))::int
  ELSE greatest(1, coalesce(f.page_count, 1)) END`;

export type QuotaState = { quota: number; used: number; reserved: number; needed: number };

/** The tenant's monthly credit quota, or null when it has none. */
export async function quotaOf(db: Db, tenantId: string): Promise<number | null> {
  const tenant = await db.tenant.findUnique({ where: { id: tenantId }, select: { monthlyCreditQuota: true } });
  return tenant?.monthlyCreditQuota ?? null;
}

/**
 * With the tenant's row locked (FOR UPDATE, inside the caller's transaction): its quota, the credits charged this
 * calendar month (UTC), the estimated credits of its unfinished jobs, and the estimate for a job on `fileId`, all
 * read in one statement (one snapshot). Null when the tenant has no quota. Two requests for the same tenant
 * serialize on the lock, so they cannot both take the last credits.
 */
export async function lockQuota(tx: Prisma.TransactionClient, tenantId: string, fileId: string): Promise<QuotaState | null> {
  const locked = await tx.$queryRaw<
    { quota: number | null }[]
  >`SELECT monthly_credit_quota AS quota FROM tenants WHERE id = ${tenantId} FOR UPDATE`;
  const quota = locked[0]?.quota ?? null;
  if (quota === null) return null;
  const rows = await tx.$queryRawUnsafe<{ used: number; reserved: number; needed: number }[]>(
    `SELECT
       (SELECT coalesce(sum(credits), 0)::int FROM usage_days
         WHERE tenant_id = $1 AND day >= date_trunc('month', now() AT TIME ZONE 'UTC')::date) AS used,
       (SELECT coalesce(sum(${ESTIMATE_SQL}), 0)::int FROM extractions e JOIN files f ON f.id = e.file_id
         WHERE e.tenant_id = $1 AND e.status IN ('PENDING', 'PROCESSING')) AS reserved,
       (SELECT ${ESTIMATE_SQL} FROM files f WHERE f.id = $2) AS needed`,
    tenantId,
    fileId,
  );
  const row = rows[0]!;
  return { quota, used: row.used, reserved: row.reserved, needed: row.needed ?? 1 };
}

/** Sets (or with 0 or null, removes) a tenant's monthly credit quota. false: no such tenant. */
export async function setMonthlyQuota(db: Db, tenantName: string, credits: number | null): Promise<boolean> {
  const { count } = await db.tenant.updateMany({
    where: { name: tenantName },
    data: { monthlyCreditQuota: credits && credits > 0 ? credits : null },
  });
  return count === 1;
}

export type UsageReport = {
  days: { date: string; jobs: number; credits: number }[];
  total: { jobs: number; credits: number };
  quota: { monthly_credits: number; used_this_month: number } | null;
};

/** Every UTC day from `from` to `to` (YYYY-MM-DD, inclusive), zeros where nothing happened. */
export async function usageReport(db: Db, tenantId: string, from: string, to: string): Promise<UsageReport> {
  const rows = await db.$queryRaw<{ day: string; jobs: number; credits: number }[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, jobs, credits FROM usage_days
    WHERE tenant_id = ${tenantId} AND day BETWEEN ${from}::date AND ${to}::date`;
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days: UsageReport["days"] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    const row = byDay.get(date);
    days.push({ date, jobs: row?.jobs ?? 0, credits: row?.credits ?? 0 });
  }
  const total = days.reduce((t, d) => ({ jobs: t.jobs + d.jobs, credits: t.credits + d.credits }), { jobs: 0, credits: 0 });
  const monthly = await quotaOf(db, tenantId);
  let quota: UsageReport["quota"] = null;
  if (monthly !== null) {
    const month = await db.$queryRaw<{ used: number }[]>`
      SELECT coalesce(sum(credits), 0)::int AS used FROM usage_days
      WHERE tenant_id = ${tenantId} AND day >= date_trunc('month', now() AT TIME ZONE 'UTC')::date`;
    quota = { monthly_credits: monthly, used_this_month: month[0]?.used ?? 0 };
  }
  return { days, total, quota };
}
