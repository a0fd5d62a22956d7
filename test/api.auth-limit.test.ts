// Requests without a valid key are limited per client address, before the database is asked; valid keys keep
// working from a blocked address and keep their own per-tenant budget.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientKey, createApp, type AppDeps } from "@docsift/api";
import { createRedis } from "@docsift/queue";
import { revokeApiKey, type Db } from "@docsift/db";
import { auth, createTestEnv, quietLogger, type TestEnv } from "./support.ts";

const ALLOWANCE = 30;
const TENANT_LIMIT = 1000;
const WRONG = auth(`dsk_${"x".repeat(43)}`);

let env: TestEnv;
/** Key lookups in the database (apiKey.findUnique), counted through a proxy of the client. */
let lookups = 0;
let app: ReturnType<typeof createApp>;

/** The database client, with its key lookups counted. */
function counting(db: Db): Db {
  const apiKey = new Proxy(db.apiKey, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop !== "findUnique" || typeof value !== "function") return typeof value === "function" ? value.bind(target) : value;
      return (...args: unknown[]) => {
        lookups++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "apiKey") return apiKey;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function appWith(settings: Partial<AppDeps["settings"]>, deps: Partial<AppDeps> = {}) {
  return createApp({
    db: counting(env.db),
    redis: env.redis,
    queue: env.queue,
    blobs: env.blobs,
    logger: quietLogger,
    settings: {
      maxFileBytes: 1024 * 1024,
      allowPrivateUrls: false,
      urlTimeoutMs: 5000,
      rateLimitPerMinute: TENANT_LIMIT,
      authFailuresPerMinute: ALLOWANCE,
      // Behind a proxy on loopback (as supertest's requests are), so X-Forwarded-For names the client.
      trustProxy: "loopback",
      jobAttempts: 3,
      redisPrefix: env.prefix,
      ...settings,
    },
    ...deps,
  });
}

beforeAll(async () => {
  env = await createTestEnv();
  app = appWith({});
});
afterAll(async () => env.close());

const from = (address: string) => ({ "X-Forwarded-For": address });

describe("failed authentications per client address", () => {
  it("end in 429s with Retry-After after the allowance, without a key lookup, while a valid key still works", async () => {
    const guesser = from("203.0.113.7");
    // The customer's key, used before (from anywhere), behind the same address as the guesser.
    const before = await request(app).get("/v1/usage").set(guesser).set(auth(env.key));
    expect(before.status).toBe(200);
    expect(Number(before.headers["ratelimit-remaining"])).toBe(TENANT_LIMIT - 1);

    const statuses: number[] = [];
    const retryAfters: number[] = [];
    let lookupsWhileBlocked = 0;
    let lookupsOf401s = 0;
    for (let i = 0; i < 300; i++) {
      const lookupsBefore = lookups;
      const res = await request(app).get("/v1/usage").set(guesser).set(WRONG);
      statuses.push(res.status);
      if (res.status === 429) {
        lookupsWhileBlocked += lookups - lookupsBefore;
        retryAfters.push(Number(res.headers["retry-after"]));
        expect(res.body).toEqual({
          error: {
            code: "rate_limited",
            message: expect.stringMatching(/failed authentications/),
            request_id: expect.stringMatching(/^req_/),
          },
        });
      } else {
        lookupsOf401s += lookups - lookupsBefore;
        expect(res.body.error.code).toBe("unauthorized");
      }
      if (i === 150) {
        // Meanwhile, the valid key from the blocked address.
        const ok = await request(app).get("/v1/usage").set(guesser).set(auth(env.key));
        expect(ok.status).toBe(200);
        expect(Number(ok.headers["ratelimit-remaining"])).toBe(TENANT_LIMIT - 2);
      }
    }
    expect(statuses.slice(0, ALLOWANCE)).toEqual(Array(ALLOWANCE).fill(401));
    expect(statuses.slice(ALLOWANCE)).toEqual(Array(300 - ALLOWANCE).fill(429));
    expect(retryAfters.every((s) => Number.isInteger(s) && s >= 1 && s <= 60)).toBe(true);
    // Each of the first guesses was looked up; a blocked guess costs no database query.
    expect(lookupsOf401s).toBe(ALLOWANCE);
    expect(lookupsWhileBlocked).toBe(0);

    // No key at all, or a malformed header, counts the same.
    expect((await request(app).get("/v1/usage").set(guesser)).status).toBe(429);
    expect((await request(app).get("/v1/usage").set(guesser).set("Authorization", "Basic abc")).status).toBe(429);

    // The valid key still works, and the 300 failures took nothing from the tenant's budget: only its own 3 requests.
    const after = await request(app).get("/v1/usage").set(guesser).set(auth(env.key));
    expect(after.status).toBe(200);
    expect(Number(after.headers["ratelimit-remaining"])).toBe(TENANT_LIMIT - 3);
  });

  it("leave other addresses alone, and count an IPv6 client by its /64", async () => {
    expect((await request(app).get("/v1/usage").set(from("198.51.100.3")).set(WRONG)).status).toBe(401);
    for (let i = 1; i <= ALLOWANCE; i++) {
      expect(
        (
          await request(app)
            .get("/v1/usage")
            .set(from(`2001:db8:1:2::${i.toString(16)}`))
            .set(WRONG)
        ).status,
      ).toBe(401);
    }
    // Another address within the same /64: blocked.
    expect((await request(app).get("/v1/usage").set(from("2001:db8:1:2:ffff:1:2:3")).set(WRONG)).status).toBe(429);
    expect((await request(app).get("/v1/usage").set(from("2001:db8:1:3::1")).set(WRONG)).status).toBe(401);
  });

  it("refuse from a blocked address a key never used yet, and forget a key once it is revoked", async () => {
    const blockedAt = from("192.0.2.50");
    for (let i = 0; i < ALLOWANCE; i++) await request(app).get("/v1/usage").set(blockedAt).set(WRONG);
    expect((await request(app).get("/v1/usage").set(blockedAt).set(WRONG)).status).toBe(429);

    // A key that never authenticated cannot be told from a guess without the database: it waits for the minute.
    const fresh = await env.newTenant();
    expect((await request(app).get("/v1/usage").set(blockedAt).set(auth(fresh.key))).status).toBe(429);
    // Once used from anywhere (on any replica: the mark is in Redis), it works from the blocked address too.
    const replica = appWith({});
    expect((await request(replica).get("/v1/usage").set(from("198.51.100.9")).set(auth(fresh.key))).status).toBe(200);
    expect((await request(app).get("/v1/usage").set(blockedAt).set(auth(fresh.key))).status).toBe(200);

    // Revoked: looked up once more (401), then refused like a guess, without a lookup.
    await revokeApiKey(env.db, fresh.key);
    const revoked = await request(app).get("/v1/usage").set(blockedAt).set(auth(fresh.key));
    expect(revoked.status).toBe(401);
    const lookupsBefore = lookups;
    expect((await request(app).get("/v1/usage").set(blockedAt).set(auth(fresh.key))).status).toBe(429);
    expect(lookups).toBe(lookupsBefore);
  });

  it("count the connection's address when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    const direct = appWith({ trustProxy: undefined, redisPrefix: `${env.prefix}-direct` });
    for (let i = 0; i < ALLOWANCE; i++) {
      expect(
        (
          await request(direct)
            .get("/v1/usage")
            .set(from(`192.0.2.${i + 1}`))
            .set(WRONG)
        ).status,
      ).toBe(401);
    }
    expect((await request(direct).get("/v1/usage").set(from("192.0.2.200")).set(WRONG)).status).toBe(429);
  });

  it("are off with an allowance of 0", async () => {
    const off = appWith({ authFailuresPerMinute: 0, redisPrefix: `${env.prefix}-off` });
    for (let i = 0; i < 100; i++) expect((await request(off).get("/v1/usage").set(WRONG)).status).toBe(401);
  });

  it("let requests through when Redis is down: 401 for wrong keys, 200 for valid ones", async () => {
    const dead = createRedis("redis://127.0.0.1:1", "producer");
    dead.on("error", () => undefined);
    try {
      const down = appWith({}, { redis: dead });
      for (let i = 0; i < ALLOWANCE + 10; i++) expect((await request(down).get("/v1/usage").set(WRONG)).status).toBe(401);
      expect((await request(down).get("/v1/usage").set(auth(env.key))).status).toBe(200);
    } finally {
      dead.disconnect();
    }
  });
});

