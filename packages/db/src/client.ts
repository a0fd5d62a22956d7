import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client.ts";

export type Db = PrismaClient;

const pools = new WeakMap<Db, pg.Pool>();

/** One client per process: it holds a pg pool, so callers create it once and `$disconnect()` at shutdown. */
export function createDb(databaseUrl: string, opts: { poolSize?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: opts.poolSize ?? 10 });
  // An idle connection the server closed (a restart) is dropped by the pool and the next query opens another; the
  // pool reports it as an 'error' event, which would end the process unheard. Prisma listens only once it has
  // connected, and a job thread's pool serves pg queries alone (completeExtraction).
  pool.on("error", () => {});
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/**
 * The pg pool under a client, for a statement whose parameter is tens of MB: Prisma's query path copies a raw
 * query's parameters several times over (a 16 MB JSON text cost 150 MB; pg alone, 30 MB).
 */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error("not a client made by createDb");
  return pool;
}
