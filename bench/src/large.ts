// Run by main.ts: one long PDF through `docsift up` (the API and a worker in one process, as `pnpm start` runs
// them), with the benchmark's schema. Reports the job's wall time from upload to result, the process's peak
// resident memory (every thread included, from the kernel's high-water mark), and the slowest answer of /healthz,
// asked every 250 ms while the job ran.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateApiKey } from "@docsift/db";
import { freePort } from "./measure.ts";
import { INVOICE_SCHEMA } from "./schema.ts";
import { REPO_ROOT, startChild, stopChild, waitReady } from "./service.ts";

export type LargeRun = { pages: number; wallMs: number; peakRssMb: number; slowestHealthMs: number };

export async function runLargeDocument(pdfPath: string): Promise<LargeRun> {
  const port = await freePort();
  const key = generateApiKey();
  const dataDir = mkdtempSync(join(tmpdir(), "docsift-bench-data-"));
  const child = startChild(REPO_ROOT, "docsift up", ["up"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/docsift_bench",
    DOCSIFT_QUEUE_PREFIX: `bench-${Date.now()}`,
    DOCSIFT_DATA_DIR: dataDir,
    DOCSIFT_BOOTSTRAP_API_KEY: key,
    DOCSIFT_BOOTSTRAP_TENANT: "bench",
    DOCSIFT_ENGINE: "rules",
    DOCSIFT_RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "warn",
  });
  try {
    await waitReady(`http://127.0.0.1:${port}/readyz`, child);
    const base = `http://127.0.0.1:${port}`;
    const headers = { Authorization: `Bearer ${key}` };
    const started = performance.now();
    const upload = await fetch(`${base}/v1/upload`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/pdf" },
      body: new Uint8Array(readFileSync(pdfPath)),
    });
    const { file_id } = (await upload.json()) as { file_id: string };
    const created = await fetch(`${base}/v1/extract`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ file_id, document_schema: INVOICE_SCHEMA }),
    });
    const { extraction_id } = (await created.json()) as { extraction_id: string };
    let slowest = 0;
    let status = "PENDING";
    let metadata: { credits_used?: number } = {};
    for (let tick = 1; status === "PENDING" || status === "PROCESSING"; tick++) {
      const next = new Promise((r) => setTimeout(r, 250));
      const asked = performance.now();
      await fetch(`${base}/healthz`);
      slowest = Math.max(slowest, performance.now() - asked);
      if (tick % 4 === 0) {
        const body = (await (await fetch(`${base}/v1/extract/${extraction_id}`, { headers })).json()) as {
          status: string;
          processing_metadata: typeof metadata;
        };
        status = body.status;
        metadata = body.processing_metadata;
      }
      await next;
    }
    const wallMs = performance.now() - started;
    if (status !== "COMPLETED") throw new Error(`the job ended ${status}`);
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.proc.pid}/status`, "utf8"))?.[1] ?? NaN);
    return { pages: metadata.credits_used ?? 0, wallMs, peakRssMb: peakKb / 1024, slowestHealthMs: slowest };
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
