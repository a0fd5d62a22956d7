// Prometheus metrics (prom-client), one registry per process part, so tests that build many apps never collide in
// prom-client's global registry. The API counts requests by route pattern (never by raw path: ids would make every
// request a series of its own); both API and worker report their queues' job counts when scraped.
import type { AnyQueue as Queue } from "@docsift/queue";
import type { RequestHandler } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export type Metrics = {
  registry: Registry;
  /** Counts one finished extraction job by outcome (worker). */
  jobs: Counter<"outcome">;
  jobSeconds: Histogram<"outcome">;
  /** Counts one webhook delivery attempt by result (worker). */
  webhooks: Counter<"result">;
  /** Express middleware that times requests (API). */
  httpMiddleware: RequestHandler;
};

const QUEUE_STATES = ["waiting", "active", "delayed", "completed", "failed", "prioritized"] as const;

export function createMetrics(component: "api" | "worker", queues: Queue[] = []): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ component });
  collectDefaultMetrics({ register: registry, prefix: "docsift_" });
  const requests = new Counter({
    name: "docsift_http_requests_total",
    help: "HTTP requests by method, route and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const seconds = new Histogram({
    name: "docsift_http_request_duration_seconds",
    help: "HTTP request duration by method and route",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobs = new Counter({
    name: "docsift_extraction_jobs_total",
    help: "Extraction jobs finished by this process, by outcome",
    labelNames: ["outcome"],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: "docsift_extraction_job_duration_seconds",
    help: "Time an extraction attempt took, by outcome",
    labelNames: ["outcome"],
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: "docsift_webhook_attempts_total",
    help: "Webhook delivery attempts by result",
    labelNames: ["result"],
    registers: [registry],
  });
  new Gauge({
    name: "docsift_queue_jobs",
    help: "Jobs in a BullMQ queue by state",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      for (const queue of queues) {
        try {
          const counts = await queue.getJobCounts(...QUEUE_STATES);
          for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        } catch {
          // Redis down: the gauge keeps its last values; /readyz reports the outage.
        }
      }
    },
  });

  const httpMiddleware: RequestHandler = (req, res, next) => {
    const end = seconds.startTimer();
    res.on("finish", () => {
      const route = routeOf((req.originalUrl ?? req.url).split("?")[0] ?? "");
      end({ method: req.method, route });
      requests.inc({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
  return { registry, jobs, jobSeconds, webhooks, httpMiddleware };
}

export function metricsHandler(metrics: Metrics): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Content-Type", metrics.registry.contentType);
    res.end(await metrics.registry.metrics());
  };
}

/** The route pattern a path belongs to; anything else is "unmatched", so labels stay few whatever callers send. */
const ROUTES: [RegExp, string][] = [
  [/^\/v1\/upload\/?$/, "/v1/upload"],
  [/^\/v1\/extract\/?$/, "/v1/extract"],
  [/^\/v1\/extract\/[^/]+\/?$/, "/v1/extract/:extraction_id"],
  [/^\/v1\/extractions\/?$/, "/v1/extractions"],
  [/^\/v1\/files\/?$/, "/v1/files"],
  [/^\/v1\/files\/[^/]+\/?$/, "/v1/files/:file_id"],
  [/^\/v1\/files\/[^/]+\/pages\/[^/]+\/?$/, "/v1/files/:file_id/pages/:page"],
  [/^\/v1\/usage\/?$/, "/v1/usage"],
  [/^\/v1\/openapi\.json$/, "/v1/openapi.json"],
  [/^\/(healthz|readyz|metrics)$/, "/$1"],
  [/^\/admin\/queues(\/|$)/, "/admin/queues"],
];

export function routeOf(path: string): string {
  for (const [pattern, name] of ROUTES) {
    const m = pattern.exec(path);
    if (m) return name.replace("$1", m[1] ?? "");
  }
  return "unmatched";
}
