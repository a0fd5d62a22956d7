import { Worker as Thread } from "node:worker_threads";
import type Tesseract from "tesseract.js";
import { afterEach, describe, expect, it } from "vitest";
import { Gate } from "../testing/gate.ts";
import { PoolClosedError, PoolTimeoutError, WorkerPool } from "./pool.ts";

// Stand-ins for tesseract.js workers: the pool only needs the thread tesseract.js keeps on them.
const threads: Thread[] = [];
const start = async () => {
  const thread = new Thread("setInterval(() => {}, 1000)", { eval: true });
  threads.push(thread);
  return { worker: thread } as unknown as Tesseract.Worker;
};
const threadOf = (worker: Tesseract.Worker) => (worker as unknown as { worker: Thread }).worker;
const exited = (thread: Thread) => new Promise((resolve) => thread.once("exit", resolve));

let pool: WorkerPool;
afterEach(async () => {
  await pool.close();
  threads.length = 0;
});

describe("WorkerPool", () => {
  it("keeps a worker for the next job of its key, and runs at most `size` jobs at once", async () => {
    pool = new WorkerPool(2);
    const gate = new Gate<number>();
    let jobs = 0;
    const job = async (worker: Tesseract.Worker) => {
      await gate.enter(jobs++);
      return threadOf(worker).threadId;
    };
    const all = Promise.all([1, 2, 3, 4, 5].map(() => pool.run("eng", start, job, 10_000)));
    // Each time the pool runs as many jobs as it has room for (or all that are left), the oldest one ends.
    for (let left = 5; left > 0; left--) {
      await gate.whenHeld(Math.min(2, left));
      gate.release();
    }
    const ids = await all;
    expect(gate.most).toBe(2);
    expect(threads).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it("stops a worker that takes too long, and starts a new one for the next job", async () => {
    pool = new WorkerPool(1);
    let stuck: Thread | undefined;
    const error = await pool
      .run(
        "eng",
        start,
        (worker) => {
          stuck = threadOf(worker);
          return new Promise(() => {});
        },
        50,
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PoolTimeoutError);
    await exited(stuck!);
    expect(await pool.run("eng", start, async (worker) => threadOf(worker) !== stuck, 1000)).toBe(true);
  });

  it("fails the job of a worker whose thread dies, instead of waiting for it", async () => {
    pool = new WorkerPool(1);
    const error = await pool
      .run(
        "eng",
        start,
        (worker) => {
          void threadOf(worker).terminate();
          return new Promise(() => {});
        },
        10_000,
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: expect.stringContaining("the OCR worker stopped") });
    expect(await pool.run("eng", start, async () => "next", 1000)).toBe("next");
  });

  it("makes room for a worker of another key by stopping an idle one", async () => {
    pool = new WorkerPool(1);
    const first = await pool.run("eng", start, async (worker) => threadOf(worker), 1000);
    const gone = exited(first);
    await pool.run("osd", start, async () => undefined, 1000);
    await gone;
    expect(threads).toHaveLength(2);
  });

  it("fails running and waiting jobs when closed", async () => {
    pool = new WorkerPool(1);
    const gate = new Gate<string>();
    const running = pool.run("eng", start, () => gate.enter("running"), 10_000);
    const waiting = pool.run("eng", start, async () => "never", 10_000);
    const outcomes = Promise.allSettled([running, waiting]);
    // Closed while one job runs on its worker and the other waits for a place.
    await gate.whenHeld(1);
    await pool.close();
    for (const outcome of await outcomes) expect(outcome).toMatchObject({ status: "rejected", reason: expect.any(PoolClosedError) });
  });
});
