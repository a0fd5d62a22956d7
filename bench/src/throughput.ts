// Throughput of the whole service (issue #26): 1,000 one-page jobs through the real API and two real worker
// processes, started through the CLI as a deployment would start them, on the local PostgreSQL and Redis.
// 20 concurrent clients each upload a document, create an extraction and poll it until it ends; jobs per second is
// the jobs completed over the wall time from the first upload to the last completion seen. Afterwards the database
// must show every job COMPLETED once, charged once, in one attempt.
//
//   pnpm exec tsx bench/src/throughput.ts                 # both kinds: text/plain, then a text-layer PDF
//   pnpm exec tsx bench/src/throughput.ts --kind text --jobs 1000 --clients 20 --worker-log info --json
//
// It uses a database of its own (docsift_bench, created and migrated by the CLI's `migrate`), a queue prefix and a
// tenant unique to the run, and a temporary blob folder; the processes, the folder, the queue keys and the run's
// rows are removed afterwards, also when the run fails.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os, { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import { cpuSnapshot } from "./cpu.ts";
import { freePort } from "./measure.ts";
import { REPO_ROOT, runCli, startChild, stopChild, waitReady, type Child } from "./service.ts";
import { THROUGHPUT_SCHEMA, invoicePage, pdfDocument, textDocument, type GeneratedDoc } from "./throughput-docs.ts";

type DocumentKind = "text" | "pdf";

export type ThroughputOptions = {
  /** `text`: text/plain (default); `pdf`: a one-page PDF with a text layer. Same page content either way. */
  kind?: DocumentKind;
  /** Jobs measured (default 1,000). */
  jobs?: number;
  /** Concurrent clients, each a loop of upload, create, poll (default 20). */
  clients?: number;
  /** Jobs run first and not counted, which also warms both workers' threads (default 20). */
  warmup?: number;
  /** Worker processes (default 2). */
  workers?: number;
  /** DOCSIFT_WORKER_CONCURRENCY of each worker (default: unset, the product's default). */
  workerConcurrency?: number;
  /** Poll interval bounds in ms; each wait is drawn between them (default 50 to 100). */
  pollMs?: [number, number];
  /** The workers' LOG_LEVEL (default warn); at `info` they log each job's reading-and-extraction `ms`, collected. */
  workerLogLevel?: "warn" | "info";
  /** Default postgresql://postgres@127.0.0.1:5432/docsift_bench; created and migrated when missing. */
  databaseUrl?: string;
  redisUrl?: string;
  /** A job not ended after this long is given up by its client and counted lost (default 120 s). */
  jobTimeoutMs?: number;
  /** The checkout whose CLI runs the API and workers (default: this repository), e.g. a copy of another commit. */
  repoRoot?: string;
  /** Keep the run's tenant and rows in the bench database (default: deleted afterwards). */
  keepRows?: boolean;
  /** Progress lines (default: stderr). */
  log?: (line: string) => void;
};

type Quantiles = { p50: number; p95: number; max: number; mean: number };
type CpuShare = { seconds: number; percentOfMachine: number };

