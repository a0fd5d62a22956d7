export { createDb, type Db } from "./client.ts";
export { isWellFormedId, newId, type IdPrefix } from "./ids.ts";
export { migrate, MIGRATIONS_DIR } from "./migrate.ts";
export * from "./keys.ts";
export * from "./files.ts";
export * from "./extractions.ts";
export * from "./listing.ts";
export * from "./deletion.ts";
export * from "./usage.ts";
