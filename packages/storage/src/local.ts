import { randomBytes } from "node:crypto";
import { access, constants, copyFile, mkdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { BlobNotFoundError, assertValidKey } from "./types.ts";
import type { BlobStore } from "./types.ts";

// A missing parent, a parent that is a file, or a key that names a directory all mean "no blob with this key".
const ABSENT_CODES = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

function isAbsent(err: unknown): boolean {
  return err instanceof Error && ABSENT_CODES.has((err as NodeJS.ErrnoException).code ?? "");
}

/**
 * Content types are not persisted: reads through BlobStore return bytes only, and the API keeps the
 * declared type with the file's database record.
 */
export function createLocalBlobStore(opts: { dir: string }): BlobStore {
  const root = path.resolve(opts.dir);

  function pathFor(key: string): string {
    assertValidKey(key);
    return path.join(root, ...key.split("/"));
  }

  return {
    async put(key, data) {
      const target = pathFor(key);
      const dir = path.dirname(target);
      await mkdir(dir, { recursive: true });
      // Same directory as the target so rename() stays on one filesystem and is atomic: readers see the old
      // bytes or the new ones, never a prefix. flush makes a crash right after rename unable to leave an empty file.
      const tmp = path.join(dir, `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writeFile(tmp, data, { flush: true });
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },

    async putFile(key, filePath) {
      const target = pathFor(key);
      const dir = path.dirname(target);
      await mkdir(dir, { recursive: true });
      // copyFile streams in the kernel (or in chunks), then the same atomic rename as put.
      const tmp = path.join(dir, `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await copyFile(filePath, tmp);
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },

    async get(key) {
      try {
        return await readFile(pathFor(key));
      } catch (err) {
        if (isAbsent(err)) throw new BlobNotFoundError(key, { cause: err });
        throw err;
      }
    },

    async exists(key) {
      const file = pathFor(key);
      try {
        return (await stat(file)).isFile();
      } catch (err) {
        if (isAbsent(err)) return false;
        throw err;
      }
    },

    // Emptied parent directories are left in place: removing them would race with a concurrent put into them.
    async delete(key) {
      const file = pathFor(key);
      try {
        await unlink(file);
      } catch (err) {
        if (!isAbsent(err)) throw err;
      }
    },

    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },

    describe() {
      return `local:${root}`;
    },
  };
}
