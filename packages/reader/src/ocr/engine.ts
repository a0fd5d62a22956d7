import os from "node:os";
import Tesseract from "tesseract.js";
import { onACore } from "../cores.ts";
import { OcrUnavailableError, ReadError, shortReason } from "../errors.ts";
import { type ModelSource, modelSource, removeLanguageFolder } from "./languages.ts";
import { PoolClosedError, PoolTimeoutError, WorkerPool } from "./pool.ts";
import { type GreyImage, toPgm } from "./prepare.ts";

// tesseract.js runs each worker on a worker_threads thread, so recognition never blocks the event loop: a worker
// process keeps renewing its job locks and answering health checks while pages are read.
const pool = new WorkerPool(os.availableParallelism());

/** Loading the language data takes well under a second; this only bounds a start that went wrong. */
const START_TIMEOUT_MS = 30_000;

/**
 * The time one page may spend in OCR, shared by every pass over it (orientation, straightening). Time spent
 * waiting for a free worker does not count: the pages of a long document queue for the pool.
 */
export type PageBudget = { page: number; limitMs: number; usedMs: number };

/** Sets how many pages are read at once in this process (default: one per CPU core). */
export function configureOcr(settings: { poolSize?: number }): void {
  if (settings.poolSize !== undefined) pool.resize(settings.poolSize);
}

/**
 * How many pages of one document to work on at once: one per worker, and one more being decoded or rendered
 * while the workers read, so that they do not wait for it.
 */
export function pagesInFlight(): number {
  return pool.size + 1;
}

/** Stops the OCR workers (the service calls this at shutdown); later reads start new ones. */
export async function closeOcr(): Promise<void> {
  await pool.close();
  await removeLanguageFolder();
}

/** The languages to read with, and the folder of plain traineddata files to take them from (null: npm's). */
export type OcrModels = { languages: readonly string[]; dataDir: string | null };

/**
 * Tesseract's reading of an image: blocks, paragraphs, lines and words with pixel boxes and confidences. `block`
 * reads the image as one uniform block of text instead of analysing its layout (ink the analysis left out).
 */
export async function recognize(image: GreyImage, models: OcrModels, budget: PageBudget, block = false): Promise<Tesseract.Page> {
  const langs = models.languages.join("+");
  const source = await modelSource(models.languages, models.dataDir);
  const read = async (worker: Tesseract.Worker) => (await worker.recognize(toPgm(image), {}, { blocks: true, text: false })).data;
  return runJob(
    `lstm:${langs}:${source.dir}`,
    () => startWorker(langs, Tesseract.OEM.LSTM_ONLY, source),
    async (worker) => {
      if (!block) return read(worker);
      // The worker is ours alone for the job; it goes back to the pool in automatic mode.
      await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK });
      try {
        return await read(worker);
      } finally {
        await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO });
      }
    },
    budget,
  );
}

/**
 * How far the text of an image is turned counter-clockwise (0, 90, 180 or 270), by tesseract's orientation
 * detection (which runs on its legacy engine, in a worker of its own), or null when it cannot tell.
 */
export async function detectOrientation(image: GreyImage, dataDir: string | null, budget: PageBudget): Promise<number | null> {
  const source = await modelSource(["osd"], dataDir);
  const result = await runJob(
    `osd:${source.dir}`,
    () => startWorker("osd", Tesseract.OEM.TESSERACT_ONLY, source),
    async (worker) => (await worker.detect(toPgm(image))).data,
    budget,
  );
  return result.orientation_degrees;
}

async function runJob<T>(
  key: string,
  start: () => Promise<Tesseract.Worker>,
  job: (worker: Tesseract.Worker) => Promise<T>,
  budget: PageBudget,
): Promise<T> {
  const remaining = budget.limitMs - budget.usedMs;
  if (remaining <= 0) throw timeout(budget);
  let started: number | undefined;
  try {
    // The page's time starts once it has a core and a worker (see PageBudget).
    return await onACore(() =>
      pool.run(
        key,
        start,
        (worker) => {
          started = performance.now();
          return job(worker);
        },
        remaining,
      ),
    );
  } catch (error) {
    if (error instanceof PoolTimeoutError) throw timeout(budget);
    // A shutdown or a worker that would not start says nothing about the document: the job may be retried.
    if (error instanceof PoolClosedError || started === undefined) throw new OcrUnavailableError(shortReason(error));
    throw new ReadError("ocr_failed", `The text of page ${budget.page} could not be read: ${shortReason(error)}`);
  } finally {
    if (started !== undefined) budget.usedMs += performance.now() - started;
  }
}

function timeout(budget: PageBudget): ReadError {
  const limit = budget.limitMs >= 1000 ? `${budget.limitMs / 1000} s` : `${budget.limitMs} ms`;
  return new ReadError("ocr_timeout", `Reading the text of page ${budget.page} took longer than the limit of ${limit}.`);
}

async function startWorker(langs: string, oem: Tesseract.OEM, source: ModelSource): Promise<Tesseract.Worker> {
  let fail: (reason: unknown) => void = () => {};
  // tesseract.js reports a failed start only to errorHandler, leaving createWorker's promise pending.
  const failed = new Promise<never>((_, reject) => {
    fail = (reason) => reject(new Error(`the OCR worker could not start: ${String(reason)}`));
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("the OCR worker did not start in time")), START_TIMEOUT_MS);
  });
  const worker = Tesseract.createWorker(
    langs,
    oem,
    {
      langPath: source.dir,
      gzip: source.gzip,
      // A cache of unpacked data shared between processes could be read while another one writes it.
      cacheMethod: "none",
      // Without a handler tesseract.js throws an uncaught error for every failed job; the job's own promise
      // reports the failure.
      errorHandler: (reason: unknown) => fail(reason),
    },
    // Automatic page segmentation: receipts and invoices mix columns, tables and sizes. On SROIE it read as well
    // as "single column" (4) and "single block" (6), and 3 points better than "sparse text" (11) in half the
    // time. The debug file takes tesseract's notes ("Detected 142 diacritics"), which would fill the log.
    "tessedit_pageseg_mode 3\ndebug_file /dev/null",
  );
  try {
    return await Promise.race([worker, failed, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
