import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { resolveBinary } from "dbmate";

const run = promisify(execFile);

const MIGRATIONS_DIR = fileURLToPath(new URL("../../../prisma/migrations", import.meta.url));

/**
 * Applies pending SQL migrations with dbmate (creating the database when missing). dbmate takes an advisory lock
 * and records what it applied, so API and worker replicas may all call this at start.
 */
export async function migrate(databaseUrl: string): Promise<string> {
  const url = withSslModeDefault(databaseUrl);
  const { stdout } = await run(
    resolveBinary(),
    ["--url", url, "--migrations-dir", MIGRATIONS_DIR, "--no-dump-schema", "--wait", "--wait-timeout", "30s", "up"],
    { timeout: 120_000 },
  );
  return stdout.trim();
}

// dbmate (Go's lib/pq) defaults to sslmode=require, which a local PostgreSQL refuses; Prisma's pg defaults to
// "prefer". Make dbmate behave like the app unless the URL says otherwise.
function withSslModeDefault(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.searchParams.has("sslmode")) url.searchParams.set("sslmode", "disable");
  return url.toString();
}
