// Webhook secrets per tenant, and the delivery record of each extraction's webhook.
import { randomBytes } from "node:crypto";
import type { Db } from "./client.ts";
import { newId } from "./ids.ts";

function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** The tenant's webhook secret, created when it has none or when `rotate` asks for a new one. null: no such tenant. */
export async function webhookSecretByName(db: Db, tenantName: string, rotate: boolean): Promise<string | null> {
  const tenant = await db.tenant.findUnique({ where: { name: tenantName }, select: { id: true, webhookSecret: true } });
  if (!tenant) return null;
  if (tenant.webhookSecret && !rotate) return tenant.webhookSecret;
  return setSecret(db, tenant.id, !rotate);
}

/** The secret a delivery signs with; one is created on first use (concurrent first uses agree on one). */
export async function webhookSecretOf(db: Db, tenantId: string): Promise<string> {
  const tenant = await db.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { webhookSecret: true } });
  return tenant.webhookSecret ?? setSecret(db, tenantId, true);
}

async function setSecret(db: Db, tenantId: string, onlyIfNone: boolean): Promise<string> {
  const secret = generateWebhookSecret();
  // A first use sets one only when there is none yet (concurrent first uses then agree); a rotation replaces it.
  const { count } = await db.tenant.updateMany({
    where: onlyIfNone ? { id: tenantId, webhookSecret: null } : { id: tenantId },
    data: { webhookSecret: secret },
  });
  if (count === 1) return secret;
  const now = await db.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { webhookSecret: true } });
  return now.webhookSecret ?? secret;
}

export type WebhookAttemptRecord = {
  extractionId: string;
  eventId: string;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** The delivery's state after this attempt. */
  status: "pending" | "delivered" | "failed";
};

/** Records one attempt and the delivery's state; false when the extraction is gone (deleted meanwhile). */
export async function recordWebhookAttempt(db: Db, a: WebhookAttemptRecord): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.extraction.updateMany({
      where: { id: a.extractionId },
      data: { webhookStatus: a.status, webhookAttempts: { increment: 1 }, webhookLastError: a.error },
    });
    if (count === 0) return false;
    await tx.webhookAttempt.create({
      data: {
        id: newId("wha"),
        extractionId: a.extractionId,
        eventId: a.eventId,
        attempt: a.attempt,
        statusCode: a.statusCode,
        error: a.error,
        durationMs: a.durationMs,
      },
    });
    return true;
  });
}
