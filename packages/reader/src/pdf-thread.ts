// Runs in a worker thread (see pdf-threads.ts): reads one range of pages, and returns read errors as data, since
// an error's class and code do not survive the trip between threads.
import { ReadError } from "./errors.ts";
import { readPdfPages } from "./pdf.ts";
import type { RangeResult, RangeTask } from "./pdf-threads.ts";

export default async function readRange(task: RangeTask): Promise<RangeResult> {
  try {
    return { pages: await readPdfPages(task.bytes, task.first, task.last) };
  } catch (err) {
    if (err instanceof ReadError) return { error: { code: err.code, message: err.message } };
    throw err;
  }
}
