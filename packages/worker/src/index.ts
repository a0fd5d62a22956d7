export { retentionOnce, startWorker, sweepWebhooksOnce, type WorkerDeps, type RunningWorker } from "./worker.ts";
export { engineSettings, startWorkerProcess } from "./server.ts";
export { engineOptions, processExtraction } from "./process.ts";
export { sweepOnce } from "./sweep.ts";
export { startJobThreads } from "./job-threads.ts";
export { startHealthServer } from "./health.ts";
