export { startWorker, type WorkerDeps, type RunningWorker } from "./worker.ts";
export { startWorkerProcess } from "./server.ts";
export { processExtraction } from "./process.ts";
export { sweepOnce } from "./sweep.ts";
