// The OpenAPI 3.1 document, built from the same zod schemas that validate requests, so it cannot drift from
// what the server does. Schemas with a meta id become components; paths reference them.
import { z } from "zod";
import {
  CONTENT_TYPES,
  ExtractCreateResponseSchema,
  ExtractionListSchema,
  ExtractionResultSchema,
  ExtractRequestSchema,
  FileListSchema,
  FileSummarySchema,
  UploadRequestSchema,
  UploadResponseSchema,
  UsageSchema,
} from "./api.ts";
import { ErrorBodySchema } from "./errors.ts";

/** A reference to a schema's component, by the schema itself, so a path can only name a schema that is registered. */
function ref(schema: z.ZodType) {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error("an OpenAPI body schema needs a meta id");
  return { $ref: `#/components/schemas/${id}` };
}
const json = (schema: z.ZodType) => ({ content: { "application/json": { schema: ref(schema) } } });

function errors(...statuses: number[]) {
  const descriptions: Record<number, string> = {
    400: "Malformed body or invalid document_schema (details name each problem with its path)",
    401: "Missing, malformed, unknown or revoked API key",
    402: "The tenant's monthly credit quota is used up (quota_exceeded)",
    404: "Unknown id, or an id of another tenant",
    409: "Idempotency-Key reused with another body",
    413: "File or body too large",
    415: "Content type not accepted, or the bytes are not of the declared type",
    422: "file_url could not be fetched (url_fetch_failed), or a stored file cannot be rendered (unreadable_file)",
    429: "Rate limit reached; see Retry-After",
    500: "Unexpected error; quote request_id",
    503: "A dependency is unavailable",
  };
  return Object.fromEntries(statuses.map((s) => [String(s), { description: descriptions[s], ...json(ErrorBodySchema) }]));
}

