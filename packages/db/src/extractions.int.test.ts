// completeExtraction against the real PostgreSQL: results of any accepted size are saved on the first attempt (no
// interactive-transaction timeout), atomically, and a job is charged once however often it is completed.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "./client.ts";
import {
  completeExtraction,
  createExtraction,
  creditsCharged,
  failExtraction,
  findExtractionRow,
  resultPieces,
  startAttempt,
} from "./extractions.ts";
import { createFile } from "./files.ts";
import { newId } from "./ids.ts";
import { ensureTenant } from "./keys.ts";

// The database the integration tests' global setup migrated (test/env.ts has the same default); read here, not
// imported from test/, since a package never reaches into another folder of the workspace.
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/docsift_test";

let db: Db;
let tenantId: string;
let fileId: string;

beforeAll(async () => {
  db = createDb(TEST_DATABASE_URL, { poolSize: 3 });
  tenantId = (await ensureTenant(db, `db-complete-${randomBytes(6).toString("hex")}`)).id;
  const created = await createFile(db, {
    id: newId("file"),
    tenantId,
    contentType: "application/pdf",
    sizeBytes: 1,
    sha256: "0".repeat(64),
    storageKey: `test/${randomBytes(6).toString("hex")}`,
    pageCount: 1500,
    sourceUrl: null,
  });
  if (created.kind !== "created") throw new Error("file not created");
  fileId = created.file.id;
});

afterAll(async () => {
  if (tenantId) await db.tenant.delete({ where: { id: tenantId } }); // cascades to files, jobs, charges, usage
  await db?.$disconnect();
});

async function newJob(): Promise<string> {
  const outcome = await createExtraction(db, {
    tenantId,
    fileId,
    schemaName: "big",
    schemaDescription: "",
    documentSchema: {},
    engine: null,
    idempotencyKey: null,
    requestHash: null,
  });
  if (outcome.kind !== "created") throw new Error(outcome.kind);
  const started = await startAttempt(db, outcome.extraction.id);
  expect(started?.status).toBe("PROCESSING");
  return outcome.extraction.id;
}

/** A primitive field's result, as the engine writes it (a bbox when the value has a place on a page). */
function primitive(name: string, i: number, withBox = true) {
  const kinds = ["string", "number", "date", "currency"] as const;
  const kind = kinds[i % kinds.length]!;
  return {
    name,
    value: kind === "number" || kind === "currency" ? i * 1.25 : `value ${i}`,
    field_type: kind,
    confidence: 0.87,
    page_index: (i % 1500) + 1,
    source_context: `${name}: value ${i}`,
    ...(withBox ? { bbox: [0.1, 0.2, 0.35, 0.23] } : {}),
  };
}

/** A field the document does not hold, as the engine reports it. */
function notFound(name: string) {
  return { name, value: null, field_type: "string", confidence: 0, page_index: null, source_context: "" };
}

/**
 * A schema of `count` primitive fields: the result is an object of that many field results, in schema order (a
 * third of them not found).
 */
function manyFields(count: number): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) fields[`f_${i}`] = i % 3 === 2 ? notFound(`f_${i}`) : primitive(`f_${i}`, i, false);
  return fields;
}

/** A long document's line items: one array field whose items are maps of primitive results. */
function lineItems(items: number): Record<string, unknown> {
  const rows = [];
  for (let i = 0; i < items; i++) {
    rows.push({
      description: primitive("description", i),
      quantity: primitive("quantity", i + 1),
      unit_price: primitive("unit_price", i + 2),
      amount: primitive("amount", i + 3),
    });
  }
  return { invoice_number: primitive("invoice_number", 0), line_items: rows, total: primitive("total", 1) };
}

async function storedText(id: string): Promise<string | null> {
  const rows = await db.$queryRaw<{ result: string | null }[]>`SELECT result::text AS result FROM extractions WHERE id = ${id}`;
  return rows[0]?.result ?? null;
}

async function chargesFor(id: string): Promise<number> {
  return db.creditCharge.count({ where: { extractionId: id } });
}

