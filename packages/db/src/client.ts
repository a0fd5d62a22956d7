import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client.ts";

export type Db = PrismaClient;

/** One client per process: it holds a pg pool, so callers create it once and `$disconnect()` at shutdown. */
export function createDb(databaseUrl: string, opts: { poolSize?: number } = {}): Db {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: opts.poolSize ?? 10 });
  return new PrismaClient({ adapter });
}