export type ThroughputResult = {
  kind: DocumentKind;
  contentType: string;
  /** Jobs measured. */
  jobs: number;
  /** Wall time from the first upload to the last completion seen by a client. */
  seconds: number;
  /** Completed jobs per second of that wall time. */
  jobsPerSecond: number;
  /** The same from the database's clock: first file created to last extraction finished (no poll lag). */
  serverSeconds: number;
  serverJobsPerSecond: number;
  completed: number;
  failed: number;
  /** Jobs accepted (201) that the database does not show ended (missing, PENDING or PROCESSING) at the end. */
  lost: number;
  /** Requests answered other than 2xx, or not answered (the job then never started). */
  requestErrors: number;
  /** Completed jobs charged more than once or more than their credits, plus credits in usage beyond the charges. */
  chargedTwice: number;
  /** Completed jobs without a charge. */
  uncharged: number;
  /** Jobs with attempts other than 1. */
  retried: number;
  /** Completed jobs whose invoice number or total was not the generated one (a sanity check that work was done). */
  wrongValues: number;
  ok: boolean;
  problems: string[];
  /** The last lines each process wrote (warnings and errors at the default log levels), when there were problems. */
  logTails: Record<string, string>;
  latencyMs: { upload: Quantiles; create: Quantiles; endToEnd: Quantiles; queueWait: Quantiles; processing: Quantiles };
  /** Per job, from the workers' logs (only with workerLogLevel info): reading and extraction in the job thread. */
  workerJobMs: Quantiles | null;
  /** Mean time the API spent per request, by route, from its /metrics (measured phase only). */
  apiMsPerRequest: Record<string, { count: number; meanMs: number }>;
  /** Mean time per job attempt in the workers (their /metrics: blob read, reading, extraction, database writes). */
  workerMsPerAttempt: number | null;
  /** CPU time during the measured phase, and its share of the machine's capacity (cores x seconds). */
  cpu: { api: CpuShare; workers: CpuShare[]; postgres: CpuShare; redis: CpuShare; clients: CpuShare; other: CpuShare; idle: CpuShare };
  /** CPU of the idle processes before the measured phase, in % of one core. */
  idleCpuPercent: { api: number; workers: number[]; postgres: number };
  machine: { cores: number; loadBefore: number[]; loadAfter: number[] };
};

