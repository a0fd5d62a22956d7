// Request and response bodies of the three operations, exactly as the spec names them, plus the members the
// contract adds (content_type on upload, error on failed jobs, bbox on values).
import { z } from "zod";
import { DocumentSchemaSchema, PrimitiveTypeSchema, storableText } from "./schema.ts";

/** The nine content types of the spec. `image/jpg` is an alias that is stored as `image/jpeg`. */
export const CONTENT_TYPES = [
  "application/pdf",
  "image/tiff",
  "text/plain",
  "text/csv",
  "image/png",
  "image/jpeg",
  "image/jpg",
  "image/gif",
  "image/webp",
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** The canonical types stored and passed to readers (`image/jpg` folded into `image/jpeg`). */
export type CanonicalContentType = Exclude<ContentType, "image/jpg">;

export function canonicalContentType(type: ContentType): CanonicalContentType {
  return type === "image/jpg" ? "image/jpeg" : type;
}

export const UploadRequestSchema = z
  .object({
    content_type: z.enum(CONTENT_TYPES).describe("Content type of the file; image/jpg is an alias of image/jpeg"),
    file_base64: z.string().min(1).optional().describe("Base64-encoded file data"),
    file_url: storableText(4096).min(1).optional().describe("http(s) URL from which the file is downloaded"),
  })
  .meta({ id: "UploadRequest", description: "Exactly one of file_base64 and file_url is required." });

export const UploadResponseSchema = z
  .object({
    file_id: z.string(),
    content_type: z.string(),
    size_bytes: z.int(),
    sha256: z.string(),
    page_count: z.int().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "UploadResponse" });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

const ENGINES = ["rules", "ollama", "auto"] as const;
const EngineSchema = z.enum(ENGINES);

export const ExtractRequestSchema = z
  .object({
    file_id: z.string().min(1).max(100),
    document_schema: DocumentSchemaSchema,
    webhook_url: storableText(2048)
      .url()
      .refine((u) => /^https?:\/\//i.test(u), "must be an http or https URL")
      .optional()
      .describe("Beyond the spec: POSTed a signed extraction.completed or extraction.failed event when the job ends"),
    engine: EngineSchema.optional().describe(
      "Beyond the spec: the extraction engine for this job (rules, ollama or auto); the deployment's DOCSIFT_ENGINE when absent",
    ),
  })
  .meta({ id: "ExtractRequest" });

const STATUSES = ["PENDING", "PROCESSING", "COMPLETED", "FAILED"] as const;
const StatusSchema = z.enum(STATUSES);

export const ExtractCreateResponseSchema = z
  .object({
    extraction_id: z.string(),
    status: StatusSchema,
    created_at: z.iso.datetime(),
  })
  .meta({ id: "ExtractCreateResponse" });
export type ExtractCreateResponse = z.infer<typeof ExtractCreateResponseSchema>;

const BBoxSchema = z
  .tuple([z.number(), z.number(), z.number(), z.number()])
  .describe("[x0, y0, x1, y1] as fractions of the page's width and height, origin top-left");

const PrimitiveResultSchema = z
  .object({
    name: z.string(),
    value: z.union([z.string(), z.number()]).nullable(),
    field_type: PrimitiveTypeSchema,
    confidence: z.number().min(0).max(1),
    page_index: z.int().min(1).nullable().describe("1-based page number the value came from"),
    source_context: z.string(),
    bbox: BBoxSchema.optional(),
  })
  .meta({ id: "PrimitiveResult" });
export type PrimitiveResult = z.infer<typeof PrimitiveResultSchema>;

/** An object field: each sub-field's result; objects nest up to three levels, so a sub-field may be an object. */
export type ObjectResult = { [name: string]: PrimitiveResult | ObjectResult };
const ObjectResultSchema: z.ZodType<ObjectResult> = z
  .lazy(() => z.record(z.string(), z.union([PrimitiveResultSchema, ObjectResultSchema])))
  .meta({ id: "ObjectResult" });
/** An array field: one map of primitive results per item (array items hold primitives only). */
const ArrayItemResultSchema = z.record(z.string(), PrimitiveResultSchema).meta({ id: "ArrayItemResult" });
export type ArrayItemResult = z.infer<typeof ArrayItemResultSchema>;
const ArrayResultSchema = z.array(ArrayItemResultSchema).meta({ id: "ArrayResult" });
export type ArrayResult = z.infer<typeof ArrayResultSchema>;

const FieldResultSchema = z.union([PrimitiveResultSchema, ObjectResultSchema, ArrayResultSchema]);
export type FieldResult = PrimitiveResult | ObjectResult | ArrayResult;

const ExtractedDataSchema = z.object({
  name: z.string(),
  fields: z.record(z.string(), FieldResultSchema),
  field_type: z.literal("object"),
});

const JobErrorSchema = z.object({ code: z.string(), message: z.string() });

export const ExtractionResultSchema = z
  .object({
    extraction_id: z.string(),
    file_id: z.string(),
    status: StatusSchema,
    created_at: z.iso.datetime(),
    schema_name: z.string(),
    schema_description: z.string(),
    extracted_data: ExtractedDataSchema,
    processing_metadata: z.object({
      credits_used: z.int().min(0),
      engine: z.enum(["rules", "ollama"]).optional().describe("Beyond the spec: the engine that produced a completed result"),
    }),
    error: JobErrorSchema.optional().describe("Present when status is FAILED"),
    webhook: z
      .object({
        status: z.enum(["pending", "delivered", "failed"]),
        attempts: z.int().min(0),
        last_error: z.string().nullable(),
      })
      .optional()
      .describe("Beyond the spec: delivery of the job's webhook, when a webhook_url was given"),
  })
  .meta({ id: "ExtractionResult" });
export type ExtractionResult = z.infer<typeof ExtractionResultSchema>;

// Beyond the spec: listing. Lists are newest first, paged by an opaque cursor; their items are summaries.

/** A stored file, as POST /v1/upload answers it and GET /v1/files and /v1/files/{file_id} show it. */
export const FileSummarySchema = UploadResponseSchema.meta({ id: "File" });

export const ListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe("Items per page, 1 to 100"),
  cursor: z.string().min(1).max(500).optional().describe("The next_cursor of the previous page"),
});
export const ExtractionListQuerySchema = ListQuerySchema.extend({
  status: StatusSchema.optional().describe("Only extractions in this status"),
  file_id: z.string().min(1).max(100).optional().describe("Only extractions of this file"),
});

