export { createMetrics, metricsHandler, type Metrics } from "./metrics.ts";
