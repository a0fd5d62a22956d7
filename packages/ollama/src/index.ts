// @docsift/ollama: extraction by a local Ollama model, every value grounded in the document model.
//
// extractWithOllama rejects with OllamaUnavailableError (see its `reason`) when the server is unreachable, slow
// beyond `timeoutMs`, lacks the model, or fails; the caller decides whether to retry the job, fall back to the
// rules engine, or fail it with the error's message. ollamaReachable is the cheap check for choosing an engine.
export { type OllamaReport, extractWithOllama } from "./engine.ts";
export { type OllamaSettings, OllamaUnavailableError, ollamaReachable } from "./client.ts";
export { toJsonSchema } from "./schema.ts";