export const FileListSchema = z.object({ data: z.array(FileSummarySchema), next_cursor: z.string().nullable() }).meta({ id: "FileList" });
export type FileList = z.infer<typeof FileListSchema>;

const ExtractionSummarySchema = z
  .object({
    extraction_id: z.string(),
    file_id: z.string(),
    status: StatusSchema,
    created_at: z.iso.datetime(),
    schema_name: z.string(),
    credits_used: z.int().min(0),
  })
  .meta({ id: "ExtractionSummary" });

export const ExtractionListSchema = z
  .object({ data: z.array(ExtractionSummarySchema), next_cursor: z.string().nullable() })
  .meta({ id: "ExtractionList" });
export type ExtractionList = z.infer<typeof ExtractionListSchema>;

// Beyond the spec: usage by day (UTC) and the monthly credit quota.
const DAY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    "must be a calendar date",
  );
export const UsageQuerySchema = z.object({
  from: DAY.optional().describe("First day (UTC), inclusive; default the first day of this month"),
  to: DAY.optional().describe("Last day (UTC), inclusive; default today"),
});

export const UsageSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    days: z
      .array(z.object({ date: z.string(), jobs: z.int().min(0), credits: z.int().min(0) }))
      .describe("Every day of the range, zeros included"),
    total: z.object({ jobs: z.int().min(0), credits: z.int().min(0) }),
    quota: z
      .object({ monthly_credits: z.int().min(1), used_this_month: z.int().min(0) })
      .nullable()
      .describe("The tenant's monthly credit quota, if it has one; past it, POST /v1/extract answers 402 quota_exceeded"),
  })
  .meta({ id: "Usage" });
export type Usage = z.infer<typeof UsageSchema>;
