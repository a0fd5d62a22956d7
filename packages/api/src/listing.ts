// What the list routes share: the query's validation, and the opaque cursor (base64url JSON of the last row's
// created_at and id; opaque to callers, who only hand it back).
import type { Request } from "express";
import type { z } from "zod";
import { ApiError, issuesToDetails } from "@docsift/contract";
import type { Cursor } from "@docsift/db";

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) {
    throw new ApiError("invalid_request", "the query is invalid", { details: issuesToDetails(parsed.error.issues) });
  }
  return parsed.data;
}

export function encodeCursor(cursor: Cursor | null): string | null {
  if (!cursor) return null;
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString("base64url");
}

export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      typeof value[1] === "string" &&
      value[1].length <= 100
    ) {
      const createdAt = new Date(value[0]);
      if (!Number.isNaN(createdAt.getTime()) && /^[a-z]+_[0-9a-z]+$/.test(value[1])) return { createdAt, id: value[1] };
    }
  } catch {
    // fall through
  }
  throw new ApiError("invalid_request", "cursor is not a cursor this API gave out", {
    details: [{ path: "cursor", message: "invalid cursor" }],
  });
}
