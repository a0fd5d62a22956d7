import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@docsift/config";
import { createDb, generateApiKey, registerApiKey, type CreatedKey } from "@docsift/db";

/**
 * Registers DOCSIFT_BOOTSTRAP_API_KEY for the default tenant (idempotently). For the laptop quick start, when no key
 * is configured, one is generated once and kept in the data folder (mode 600), so restarts print the same key.
 */
export async function bootstrapKey(config: Config, opts: { generateIfUnset: boolean }): Promise<CreatedKey | null> {
  let key = config.DOCSIFT_BOOTSTRAP_API_KEY;
  if (!key && opts.generateIfUnset) key = await localKey(config.DOCSIFT_DATA_DIR);
  if (!key) return null;
  const db = createDb(config.DATABASE_URL, { poolSize: 1 });
  try {
    return await registerApiKey(db, config.DOCSIFT_BOOTSTRAP_TENANT, key, "bootstrap");
  } finally {
    await db.$disconnect();
  }
}

async function localKey(dataDir: string): Promise<string> {
  const path = join(dataDir, "bootstrap-api-key");
  try {
    return (await readFile(path, "utf8")).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const key = generateApiKey();
    await writeFile(path, `${key}\n`, { mode: 0o600 });
    await chmod(path, 0o600);
    return key;
  }
}
