// Names for the generated types (generated/openapi.ts), as a caller writes them.
import type { components } from "./generated/openapi.ts";

type Schemas = components["schemas"];

export type DocumentSchema = Schemas["DocumentSchema"];
export type UploadResponse = Schemas["UploadResponse"];
export type ExtractRequest = Schemas["ExtractRequest"];
export type ExtractCreateResponse = Schemas["ExtractCreateResponse"];
export type ExtractionResult = Schemas["ExtractionResult"];
export type ExtractionStatus = ExtractionResult["status"];
export type PrimitiveResult = Schemas["PrimitiveResult"];
export type ErrorBody = Schemas["Error"];
export type ContentType = Schemas["UploadRequest"]["content_type"];
export type Engine = NonNullable<ExtractRequest["engine"]>;
export type { components, paths } from "./generated/openapi.ts";
