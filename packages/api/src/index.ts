export { createApp, type AppDeps } from "./app.ts";
export { startApi, type RunningApi } from "./server.ts";
export { answerClientErrors } from "./http-errors.ts";
export { clientKey } from "./auth-limit.ts";
