// Runs in a PDF thread (see pdf-threads.ts): one task on one document. Read errors are returned as data, since
// an error's class and code do not survive the trip between threads.
import { ReadError } from "./errors.ts";
import { checkInflation, limitMessage } from "./pdf-inflation.ts";
import { openPdf, readTextLayer } from "./pdf-parse.ts";
import { ocrInput, pagePixels } from "./pdf-render.ts";
import type { PdfTask, PdfTaskResult } from "./pdf-threads.ts";

/**
 * The bound pdf-thread-boot.mjs hooks into pdf.js: every decoded stream's buffer, before it grows, and every
 * stream inflated at once. Over the limit it throws inside pdf.js (which may swallow the error and go on to the
 * next object, each stopped the same way) and marks the task, which then fails with `too_large`.
 */
type DecodeGuard = { limit: number; tripped: boolean };
const guard: DecodeGuard = { limit: Number.POSITIVE_INFINITY, tripped: false };
(globalThis as { __docsiftDecodeGuard?: (bytes: number) => void }).__docsiftDecodeGuard = (bytes) => {
  if (bytes > guard.limit) {
    guard.tripped = true;
    throw new Error("a decoded stream exceeds the inflation limit");
  }
};

/** @public Loaded by piscina through pdf-thread-boot.mjs. */
export default async function runTask(task: PdfTask): Promise<PdfTaskResult> {
  guard.limit = task.limits.stream;
  guard.tripped = false;
  const tooLarge = { error: { code: "too_large" as const, message: limitMessage("stream", task.limits.stream) } };
  try {
    const value = await perform(task);
    return guard.tripped ? tooLarge : { value };
  } catch (err) {
    if (guard.tripped) return tooLarge;
    if (err instanceof ReadError) return { error: { code: err.code, message: err.message } };
    throw err;
  } finally {
    guard.limit = Number.POSITIVE_INFINITY;
  }
}

async function perform(task: PdfTask): Promise<unknown> {
  switch (task.kind) {
    case "open":
      // Before pdf.js sees the document: it keeps every stream it inflates whole.
      await checkInflation(task.bytes, task.limits, task.scope);
      return openPdf(task.bytes, task.maxPages, task.readUpTo);
    case "text":
      return readTextLayer(task.bytes, task.first, task.last);
    case "ocr-input":
      return ocrInput(task.bytes, task.page, task.hasText, task.renderPixels, task.maxImagePixels);
    case "page-pixels":
      // Rendering inflates what the page draws: measured first, as for reading.
      await checkInflation(task.bytes, task.limits, "all");
      return pagePixels(task.bytes, task.page, task.renderPixels, task.maxImagePixels);
    default:
      // A thread started from other code than its caller (a deploy in progress) must say so, not answer nothing.
      throw new Error(`unknown PDF task ${JSON.stringify((task as { kind?: unknown }).kind)}`);
  }
}
