// Connections kept alive by a client (or a proxy) survive idle gaps up to the server's keep-alive (65 s, longer than
// the 60 s proxies commonly keep): no socket errors, the connection reused, and beyond it a clean reconnect. A
// graceful shutdown waits neither for idle connections nor for the keep-alive of connections busy when it starts.
import http from "node:http";
import type { Socket } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type RunningApi } from "@docsift/api";
import { loadConfig } from "@docsift/config";
import { auth, createTestEnv, quietLogger, TEST_DATABASE_URL, TEST_REDIS_URL, type TestEnv } from "./support.ts";
import { waitUntil } from "./wait.ts";

const dirs: string[] = [];
async function start(): Promise<RunningApi> {
  const dataDir = await mkdtemp(join(tmpdir(), "docsift-keepalive-"));
  dirs.push(dataDir);
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    DOCSIFT_QUEUE_PREFIX: `test-${randomBytes(6).toString("hex")}`,
    DOCSIFT_DATA_DIR: dataDir,
  });
  return startApi(config, quietLogger);
}

let api: RunningApi;
let env: TestEnv;
beforeAll(async () => {
  // The tenant and its key; the API under test is a real server started as `docsift api` starts it.
  env = await createTestEnv();
  api = await start();
});
afterAll(async () => {
  await api.close();
  await env.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

type Answer = { status: number; socket: Socket; reused: boolean };

/** One GET on the agent's pooled connection; resolves once the answer is read and its socket is back in the pool. */
function get(url: string, agent: http.Agent, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on("end", () => {
        const answer = { status: res.statusCode ?? 0, socket: req.socket!, reused: req.reusedSocket };
        // The agent frees the socket after the response ends; wait for that rather than a tick.
        if (res.headers.connection === "close") resolve(answer);
        else agent.once("free", () => resolve(answer));
      });
    });
    req.on("error", reject);
  });
}

describe("keep-alive", () => {
  it("is configured: 65 s idle, 66 s for headers, 300 s for a request", () => {
    expect(api.server.keepAliveTimeout).toBe(65_000);
    expect(api.server.headersTimeout).toBe(66_000);
    expect(api.server.requestTimeout).toBe(300_000);
  });

  it("refuses a headers timeout not above the keep-alive", () => {
    expect(() => loadConfig({ DOCSIFT_KEEP_ALIVE_TIMEOUT_MS: "70000" })).toThrow(
      /DOCSIFT_HEADERS_TIMEOUT_MS: must be greater than DOCSIFT_KEEP_ALIVE_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ DOCSIFT_KEEP_ALIVE_TIMEOUT_MS: "66000", DOCSIFT_HEADERS_TIMEOUT_MS: "66000" })).toThrow(/must be greater/);
    expect(() => loadConfig({ DOCSIFT_KEEP_ALIVE_TIMEOUT_MS: "400000", DOCSIFT_HEADERS_TIMEOUT_MS: "401000" })).toThrow(/at most 300000/);
    expect(loadConfig({ DOCSIFT_KEEP_ALIVE_TIMEOUT_MS: "5000", DOCSIFT_HEADERS_TIMEOUT_MS: "6000" }).DOCSIFT_KEEP_ALIVE_TIMEOUT_MS).toBe(
      5000,
    );
  });

  it("survives idle gaps of 1, 5, 30, 62 and 70 s on a pooled connection with no socket errors", { timeout: 120_000 }, async () => {
    const opened: Socket[] = [];
    const onConnection = (socket: Socket) => opened.push(socket);
    api.server.on("connection", onConnection);
    const gaps = [1, 5, 30, 62, 70];
    try {
      // One agent (one pooled connection) per gap, all at once: the test takes the longest gap, not their sum.
      const outcomes = await Promise.all(
        gaps.map(async (seconds) => {
          const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
          const socketErrors: Error[] = [];
          try {
            const first = await get(`${api.url}/v1/usage`, agent, auth(env.key));
            first.socket.on("error", (err) => socketErrors.push(err));
            // The idle gap itself, which is the point of the test.
            await new Promise((r) => setTimeout(r, seconds * 1000));
            const second = await get(`${api.url}/v1/usage`, agent, auth(env.key));
            return {
              seconds,
              statuses: [first.status, second.status],
              firstReused: first.reused,
              reused: second.reused,
              same: first.socket === second.socket,
              socketErrors,
            };
          } finally {
            agent.destroy();
          }
        }),
      );
      for (const o of outcomes) {
        expect(o.statuses, `gap ${o.seconds} s`).toEqual([200, 200]);
        expect(o.socketErrors, `gap ${o.seconds} s`).toEqual([]);
        expect(o.firstReused).toBe(false);
      }
      // Within the server's 65 s the second request went on the same connection; after it, the server had closed
      // the connection and the client opened a new one without an error.
      for (const o of outcomes.filter((o) => o.seconds < 65))
        expect({ gap: o.seconds, reused: o.reused, same: o.same }).toEqual({ gap: o.seconds, reused: true, same: true });
      expect(outcomes.find((o) => o.seconds === 70)).toMatchObject({ reused: false, same: false });
      // The server saw one connection per agent, plus the reconnect after 70 s.
      expect(opened.length).toBe(gaps.length + 1);
    } finally {
      api.server.off("connection", onConnection);
    }
  });

  it("does not keep a shutdown waiting for idle connections, nor for connections busy when it starts", async () => {
    const other = await start();
    // Ready first: a shutdown in the instant after the start would cut the queue's first Redis commands short.
    // Readiness (PostgreSQL, Redis and the blob store answering) is only told by /readyz: polled, against a deadline.
    await waitUntil(async () => (await fetch(`${other.url}/readyz`)).status === 200, "/readyz to answer 200", { everyMs: 20 });
    const idleAgent = new http.Agent({ keepAlive: true });
    const busyAgent = new http.Agent({ keepAlive: true });
    try {
      const idle = await get(`${other.url}/healthz`, idleAgent);
      expect(idle.socket.destroyed).toBe(false);
      const idleClosed = new Promise<void>((resolve) => idle.socket.once("close", () => resolve()));

      // A slow answer in flight when the shutdown starts: a page of a file that does not exist takes a key lookup
      // and a database query, so it is still being answered when close() is called on the same tick.
      const busy = get(`${other.url}/v1/files/file_00000000000000000000/pages/1`, busyAgent, auth(env.key));
      await new Promise<void>((resolve) => other.server.once("request", () => resolve()));

      const started = performance.now();
      await other.close();
      const elapsed = performance.now() - started;
      await idleClosed;
      const answered = await busy;
      expect(answered.status).toBe(404);
      // The server closed that connection too once it had answered (close() waited for that, not for 65 s).
      if (!answered.socket.destroyed) await new Promise<void>((resolve) => answered.socket.once("close", () => resolve()));
      expect(elapsed).toBeLessThan(1000);
    } finally {
      idleAgent.destroy();
      busyAgent.destroy();
    }
  });
});
