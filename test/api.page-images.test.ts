// GET /v1/files/{file_id}/pages/{page}: pages of PDFs and images as PNG, rendered by the reader, cached in the blob
// store (and deleted with the file), under the same key and tenant rules as every route; and the boxes a job
// reports land on the printed values of the rendered page.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrimitiveResult } from "@docsift/contract";
import { pageImageKey } from "@docsift/db";
import { createLocalBlobStore, createS3BlobStore, type BlobStore } from "@docsift/storage";
import { textImage, textLines } from "@docsift/reader/testing";
import { auth, createJob, createTestEnv, makePdf, upload, waitForResult, type TestEnv } from "./support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const page = (fileId: string, n: string | number, key = env.key, e = env) =>
  request(e.app)
    .get(`/v1/files/${fileId}/pages/${n}`)
    .set(auth(key))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });

async function storageKeyOf(fileId: string, e = env): Promise<string> {
  return (await e.db.file.findUniqueOrThrow({ where: { id: fileId } })).storageKey;
}

describe("page images", () => {
  it("renders each page of a PDF as a PNG of the page's shape, caches it, and answers 404 past the last page", async () => {
    const fileId = await upload(env, await makePdf([["Page one"], ["Page two"]]), "application/pdf");
    const first = await page(fileId, 1);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    const meta = await sharp(first.body as Buffer).metadata();
    expect(meta.format).toBe("png");
    // A4 is 595 x 842 points; about 150 dpi.
    expect(meta.width).toBeGreaterThan(1000);
    expect(meta.height! / meta.width!).toBeCloseTo(842 / 595, 2);
    expect(await env.blobs.exists(pageImageKey(await storageKeyOf(fileId), 1))).toBe(true);
    expect((await page(fileId, 1)).body).toEqual(first.body);
    expect((await page(fileId, 2)).status).toBe(200);
    expect((await page(fileId, 2)).body).not.toEqual(first.body);

    const past = await page(fileId, 3);
    expect(past.status).toBe(404);
    expect(JSON.parse(past.body.toString()).error.code).toBe("not_found");
  });

  it("refuses page numbers that are not page numbers", async () => {
    const fileId = await upload(env, await makePdf([["One page"]]), "application/pdf");
    for (const bad of ["0", "-1", "1.5", "abc", "01", "9999999"]) {
      const res = await page(fileId, bad);
      expect(res.status, bad).toBe(400);
      expect(JSON.parse(res.body.toString()).error.details[0].path).toBe("page");
    }
  });

  it("follows the key and tenant rules of every route", async () => {
    const fileId = await upload(env, await makePdf([["Private page"]]), "application/pdf");
    expect((await request(env.app).get(`/v1/files/${fileId}/pages/1`)).status).toBe(401);
    const other = await env.newTenant();
    const foreign = await page(fileId, 1, other.key);
    expect(foreign.status).toBe(404);
    expect(JSON.parse(foreign.body.toString()).error.message).toBe(`no file with id ${fileId}`);
    expect((await page("file_aaaaaaaaaaaaaaaaaaaa", 1)).status).toBe(404);
    expect((await request(env.app).post(`/v1/files/${fileId}/pages/1`).set(auth(env.key))).status).toBe(405);
  });

  it("renders an image file's page, and has none for text", async () => {
    const png = await textImage(textLines(["Total: 12.00"]), [300, 120], 100);
    const imageId = await upload(env, png, "image/png");
    const res = await page(imageId, 1);
    expect(res.status).toBe(200);
    const source = await sharp(png).metadata();
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(source.width);
    expect((await page(imageId, 2)).status).toBe(404);

    const textId = await upload(env, Buffer.from("Total: 12.00"), "text/plain");
    const text = await page(textId, 1);
    expect(text.status).toBe(404);
    expect(JSON.parse(text.body.toString()).error.message).toMatch(/no page images/);
  });

  it("answers 422 for a stored PDF that cannot be rendered", async () => {
    const fileId = await upload(env, Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(64, 0x20)]), "application/pdf");
    const res = await page(fileId, 1);
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body.toString()).error.code).toBe("unreadable_file");
  });

  it("holds page images to the deployment's pixel limit, as jobs are", async () => {
    const strict = await createTestEnv({ settings: { pageLimits: { maxPixels: 10_000, pageTimeoutMs: 60_000 } } });
    try {
      // 300 x 120 = 36,000 pixels: more than this deployment reads.
      const imageId = await upload(strict, await textImage(textLines(["Total: 12.00"]), [300, 120], 100), "image/png");
      const res = await page(imageId, 1, strict.key, strict);
      expect(res.status).toBe(422);
      expect(JSON.parse(res.body.toString()).error.code).toBe("unreadable_file");
    } finally {
      await strict.close();
    }
  });

  it("deletes cached pages with their file", async () => {
    const fileId = await upload(env, await makePdf([["Gone soon"]]), "application/pdf");
    expect((await page(fileId, 1)).status).toBe(200);
    const key = pageImageKey(await storageKeyOf(fileId), 1);
    expect(await env.blobs.exists(key)).toBe(true);
    expect((await request(env.app).delete(`/v1/files/${fileId}`).set(auth(env.key))).status).toBe(204);
    expect(await env.blobs.exists(key)).toBe(false);
    expect((await page(fileId, 1)).status).toBe(404);
  });

  it("leaves no page in the store of a file deleted while the page was rendering", async () => {
    // The real folder store, with the cached page's write held until the file's deletion has finished.
    let putStarted!: () => void;
    const putting = new Promise<void>((resolve) => (putStarted = resolve));
    let releasePut!: () => void;
    const released = new Promise<void>((resolve) => (releasePut = resolve));
    const dir = await mkdtemp(join(tmpdir(), "docsift-pages-race-"));
    const store = createLocalBlobStore({ dir });
    const held: BlobStore = {
      ...store,
      put: async (key, data, type) => {
        if (key.includes(".pages/")) {
          putStarted();
          await released;
        }
        return store.put(key, data, type);
      },
    };
    const racing = await createTestEnv({ blobs: held });
    try {
      const fileId = await upload(racing, await makePdf([["Deleted while rendering"]]), "application/pdf");
      const key = pageImageKey(await storageKeyOf(fileId, racing), 1);
      const rendering = page(fileId, 1, racing.key, racing).then((r) => r);
      await putting;
      expect((await request(racing.app).delete(`/v1/files/${fileId}`).set(auth(racing.key))).status).toBe(204);
      releasePut();
      expect((await rendering).status).toBe(200);
      expect(await store.exists(key)).toBe(false);
    } finally {
      await racing.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("places a value's bbox over its printed text on the rendered page", async () => {
    env.startWorker();
    const fileId = await upload(env, await makePdf([["Invoice Number: INV-7731", "", "", "Total: 980.00"]]), "application/pdf");
    const id = await createJob(env, fileId, {
      name: "invoice",
      fields: [
        { name: "invoice_number", type: "string" },
        { name: "total", type: "number" },
      ],
    });
    const result = await waitForResult(env, id);
    const image = (await page(fileId, 1)).body as Buffer;
    const { width, height } = await sharp(image).metadata();
    for (const name of ["invoice_number", "total"]) {
      const field = result.extracted_data.fields[name] as PrimitiveResult;
      expect(field.bbox, name).toBeDefined();
      const [x0, y0, x1, y1] = field.bbox!;
      const box = {
        left: Math.floor(x0 * width!),
        top: Math.floor(y0 * height!),
        width: Math.ceil((x1 - x0) * width!),
        height: Math.ceil((y1 - y0) * height!),
      };
      const inside = await sharp(image).extract(box).grayscale().raw().toBuffer();
      // Ink inside the box: the value is printed there.
      expect(Math.min(...inside), name).toBeLessThan(100);
      // And none just below it (the next printed line is three lines down).
      const below = await sharp(image)
        .extract({ ...box, top: box.top + 2 * box.height })
        .grayscale()
        .raw()
        .toBuffer();
      expect(Math.min(...below), name).toBeGreaterThan(200);
    }
  });
});

describe("page images with S3 storage", () => {
  let dir: string;
  let server: S3rver;
  let s3env: TestEnv;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "docsift-s3-pages-"));
    server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [] });
    const { port } = await server.run();
    s3env = await createTestEnv({
      blobs: createS3BlobStore({ endPoint: `http://127.0.0.1:${port}`, accessKey: "S3RVER", secretKey: "S3RVER", bucket: "docsift-pages" }),
    });
  });
  afterAll(async () => {
    await s3env.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("caches rendered pages in the bucket and deletes them with the file", async () => {
    const fileId = await upload(s3env, await makePdf([["In the bucket"]]), "application/pdf");
    const first = await page(fileId, 1, s3env.key, s3env);
    expect(first.status).toBe(200);
    const key = pageImageKey(await storageKeyOf(fileId, s3env), 1);
    expect((await s3env.blobs.get(key)).equals(first.body as Buffer)).toBe(true);
    expect((await request(s3env.app).delete(`/v1/files/${fileId}`).set(auth(s3env.key))).status).toBe(204);
    expect(await s3env.blobs.exists(key)).toBe(false);
  });
});
