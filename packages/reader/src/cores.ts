// The machine's cores, shared by every thread of a process. A worker process runs several jobs at once, each in a
// thread of its own with its own PDF threads and OCR workers; each pool alone is sized to the cores, so that one
// job (a long scan) uses all of them, but together they could run several times as many computations as there
// are cores, each slower and all holding memory. Every long computation (a PDF task, an OCR pass, an extraction)
// therefore first takes one of the process's cores from this budget, which lives in shared memory so that every
// thread counts against the same number. No library shares a counter across worker threads; Atomics does.

/** Free cores, at index 0 of a shared Int32Array. */
let shared: Int32Array | null = null;

/** A new budget of `cores` cores, to hand to every thread of the process (`useCores` in each). */
export function coreBudget(cores: number): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(4);
  Atomics.store(new Int32Array(buffer), 0, Math.max(1, Math.floor(cores)));
  return buffer;
}

/** Makes this thread's long computations count against `budget` (from coreBudget, in any thread). */
export function useCores(budget: SharedArrayBuffer): void {
  shared = new Int32Array(budget);
}

/**
 * Runs `work` once a core is free. Without a budget (a CLI run, a test) it runs at once. Holders must not take a
 * second core while they hold one: the work here never nests (reading a page and extracting are steps one after
 * the other).
 */
export async function onACore<T>(work: () => Promise<T>): Promise<T> {
  const cores = shared;
  if (!cores) return work();
  await take(cores);
  try {
    return await work();
  } finally {
    Atomics.add(cores, 0, 1);
    Atomics.notify(cores, 0, 1);
  }
}

async function take(cores: Int32Array): Promise<void> {
  for (;;) {
    const free = Atomics.load(cores, 0);
    if (free > 0) {
      if (Atomics.compareExchange(cores, 0, free, free - 1) === free) return;
      continue;
    }
    // Sleeps until a holder gives a core back (notify), without blocking this thread's event loop.
    const wait = Atomics.waitAsync(cores, 0, free);
    if (wait.async) await wait.value;
  }
}
