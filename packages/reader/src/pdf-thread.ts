// Runs in a PDF thread (see pdf-threads.ts): one task on one document. Read errors are returned as data, since
// an error's class and code do not survive the trip between threads.
import { ReadError } from "./errors.ts";
import { openPdf, readTextLayer } from "./pdf-parse.ts";
import { ocrInput } from "./pdf-render.ts";
import type { PdfTask, PdfTaskResult } from "./pdf-threads.ts";

export default async function runTask(task: PdfTask): Promise<PdfTaskResult> {
  try {
    switch (task.kind) {
      case "open":
        return { value: await openPdf(task.bytes, task.maxPages, task.readUpTo) };
      case "text":
        return { value: await readTextLayer(task.bytes, task.first, task.last) };
      case "ocr-input":
        return { value: await ocrInput(task.bytes, task.page, task.hasText, task.renderPixels, task.maxImagePixels) };
      default:
        // A thread started from other code than its caller (a deploy in progress) must say so, not answer nothing.
        throw new Error(`unknown PDF task ${JSON.stringify((task as { kind?: unknown }).kind)}`);
    }
  } catch (err) {
    if (err instanceof ReadError) return { error: { code: err.code, message: err.message } };
    throw err;
  }
}
