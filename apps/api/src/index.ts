export { createApp, type AppDeps } from "./app.ts";
export { startApi, type RunningApi } from "./server.ts";
