export { retentionOnce, startWorker, sweepWebhooksOnce, webhookEventId, type WorkerDeps, type RunningWorker } from "./worker.ts";
export { engineSettings, startWorkerProcess } from "./server.ts";
export { engineOptions, processExtraction, type EngineSettings } from "./process.ts";
export { sweepOnce } from "./sweep.ts";
export { startJobThreads, type JobThreads } from "./job-threads.ts";
