// The OpenAPI document against the routes the app serves: every documented operation is served (never "no route"
// or 405), and every other method on a documented path answers 405, so nothing is served that is not described.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, createTestEnv, type TestEnv } from "./support.ts";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe("OpenAPI document and routes", () => {
  it("describes exactly the operations the app serves under /v1", async () => {
    const doc = (await request(env.app).get("/v1/openapi.json")).body as {
      servers: { url: string }[];
      paths: Record<string, Record<string, unknown>>;
    };
    const base = doc.servers[0]!.url;
    expect(base).toBe("/v1");
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      const concrete =
        base + path.replace(/\{[a-z_]+\}/g, (m) => (m.includes("file") ? "file_aaaaaaaaaaaaaaaaaaaa" : "ext_aaaaaaaaaaaaaaaaaaaa"));
      const documented = Object.keys(doc.paths[path]!).filter((m) => (METHODS as readonly string[]).includes(m));
      expect(documented.length, path).toBeGreaterThan(0);
      for (const method of METHODS) {
        const res = await request(env.app)
          [method](concrete)
          .set(auth(env.key))
          .set("Content-Type", "application/json")
          .send(method === "get" || method === "delete" ? undefined : "{}");
        const what = `${method.toUpperCase()} ${concrete} -> ${res.status} ${JSON.stringify(res.body)}`;
        if (documented.includes(method)) {
          expect(res.status, what).not.toBe(405);
          expect(res.status, what).not.toBe(500);
          if (res.status === 404) expect(res.body.error.message, what).not.toMatch(/^no route/);
          // Every documented answer status is described.
          const responses = (doc.paths[path]![method] as { responses: Record<string, unknown> }).responses;
          expect(Object.keys(responses), what).toContain(String(res.status));
        } else {
          expect(res.status, what).toBe(405);
          expect(res.headers.allow?.toLowerCase().split(", ").sort(), what).toEqual([...documented].sort());
        }
      }
    }
  });

  it("serves no /v1 route it does not describe", async () => {
    const doc = (await request(env.app).get("/v1/openapi.json")).body as { paths: Record<string, unknown> };
    const described = new Set(Object.keys(doc.paths).map((p) => p.split("/")[1]));
    for (const segment of ["files", "extractions", "extract", "upload", "usage", "webhooks", "admin", "tenants", "keys", "jobs"]) {
      const res = await request(env.app).get(`/v1/${segment}`).set(auth(env.key));
      if (!described.has(segment)) {
        expect(res.status, segment).toBe(404);
        expect(res.body.error.message).toMatch(/^no route/);
      }
    }
  });
});
