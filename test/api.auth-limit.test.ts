// Requests without a valid key are limited per client address; valid keys keep their own per-tenant budget.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, createTestEnv, type TestEnv } from "./support.ts";

let env: TestEnv;
beforeAll(async () => {
  // Behind a proxy on loopback (as supertest's requests are), so X-Forwarded-For names the client.
  env = await createTestEnv({ settings: { authFailuresPerMinute: 30, rateLimitPerMinute: 1000, trustProxy: "loopback" } });
});
afterAll(async () => env.close());

const from = (address: string) => ({ "X-Forwarded-For": address });

describe("failed authentications per client address", () => {
  it("end in 429s with Retry-After after the allowance, and block even a right key from that address", async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 300; i++) {
      const res = await request(env.app).get("/v1/usage").set(from("203.0.113.7")).set(auth(`dsk_${"x".repeat(43)}`));
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers["retry-after"];
        expect(res.body.error.code).toBe("rate_limited");
      }
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(270).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    // Requests without any key count the same.
    expect((await request(env.app).get("/v1/usage").set(from("203.0.113.7"))).status).toBe(429);
    expect((await request(env.app).get("/v1/usage").set(from("203.0.113.7")).set(auth(env.key))).status).toBe(429);
  });

  it("leave other addresses and the tenant's own limit alone", async () => {
    const res = await request(env.app).get("/v1/usage").set(from("198.51.100.2")).set(auth(env.key));
    expect(res.status).toBe(200);
    // The 300 failures above were not counted against any tenant.
    expect(Number(res.headers["ratelimit-remaining"])).toBe(999);
    expect((await request(env.app).get("/v1/usage").set(from("198.51.100.3")).set(auth(`dsk_${"y".repeat(43)}`))).status).toBe(401);
  });
});
