// Webhook delivery as the worker performs it, and what it is built from, which the API shares: the JSON of an
// extraction (a webhook's `data` is byte for byte the GET /v1/extract/{id} answer) and the outbound-HTTP address
// guard (file_url downloads and webhook POSTs go through the same checks).
export { deliverWebhook, WebhookRefusedError } from "./deliver.ts";
export { extractionJsonAround, fieldsPieces } from "./present.ts";
export { FetchError, fetchUrl, isPublicAddress } from "./fetch-url.ts";
