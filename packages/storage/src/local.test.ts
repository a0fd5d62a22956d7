import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBlobStoreFromConfig, createLocalBlobStore } from "./index.ts";
import { describeBlobStoreContract } from "./store-contract.ts";

let base: string;
let counter = 0;
const freshDir = () => path.join(base, `store-${counter++}`, "nested");

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), "docsift-storage-local-"));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describeBlobStoreContract("local", () => createLocalBlobStore({ dir: freshDir() }));

describe("local store", () => {
  it("creates its directory lazily", async () => {
    const dir = freshDir();
    const store = createLocalBlobStore({ dir });
    await expect(readdir(dir)).rejects.toMatchObject({ code: "ENOENT" });
    await store.ping();
    expect(await readdir(dir)).toEqual([]);
  });

  it("never touches files outside its directory", async () => {
    const dir = freshDir();
    const store = createLocalBlobStore({ dir });
    const outside = path.join(path.dirname(dir), "x");
    await mkdir(path.dirname(outside), { recursive: true });
    await writeFile(outside, "secret");
    await expect(store.get("../x")).rejects.toThrow(/segment/);
    await expect(store.put("../x", Buffer.from("pwned"), "text/plain")).rejects.toThrow();
    await expect(store.delete("../x")).rejects.toThrow();
    expect(await readFile(outside, "utf8")).toBe("secret");
  });

  it("leaves no temp files behind", async () => {
    const dir = freshDir();
    const store = createLocalBlobStore({ dir });
    await Promise.all([1, 2, 3].map((i) => store.put("t/a", Buffer.alloc(1000, i), "text/plain")));
    expect(await readdir(path.join(dir, "t"))).toEqual(["a"]);
  });

  it("never exposes a half-written file to a concurrent reader", async () => {
    const store = createLocalBlobStore({ dir: freshDir() });
    const a = Buffer.alloc(2 * 1024 * 1024, "a");
    const b = Buffer.alloc(2 * 1024 * 1024, "b");
    await store.put("hot", a, "text/plain");
    let writing = true;
    const writer = (async () => {
      for (let i = 0; i < 20; i++) await store.put("hot", i % 2 ? a : b, "text/plain");
      writing = false;
    })();
    let reads = 0;
    while (writing) {
      const seen = await store.get("hot");
      expect(seen.equals(a) || seen.equals(b)).toBe(true);
      reads++;
    }
    await writer;
    expect(reads).toBeGreaterThan(0);
  });

  it("describes itself with its absolute directory", () => {
    const store = createBlobStoreFromConfig({ dataDir: "relative/blobs" });
    expect(store.describe()).toBe(`local:${path.resolve("relative/blobs")}`);
  });
});
