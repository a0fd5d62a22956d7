import { readFile } from "node:fs/promises";
import { extname } from "node:path";
import { DocumentSchemaSchema, issuesToDetails, type ExtractionResult } from "@docsift/contract";
import { readOptions, type Config } from "@docsift/config";
import { EngineUnavailableError, processDocument, type EngineChoice, type PipelineOptions } from "@docsift/pipeline";
import { engineOptions, engineSettings } from "@docsift/worker";
import { ReadError } from "@docsift/reader";

const BY_EXTENSION: Record<string, string> = {
  ".pdf": "application/pdf",
  ".tif": "image/tiff",
  ".tiff": "image/tiff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".txt": "text/plain",
  ".csv": "text/csv",
};

function contentTypeOf(path: string): string {
  const type = BY_EXTENSION[extname(path).toLowerCase()];
  if (!type) throw new Error(`cannot tell the content type of ${path}; pass --content-type`);
  return type;
}

/** Runs the worker's pipeline on a local file and answers in the shape GET /v1/extract/{id} would. */
export async function extractFile(
  path: string,
  rawSchema: unknown,
  contentType: string | undefined,
  config: Config,
  engine: EngineChoice | undefined,
): Promise<ExtractionResult> {
  const parsed = DocumentSchemaSchema.safeParse(rawSchema);
  if (!parsed.success) {
    const lines = issuesToDetails(parsed.error.issues, "document_schema").map((d) => `  ${d.path}: ${d.message}`);
    throw new Error(`invalid document_schema:\n${lines.join("\n")}`);
  }
  const schema = parsed.data;
  const bytes = await readFile(path);
  const base = {
    extraction_id: "local",
    file_id: path,
    created_at: new Date().toISOString(),
    schema_name: schema.name,
    schema_description: schema.description,
  };
  try {
    const result = await processDocument(bytes, contentType ?? contentTypeOf(path), schema, pipelineOptions(config, engine));
    return {
      ...base,
      status: "COMPLETED",
      extracted_data: { name: schema.name, fields: result.fields, field_type: "object" },
      processing_metadata: { credits_used: result.credits, engine: result.engine },
    };
  } catch (err) {
    if (!(err instanceof ReadError) && !(err instanceof EngineUnavailableError)) throw err;
    return {
      ...base,
      status: "FAILED",
      extracted_data: { name: schema.name, fields: {}, field_type: "object" },
      processing_metadata: { credits_used: 0 },
      error: { code: err.code, message: err.message },
    };
  }
}

/** What the worker would run for a job, as the last attempt (no retries in-process). */
export function pipelineOptions(config: Config, engine: EngineChoice | undefined): PipelineOptions {
  return {
    ...readOptions(config),
    ...(config.DOCSIFT_PHONE_REGION ? { defaultPhoneRegion: config.DOCSIFT_PHONE_REGION } : {}),
    decisions: config.DOCSIFT_DECISIONS,
    ...engineOptions(engineSettings(config), engine ?? null, true),
  };
}
