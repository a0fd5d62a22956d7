// Prisma 7 reads the connection URL from here, not from schema.prisma. Only `prisma generate` uses this file:
// migrations are plain SQL applied by dbmate (see README), because `prisma migrate` needs a native engine that
// cannot be downloaded on air-gapped machines.
import { defineConfig } from "prisma/config";

/** @public Read by the prisma CLI. */
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/docsift" },
});
