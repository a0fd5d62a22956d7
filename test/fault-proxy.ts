// A pass-through HTTP proxy in front of the real API that injects the failures a client must survive: an answer
// lost on the way back (the server did the work, the caller saw a dropped connection) and a refusal with
// Retry-After. Everything else is forwarded unchanged.
import http from "node:http";
import type { AddressInfo } from "node:net";

type Fault =
  | { match: (method: string, path: string) => boolean; kind: "drop-answer" }
  | { match: (method: string, path: string) => boolean; kind: "refuse"; status: number; retryAfter: string };

export type FaultProxy = {
  url: string;
  /** Each fault applies once, to the first request it matches. */
  inject(fault: Fault): void;
  /** Requests seen, as "METHOD path", with the Idempotency-Key when one was sent. */
  seen: { line: string; idempotencyKey: string | undefined; at: number }[];
  close(): Promise<void>;
};

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const faults: Fault[] = [];
  const seen: FaultProxy["seen"] = [];
  const server = http.createServer((req, res) => {
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    seen.push({ line: `${method} ${path}`, idempotencyKey: req.headers["idempotency-key"] as string | undefined, at: Date.now() });
    const index = faults.findIndex((f) => f.match(method, path));
    const fault = index === -1 ? undefined : faults.splice(index, 1)[0];
    if (fault?.kind === "refuse") {
      res.writeHead(fault.status, { "Content-Type": "application/json", "Retry-After": fault.retryAfter });
      res.end(
        JSON.stringify({
          error: { code: fault.status === 429 ? "rate_limited" : "service_unavailable", message: "injected", request_id: "req_injected" },
        }),
      );
      return;
    }
    const upstream = http.request(new URL(path, target), { method, headers: req.headers }, (answer) => {
      if (fault?.kind === "drop-answer") {
        // The server has answered; the caller never hears it.
        answer.resume();
        answer.on("end", () => req.socket.destroy());
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    inject: (fault) => faults.push(fault),
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
