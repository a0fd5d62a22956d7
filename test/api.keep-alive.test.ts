// Connections kept alive by a client (or a proxy) survive idle gaps up to the server's keep-alive (65 s, longer than
// the 60 s proxies commonly keep): no socket errors, the connection reused, and beyond it a clean reconnect. A
// graceful shutdown does not wait for idle connections.
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type RunningApi } from "@docsift/api";
import { loadConfig } from "@docsift/config";
import { quietLogger, TEST_DATABASE_URL, TEST_REDIS_URL } from "./support.ts";

let api: RunningApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "docsift-keepalive-"));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    DOCSIFT_QUEUE_PREFIX: `test-${randomBytes(6).toString("hex")}`,
    DOCSIFT_DATA_DIR: dataDir,
  });
  api = await startApi(config, quietLogger);
});
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** GET /healthz on a pooled keep-alive connection; resolves with the answer and the local port it went out on. */
function healthz(agent: http.Agent): Promise<{ status: number; port: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${api.url}/healthz`, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, port: req.socket?.localPort ?? 0 }));
    });
    req.on("error", reject);
  });
}

describe("keep-alive", () => {
  it("survives idle gaps of 1 to 70 s with no socket errors", { timeout: 120_000 }, async () => {
    const gaps = [1, 5, 30, 62, 70];
    const outcomes = await Promise.all(
      gaps.map(async (seconds) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          const first = await healthz(agent);
          await new Promise((r) => setTimeout(r, seconds * 1000));
          const second = await healthz(agent);
          return { seconds, statuses: [first.status, second.status], reused: first.port === second.port };
        } finally {
          agent.destroy();
        }
      }),
    );
    for (const o of outcomes) expect(o.statuses, `gap ${o.seconds} s`).toEqual([200, 200]);
    // Within the server's 65 s the connection is the same one; after it, the server closed it and the client
    // opened a new one without an error.
    expect(outcomes.filter((o) => o.seconds < 65).every((o) => o.reused)).toBe(true);
    expect(outcomes.find((o) => o.seconds === 70)!.reused).toBe(false);
  });

  it("does not keep a shutdown waiting for idle connections", async () => {
    const dir = await mkdtemp(join(tmpdir(), "docsift-keepalive-"));
    const other = await startApi(
      loadConfig({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: TEST_DATABASE_URL, REDIS_URL: TEST_REDIS_URL, DOCSIFT_DATA_DIR: dir, DOCSIFT_QUEUE_PREFIX: `test-${randomBytes(6).toString("hex")}` }),
      quietLogger,
    );
    const agent = new http.Agent({ keepAlive: true });
    try {
      const socket = await new Promise<import("node:net").Socket>((resolve, reject) => {
        const req = http.get(`${other.url}/healthz`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(req.socket!));
        });
        req.on("error", reject);
      });
      const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      // The answered connection goes back to the agent's pool, idle.
      await new Promise((r) => setImmediate(r));
      expect(socket.destroyed).toBe(false);
      const started = performance.now();
      await other.close();
      expect(performance.now() - started).toBeLessThan(1000);
      await closed;
    } finally {
      agent.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