describe("completeExtraction", () => {
  it("saves a 40,000-field result (~4-5 MB) on the first call; it reads back equal, in schema order", async () => {
    const id = await newJob();
    const json = JSON.stringify(manyFields(40_000));
    expect(json.length).toBeGreaterThan(4_000_000);
    expect(json.length).toBeLessThan(5_500_000);
    const before = await creditsCharged(db, tenantId);
    const t0 = performance.now();
    expect(await completeExtraction(db, id, json, 3, "rules")).toBe(true);
    const ms = performance.now() - t0;
    console.log(`completeExtraction: ${(json.length / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms`);

    const job = await db.extraction.findUniqueOrThrow({ where: { id } });
    expect(job).toMatchObject({ status: "COMPLETED", creditsUsed: 3, engineUsed: "rules", errorCode: null, errorMessage: null });
    expect(job.finishedAt).toBeInstanceOf(Date);
    expect(await storedText(id)).toBe(json); // json column: the text as given, byte for byte
    expect(JSON.stringify(job.result)).toBe(json); // and through Prisma: equal values, keys in the same order
    expect(await chargesFor(id)).toBe(1);
    expect(await creditsCharged(db, tenantId)).toBe(before + 3);
  });

  it("saves a ~30 MB result (a 1,500-page document's line items) on the first call", async () => {
    const id = await newJob();
    const json = JSON.stringify(lineItems(42_000));
    expect(json.length).toBeGreaterThan(28_000_000);
    const t0 = performance.now();
    expect(await completeExtraction(db, id, json, 1500, "rules")).toBe(true);
    const ms = performance.now() - t0;
    console.log(`completeExtraction: ${(json.length / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms`);
    expect(await storedText(id)).toBe(json);
    const job = await db.extraction.findUniqueOrThrow({ where: { id } });
    expect(job.status).toBe("COMPLETED");
    expect(JSON.stringify(job.result)).toBe(json);
    expect(await chargesFor(id)).toBe(1);
  });

  it("completes a job once: the second call returns false, charges nothing and keeps the first result", async () => {
    const id = await newJob();
    const usage = () => db.usageDay.aggregate({ where: { tenantId }, _sum: { credits: true, jobs: true } });
    const before = await usage();
    expect(await completeExtraction(db, id, '{"a":1}', 2, "rules")).toBe(true);
    expect(await completeExtraction(db, id, '{"a":2}', 5, "ollama")).toBe(false);
    expect(await storedText(id)).toBe('{"a":1}');
    const job = await db.extraction.findUniqueOrThrow({ where: { id } });
    expect(job).toMatchObject({ creditsUsed: 2, engineUsed: "rules" });
    expect(await chargesFor(id)).toBe(1);
    const after = await usage();
    expect(after._sum.credits).toBe((before._sum.credits ?? 0) + 2); // usage added once
    expect(after._sum.jobs).toBe(before._sum.jobs); // completing counts no job (creating it did)
  });

  it("lets exactly one of concurrent completions win", async () => {
    const id = await newJob();
    const json = JSON.stringify(manyFields(5_000));
    const outcomes = await Promise.all([1, 2, 3].map((n) => completeExtraction(db, id, json, n, "rules")));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await chargesFor(id)).toBe(1);
    const job = await db.extraction.findUniqueOrThrow({ where: { id } });
    const charge = await db.creditCharge.findUniqueOrThrow({ where: { extractionId: id } });
    expect(charge.credits).toBe(job.creditsUsed);
  });

  it("does not complete a failed job", async () => {
    const id = await newJob();
    expect(await failExtraction(db, id, "unreadable", "no")).toBe(true);
    expect(await completeExtraction(db, id, '{"a":1}', 1, "rules")).toBe(false);
    const job = await db.extraction.findUniqueOrThrow({ where: { id } });
    expect(job).toMatchObject({ status: "FAILED", result: null, creditsUsed: 0, errorCode: "unreadable" });
    expect(await chargesFor(id)).toBe(0);
  });

  it("returns false for a job that no longer exists", async () => {
    const id = await newJob();
    await db.extraction.delete({ where: { id } });
    expect(await completeExtraction(db, id, '{"a":1}', 1, "rules")).toBe(false);
    expect(await chargesFor(id)).toBe(0);
  });

  it("writes nothing when the text is not JSON: the job stays unfinished and uncharged", async () => {
    const id = await newJob();
    await expect(completeExtraction(db, id, '{"a":', 1, "rules")).rejects.toThrow();
    const job = await db.extraction.findUniqueOrThrow({ where: { id } });
    expect(job).toMatchObject({ status: "PROCESSING", result: null, creditsUsed: 0 });
    expect(await chargesFor(id)).toBe(0);
  });

  it("saves through a connection the server dropped while it was idle (a restart) without the process hearing of it", async () => {
    // A client used for saving alone, as a job thread's is: Prisma never connects it, so only our listener hears
    // the pool's error when the server ends its idle connection.
    const name = `docsift-saver-${randomBytes(4).toString("hex")}`;
    const saver = createDb(`${TEST_DATABASE_URL}?application_name=${name}`, { poolSize: 1 });
    try {
      expect(await completeExtraction(saver, await newJob(), '{"a":1}', 1, "rules")).toBe(true);
      const [ended] = await db.$queryRaw<{ ended: boolean }[]>`
        SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = ${name}`;
      expect(ended?.ended).toBe(true);
      // The pool hears of it when the socket closes; an error event nobody listens to would fail this test run.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const id = await newJob();
      expect(await completeExtraction(saver, id, '{"b":2}', 1, "rules")).toBe(true);
      expect(await storedText(id)).toBe('{"b":2}');
    } finally {
      await saver.$disconnect();
    }
  });
});

