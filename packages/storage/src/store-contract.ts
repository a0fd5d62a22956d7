// Behaviour every BlobStore must share; each backend's test file runs it with its own factory.
import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { BlobNotFoundError } from "./types.ts";
import type { BlobStore } from "./types.ts";

const BINARY = "application/octet-stream";

export function describeBlobStoreContract(name: string, makeStore: () => BlobStore | Promise<BlobStore>): void {
  describe(`${name}: BlobStore contract`, () => {
    let store: BlobStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    it("round-trips ~1 MB of random binary data", async () => {
      const data = randomBytes(1024 * 1024 + 7);
      await store.put("big.bin", data, BINARY);
      expect((await store.get("big.bin")).equals(data)).toBe(true);
    });

    it("stores a file from disk by streaming it (putFile)", async () => {
      const { mkdtemp, rm, writeFile } = await import("node:fs/promises");
      const { tmpdir } = await import("node:os");
      const { join } = await import("node:path");
      const dir = await mkdtemp(join(tmpdir(), "docsift-putfile-"));
      try {
        const data = randomBytes(3 * 1024 * 1024 + 11);
        const file = join(dir, "upload.bin");
        await writeFile(file, data);
        await store.putFile("from/file.bin", file, data.length, BINARY);
        expect((await store.get("from/file.bin")).equals(data)).toBe(true);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it("round-trips an empty blob", async () => {
      await store.put("empty", Buffer.alloc(0), "text/plain");
      expect((await store.get("empty")).length).toBe(0);
      expect(await store.exists("empty")).toBe(true);
    });

    it("overwrites an existing key", async () => {
      await store.put("doc", Buffer.from("first version, longer"), "text/plain");
      await store.put("doc", Buffer.from("second"), "text/plain");
      expect((await store.get("doc")).toString()).toBe("second");
    });

    it("reports existence", async () => {
      expect(await store.exists("maybe")).toBe(false);
      await store.put("maybe", Buffer.from("x"), "text/plain");
      expect(await store.exists("maybe")).toBe(true);
    });

    it("throws BlobNotFoundError for a missing key", async () => {
      await expect(store.get("missing")).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.get("missing/deeper")).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it("deletes idempotently", async () => {
      await store.delete("never-written");
      await store.put("gone", Buffer.from("x"), "text/plain");
      await store.delete("gone");
      await store.delete("gone");
      expect(await store.exists("gone")).toBe(false);
      await expect(store.get("gone")).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it("supports keys with slashes, independent of their prefixes", async () => {
      await store.put("tenant_x/file_y", Buffer.from("y"), "text/plain");
      await store.put("tenant_x/nested/file_z", Buffer.from("z"), "text/plain");
      expect((await store.get("tenant_x/file_y")).toString()).toBe("y");
      expect((await store.get("tenant_x/nested/file_z")).toString()).toBe("z");
      expect(await store.exists("tenant_x")).toBe(false);
      expect(await store.exists("tenant_x/nested")).toBe(false);
      await expect(store.get("tenant_x")).rejects.toBeInstanceOf(BlobNotFoundError);
      await store.delete("tenant_x");
      expect(await store.exists("tenant_x/file_y")).toBe(true);
    });

    it("rejects unsafe or ambiguous keys on every operation", async () => {
      const bad = ["", "/abs", "../x", "a/../../x", "a\\b", "a\0b", "a//b", "./a", "a/"];
      for (const key of bad) {
        const ops = [store.put(key, Buffer.from("x"), "text/plain"), store.get(key), store.exists(key), store.delete(key)];
        for (const op of ops) {
          const err = await op.then(
            () => undefined,
            (e: unknown) => e,
          );
          expect(err, JSON.stringify(key)).toBeInstanceOf(Error);
          expect(err, JSON.stringify(key)).not.toBeInstanceOf(BlobNotFoundError);
        }
      }
    });

    it("handles concurrent puts of different keys", async () => {
      const blobs = Array.from({ length: 24 }, (_, i) => [`batch/${i}`, randomBytes(2048 + i)] as const);
      await Promise.all(blobs.map(([key, data]) => store.put(key, data, BINARY)));
      const read = await Promise.all(blobs.map(([key]) => store.get(key)));
      read.forEach((data, i) => expect(data.equals(blobs[i]![1])).toBe(true));
    });

    it("pings successfully", async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
