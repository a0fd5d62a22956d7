// @docsift/client: a typed client of the Docsift API. Its types are generated from the API's OpenAPI document.
export {
  DocsiftClient,
  type ClientOptions,
  type ExtractOptions,
  type FileInput,
  type RunOptions,
  type UploadOptions,
  type WaitOptions,
} from "./client.ts";
export { DocsiftError, ExtractionFailedError } from "./errors.ts";
export { sniffContentType } from "./sniff.ts";
export { verifyWebhook, WebhookVerificationError, type WebhookEvent } from "./webhook.ts";
export type * from "./types.ts";
