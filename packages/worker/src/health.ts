// A worker has no API, but an orchestrator still needs to know that it is alive and can reach its dependencies.
// Answering here while pages are being read also shows that reading does not block the event loop.
import http from "node:http";
import type { Redis } from "ioredis";
import type { Db } from "@docsift/db";
import type { Metrics } from "@docsift/metrics";

export type HealthServer = { port: number; close(): Promise<void> };

export async function startHealthServer(port: number, deps: { db: Db; connection: Redis; metrics?: Metrics }): Promise<HealthServer> {
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse, send: (status: number, body: unknown) => void) => {
    if (req.url === "/healthz") return send(200, { status: "ok" });
    if (req.url === "/metrics" && deps.metrics) {
      const text = await deps.metrics.registry.metrics();
      return res.writeHead(200, { "Content-Type": deps.metrics.registry.contentType }).end(text);
    }
    if (req.url === "/readyz") {
      const [database, redis] = await Promise.all([
        deps.db.$queryRaw`SELECT 1`.then(
          () => "ok",
          () => "unavailable",
        ),
        deps.connection.ping().then(
          () => "ok",
          () => "unavailable",
        ),
      ]);
      const ready = database === "ok" && redis === "ok";
      return send(ready ? 200 : 503, { status: ready ? "ready" : "unavailable", checks: { database, redis } });
    }
    send(404, { error: { code: "not_found", message: "only /healthz, /readyz and /metrics" } });
  };
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    // A failed answer (the metrics registry's collect can throw) is a 500, not an unhandled rejection.
    answer(req, res, send).catch(() => {
      if (res.headersSent) res.destroy();
      else send(500, { error: { code: "internal_error", message: "an unexpected error occurred" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "0.0.0.0", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
