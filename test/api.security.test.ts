// A tenant never sees another tenant's files or extractions: their ids answer 404, exactly like unknown ones.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, createJob, createTestEnv, upload, type TestEnv } from "./support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const schema = { name: "s", fields: [{ name: "total", type: "number" }] };

describe("tenant isolation", () => {
  it("hides one tenant's file and extraction from another", async () => {
    const other = await env.newTenant();
    const fileId = await upload(env, Buffer.from("Total: 5"), "text/plain");
    const id = await createJob(env, fileId, schema);

    const theirs = await request(env.app).get(`/v1/extract/${id}`).set(auth(other.key));
    const unknown = await request(env.app).get(`/v1/extract/ext_unknown0000000000000`).set(auth(other.key));
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe(unknown.body.error.code);
    expect(theirs.body.error.message).not.toContain(env.tenantId);

    const steal = await request(env.app).post("/v1/extract").set(auth(other.key)).send({ file_id: fileId, document_schema: schema });
    expect(steal.status).toBe(404);
    expect(steal.body.error.code).toBe("not_found");

    expect((await request(env.app).get(`/v1/extract/${id}`).set(auth(env.key))).status).toBe(200);
  });

  it("keeps idempotency keys per tenant", async () => {
    const other = await env.newTenant();
    const mine = await upload(env, Buffer.from("Total: 5"), "text/plain");
    const theirs = await upload(env, Buffer.from("Total: 6"), "text/plain", other.key);
    const a = await request(env.app)
      .post("/v1/extract")
      .set(auth(env.key))
      .set("Idempotency-Key", "same")
      .send({ file_id: mine, document_schema: schema });
    const b = await request(env.app)
      .post("/v1/extract")
      .set(auth(other.key))
      .set("Idempotency-Key", "same")
      .send({ file_id: theirs, document_schema: schema });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.extraction_id).not.toBe(b.body.extraction_id);
  });

  it("stores only a hash of each key", async () => {
    const rows = await env.db.apiKey.findMany({ where: { tenantId: env.tenantId } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(env.key);
  });
});
