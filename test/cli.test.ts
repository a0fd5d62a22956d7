// The `docsift` CLI as an operator runs it: key management against the real database, the bootstrap key, and
// an in-process extraction printed in the API's shape.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExtractionResultSchema } from "@docsift/contract";
import { authenticate, createDb, generateApiKey, type Db } from "@docsift/db";
import { TEST_DATABASE_URL, TEST_REDIS_URL, makePdf } from "./support.ts";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../", import.meta.url));

async function docsift(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ["--import", "tsx", "apps/cli/src/main.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, LOG_LEVEL: "silent", ...env },
  });
}

let db: Db;
let dir: string;
beforeAll(async () => {
  db = createDb(TEST_DATABASE_URL, { poolSize: 2 });
  dir = await mkdtemp(join(tmpdir(), "docsift-cli-"));
});
afterAll(async () => {
  await db.$disconnect();
  await rm(dir, { recursive: true, force: true });
});

describe("docsift keys", () => {
  it("creates a key that authenticates, lists it by prefix only, and revokes it", async () => {
    const tenant = `cli-${Date.now()}`;
    const created = JSON.parse((await docsift(["keys", "create", "--tenant", tenant, "--name", "ci"])).stdout) as {
      id: string;
      key: string;
    };
    expect(created.key).toMatch(/^dsk_/);
    expect(await authenticate(db, created.key)).not.toBeNull();
    const listed = (await docsift(["keys", "list", "--tenant", tenant])).stdout;
    expect(listed).toContain(created.id);
    expect(listed).not.toContain(created.key);
    await docsift(["keys", "revoke", created.id]);
    expect(await authenticate(db, created.key)).toBeNull();
    await expect(docsift(["keys", "revoke", created.id])).rejects.toMatchObject({ code: 1 });
  });
});

describe("DOCSIFT_BOOTSTRAP_API_KEY", () => {
  it("is registered for the default tenant by `docsift api`, idempotently", async () => {
    const key = generateApiKey();
    const tenant = `boot-${Date.now()}`;
    const env = {
      DOCSIFT_BOOTSTRAP_API_KEY: key,
      DOCSIFT_BOOTSTRAP_TENANT: tenant,
      PORT: "0",
      REDIS_URL: TEST_REDIS_URL,
      DOCSIFT_DATA_DIR: dir,
    };
    for (let i = 0; i < 2; i++) {
      const child = execFile(process.execPath, ["--import", "tsx", "apps/cli/src/main.ts", "api"], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, LOG_LEVEL: "info", ...env },
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("api listening") && resolve());
        child.on("exit", (code) => reject(new Error(`api exited with ${code}`)));
      });
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    const found = await authenticate(db, key);
    expect(found).not.toBeNull();
    expect(await db.apiKey.count({ where: { tenant: { name: tenant } } })).toBe(1);
  });
});

describe("docsift extract", () => {
  it("prints a completed result in the API's shape", async () => {
    const pdf = join(dir, "invoice.pdf");
    await writeFile(pdf, await makePdf([["Invoice No.: A-17", "Total: 12.50"]]));
    const schema = join(dir, "schema.json");
    await writeFile(
      schema,
      JSON.stringify({
        name: "inv",
        fields: [
          { name: "invoice_number", type: "string" },
          { name: "total", type: "number" },
        ],
      }),
    );
    const { stdout } = await docsift(["extract", pdf, "--schema", schema, "--engine", "rules"]);
    const result = ExtractionResultSchema.parse(JSON.parse(stdout));
    expect(result.status).toBe("COMPLETED");
    expect(result.extracted_data.fields.invoice_number).toMatchObject({ value: "A-17", page_index: 1 });
    expect(result.extracted_data.fields.total).toMatchObject({ value: 12.5 });
  });

  it("explains an invalid schema with paths", async () => {
    const schema = join(dir, "bad.json");
    await writeFile(schema, JSON.stringify({ name: "x", fields: [{ name: "a", type: "money" }] }));
    await expect(docsift(["extract", join(dir, "invoice.pdf"), "--schema", schema])).rejects.toMatchObject({
      stderr: expect.stringContaining("document_schema.fields[0].type"),
    });
  });
});
