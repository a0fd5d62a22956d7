import type { Worker as Thread } from "node:worker_threads";
import type Tesseract from "tesseract.js";

/** A job ran longer than it was allowed to; its worker was stopped. */
export class PoolTimeoutError extends Error {
  override readonly name = "PoolTimeoutError";
}

/** The pool was closed while a job waited or ran. */
export class PoolClosedError extends Error {
  override readonly name = "PoolClosedError";
}

type Slot = {
  /** What the worker was started for (its languages and engine); a job only runs on a worker of its key. */
  key: string;
  worker: Tesseract.Worker;
  thread: Thread;
  dead: boolean;
  /** Fails the job running on this worker, if any. */
  fail: ((error: Error) => void) | null;
};

/**
 * At most `size` tesseract.js workers, each running one job at a time on a thread of its own, started when first
 * needed and kept for the next job of the same key. A worker that times out, crashes or fails a job is stopped:
 * its state (a WebAssembly heap that may have run out of memory) cannot be trusted, and starting a new one takes
 * well under a second.
 */
export class WorkerPool {
  #size: number;
  /** Jobs holding one of the `size` places, running or starting a worker. */
  #holders = 0;
  /** Workers running, idle or starting. */
  #live = 0;
  #idle: Slot[] = [];
  #busy = new Set<Slot>();
  #waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  #stopping = new Set<Promise<unknown>>();

  constructor(size: number) {
    this.#size = size;
  }

  get size(): number {
    return this.#size;
  }

  resize(size: number): void {
    this.#size = Math.max(1, Math.floor(size));
    this.#trim();
    this.#wake();
  }

  /**
   * Runs `job` on a worker of `key` (started with `start` when none is idle), failing with PoolTimeoutError when it
   * takes more than `timeoutMs`. Time spent waiting for a place or starting a worker does not count.
   */
  async run<T>(
    key: string,
    start: () => Promise<Tesseract.Worker>,
    job: (worker: Tesseract.Worker) => Promise<T>,
    timeoutMs: number,
  ): Promise<T> {
    await this.#acquire();
    try {
      const slot = this.#takeIdle(key) ?? (await this.#start(key, start));
      return await this.#runOn(slot, job, timeoutMs);
    } finally {
      this.#holders--;
      this.#trim();
      this.#wake();
    }
  }

  /** Stops every worker; jobs running or waiting fail with PoolClosedError. The pool can be used again afterwards. */
  async close(): Promise<void> {
    const error = new PoolClosedError("OCR was shut down");
    for (const waiter of this.#waiting.splice(0)) waiter.reject(error);
    for (const slot of [...this.#busy]) slot.fail?.(error);
    for (const slot of [...this.#busy, ...this.#idle]) this.#stop(slot);
    await Promise.all(this.#stopping);
  }

  async #runOn<T>(slot: Slot, job: (worker: Tesseract.Worker) => Promise<T>, timeoutMs: number): Promise<T> {
    this.#busy.add(slot);
    // Idle workers do not keep the process alive; one reading a page does.
    slot.thread.ref();
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await new Promise<T>((resolve, reject) => {
        slot.fail = reject;
        timer = setTimeout(() => reject(new PoolTimeoutError(`the job took longer than ${timeoutMs} ms`)), timeoutMs);
        // tesseract.js rejects with a bare string.
        job(slot.worker).then(resolve, (reason: unknown) => reject(reason instanceof Error ? reason : new Error(String(reason))));
      });
      if (!slot.dead) {
        slot.thread.unref();
        this.#idle.push(slot);
      }
      return result;
    } catch (error) {
      this.#stop(slot);
      throw error;
    } finally {
      clearTimeout(timer);
      slot.fail = null;
      this.#busy.delete(slot);
    }
  }

  #acquire(): Promise<void> {
    if (this.#holders < this.#size && this.#waiting.length === 0) {
      this.#holders++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  #wake(): void {
    while (this.#holders < this.#size && this.#waiting.length > 0) {
      this.#holders++;
      this.#waiting.shift()!.resolve();
    }
  }

  #takeIdle(key: string): Slot | undefined {
    const i = this.#idle.findIndex((slot) => slot.key === key);
    return i < 0 ? undefined : this.#idle.splice(i, 1)[0];
  }

  async #start(key: string, start: () => Promise<Tesseract.Worker>): Promise<Slot> {
    // Every place may hold an idle worker of another key; the longest idle one makes room.
    while (this.#live >= this.#size && this.#idle.length > 0) this.#stop(this.#idle[0]!);
    this.#live++;
    let worker: Tesseract.Worker;
    try {
      worker = await start();
    } catch (error) {
      this.#live--;
      throw error;
    }
    // tesseract.js keeps its worker_threads Worker here without declaring it.
    const thread = (worker as unknown as { worker: Thread }).worker;
    const slot: Slot = { key, worker, thread, dead: false, fail: null };
    const lost = (error: Error) => {
      if (slot.dead) return;
      slot.fail?.(error);
      this.#stop(slot);
    };
    // Without a listener, a crashing thread's "error" event would crash the whole process.
    thread.on("error", (error) => lost(new Error(`the OCR worker crashed: ${error.message}`)));
    thread.once("exit", (code) => lost(new Error(`the OCR worker stopped with exit code ${code}`)));
    return slot;
  }

  #stop(slot: Slot): void {
    if (slot.dead) return;
    slot.dead = true;
    this.#live--;
    const i = this.#idle.indexOf(slot);
    if (i >= 0) this.#idle.splice(i, 1);
    // Not awaited by the job that failed, which reports at once; close() waits for every thread to be gone.
    const stopping = slot.thread.terminate();
    this.#stopping.add(stopping);
    void stopping.finally(() => this.#stopping.delete(stopping));
  }

  #trim(): void {
    while (this.#live > this.#size && this.#idle.length > 0) this.#stop(this.#idle[0]!);
  }
}