describe("a key that authenticated", () => {
  it("is trusted for the cache's time without another lookup, wrong keys never are, and a revoked key ends with it", async () => {
    const CACHE_MS = 4000;
    const cached = appWith({ keyCacheMs: CACHE_MS, redisPrefix: `${env.prefix}-cache` });
    const tenant = await env.newTenant();
    const start = lookups;
    for (let i = 0; i < 5; i++) expect((await request(cached).get("/v1/usage").set(auth(tenant.key))).status).toBe(200);
    expect(lookups - start).toBe(1);

    const beforeWrong = lookups;
    for (let i = 0; i < 3; i++) expect((await request(cached).get("/v1/usage").set(from("198.51.100.77")).set(WRONG)).status).toBe(401);
    expect(lookups - beforeWrong).toBe(3);

    // Revoked: this process still trusts the key until its time in the cache is over, then refuses it.
    await revokeApiKey(env.db, tenant.key);
    expect((await request(cached).get("/v1/usage").set(auth(tenant.key))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
    expect((await request(cached).get("/v1/usage").set(auth(tenant.key))).status).toBe(401);
  });
});

describe("clientKey", () => {
  it("keeps IPv4, unmaps IPv4-mapped IPv6, and cuts IPv6 to its /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0DB8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(clientKey(undefined)).toBe("unknown");
  });
});
