import { randomUUID } from "node:crypto";
import type { ExtractionResult, FieldResult } from "@docsift/contract";
import { resultPieces, type Db, type ExtractionRow } from "@docsift/db";

/**
 * The spec's ExtractionResult for a job row, every member present in every status, as the JSON text before and
 * after its fields: the fields go in as the text they were stored as, sent on in pieces (see resultPieces). A long
 * document's result is tens of MB, which parsing and serializing again would hold the event loop for, while every
 * other answer waits.
 */
export function extractionJsonAround(row: ExtractionRow): [before: string, after: string] {
  // Stands in for the fields while the rest is serialized; random, so no caller's text can spell it.
  const marker = randomUUID();
  const answer: ExtractionResult = {
    extraction_id: row.id,
    file_id: row.fileId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    schema_name: row.schemaName,
    schema_description: row.schemaDescription,
    extracted_data: { name: row.schemaName, fields: marker as unknown as Record<string, FieldResult>, field_type: "object" },
    processing_metadata:
      row.status === "COMPLETED"
        ? {
            credits_used: row.creditsUsed,
            ...(row.engineUsed === "rules" || row.engineUsed === "ollama" ? { engine: row.engineUsed } : {}),
          }
        : { credits_used: 0 },
    ...(row.status === "FAILED"
      ? { error: { code: row.errorCode ?? "failed", message: row.errorMessage ?? "the extraction failed" } }
      : {}),
    ...(row.webhookUrl
      ? {
          webhook: {
            status: row.webhookStatus === "delivered" || row.webhookStatus === "failed" ? row.webhookStatus : "pending",
            attempts: row.webhookAttempts,
            last_error: row.webhookLastError,
          },
        }
      : {}),
  };
  const text = JSON.stringify(answer);
  const at = text.indexOf(`"${marker}"`);
  return [text.slice(0, at), text.slice(at + marker.length + 2)];
}

/**
 * The job's fields as the JSON text they were stored as, a piece at a time (see resultPieces; `size` characters a
 * piece), or `{}` for a job without a result: what goes between extractionJsonAround's two texts.
 */
export async function* fieldsPieces(db: Db, row: ExtractionRow, size?: number): AsyncGenerator<string> {
  let any = false;
  if (row.status === "COMPLETED")
    for await (const piece of resultPieces(db, row.id, size)) {
      any = true;
      yield piece;
    }
  if (!any) yield "{}";
}
