// A document near the page limit, run as `pnpm start` runs it (the CLI's `up`: the API and a worker in one
// process): the API keeps answering while the job runs, the job keeps its lock and runs once, charged once.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateApiKey } from "@docsift/db";
import { drawPdf } from "@docsift/reader/testing";
import { createTestEnv, freePort, TEST_DATABASE_URL, TEST_REDIS_URL, type TestEnv } from "./support.ts";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));
const PAGES = 1500;
/** Transactions drawn, counted as the document is made. */
let rows = 0;

/** A statement of account: a header on the first page, then a table of dated transactions with running balances. */
function statementPdf(): Promise<Buffer> {
  return drawPdf((doc) => {
    let balance = 10_000;
    const row = (y: number, cells: string[]) =>
      cells.forEach((text, i) => doc.text(text, [50, 130, 330, 430][i]!, y, { lineBreak: false }));
    for (let p = 1; p <= PAGES; p++) {
      doc.addPage({ size: "A4", margin: 50 });
      doc.font("Helvetica").fontSize(10);
      let y = 50;
      if (p === 1) {
        for (const line of [
          "Statement of account",
          "Account number: 4410-2231-09",
          "Statement date: 30.09.2026",
          "Opening balance: 10,000.00",
        ]) {
          doc.text(line, 50, y, { lineBreak: false });
          y += 18;
        }
      }
      row(y, ["Date", "Reference", "Amount", "Balance"]);
      for (let r = 0; y < 720; r++) {
        y += 18;
        const amount = ((p * 37 + r * 11) % 900) + 0.25;
        balance += r % 3 === 0 ? amount : -amount;
        rows++;
        row(y, [`${String((r % 28) + 1).padStart(2, "0")}.09.2026`, `Transfer ref ${p}-${r}`, amount.toFixed(2), balance.toFixed(2)]);
      }
      doc.text(`Page ${p} of ${PAGES}`, 50, 780, { lineBreak: false });
      if (p === PAGES) doc.text(`Closing balance: ${balance.toFixed(2)}`, 300, 780, { lineBreak: false });
    }
  });
}

const SCHEMA = {
  name: "statement",
  description: "A bank statement",
  fields: [
    ...["account_number", "account_holder", "bank_name", "iban", "bic", "currency", "branch", "statement_number"].map((name) => ({
      name,
      type: "string",
    })),
    ...["statement_date", "period_start", "period_end"].map((name) => ({ name, type: "date" })),
    ...["opening_balance", "closing_balance", "total_credits", "total_debits", "overdraft_limit"].map((name) => ({ name, type: "number" })),
    { name: "email", type: "email" },
    { name: "phone", type: "phone" },
    {
      name: "transactions",
      type: "array",
      fields: [
        { name: "date", type: "date" },
        { name: "reference", type: "string" },
        { name: "amount", type: "number" },
      ],
    },
  ],
};

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe("a 1,500-page PDF through `docsift up`", () => {
  it("leaves /healthz answering within 1 s throughout, and completes once, charged once", { timeout: 600_000 }, async () => {
    const port = await freePort();
    const key = generateApiKey();
    const tenant = `large-${randomBytes(4).toString("hex")}`;
    const child = spawn(process.execPath, ["--import", "tsx", "apps/cli/src/main.ts", "up"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: TEST_DATABASE_URL,
        REDIS_URL: TEST_REDIS_URL,
        DOCSIFT_QUEUE_PREFIX: env.prefix,
        DOCSIFT_DATA_DIR: env.dataDir,
        DOCSIFT_BOOTSTRAP_API_KEY: key,
        DOCSIFT_BOOTSTRAP_TENANT: tenant,
        // A short lock: any stretch of a few seconds in which the main thread could not renew it would lose the
        // job to the stalled-job check, which would run it a second time.
        DOCSIFT_JOB_LOCK_MS: "3000",
        DOCSIFT_ENGINE: "rules",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr.on("data", (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      await new Promise<void>((resolve, reject) => {
        const onData = () => log.includes("Docsift is listening") && resolve();
        child.stdout.on("data", onData);
        void exited.then((code) => reject(new Error(`docsift up exited (${code}): ${log}`)));
      });
      const headers = { Authorization: `Bearer ${key}` };

      const pdf = await statementPdf();
      const uploaded = await fetch(`${base}/v1/upload`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/pdf" },
        body: new Uint8Array(pdf),
      });
      expect(uploaded.status).toBe(201);
      const { file_id } = (await uploaded.json()) as { file_id: string };
      const created = await fetch(`${base}/v1/extract`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ file_id, document_schema: SCHEMA }),
      });
      expect(created.status).toBe(201);
      const { extraction_id } = (await created.json()) as { extraction_id: string };

      // Every 250 ms: the health check answers within 1 s; every second, the job's status.
      const slow: number[] = [];
      let checks = 0;
      let status = "PENDING";
      let result: { status: string; extracted_data?: { fields: Record<string, unknown> } } | undefined;
      while (status !== "COMPLETED" && status !== "FAILED") {
        const tick = new Promise((r) => setTimeout(r, 250));
        const started = performance.now();
        const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) });
        const ms = performance.now() - started;
        expect(health.status).toBe(200);
        if (ms > 1000) slow.push(Math.round(ms));
        if (++checks % 4 === 0) {
          result = (await (await fetch(`${base}/v1/extract/${extraction_id}`, { headers })).json()) as typeof result;
          status = result!.status;
        }
        await tick;
      }
      expect(status).toBe("COMPLETED");
      expect(slow).toEqual([]);
      expect(checks).toBeGreaterThan(40);

      const row = await env.db.extraction.findUniqueOrThrow({ where: { id: extraction_id } });
      expect(row.attempts).toBe(1);
      expect(await env.db.creditCharge.count({ where: { extractionId: extraction_id } })).toBe(1);
      expect(row.creditsUsed).toBe(PAGES);
      const fields = result!.extracted_data!.fields;
      expect((fields.account_number as { value: unknown }).value).toBe("4410-2231-09");
      expect((fields.transactions as unknown[]).length).toBe(rows);
      expect(log).not.toMatch(/renew|stalled|lock/i);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  });
});
