// GET /v1/files, GET /v1/files/{file_id} and GET /v1/extractions: newest first, cursor pages, filters, tenant isolation.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, createJob, createTestEnv, upload, type TestEnv } from "./support.ts";

const schema = { name: "invoice", fields: [{ name: "total", type: "number" }] };

let env: TestEnv;
let fileIds: string[] = [];
beforeAll(async () => {
  env = await createTestEnv();
  for (let i = 0; i < 5; i++) fileIds.push(await upload(env, Buffer.from(`Total: ${i}.00`), "text/plain"));
  // Two files created in the same millisecond: the id breaks the tie, so pages neither repeat nor skip them.
  const same = new Date(Date.now() - 60_000);
  await env.db.file.updateMany({ where: { id: { in: fileIds.slice(0, 2) } }, data: { createdAt: same } });
  fileIds = fileIds.slice(2).reverse().concat(fileIds.slice(0, 2).sort().reverse()); // newest first
});
afterAll(async () => env.close());

async function get(path: string, key = env.key) {
  return request(env.app).get(path).set(auth(key));
}

async function walk(path: string, limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const res = await get(`${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.data.map((d: { file_id?: string; extraction_id?: string }) => d.extraction_id ?? d.file_id));
    cursor = res.body.next_cursor;
    pages++;
  } while (cursor);
  return { ids, pages };
}

describe("GET /v1/files", () => {
  it("lists the tenant's files newest first, in cursor pages that neither repeat nor skip", async () => {
    const first = await get("/v1/files");
    expect(first.status).toBe(200);
    expect(first.body.next_cursor).toBeNull();
    expect(first.body.data.map((f: { file_id: string }) => f.file_id)).toEqual(fileIds);
    expect(first.body.data[0]).toEqual({
      file_id: fileIds[0],
      content_type: "text/plain",
      size_bytes: expect.any(Number),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      page_count: null,
      created_at: expect.any(String),
    });
    for (const limit of [1, 2, 3]) {
      const { ids, pages } = await walk("/v1/files", limit);
      expect(ids).toEqual(fileIds);
      expect(pages).toBe(Math.ceil(fileIds.length / limit)); // the last page says next_cursor: null, no empty page follows
    }
  });

  it("shows one file, and answers 404 for another tenant's file or an unknown id", async () => {
    const one = await get(`/v1/files/${fileIds[0]}`);
    expect(one.status).toBe(200);
    expect(one.body.file_id).toBe(fileIds[0]);
    const other = await env.newTenant();
    expect((await get(`/v1/files/${fileIds[0]}`, other.key)).status).toBe(404);
    expect((await get("/v1/files/file_aaaaaaaaaaaaaaaaaaaa")).body.error.code).toBe("not_found");
    expect((await get("/v1/files", other.key)).body).toEqual({ data: [], next_cursor: null });
  });

  it("refuses bad limits and cursors with 400, and anonymous callers with 401", async () => {
    for (const q of [
      "limit=0",
      "limit=101",
      "limit=abc",
      "limit=1&limit=2",
      "cursor=nonsense",
      "cursor=" + Buffer.from("[1,2]").toString("base64url"),
    ]) {
      const res = await get(`/v1/files?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code).toBe("invalid_request");
      expect(res.body.error.request_id).toMatch(/^req_/);
    }
    expect((await request(env.app).get("/v1/files")).status).toBe(401);
    expect((await request(env.app).get(`/v1/files/${fileIds[0]}`)).status).toBe(401);
    expect((await request(env.app).put("/v1/files").set(auth(env.key))).status).toBe(405);
  });
});

describe("GET /v1/extractions", () => {
  it("lists summaries newest first, filtered by status and file_id, for the tenant only", async () => {
    const a = await createJob(env, fileIds[0]!, schema);
    const b = await createJob(env, fileIds[1]!, schema);
    const c = await createJob(env, fileIds[0]!, schema);
    await env.db.extraction.update({ where: { id: b }, data: { status: "COMPLETED", creditsUsed: 1, result: {} } });

    const all = await get("/v1/extractions");
    expect(all.status).toBe(200);
    expect(all.body.data.map((e: { extraction_id: string }) => e.extraction_id)).toEqual([c, b, a]);
    expect(all.body.data[1]).toEqual({
      extraction_id: b,
      file_id: fileIds[1],
      status: "COMPLETED",
      created_at: expect.any(String),
      schema_name: "invoice",
      credits_used: 1,
    });
    expect(all.body.data[0].extracted_data).toBeUndefined();

    expect((await walk("/v1/extractions", 2)).ids).toEqual([c, b, a]);
    expect((await get("/v1/extractions?status=COMPLETED")).body.data.map((e: { extraction_id: string }) => e.extraction_id)).toEqual([b]);
    expect((await get("/v1/extractions?status=PENDING")).body.data.map((e: { extraction_id: string }) => e.extraction_id)).toEqual([c, a]);
    expect((await walk(`/v1/extractions?file_id=${fileIds[0]}`, 1)).ids).toEqual([c, a]);
    expect((await get(`/v1/extractions?file_id=${fileIds[0]}&status=COMPLETED`)).body.data).toEqual([]);
    expect((await get("/v1/extractions?status=DONE")).status).toBe(400);

    const other = await env.newTenant();
    expect((await get("/v1/extractions", other.key)).body).toEqual({ data: [], next_cursor: null });
    expect((await get(`/v1/extractions?file_id=${fileIds[0]}`, other.key)).body.data).toEqual([]);
  });
});
