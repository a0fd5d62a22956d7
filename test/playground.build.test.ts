// The playground's built files are committed (the API serves them with no build step at start): they must be what
// its sources build to now. On failure: pnpm --filter @docsift/playground build
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("../packages/playground/", import.meta.url));

async function filesUnder(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), await readFile(path));
  }
  return files;
}

it("has committed the build of its current sources", async () => {
  const out = await mkdtemp(join(tmpdir(), "docsift-playground-"));
  try {
    // The package's own build command, in a process of its own: inside the test runner (NODE_ENV=test, its resolve
    // conditions) Vite would build something else than a developer does.
    const { VITEST: _v, VITEST_MODE: _m, NODE_ENV: _n, ...cleanEnv } = process.env;
    await promisify(execFile)(join(root, "node_modules/.bin/vite"), ["build", "--outDir", out, "--emptyOutDir", "--logLevel", "silent"], {
      cwd: root,
      env: cleanEnv,
    });
    const built = await filesUnder(out);
    const committed = await filesUnder(join(root, "static"));
    expect([...committed.keys()].sort()).toEqual([...built.keys()].sort());
    expect(built.has("index.html") && built.has("examples/invoice.pdf")).toBe(true);
    for (const [name, bytes] of built) expect(committed.get(name)?.equals(bytes), name).toBe(true);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
