export * from "./schema.ts";
export * from "./errors.ts";
export * from "./api.ts";
export * from "./credits.ts";
export { buildOpenApi } from "./openapi.ts";