const CONTENT_TYPES: Record<DocumentKind, string> = { text: "text/plain", pdf: "application/pdf" };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function measureThroughput(opts: ThroughputOptions = {}): Promise<ThroughputResult> {
  const kind = opts.kind ?? "text";
  const jobs = opts.jobs ?? 1000;
  const clients = opts.clients ?? 20;
  const warmup = opts.warmup ?? 20;
  const workerCount = opts.workers ?? 2;
  const pollMs = opts.pollMs ?? [50, 100];
  const databaseUrl = opts.databaseUrl ?? "postgresql://postgres@127.0.0.1:5432/docsift_bench";
  const redisUrl = opts.redisUrl ?? "redis://127.0.0.1:6379";
  const jobTimeoutMs = opts.jobTimeoutMs ?? 120_000;
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const contentType = CONTENT_TYPES[kind];
  const repoRoot = opts.repoRoot ?? REPO_ROOT;

  const runId = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const prefix = `docsift-bench-${runId}`;
  const tenant = `bench-${runId}`;
  const apiKey = `dsk_${randomBytes(32).toString("base64url")}`;
  const dataDir = mkdtempSync(join(tmpdir(), "docsift-throughput-"));
  const children: Child[] = [];
  let db: pg.Client | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the processes and cleaning up`);
    void cleanup().finally(() => process.exit(130));
  };
  let cleaned: Promise<void> | null = null;
  const cleanup = () =>
    (cleaned ??= (async () => {
      await Promise.all(children.map((c) => stopChild(c)));
      rmSync(dataDir, { recursive: true, force: true });
      const removed = await deleteRedisKeys(redisUrl, `${prefix}:*`).catch((err: unknown) => {
        log(`could not remove the queue keys ${prefix}:*: ${String(err)}`);
        return 0;
      });
      log(`cleaned up: ${children.length} processes stopped, ${dataDir} and ${removed} queue keys removed`);
      if (db) {
        if (!opts.keepRows) await db.query("DELETE FROM tenants WHERE name = $1", [tenant]).catch(() => undefined);
        await db.end().catch(() => undefined);
      }
    })());
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    // The database: created when missing and migrated by the CLI, as an operator would.
    log(`migrating ${redactUrl(databaseUrl)} (docsift migrate)`);
    await runCli(repoRoot, ["migrate"], { DATABASE_URL: databaseUrl });
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();

    // Documents first, so that generating them costs nothing in the measured phase.
    log(`generating ${warmup + jobs} ${contentType} documents`);
    const docs: { bytes: Buffer; expected: GeneratedDoc["expected"] }[] = [];
    for (let i = 0; i < warmup + jobs; i++) {
      const page = invoicePage(i, runId.slice(-4).toUpperCase());
      docs.push({ bytes: kind === "pdf" ? await pdfDocument(page) : textDocument(page), expected: page.expected });
    }

    const apiPort = await freePort();
    const healthPorts = await Promise.all(Array.from({ length: workerCount }, () => freePort()));
    const common = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DOCSIFT_QUEUE_PREFIX: prefix,
      DOCSIFT_DATA_DIR: dataDir,
      DOCSIFT_RATE_LIMIT_PER_MINUTE: "0",
      DOCSIFT_ENGINE: "rules",
      DOCSIFT_BOOTSTRAP_TENANT: tenant,
      // Settings of the caller's shell that would send this run elsewhere.
      S3_ENDPOINT: "",
      OLLAMA_HOST: "",
      DOCSIFT_RETENTION_DAYS: "",
    };
    children.push(
      startChild(repoRoot, "api", ["api"], {
        ...common,
        PORT: String(apiPort),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DOCSIFT_BOOTSTRAP_API_KEY: apiKey,
      }),
    );
    healthPorts.forEach((port, n) =>
      children.push(
        startChild(repoRoot, `worker ${n + 1}`, ["worker"], {
          ...common,
          DOCSIFT_WORKER_HEALTH_PORT: String(port),
          // Blank: the product's default (2 on a 2-core machine, before and after the job threads' change).
          DOCSIFT_WORKER_CONCURRENCY: opts.workerConcurrency ? String(opts.workerConcurrency) : "",
          LOG_LEVEL: opts.workerLogLevel ?? "warn",
        }),
      ),
    );
    const base = `http://127.0.0.1:${apiPort}`;
    const workerBases = healthPorts.map((p) => `http://127.0.0.1:${p}`);
    await Promise.all([
      waitReady(`${base}/readyz`, children[0]!),
      ...workerBases.map((b, n) => waitReady(`${b}/readyz`, children[n + 1]!)),
    ]);
    log(`api on ${base}, ${workerCount} workers ready; warming up with ${warmup} jobs`);

    const client = new JobClient(base, apiKey, contentType, pollMs, jobTimeoutMs, children);
    const warm = await client.run(docs.slice(0, warmup), Math.min(clients, Math.max(1, warmup)));
    const warmFailures = warm.filter((j) => j.status !== "COMPLETED");
    if (warmFailures.length > 0)
      throw new Error(
        `warm-up: ${warmFailures.length} of ${warmup} jobs did not complete: ${warmFailures[0]!.error ?? warmFailures[0]!.status}`,
      );

    // What the processes burn doing nothing (polling Redis, timers, idle threads), over a quiet moment.
    const quietBefore = cpuSnapshot(children);
    await sleep(3000);
    const quietAfter = cpuSnapshot(children);
    const quietSeconds = (quietAfter.at - quietBefore.at) / 1000;
    const idlePercent = (k: string) =>
      round((100 * ((quietAfter.seconds.get(k) ?? 0) - (quietBefore.seconds.get(k) ?? 0))) / quietSeconds, 1);
    const idleCpu = {
      api: idlePercent("api"),
      workers: children.slice(1).map((c) => idlePercent(c.name)),
      postgres: idlePercent("postgres"),
    };

    // The measured phase, with CPU and the services' own timings read on both sides of it.
    const apiMetricsBefore = await scrape(`${base}/metrics`);
    const workerMetricsBefore = await Promise.all(workerBases.map((b) => scrape(`${b}/metrics`)));
    const loadBefore = os.loadavg().map((l) => round(l, 2));
    const cpuBefore = cpuSnapshot(children);
    log(`load ${loadBefore.join(", ")}; running ${jobs} jobs with ${clients} clients`);
    const measured = await client.run(docs.slice(warmup), clients);
    const cpuAfter = cpuSnapshot(children);
    const loadAfter = os.loadavg().map((l) => round(l, 2));
    const apiMetricsAfter = await scrape(`${base}/metrics`);
    const workerMetricsAfter = await Promise.all(workerBases.map((b) => scrape(`${b}/metrics`)));

    // What the database says about the measured jobs.
    const ids = measured.flatMap((j) => (j.extractionId ? [j.extractionId] : []));
    const { rows } = await db.query<DbJob>(
      `SELECT e.id, e.status::text AS status, e.attempts, e.credits_used, e.error_code,
              extract(epoch FROM e.created_at) * 1000 AS created_ms,
              extract(epoch FROM e.started_at) * 1000 AS started_ms,
              extract(epoch FROM e.finished_at) * 1000 AS finished_ms,
              extract(epoch FROM f.created_at) * 1000 AS file_created_ms,
              (SELECT count(*) FROM credit_charges c WHERE c.extraction_id = e.id)::int AS charges,
              (SELECT coalesce(sum(c.credits), 0) FROM credit_charges c WHERE c.extraction_id = e.id)::int AS charged
         FROM extractions e JOIN files f ON f.id = e.file_id
        WHERE e.id = ANY($1::text[])`,
      [ids],
    );
    const tenantTotals = (
      await db.query<{ extractions: number; files: number; charged: number; usage_credits: number; usage_jobs: number }>(
        `SELECT (SELECT count(*) FROM extractions WHERE tenant_id = t.id)::int AS extractions,
                (SELECT count(*) FROM files WHERE tenant_id = t.id)::int AS files,
                (SELECT coalesce(sum(credits), 0) FROM credit_charges WHERE tenant_id = t.id)::int AS charged,
                (SELECT coalesce(sum(credits), 0) FROM usage_days WHERE tenant_id = t.id)::int AS usage_credits,
                (SELECT coalesce(sum(jobs), 0) FROM usage_days WHERE tenant_id = t.id)::int AS usage_jobs
           FROM tenants t WHERE t.name = $1`,
        [tenant],
      )
    ).rows[0];

    const byId = new Map(rows.map((r) => [r.id, r]));
    const completedRows = rows.filter((r) => r.status === "COMPLETED");
    const ended = (r: DbJob | undefined) => r?.status === "COMPLETED" || r?.status === "FAILED";
    const lost = ids.filter((id) => !ended(byId.get(id))).length;
    const usageExcess = tenantTotals ? Math.max(0, tenantTotals.usage_credits - tenantTotals.charged) : 0;
    const chargedTwice = completedRows.filter((r) => r.charges > 1 || r.charged > r.credits_used).length + usageExcess;
    const uncharged = completedRows.filter((r) => r.charges === 0).length;
    const retried = rows.filter((r) => r.attempts !== 1).length;
    const requestErrors = measured.filter((j) => !j.extractionId).length;
    const wrongValues = measured.filter((j) => j.status === "COMPLETED" && !j.valuesRight).length;

    const started = Math.min(...measured.map((j) => j.t0));
    const finished = Math.max(...measured.map((j) => j.tDone ?? j.t0));
    const seconds = (finished - started) / 1000;
    const serverStart = Math.min(...rows.map((r) => Number(r.file_created_ms)));
    const serverEnd = Math.max(...completedRows.map((r) => Number(r.finished_ms)));
    const serverSeconds = (serverEnd - serverStart) / 1000;

    const problems: string[] = [];
    if (completedRows.length !== jobs) problems.push(`${jobs - completedRows.length} of ${jobs} jobs did not complete`);
    const failed = rows.filter((r) => r.status === "FAILED");
    if (failed.length) problems.push(`${failed.length} FAILED (${[...new Set(failed.map((r) => r.error_code))].join(", ")})`);
    if (lost) problems.push(`${lost} lost`);
    if (requestErrors) problems.push(`${requestErrors} request errors (first: ${measured.find((j) => !j.extractionId)?.error})`);
    if (chargedTwice) problems.push(`${chargedTwice} charged twice (usage credits beyond charges: ${usageExcess})`);
    if (uncharged) problems.push(`${uncharged} completed without a charge`);
    if (retried) problems.push(`${retried} with attempts other than 1`);
    if (tenantTotals && (tenantTotals.extractions !== warmup + jobs || tenantTotals.files !== warmup + jobs)) {
      problems.push(`the tenant has ${tenantTotals.extractions} extractions and ${tenantTotals.files} files, not ${warmup + jobs}`);
    }
    if (tenantTotals && tenantTotals.usage_jobs !== warmup + jobs)
      problems.push(`usage counts ${tenantTotals.usage_jobs} jobs, not ${warmup + jobs}`);
    if (wrongValues) problems.push(`${wrongValues} completed jobs with a wrong invoice number or total (not a failure of throughput)`);

    const measuredIds = new Set(ids);
    const workerJobMs = children.slice(1).flatMap((c) => c.jobMs.filter((x) => measuredIds.has(x.id)).map((x) => x.ms));
    const wall = (cpuAfter.at - cpuBefore.at) / 1000;
    const capacity = wall * os.availableParallelism();
    const share = (s: number): CpuShare => ({ seconds: round(s, 2), percentOfMachine: round((100 * s) / capacity, 1) });
    const diff = (k: string) => (cpuAfter.seconds.get(k) ?? 0) - (cpuBefore.seconds.get(k) ?? 0);
    const known = diff("api") + children.slice(1).reduce((s, c) => s + diff(c.name), 0) + diff("postgres") + diff("redis") + diff("self");

    const apiMsPerRequest: ThroughputResult["apiMsPerRequest"] = {};
    for (const route of ["POST /v1/upload", "POST /v1/extract", "GET /v1/extract/:extraction_id"]) {
      const [method, path] = route.split(" ") as [string, string];
      const labels = `method="${method}",route="${path}"`;
      const count = metricDelta(apiMetricsBefore, apiMetricsAfter, "docsift_http_request_duration_seconds_count", labels);
      const sum = metricDelta(apiMetricsBefore, apiMetricsAfter, "docsift_http_request_duration_seconds_sum", labels);
      apiMsPerRequest[route] = { count, meanMs: count ? round((1000 * sum) / count, 2) : 0 };
    }
    let attempts = 0;
    let attemptSeconds = 0;
    workerBases.forEach((_, n) => {
      attempts += metricDelta(workerMetricsBefore[n]!, workerMetricsAfter[n]!, "docsift_extraction_job_duration_seconds_count", "");
      attemptSeconds += metricDelta(workerMetricsBefore[n]!, workerMetricsAfter[n]!, "docsift_extraction_job_duration_seconds_sum", "");
    });

    return {
      kind,
      contentType,
      jobs,
      seconds: round(seconds, 2),
      jobsPerSecond: round(completedRows.length / seconds, 1),
      serverSeconds: round(serverSeconds, 2),
      serverJobsPerSecond: round(completedRows.length / serverSeconds, 1),
      completed: completedRows.length,
      failed: failed.length,
      lost,
      requestErrors,
      chargedTwice,
      uncharged,
      retried,
      wrongValues,
      ok: problems.filter((p) => !p.includes("wrong invoice")).length === 0,
      problems,
      logTails: problems.length ? Object.fromEntries(children.map((c) => [c.name, c.tail()])) : {},
      latencyMs: {
        upload: quantiles(measured.flatMap((j) => (j.tUploaded ? [j.tUploaded - j.t0] : []))),
        create: quantiles(measured.flatMap((j) => (j.tUploaded && j.tCreated ? [j.tCreated - j.tUploaded] : []))),
        endToEnd: quantiles(measured.flatMap((j) => (j.tDone ? [j.tDone - j.t0] : []))),
        queueWait: quantiles(completedRows.map((r) => Number(r.started_ms) - Number(r.created_ms))),
        processing: quantiles(completedRows.map((r) => Number(r.finished_ms) - Number(r.started_ms))),
      },
      workerJobMs: workerJobMs.length ? quantiles(workerJobMs) : null,
      apiMsPerRequest,
      workerMsPerAttempt: attempts ? round((1000 * attemptSeconds) / attempts, 1) : null,
      cpu: {
        api: share(diff("api")),
        workers: children.slice(1).map((c) => share(diff(c.name))),
        postgres: share(diff("postgres")),
        redis: share(diff("redis")),
        clients: share(diff("self")),
        other: share(Math.max(0, cpuAfter.machineBusy - cpuBefore.machineBusy - known)),
        idle: share(cpuAfter.machineIdle - cpuBefore.machineIdle),
      },
      idleCpuPercent: idleCpu,
      machine: { cores: os.availableParallelism(), loadBefore, loadAfter },
    };
  } finally {
    await cleanup();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

type DbJob = {
  id: string;
  status: string;
  attempts: number;
  credits_used: number;
  error_code: string | null;
  created_ms: string;
  started_ms: string | null;
  finished_ms: string | null;
  file_created_ms: string;
  charges: number;
  charged: number;
};

// ---------------------------------------------------------------------------------------------------------------
// Clients

type JobRecord = {
  t0: number;
  tUploaded?: number;
  tCreated?: number;
  tDone?: number;
  extractionId?: string;
  status?: string;
  valuesRight?: boolean;
  error?: string;
};

class JobClient {
  private readonly auth: string;
  constructor(
    private readonly base: string,
    apiKey: string,
    private readonly contentType: string,
    private readonly pollMs: [number, number],
    private readonly jobTimeoutMs: number,
    private readonly children: Child[],
  ) {
    this.auth = `Bearer ${apiKey}`;
  }

  /** `clients` loops take the documents in turn; resolves when every job has ended (or failed to start). */
  async run(docs: { bytes: Buffer; expected: GeneratedDoc["expected"] }[], clients: number): Promise<JobRecord[]> {
    const records: JobRecord[] = new Array(docs.length);
    let next = 0;
    const loop = async () => {
      for (;;) {
        const i = next++;
        if (i >= docs.length) return;
        records[i] = await this.job(docs[i]!);
      }
    };
    await Promise.all(Array.from({ length: clients }, loop));
    return records;
  }

  private async job(doc: { bytes: Buffer; expected: GeneratedDoc["expected"] }): Promise<JobRecord> {
    const rec: JobRecord = { t0: performance.now() };
    try {
      const up = await this.call("POST", "/v1/upload", doc.bytes, this.contentType);
      if (up.status !== 201 && up.status !== 200)
        return { ...rec, error: `upload: HTTP ${up.status} ${JSON.stringify(up.body).slice(0, 200)}` };
      rec.tUploaded = performance.now();
      const fileId = (up.body as { file_id: string }).file_id;
      const created = await this.call(
        "POST",
        "/v1/extract",
        JSON.stringify({ file_id: fileId, document_schema: THROUGHPUT_SCHEMA }),
        "application/json",
      );
      if (created.status !== 201) return { ...rec, error: `extract: HTTP ${created.status} ${JSON.stringify(created.body).slice(0, 200)}` };
      rec.tCreated = performance.now();
      rec.extractionId = (created.body as { extraction_id: string }).extraction_id;
      for (;;) {
        await sleep(this.pollMs[0] + Math.random() * (this.pollMs[1] - this.pollMs[0]));
        const got = await this.call("GET", `/v1/extract/${rec.extractionId}`);
        if (got.status !== 200) return { ...rec, error: `poll: HTTP ${got.status} ${JSON.stringify(got.body).slice(0, 200)}` };
        const body = got.body as { status: string; extracted_data?: { fields?: Record<string, { value: unknown }> } };
        if (body.status === "COMPLETED" || body.status === "FAILED") {
          rec.tDone = performance.now();
          rec.status = body.status;
          const fields = body.extracted_data?.fields ?? {};
          rec.valuesRight = fields.invoice_number?.value === doc.expected.invoice_number && fields.total?.value === doc.expected.total;
          return rec;
        }
        if (performance.now() - rec.t0 > this.jobTimeoutMs)
          return { ...rec, error: `not ended after ${this.jobTimeoutMs} ms (${body.status})` };
        const dead = this.children.find((c) => c.exited);
        if (dead) return { ...rec, error: `${dead.name} exited: ${dead.tail()}` };
      }
    } catch (err) {
      return { ...rec, error: String(err) };
    }
  }

  private async call(
    method: string,
    path: string,
    body?: Buffer | string,
    contentType?: string,
  ): Promise<{ status: number; body: unknown }> {
    // Node's fetch keeps connections alive and reuses them per origin.
    const res = await fetch(this.base + path, {
      method,
      headers: { Authorization: this.auth, ...(contentType ? { "Content-Type": contentType } : {}) },
      ...(body !== undefined ? { body } : {}),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the error message
    }
    return { status: res.status, body: parsed };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Processes

async function scrape(url: string): Promise<string> {
  try {
    const res = await fetch(url);
    return res.ok ? await res.text() : "";
  } catch {
    return "";
  }
}

/** A counter's (or histogram part's) growth between two scrapes, summed over the series whose labels contain `labels`. */
function metricDelta(before: string, after: string, name: string, labels: string): number {
  const sum = (text: string) =>
    text
      .split("\n")
      .filter((l) => l.startsWith(`${name}{`) && l.includes(labels))
      .reduce((s, l) => s + Number(l.slice(l.lastIndexOf(" ") + 1)), 0);
  return sum(after) - sum(before);
}

// ---------------------------------------------------------------------------------------------------------------
// Redis: the run's queue keys, which outlive the processes, removed with SCAN and UNLINK.

async function deleteRedisKeys(redisUrl: string, pattern: string): Promise<number> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let removed = 0;
    for await (const keys of redis.scanStream({ match: pattern, count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length) removed += await redis.unlink(...keys);
    }
    return removed;
  } finally {
    redis.disconnect();
  }
}

// ---------------------------------------------------------------------------------------------------------------

function quantiles(xs: number[]): Quantiles {
  if (xs.length === 0) return { p50: 0, p95: 0, max: 0, mean: 0 };
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return {
    p50: round(at(0.5), 1),
    p95: round(at(0.95), 1),
    max: round(s.at(-1)!, 1),
    mean: round(s.reduce((a, b) => a + b, 0) / s.length, 1),
  };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function redactUrl(u: string): string {
  const url = new URL(u);
  if (url.password) url.password = "***";
  return url.toString();
}

/** The figures of one run, as lines for a person. */
function formatThroughput(r: ThroughputResult, target = 84): string {
  const q = (x: Quantiles) => `p50 ${x.p50} ms, p95 ${x.p95} ms, max ${x.max} ms`;
  const c = (x: CpuShare) => `${x.seconds} s (${x.percentOfMachine}%)`;
  const met = r.kind === "text" ? (r.ok && r.jobsPerSecond >= target ? " ✓" : " ✗") : "";
  return [
    `${r.jobs.toLocaleString("en-US")} one-page ${r.contentType} jobs through the API and ${r.cpu.workers.length} workers:${met}`,
    `  ${r.jobsPerSecond} jobs/s (${r.seconds} s wall, first upload to last completion seen)${r.kind === "text" ? `; target >= ${target}` : " (reported)"}`,
    `  ${r.serverJobsPerSecond} jobs/s by the database's clock (${r.serverSeconds} s, first file to last finish)`,
    `  completed ${r.completed}, failed ${r.failed}, lost ${r.lost}, request errors ${r.requestErrors}, charged twice ${r.chargedTwice}, uncharged ${r.uncharged}, attempts != 1: ${r.retried}, wrong values ${r.wrongValues}`,
    ...(r.problems.length ? [`  problems: ${r.problems.join("; ")}`] : []),
    ...Object.entries(r.logTails)
      .filter(([, tail]) => tail)
      .map(
        ([name, tail]) =>
          `  ${name} wrote (last lines):\n${tail
            .split("\n")
            .slice(-3)
            .map((l) => `    ${l.slice(0, 300)}`)
            .join("\n")}`,
      ),
    `  client: upload ${q(r.latencyMs.upload)}; create ${q(r.latencyMs.create)}; end to end ${q(r.latencyMs.endToEnd)}`,
    `  database: queue wait ${q(r.latencyMs.queueWait)}; started to finished ${q(r.latencyMs.processing)}`,
    `  workers: ${r.workerMsPerAttempt ?? "-"} ms per attempt (metrics)${r.workerJobMs ? `; job ms as logged ("extraction completed") ${q(r.workerJobMs)}` : ""}`,
    `  api per request: ${Object.entries(r.apiMsPerRequest)
      .map(([k, v]) => `${k} ${v.meanMs} ms x ${v.count}`)
      .join("; ")}`,
    `  cpu (share of ${r.machine.cores} cores x ${r.seconds} s): api ${c(r.cpu.api)}; workers ${r.cpu.workers.map(c).join(" + ")}; postgres ${c(r.cpu.postgres)}; redis ${c(r.cpu.redis)}; bench clients ${c(r.cpu.clients)}; other ${c(r.cpu.other)}; idle ${c(r.cpu.idle)}`,
    `  idle (3 s before the run, % of one core): api ${r.idleCpuPercent.api}%, workers ${r.idleCpuPercent.workers.join("% + ")}%, postgres ${r.idleCpuPercent.postgres}%`,
    `  load average before ${r.machine.loadBefore.join(", ")}, after ${r.machine.loadAfter.join(", ")}`,
  ].join("\n");
}

// Run on its own: `pnpm exec tsx bench/src/throughput.ts [--kind text|pdf|both] [--jobs N] [--clients N] [--warmup N]
// [--worker-log info] [--worker-concurrency N] [--repo DIR] [--keep-rows] [--json]`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const num = (name: string) => (arg(name) !== undefined ? Number(arg(name)) : undefined);
  const kindArg = arg("kind") ?? "both";
  const kinds: DocumentKind[] = kindArg === "both" ? ["text", "pdf"] : [kindArg as DocumentKind];
  const results: ThroughputResult[] = [];
  let failed = false;
  for (const kind of kinds) {
    const options: ThroughputOptions = { kind };
    if (num("jobs") !== undefined) options.jobs = num("jobs")!;
    if (num("clients") !== undefined) options.clients = num("clients")!;
    if (num("warmup") !== undefined) options.warmup = num("warmup")!;
    if (num("workers") !== undefined) options.workers = num("workers")!;
    if (num("worker-concurrency") !== undefined) options.workerConcurrency = num("worker-concurrency")!;
    if (arg("worker-log") === "info") options.workerLogLevel = "info";
    if (arg("database-url")) options.databaseUrl = arg("database-url")!;
    if (arg("repo")) options.repoRoot = arg("repo")!;
    if (args.includes("--keep-rows")) options.keepRows = true;
    try {
      const r = await measureThroughput(options);
      results.push(r);
      process.stdout.write(`${formatThroughput(r)}\n`);
      if (!r.ok) failed = true;
    } catch (err) {
      process.stderr.write(`throughput (${kind}) failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      failed = true;
    }
  }
  if (args.includes("--json")) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  process.exitCode = failed ? 1 : 0;
}