describe("resultPieces", () => {
  const all = async (pieces: AsyncGenerator<string>) => {
    const out: string[] = [];
    for await (const piece of pieces) out.push(piece);
    return out;
  };

  it("reads a stored result back in pieces of the size asked, characters of any width whole", async () => {
    const id = await newJob();
    const json = JSON.stringify({ note: { value: "Größe 5 µm – naïve café 🍐 ".repeat(40) }, n: { value: 12.5 } });
    expect(await completeExtraction(db, id, json, 1, "rules")).toBe(true);
    const pieces = await all(resultPieces(db, id, 100));
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join("")).toBe(json);
    expect(await all(resultPieces(db, id))).toEqual([json]);
  });

  it("gives nothing for a job without a result, and fails for one deleted while its pieces are read", async () => {
    expect(await all(resultPieces(db, await newJob()))).toEqual([]);
    const id = await newJob();
    expect(await completeExtraction(db, id, JSON.stringify({ text: "x".repeat(1000) }), 1, "rules")).toBe(true);
    const pieces = resultPieces(db, id, 300);
    expect((await pieces.next()).value).toHaveLength(300);
    await db.extraction.delete({ where: { id } });
    await expect(pieces.next()).rejects.toThrow(/deleted while its result was read/);
  });
});

describe("findExtractionRow", () => {
  it("reads the row as Prisma reads it, without the result, and nothing for another tenant's job", async () => {
    const id = await newJob();
    expect(await completeExtraction(db, id, JSON.stringify({ fields: [primitive("total", 1)] }), 2, "rules")).toBe(true);
    const row = await findExtractionRow(db, tenantId, id);
    expect(row).toEqual(await db.extraction.findFirst({ where: { id }, omit: { result: true } }));
    expect(row?.status).toBe("COMPLETED");
    expect(row?.startedAt).toBeInstanceOf(Date);
    const other = await ensureTenant(db, `db-other-${randomBytes(6).toString("hex")}`);
    try {
      expect(await findExtractionRow(db, other.id, id)).toBeNull();
    } finally {
      await db.tenant.delete({ where: { id: other.id } });
    }
  });
});

describe("createExtraction", () => {
  it("creates jobs of a tenant without a quota at once while another transaction holds the tenant's row", async () => {
    // What 20 clients of one tenant on a busy machine did before: each create waited for the tenant's row lock,
    // and the waits outlasted Prisma's 5 s limit on an interactive transaction (a 500). Without a quota there is
    // nothing to serialize: the job is created at once, counted in the day's usage.
    const holder = createDb(TEST_DATABASE_URL, { poolSize: 1 });
    const jobsBefore = await usageJobs();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holding = holder.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM tenants WHERE id = ${tenantId} FOR NO KEY UPDATE`;
        locked();
        await held;
      },
      { timeout: 30_000 },
    );
    try {
      await isLocked;
      const started = Date.now();
      const created = await Promise.all(Array.from({ length: 5 }, () => newJob()));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(new Set(created).size).toBe(5);
      expect((await usageJobs()) - jobsBefore).toBe(5);
    } finally {
      release();
      await holding;
      await holder.$disconnect();
    }
  }, 30_000);
});

async function usageJobs(): Promise<number> {
  const rows = await db.$queryRaw<
    { jobs: number }[]
  >`SELECT coalesce(sum(jobs), 0)::int AS jobs FROM usage_days WHERE tenant_id = ${tenantId}`;
  return rows[0]!.jobs;
}
