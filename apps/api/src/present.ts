import type { ExtractionResult, FieldResult } from "@docsift/contract";
import type { Extraction } from "@docsift/db";

/** The spec's ExtractionResult for a job row, every member present in every status. */
export function presentExtraction(row: Extraction): ExtractionResult {
  const fields = row.status === "COMPLETED" ? ((row.result ?? {}) as Record<string, FieldResult>) : {};
  return {
    extraction_id: row.id,
    file_id: row.fileId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    schema_name: row.schemaName,
    schema_description: row.schemaDescription,
    extracted_data: { name: row.schemaName, fields, field_type: "object" },
    processing_metadata:
      row.status === "COMPLETED"
        ? { credits_used: row.creditsUsed, ...(row.engineUsed === "rules" || row.engineUsed === "ollama" ? { engine: row.engineUsed } : {}) }
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
}
