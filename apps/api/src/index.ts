export { createApp, type AppDeps } from "./app.ts";
export { startApi, type RunningApi } from "./server.ts";
export { answerClientErrors } from "./http-errors.ts";
export { deliverWebhook, signWebhook, WebhookRefusedError, type WebhookDeliveryDeps } from "./webhooks/deliver.ts";
export { createMetrics, metricsHandler, type Metrics } from "./metrics.ts";
export { clientKey } from "./auth-limit.ts";