export function buildOpenApi(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    io: "input",
    uri: (id) => `#/components/schemas/${id}`,
  });
  const components: Record<string, unknown> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
    components[id] = rest;
  }
  const common = [401, 429, 500, 503];
  return {
    openapi: "3.1.0",
    info: {
      title: "Docsift document extraction API",
      version: "1.0.0",
      description: "Upload a document, create an extraction job with a document_schema, poll for the result.",
    },
    servers: [{ url: "/v1" }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "An API key (dsk_...)" } },
      schemas: components,
    },
    paths: {
      "/upload": {
        post: {
          operationId: "uploadFile",
          summary: "Upload a file (JSON with base64 or URL, multipart/form-data, or a raw body) for later extraction",
          parameters: [
            idempotencyKeyParameter(
              "The same key with the same file (the same bytes, however sent, or the same file_url, as the same content type) returns the first file; with another, 409.",
            ),
          ],
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: ref(UploadRequestSchema) },
              "multipart/form-data": {
                schema: {
                  type: "object",
                  required: ["file"],
                  properties: {
                    file: {
                      type: "string",
                      format: "binary",
                      description: "The file; its part's Content-Type is used when content_type is absent",
                    },
                    content_type: {
                      type: "string",
                      enum: [...CONTENT_TYPES],
                      description: "Content type of the file (image/jpg is an alias of image/jpeg)",
                    },
                  },
                },
              },
              ...Object.fromEntries(
                CONTENT_TYPES.map((type) => [
                  type,
                  { schema: { type: "string", format: "binary", description: `The raw bytes of a ${type} file` } },
                ]),
              ),
            },
          },
          responses: { "201": { description: "Stored", ...json(UploadResponseSchema) }, ...errors(400, 409, 413, 415, 422, ...common) },
        },
      },
      "/extract": {
        post: {
          operationId: "createExtraction",
          summary: "Create an extraction job for an uploaded file",
          parameters: [idempotencyKeyParameter("The same key with the same body returns the first answer; with another body, 409.")],
          requestBody: { required: true, ...json(ExtractRequestSchema) },
          responses: {
            "201": { description: "Job created", ...json(ExtractCreateResponseSchema) },
            ...errors(400, 402, 404, 409, 413, ...common),
          },
        },
      },
      "/extract/{extraction_id}": {
        get: {
          operationId: "getExtraction",
          summary: "Poll an extraction job",
          parameters: [extractionIdParameter],
          responses: { "200": { description: "The job in its current state", ...json(ExtractionResultSchema) }, ...errors(404, ...common) },
        },
        delete: {
          operationId: "deleteExtraction",
          summary: "Delete an extraction and its stored result (a job still running is cancelled first)",
          parameters: [extractionIdParameter],
          responses: { "204": { description: "Deleted; the id now answers 404" }, ...errors(404, ...common) },
        },
      },
      "/files": {
        get: {
          operationId: "listFiles",
          summary: "The tenant's files, newest first",
          parameters: listParameters,
          responses: { "200": { description: "A page of files", ...json(FileListSchema) }, ...errors(400, ...common) },
        },
      },
      "/files/{file_id}": {
        get: {
          operationId: "getFile",
          summary: "One stored file",
          parameters: [fileIdParameter],
          responses: { "200": { description: "The file", ...json(FileSummarySchema) }, ...errors(404, ...common) },
        },
        delete: {
          operationId: "deleteFile",
          summary: "Delete a file, its blob and its extractions with their results (running jobs are cancelled first)",
          parameters: [fileIdParameter],
          responses: { "204": { description: "Deleted; the id now answers 404" }, ...errors(404, ...common) },
        },
      },
      "/files/{file_id}/pages/{page}": {
        get: {
          operationId: "getPageImage",
          summary:
            "A page of a PDF or image file as a PNG (about 150 dpi), as the reader renders it; bbox fractions of a value apply to it",
          parameters: [
            fileIdParameter,
            { name: "page", in: "path", required: true, schema: { type: "integer", minimum: 1 }, description: "1-based page number" },
          ],
          responses: {
            "200": { description: "The page", content: { "image/png": { schema: { type: "string", format: "binary" } } } },
            ...errors(400, 404, 422, ...common),
          },
        },
      },
      "/usage": {
        get: {
          operationId: "getUsage",
          summary: "The tenant's jobs and credits by day (UTC), and its monthly quota",
          parameters: [
            {
              name: "from",
              in: "query",
              required: false,
              schema: { type: "string", format: "date" },
              description: "First day, inclusive (default: first of this month)",
            },
            {
              name: "to",
              in: "query",
              required: false,
              schema: { type: "string", format: "date" },
              description: "Last day, inclusive (default: today); at most 366 days after from",
            },
          ],
          responses: { "200": { description: "Usage by day", ...json(UsageSchema) }, ...errors(400, ...common) },
        },
      },
      "/extractions": {
        get: {
          operationId: "listExtractions",
          summary: "The tenant's extractions, newest first, as summaries",
          parameters: [
            ...listParameters,
            {
              name: "status",
              in: "query",
              required: false,
              schema: { type: "string", enum: ["PENDING", "PROCESSING", "COMPLETED", "FAILED"] },
              description: "Only extractions in this status",
            },
            { name: "file_id", in: "query", required: false, schema: { type: "string" }, description: "Only extractions of this file" },
          ],
          responses: { "200": { description: "A page of extraction summaries", ...json(ExtractionListSchema) }, ...errors(400, ...common) },
        },
      },
    },
  };
}

function idempotencyKeyParameter(description: string) {
  return { name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", minLength: 1, maxLength: 200 }, description };
}
const fileIdParameter = { name: "file_id", in: "path", required: true, schema: { type: "string" } };
const extractionIdParameter = { name: "extraction_id", in: "path", required: true, schema: { type: "string" } };
const listParameters = [
  {
    name: "limit",
    in: "query",
    required: false,
    schema: { type: "integer", minimum: 1, maximum: 100, default: 20 },
    description: "Items per page",
  },
  {
    name: "cursor",
    in: "query",
    required: false,
    schema: { type: "string" },
    description: "The next_cursor of the previous page (opaque)",
  },
];
