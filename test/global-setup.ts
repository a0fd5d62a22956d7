// Tests run against the real PostgreSQL and Redis of this machine (see .ci/run), in a database of their own.
import { migrate } from "@docsift/db";
import { TEST_DATABASE_URL } from "./env.ts";

export default async function setup(): Promise<void> {
  await migrate(TEST_DATABASE_URL);
}
