// Decompression bombs sent through the service as an attacker would: uploaded to the API, read by a real worker
// in its own process. Every job ends FAILED with the reason, quickly, and the worker's memory stays within
// 500 MB of what it held idle (measured by the kernel: its resident high-water mark, VmHWM).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closePdfThreads } from "@docsift/reader";
import { BOMBS, type BombKind } from "@docsift/reader/testing";
import { createJob, createTestEnv, makePdf, TEST_DATABASE_URL, TEST_REDIS_URL, upload, waitForResult, type TestEnv } from "./support.ts";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));
const schema = { name: "invoice", fields: [{ name: "invoice_number", type: "string", description: "Invoice number" }] };

let env: TestEnv;
let worker: ChildProcess;

beforeAll(async () => {
  env = await createTestEnv();
  worker = spawn(process.execPath, ["--import", "tsx", "apps/cli/src/main.ts", "worker"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: TEST_DATABASE_URL,
      REDIS_URL: TEST_REDIS_URL,
      DOCSIFT_QUEUE_PREFIX: env.prefix,
      DOCSIFT_DATA_DIR: env.dataDir,
      DOCSIFT_WORKER_CONCURRENCY: "2",
      DOCSIFT_ENGINE: "rules",
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
  });
});

afterAll(async () => {
  worker?.kill("SIGTERM");
  await env?.close();
  await closePdfThreads();
});

/** The worker's resident memory now and its high-water mark, from /proc. */
function memoryOf(pid: number): { rssMb: number; hwmMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb("VmRSS") / 1024, hwmMb: kb("VmHWM") / 1024 };
}

describe("decompression bombs, uploaded and read by a worker process", () => {
  it("fail every job with too_large, within 500 MB of the worker's idle memory", async () => {
    // Warm up: a normal PDF completes, loading pdf.js and the OCR-free path the bombs take.
    const normal = await upload(env, await makePdf([["Invoice Number: INV-31"]]), "application/pdf");
    const warm = await waitForResult(env, await createJob(env, normal, schema), 60_000);
    expect(warm.status).toBe("COMPLETED");
    const idle = memoryOf(worker.pid!);

    const kinds: BombKind[] = [
      "one-stream",
      "one-stream-2g",
      "many-streams",
      "repeated-content",
      "object-streams",
      "image",
      "filter-chain",
      "encrypted",
    ];
    const started = Date.now();
    const jobs = new Map<BombKind, string>();
    for (const kind of kinds) jobs.set(kind, await createJob(env, await upload(env, BOMBS[kind](), "application/pdf"), schema));
    for (const [kind, id] of jobs) {
      const result = await waitForResult(env, id, 60_000);
      expect(result.status, kind).toBe("FAILED");
      expect(result.error, kind).toEqual({
        code: "too_large",
        message: expect.stringMatching(/^The PDF cannot be read: .* inflates? to more than the limit of/),
      });
      expect(result.processing_metadata.credits_used, kind).toBe(0);
    }
    const after = memoryOf(worker.pid!);
    const grewMb = after.hwmMb - idle.rssMb;
    // Reported in the test log, for the README's figures.
    console.info(
      `worker idle ${idle.rssMb.toFixed(0)} MB, peak ${after.hwmMb.toFixed(0)} MB (+${grewMb.toFixed(0)} MB) over ${kinds.length} bombs in ${Date.now() - started} ms`,
    );
    expect(grewMb).toBeLessThan(500);

    // And the worker goes on reading.
    const next = await waitForResult(env, await createJob(env, normal, schema), 60_000);
    expect(next.status).toBe("COMPLETED");
  });
});
