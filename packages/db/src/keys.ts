import { createHash, randomBytes } from "node:crypto";
import type { Db } from "./client.ts";
import { newId } from "./ids.ts";

const API_KEY_PREFIX = "dsk_";
const KEY_PATTERN = /^dsk_[A-Za-z0-9_-]{43}$/;

/** 32 random bytes (256 bits), base64url, behind a readable prefix. */
export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString("base64url");
}

export function isWellFormedApiKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export async function ensureTenant(db: Db, name: string) {
  return db.tenant.upsert({ where: { name }, update: {}, create: { id: newId("ten"), name } });
}

export type CreatedKey = { id: string; key: string; tenantId: string; tenantName: string; prefix: string };

/** Creates a new key for the tenant (creating the tenant if needed). The key is returned once and never stored. */
export async function createApiKey(db: Db, tenantName: string, name = ""): Promise<CreatedKey> {
  return registerApiKey(db, tenantName, generateApiKey(), name);
}

/**
 * Registers a key chosen by the operator (the bootstrap key). Idempotent: registering the same key again for the
 * same tenant changes nothing; a key registered for another tenant is refused.
 */
export async function registerApiKey(db: Db, tenantName: string, key: string, name = ""): Promise<CreatedKey> {
  if (!isWellFormedApiKey(key)) {
    throw new Error(`an API key must look like ${API_KEY_PREFIX} followed by 43 base64url characters`);
  }
  const tenant = await ensureTenant(db, tenantName);
  const hash = hashApiKey(key);
  const prefix = key.slice(0, 12);
  const existing = await db.apiKey.findUnique({ where: { hash } });
  if (existing) {
    if (existing.tenantId !== tenant.id) throw new Error("that key already belongs to another tenant");
    return { id: existing.id, key, tenantId: tenant.id, tenantName, prefix };
  }
  const row = await db.apiKey.create({ data: { id: newId("key"), tenantId: tenant.id, hash, prefix, name } });
  return { id: row.id, key, tenantId: tenant.id, tenantName, prefix };
}

/** Revokes by key id or by the full key. Returns how many keys were revoked (0 when none matched). */
export async function revokeApiKey(db: Db, idOrKey: string): Promise<number> {
  const where = idOrKey.startsWith(API_KEY_PREFIX) ? { hash: hashApiKey(idOrKey) } : { id: idOrKey };
  const { count } = await db.apiKey.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: new Date() } });
  return count;
}

export async function listApiKeys(db: Db, tenantName?: string) {
  return db.apiKey.findMany({
    where: tenantName ? { tenant: { name: tenantName } } : {},
    select: { id: true, prefix: true, name: true, createdAt: true, revokedAt: true, tenant: { select: { name: true } } },
    orderBy: { createdAt: "asc" },
  });
}

/** The tenant of a live key, or null for unknown and revoked keys. */
export async function authenticate(db: Db, key: string): Promise<{ tenantId: string; keyId: string } | null> {
  if (!isWellFormedApiKey(key)) return null;
  const row = await db.apiKey.findUnique({ where: { hash: hashApiKey(key) }, select: { id: true, tenantId: true, revokedAt: true } });
  if (!row || row.revokedAt) return null;
  return { tenantId: row.tenantId, keyId: row.id };
}
